/**
 * Creating, editing and deleting recipes on each database engine: the form's rules on the server (every
 * refusal a 400 naming field and position, nothing stored), ingredient matching and nutrition, pictures
 * (only the viewer's uploads; files removed after commit, no orphans), ownership (403, nothing changed)
 * and what a delete takes with it.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { and, count, eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { SESSION_COOKIE } from '../../http/session-viewer'
import { engines, expectContractResponse, startTestServer, type TestServer } from '../../testing/test-server'
import { pngFile, sendForm, type FilePart } from '../images/image-testing'
import { signUp } from '../session/session-testing'
import { GENERIC_NAMES, ingredientNameKey, matchIngredientNames } from './ingredient-match'

type Entries = [string, string | FilePart][]
type Fields = Record<string, string | undefined>

interface Picture {
  url: string
  key: string
}

interface RecipeBody {
  _id: string
  title: { en: string; ar: string }
  description: { en: string; ar: string }
  lang: 'en' | 'ar'
  thumbnail: Picture | null
  otherImages: Picture[]
  videoUrl: string | null
  time: number
  servings: number
  ingredients: {
    amount: number
    unitId: string
    nameClean: { en: string; ar: string }
    grams: number | null
    details: { _id: string; slug: string } | null
  }[]
  instructions: { step: { en: string; ar: string }; image: Picture | null }[]
  nutrition: { nutrients: { nutrientId: number; amount: number }[] }
  category: { key: string }[]
  cuisine: { key: string }[]
  createdBy: { _id: string } | null
}

const englishForm: Fields = {
  title: 'Weeknight red lentil soup',
  description: 'A warm, quick soup for cold evenings.',
  ingredients: JSON.stringify([
    '2 tbsp olive oil',
    '1 medium onion',
    '1 cup red lentils',
    '4 cup water',
    '1 tsp ground cumin',
    '0.5 tsp salt',
  ]),
  instructions: JSON.stringify([
    { step: 'Soften the onion in the oil.', image: null },
    { step: 'Add the lentils, water and cumin; simmer for 20 minutes.', image: null },
  ]),
  time: '30',
  servings: '4',
  lang: 'en',
  language: 'english',
  category: JSON.stringify(['dinner', 'soup']),
  cuisine: JSON.stringify(['levantine']),
}

const arabicForm: Fields = {
  title: 'شوربة العدس',
  description: 'شوربة دافئة وسريعة للأمسيات الباردة.',
  ingredients: JSON.stringify([
    '2 ملعقة كبيرة زيت زيتون',
    '١ حبة بصل',
    '١ كوب عدس أحمر',
    '٤ كوب ماء',
    '½ ملعقة صغيرة ملح',
  ]),
  instructions: JSON.stringify([
    { step: 'قلّبي البصل في الزيت حتى يذبل.', image: null },
    { step: 'أضيفي العدس والماء واتركيه يغلي ٢٠ دقيقة.', image: null },
  ]),
  time: '30',
  servings: '4',
  lang: 'ar',
  language: 'arabic',
  category: JSON.stringify(['soup']),
  cuisine: JSON.stringify(['levantine']),
}

const entriesOf = (fields: Fields): Entries =>
  Object.entries(fields).flatMap(([name, value]) =>
    value === undefined ? [] : [[name, value] as [string, string]],
  )

const calories = (recipe: RecipeBody) =>
  recipe.nutrition.nutrients.find((nutrient) => nutrient.nutrientId === 1008)!.amount

describe.each(engines)('recipe writes (%s)', (engine) => {
  let server: TestServer
  let owner: { id: string; token: string }
  let other: { id: string; token: string }
  beforeAll(async () => {
    server = await startTestServer(engine, {
      config: {
        rateLimits: { signup: { points: 1000, seconds: 60 }, upload: { points: 1000, seconds: 60 } },
      },
    })
    owner = await signUp(server, 'owner@recipes.test')
    other = await signUp(server, 'other@recipes.test')
  }, 180_000)
  afterAll(() => server?.close())

  const db = () => server.database.db

  const create = (fields: Fields, token: string | null = owner.token) =>
    sendForm(server, 'createRecipe', 'POST', '/recipe/custom', entriesOf(fields), token ?? undefined)

  const update = (id: string, fields: Fields, token: string | null = owner.token) =>
    sendForm(server, 'updateRecipe', 'PUT', `/recipe/edit/${id}`, entriesOf(fields), token ?? undefined)

  async function remove(id: string, token: string | null = owner.token) {
    const response = await server.app.inject({
      method: 'DELETE',
      url: `/api/v1/recipe/delete/${id}`,
      cookies: token ? { [SESSION_COOKIE]: token } : {},
    })
    expectContractResponse('deleteRecipe', response)
    return response
  }

  async function read(id: string, token?: string) {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/v1/recipe/${id}`,
      cookies: token ? { [SESSION_COOKIE]: token } : {},
    })
    expectContractResponse('getRecipe', response)
    return response
  }

  async function readRecipe(id: string): Promise<RecipeBody> {
    const response = await read(id)
    expect(response.statusCode, response.body).toBe(200)
    return (response.json() as { data: RecipeBody }).data
  }

  function created(response: LightMyRequestResponse): RecipeBody {
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    return (response.json() as { data: RecipeBody }).data
  }

  async function upload(token = owner.token): Promise<Picture> {
    const response = await sendForm(
      server,
      'uploadImage',
      'POST',
      '/image/upload',
      [['image', await pngFile()]],
      token,
    )
    expect(response.statusCode, response.body).toBe(200)
    return (response.json() as { data: Picture }).data
  }

  const fileExists = (key: string) => existsSync(path.join(server.uploadsDir, key))

  async function uploadRow(key: string) {
    const [row] = await db().select().from(t.uploads).where(eq(t.uploads.key, key))
    return row
  }

  async function recipeCount() {
    const [row] = await db().select({ n: count() }).from(t.recipes)
    return Number(row!.n)
  }

  /** The 400 a refused form answers, with nothing stored. */
  async function expectRefused(send: () => Promise<LightMyRequestResponse>, errMessage: string | undefined) {
    const before = await recipeCount()
    const response = await send()
    expect(response.statusCode, response.body).toBe(400)
    const body = response.json() as { message: string; errMessage?: string }
    expect(body.message).toMatch(/\S/)
    expect(body.errMessage).toBe(errMessage)
    expect(await recipeCount()).toBe(before)
    return body
  }

  describe('matching ingredient names to the catalogue', () => {
    async function slugs(names: string[], lang: 'en' | 'ar') {
      const ids = await matchIngredientNames(db(), names, lang)
      const rows = await db().select({ id: t.ingredients.id, slug: t.ingredients.slug }).from(t.ingredients)
      const slugById = new Map(rows.map((row) => [row.id, row.slug]))
      return ids.map((id) => (id ? slugById.get(id) : null))
    }

    it('matches English names exactly, ignoring case, spacing, accents, plurals and notes', async () => {
      expect(
        await slugs(
          [
            'Olive Oil',
            '  olive   oil ',
            'eggs',
            'tomatoes',
            'jalapeno',
            'arugula',
            'ground beef',
            'red onion, finely chopped',
            'all purpose flour',
          ],
          'en',
        ),
      ).toEqual([
        'olive-oil',
        'olive-oil',
        'egg',
        'tomato',
        'jalapeno',
        'arugula',
        'ground-beef',
        'red-onion',
        'all-purpose-flour',
      ])
    })

    it('matches Arabic names ignoring diacritics, alef and taa marbuta spellings and the article', async () => {
      expect(
        await slugs(
          ['زيت زيتون', 'زيت الزيتون', 'مِلْحٌ', 'طحينه', 'عصير ليمون', 'بصل أحمر، مفروم', 'اللبنة'],
          'ar',
        ),
      ).toEqual(['olive-oil', 'olive-oil', 'salt', 'tahini', 'lemon-juice', 'red-onion', 'labneh'])
    })

    it('reads generic names as the usual kind, and near names by trigram similarity', async () => {
      expect(
        await slugs(['flour', 'milk', 'rice', 'unsalted butter', 'extra virgin olive oyl'], 'en'),
      ).toEqual(['all-purpose-flour', 'whole-milk', 'long-grain-rice', 'butter', 'extra-virgin-olive-oil'])
      expect(await slugs(['طحين', 'الأرز', 'بندورة', 'بيكنج بودر'], 'ar')).toEqual([
        'all-purpose-flour',
        'long-grain-rice',
        'tomato',
        'baking-powder',
      ])
    })

    it('matches nothing when no catalogue name is close', async () => {
      expect(await slugs(['moonbeam dust', '<script>alert(1)</script>'], 'en')).toEqual([null, null])
      expect(await slugs(['شيء غريب'], 'ar')).toEqual([null])
    })

    it('only names generic defaults that are in the catalogue', async () => {
      const rows = await db().select({ key: t.ingredients.key }).from(t.ingredients)
      const keys = new Set(rows.map((row) => row.key))
      for (const defaults of Object.values(GENERIC_NAMES)) {
        for (const [name, key] of Object.entries(defaults)) {
          expect(keys.has(key), `${name} → ${key}`).toBe(true)
          expect(ingredientNameKey(name)).not.toBe('')
        }
      }
    })
  })

  describe('signed out', () => {
    it('answers 401 to create, edit and delete', async () => {
      const [seeded] = await db().select({ id: t.recipes.id }).from(t.recipes).limit(1)
      expect((await create(englishForm, null)).statusCode).toBe(401)
      expect((await update(seeded!.id, englishForm, null)).statusCode).toBe(401)
      expect((await remove(seeded!.id, null)).statusCode).toBe(401)
      expect(await readRecipe(seeded!.id)).toBeDefined()
    })
  })

  describe('creating', () => {
    it('saves an English recipe, matches its ingredients and computes its nutrition per serving', async () => {
      const recipe = created(await create(englishForm))
      const stored = await readRecipe(recipe._id)
      expect(stored).toEqual({ ...recipe, likedByMe: false, savedByMe: false })
      expect(stored).toMatchObject({
        title: { en: englishForm.title, ar: '' },
        description: { en: englishForm.description, ar: '' },
        lang: 'en',
        time: 30,
        servings: 4,
        thumbnail: null,
        otherImages: [],
        videoUrl: null,
        createdBy: { _id: owner.id },
      })
      expect(
        stored.ingredients.map((line) => [line.amount, line.unitId, line.nameClean, line.details?.slug]),
      ).toEqual([
        [2, 'tbsp', { en: 'olive oil', ar: '' }, 'olive-oil'],
        [1, 'medium', { en: 'onion', ar: '' }, 'onion'],
        [1, 'cup', { en: 'red lentils', ar: '' }, 'red-lentils'],
        [4, 'cup', { en: 'water', ar: '' }, 'water'],
        [1, 'tsp', { en: 'ground cumin', ar: '' }, 'ground-cumin'],
        [0.5, 'tsp', { en: 'salt', ar: '' }, 'salt'],
      ])
      for (const line of stored.ingredients) expect(line.grams, line.nameClean.en).toBeGreaterThan(0)
      expect(stored.instructions).toEqual([
        { step: { en: 'Soften the onion in the oil.', ar: '' }, image: null },
        { step: { en: 'Add the lentils, water and cumin; simmer for 20 minutes.', ar: '' }, image: null },
      ])
      // About 1 cup of red lentils (≈ 690 kcal), 2 tbsp of oil (≈ 240 kcal) and an onion, for 4.
      expect(calories(stored)).toBeGreaterThan(200)
      expect(calories(stored)).toBeLessThan(320)
      expect(stored.category.map((term) => term.key)).toEqual(['dinner', 'soup'])
      expect(stored.cuisine.map((term) => term.key)).toEqual(['levantine'])
    })

    it('saves an Arabic recipe on the Arabic side, Arabic-Indic digits and ½ included', async () => {
      const recipe = created(await create(arabicForm))
      const stored = await readRecipe(recipe._id)
      expect(stored).toMatchObject({
        title: { en: '', ar: 'شوربة العدس' },
        description: { en: '', ar: arabicForm.description },
        lang: 'ar',
      })
      expect(
        stored.ingredients.map((line) => [line.amount, line.unitId, line.nameClean.ar, line.details?.slug]),
      ).toEqual([
        [2, 'tbsp', 'زيت زيتون', 'olive-oil'],
        [1, 'piece', 'بصل', 'onion'],
        [1, 'cup', 'عدس أحمر', 'red-lentils'],
        [4, 'cup', 'ماء', 'water'],
        [0.5, 'tsp', 'ملح', 'salt'],
      ])
      expect(stored.ingredients.every((line) => line.nameClean.en === '')).toBe(true)
      expect(stored.instructions.map((step) => step.step)).toEqual([
        { en: '', ar: 'قلّبي البصل في الزيت حتى يذبل.' },
        { en: '', ar: 'أضيفي العدس والماء واتركيه يغلي ٢٠ دقيقة.' },
      ])
      expect(calories(stored)).toBeGreaterThan(200)
    })

    it('keeps a line it cannot match, with no details, weight or nutrition', async () => {
      const recipe = created(
        await create({
          ...englishForm,
          ingredients: JSON.stringify(['2 cup moonbeam dust', '1 tbsp olive oil']),
        }),
      )
      expect(recipe.ingredients[0]).toMatchObject({ amount: 2, unitId: 'cup', details: null, grams: null })
      expect(recipe.ingredients[1]!.details?.slug).toBe('olive-oil')
      // 1 tbsp of oil (≈ 120 kcal) for 4 servings.
      expect(calories(recipe)).toBeGreaterThan(25)
      expect(calories(recipe)).toBeLessThan(35)
    })

    it('stores script and HTML payloads verbatim as text', async () => {
      const script = '<script>alert(1)</script>'
      const img = '<img src=x onerror=alert(1)>'
      const response = await create({
        ...englishForm,
        title: script,
        description: img,
        ingredients: JSON.stringify([`1 cup ${script}`, `2 tbsp ${img}`]),
        instructions: JSON.stringify([
          { step: script, image: null },
          { step: img, image: null },
        ]),
      })
      const recipe = created(response)
      expect(response.body).not.toContain('&lt;')
      const stored = await readRecipe(recipe._id)
      expect(stored.title.en).toBe(script)
      expect(stored.description.en).toBe(img)
      expect(stored.ingredients.map((line) => line.nameClean.en)).toEqual([script, img])
      expect(stored.instructions.map((step) => step.step.en)).toEqual([script, img])
    })

    it('takes category slugs as well as keys, and no categories at all', async () => {
      const recipe = created(
        await create({ ...englishForm, category: JSON.stringify(['side-dish']), cuisine: undefined }),
      )
      expect(recipe.category.map((term) => term.key)).toEqual(['side-dish'])
      expect(recipe.cuisine).toEqual([])
    })
  })

  describe('refusing a form', () => {
    const lines = (count: number) => JSON.stringify(Array.from({ length: count }, () => '1 cup water'))
    const steps = (count: number) =>
      JSON.stringify(Array.from({ length: count }, (_, index) => ({ step: `Stir ${index}.`, image: null })))

    it.each<[string, Fields, string | undefined]>([
      ['an English title with Arabic in it', { title: 'Lentil شوربة' }, 'title: Use only English'],
      ['a blank title', { title: '   ' }, 'title: Required'],
      [
        'an Arabic description in an English recipe',
        { description: 'شوربة' },
        'description: Use only English',
      ],
      [
        'an ingredient name in the other language, with its position',
        { ingredients: JSON.stringify(['2 tbsp olive oil', '1 cup water', '1 cup عدس']) },
        'ingredients[2]: Use only English',
      ],
      [
        'a quantity under 0.1',
        { ingredients: JSON.stringify(['0.05 cup water']) },
        'ingredients[0]: Quantity must be at least 0.1',
      ],
      [
        'an unknown unit',
        { ingredients: JSON.stringify(['1 cup water', '2 smidgens sugar']) },
        'ingredients[1]: Unknown unit',
      ],
      ['a line without a unit', { ingredients: JSON.stringify(['2 eggs']) }, 'ingredients[0]: Unknown unit'],
      [
        'a line without a quantity',
        { ingredients: JSON.stringify(['olive oil']) },
        'ingredients[0]: Quantity is required',
      ],
      [
        'a line without a name',
        { ingredients: JSON.stringify(['2 cups']) },
        'ingredients[0]: Name is required',
      ],
      [
        // The form's limit on the name (the contract's IngredientName), within the 500-character line.
        'an ingredient name over 200 characters',
        { ingredients: JSON.stringify([`1 cup ${'lentils '.repeat(30).trim()}`]) },
        'ingredients[0]: Name of at most 200 characters',
      ],
      [
        'a line that is not text',
        { ingredients: JSON.stringify([2]) },
        'ingredients[0]: Must be a text line',
      ],
      ['no ingredients', { ingredients: '[]' }, 'ingredients: Add between 1 and 100 ingredients'],
      ['101 ingredients', { ingredients: lines(101) }, 'ingredients: Add between 1 and 100 ingredients'],
      ['ingredients that are not JSON', { ingredients: '["2 cup flour"' }, 'ingredients: Not valid JSON'],
      [
        'ingredients that are not a list',
        { ingredients: '"2 cup flour"' },
        'ingredients: Must be a JSON list',
      ],
      [
        'a blank step',
        { instructions: JSON.stringify([{ step: '  ', image: null }]) },
        'instructions[0]: Step text is required',
      ],
      [
        'a step in the other language',
        {
          instructions: JSON.stringify([
            { step: 'Stir.', image: null },
            { step: 'حرّك', image: null },
          ]),
        },
        'instructions[1]: Use only English',
      ],
      ['no steps', { instructions: '[]' }, 'instructions: Add between 1 and 50 steps'],
      ['51 steps', { instructions: steps(51) }, 'instructions: Add between 1 and 50 steps'],
      ['steps that are not JSON', { instructions: '[{step:' }, 'instructions: Not valid JSON'],
      [
        'a step that is not an object',
        { instructions: '["Stir."]' },
        'instructions[0]: Must be { step, image }',
      ],
      ['a thumbnail that is not JSON', { thumbnail: '{url' }, 'thumbnail: Not valid JSON'],
      ['a thumbnail without a key', { thumbnail: '{"url":"/uploads/x.webp"}' }, 'thumbnail: Not a picture'],
      ['other images that are not JSON', { otherImages: 'nope' }, 'otherImages: Not valid JSON'],
      ['categories that are not JSON', { category: '[dinner]' }, 'category: Not valid JSON'],
      [
        'an unknown category',
        { category: JSON.stringify(['dinner', 'brunch-ish']) },
        'category[1]: Unknown category',
      ],
      ['an unknown cuisine', { cuisine: JSON.stringify(['martian']) }, 'cuisine[0]: Unknown cuisine'],
      ['images to remove that are not JSON', { toDeleteImages: '[' }, 'toDeleteImages: Not valid JSON'],
      ['a language that contradicts lang', { language: 'arabic' }, 'language: Does not match lang'],
      // The contract's own checks (no errMessage: the message names the field).
      ['0 servings', { servings: '0' }, undefined],
      ['a time of 0 minutes', { time: '0' }, undefined],
      ['a video that is not an http(s) URL', { videoUrl: 'javascript:alert(1)' }, undefined],
      ['an unknown field', { colour: 'red' }, undefined],
    ])('refuses %s', async (_name, change, errMessage) => {
      await expectRefused(() => create({ ...englishForm, ...change }), errMessage)
    })

    it('names positions in Arabic recipes too, with the rule in English', async () => {
      const body = await expectRefused(
        () =>
          create({
            ...arabicForm,
            ingredients: JSON.stringify(['2 ملعقة كبيرة زيت زيتون', '1 كوب lentils']),
          }),
        'ingredients[1]: Use only Arabic',
      )
      expect(body.message).toBe('The name of ingredient 2 must be written in Arabic only.')
      await expectRefused(
        () => create({ ...arabicForm, description: 'A soup' }),
        'description: Use only Arabic',
      )
      await expectRefused(
        () => create({ ...arabicForm, instructions: JSON.stringify([{ step: 'Stir.', image: null }]) }),
        'instructions[0]: Use only Arabic',
      )
    })

    it('refuses 6 other images', async () => {
      const pictures = await Promise.all(Array.from({ length: 6 }, () => upload()))
      await expectRefused(
        () => create({ ...englishForm, otherImages: JSON.stringify(pictures) }),
        'otherImages: At most 5 images',
      )
      for (const picture of pictures) expect(fileExists(picture.key)).toBe(true)
    })

    it("refuses someone else's upload and keys that were never uploaded", async () => {
      const theirs = await upload(other.token)
      await expectRefused(
        () => create({ ...englishForm, thumbnail: JSON.stringify(theirs) }),
        'thumbnail: Not one of your uploads',
      )
      await expectRefused(
        () =>
          create({
            ...englishForm,
            otherImages: JSON.stringify([
              { url: '/uploads/made-up.webp', key: '00000000-0000-4000-8000-000000000000.webp' },
            ]),
          }),
        'otherImages[0]: Not one of your uploads',
      )
      await expectRefused(
        () =>
          create({
            ...englishForm,
            instructions: JSON.stringify([{ step: 'Stir.', image: { url: '/x', key: '../../etc/passwd' } }]),
          }),
        'instructions[0]: Not one of your uploads',
      )
      expect(fileExists(theirs.key)).toBe(true)
      expect(await uploadRow(theirs.key)).toMatchObject({ ownerId: other.id })
    })
  })

  describe('pictures', () => {
    it('stores the thumbnail, other images and step pictures, and refuses to reuse them in another recipe', async () => {
      const [thumbnail, first, second, step] = await Promise.all([upload(), upload(), upload(), upload()])
      const recipe = created(
        await create({
          ...englishForm,
          thumbnail: JSON.stringify(thumbnail),
          otherImages: JSON.stringify([first, second]),
          instructions: JSON.stringify([
            { step: 'Soften the onion.', image: step },
            { step: 'Simmer.', image: null },
          ]),
        }),
      )
      expect(recipe.thumbnail).toEqual({ url: `/uploads/${thumbnail!.key}`, key: thumbnail!.key })
      expect(recipe.otherImages).toEqual([first, second])
      expect(recipe.instructions.map((item) => item.image)).toEqual([step, null])

      await expectRefused(
        () => create({ ...englishForm, otherImages: JSON.stringify([first]) }),
        'otherImages[0]: Already used elsewhere',
      )
    })
  })

  describe('editing', () => {
    it('replaces the recipe, recomputes its nutrition and removes the pictures it no longer shows', async () => {
      const [thumbnail, kept, dropped, step, unused] = await Promise.all([
        upload(),
        upload(),
        upload(),
        upload(),
        upload(),
      ])
      const original = created(
        await create({
          ...englishForm,
          thumbnail: JSON.stringify(thumbnail),
          otherImages: JSON.stringify([kept, dropped]),
          instructions: JSON.stringify([{ step: 'Stir.', image: step }]),
        }),
      )
      const newThumbnail = await upload()
      const ingredients = JSON.parse(englishForm.ingredients!) as string[]
      const response = await update(original._id, {
        ...englishForm,
        title: 'Richer red lentil soup',
        ingredients: JSON.stringify(['4 tbsp olive oil', ...ingredients.slice(1)]),
        thumbnail: JSON.stringify(newThumbnail),
        otherImages: JSON.stringify([kept]),
        instructions: JSON.stringify([{ step: 'Stir well.', image: null }]),
        toDeleteImages: JSON.stringify([dropped!.key, unused!.key, 'never-stored.webp']),
        category: JSON.stringify(['lunch']),
        cuisine: '[]',
      })
      const edited = created(response)
      expect(edited._id).toBe(original._id)
      expect(await readRecipe(original._id)).toEqual({ ...edited, likedByMe: false, savedByMe: false })
      expect(edited).toMatchObject({
        title: { en: 'Richer red lentil soup', ar: '' },
        thumbnail: newThumbnail,
        otherImages: [kept],
        instructions: [{ step: { en: 'Stir well.', ar: '' }, image: null }],
        category: [{ key: 'lunch' }],
        cuisine: [],
      })
      // Two more tablespoons of olive oil (≈ 240 kcal) for 4 servings: about 60 kcal more each.
      expect(edited.ingredients[0]).toMatchObject({ amount: 4, unitId: 'tbsp' })
      expect(calories(edited) - calories(original)).toBeGreaterThan(50)
      expect(calories(edited) - calories(original)).toBeLessThan(70)

      for (const gone of [thumbnail!, dropped!, step!, unused!]) {
        expect(fileExists(gone.key), gone.key).toBe(false)
        expect(await uploadRow(gone.key)).toBeUndefined()
      }
      for (const still of [kept!, newThumbnail]) {
        expect(fileExists(still.key), still.key).toBe(true)
        expect(await uploadRow(still.key)).toBeDefined()
      }
    })

    it('moves the text to the Arabic side when the recipe is rewritten in Arabic', async () => {
      const original = created(await create(englishForm))
      const edited = created(await update(original._id, arabicForm))
      expect(edited).toMatchObject({ lang: 'ar', title: { en: '', ar: 'شوربة العدس' } })
      expect(edited.ingredients.every((line) => line.nameClean.en === '' && line.nameClean.ar !== '')).toBe(
        true,
      )
    })

    it('keeps the recipe and its pictures as they were when the edit is refused', async () => {
      const [thumbnail, extra] = await Promise.all([upload(), upload()])
      const original = created(await create({ ...englishForm, thumbnail: JSON.stringify(thumbnail) }))
      const before = await readRecipe(original._id)
      const theirs = await upload(other.token)
      for (const [change, errMessage] of [
        [
          { ingredients: JSON.stringify(['1 cup water', '0.05 cup salt']) },
          'ingredients[1]: Quantity must be at least 0.1',
        ],
        [{ otherImages: JSON.stringify([extra, theirs]) }, 'otherImages[1]: Not one of your uploads'],
        [
          { toDeleteImages: JSON.stringify([extra!.key, theirs.key]) },
          'toDeleteImages[1]: Not one of your pictures',
        ],
        [{ category: JSON.stringify(['nope']) }, 'category[0]: Unknown category'],
      ] as const) {
        const response = await update(original._id, {
          ...englishForm,
          title: 'Changed',
          thumbnail: undefined,
          ...change,
        })
        expect(response.statusCode, response.body).toBe(400)
        expect((response.json() as { errMessage: string }).errMessage).toBe(errMessage)
        expect(await readRecipe(original._id)).toEqual(before)
      }
      for (const picture of [thumbnail!, extra!, theirs]) {
        expect(fileExists(picture.key)).toBe(true)
        expect(await uploadRow(picture.key)).toBeDefined()
      }
    })

    it("answers 403 to someone else's recipe and 404 to an unknown one, changing nothing", async () => {
      const mine = created(await create(englishForm))
      const before = await readRecipe(mine._id)
      const refused = await update(mine._id, { ...englishForm, title: 'Stolen soup' }, other.token)
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toMatchObject({ message: 'You can only edit your own recipes.' })
      expect(await readRecipe(mine._id)).toEqual(before)

      const [seeded] = await db()
        .select({ id: t.recipes.id })
        .from(t.recipes)
        .where(eq(t.recipes.imported, false))
        .limit(1)
      const seededBefore = await readRecipe(seeded!.id)
      expect((await update(seeded!.id, englishForm)).statusCode).toBe(403)
      expect(await readRecipe(seeded!.id)).toEqual(seededBefore)

      const unknown = await update('00000000-0000-4000-8000-000000000000', englishForm)
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json()).toMatchObject({ message: 'Recipe not found.' })
    })
  })

  describe('deleting', () => {
    it('removes the recipe with its comments, likes, saves, pictures and planner slots', async () => {
      const [thumbnail, extra, step] = await Promise.all([upload(), upload(), upload()])
      const recipe = created(
        await create({
          ...englishForm,
          thumbnail: JSON.stringify(thumbnail),
          otherImages: JSON.stringify([extra]),
          instructions: JSON.stringify([{ step: 'Stir.', image: step }]),
        }),
      )
      const [seeded] = await db()
        .select({ id: t.recipes.id })
        .from(t.recipes)
        .where(eq(t.recipes.imported, false))
        .limit(1)
      const [comment] = await db()
        .insert(t.comments)
        .values({ recipeId: recipe._id, userId: other.id, contentEn: 'Lovely', contentAr: 'Lovely' })
        .returning({ id: t.comments.id })
      await db().insert(t.comments).values({
        recipeId: recipe._id,
        userId: owner.id,
        parentId: comment!.id,
        contentEn: 'Thanks',
        contentAr: 'Thanks',
      })
      await db().insert(t.commentLikes).values({ commentId: comment!.id, userId: owner.id })
      await db().insert(t.likes).values({ recipeId: recipe._id, userId: other.id })
      await db().insert(t.savedRecipes).values({ recipeId: recipe._id, userId: other.id })
      await db()
        .insert(t.mealPlans)
        .values({
          userId: other.id,
          date: '2030-01-05',
          slots: { Breakfast: [seeded!.id, recipe._id, null], Lunch: [recipe._id], Dinner: [] },
        })

      const response = await remove(recipe._id)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json()).toMatchObject({ data: { _id: recipe._id } })
      expect((await read(recipe._id)).statusCode).toBe(404)

      for (const table of [
        t.comments,
        t.likes,
        t.savedRecipes,
        t.recipeIngredients,
        t.recipeInstructions,
        t.recipeImages,
      ]) {
        const [row] = await db().select({ n: count() }).from(table).where(eq(table.recipeId, recipe._id))
        expect(Number(row!.n)).toBe(0)
      }
      const [likesOfComment] = await db()
        .select({ n: count() })
        .from(t.commentLikes)
        .where(eq(t.commentLikes.commentId, comment!.id))
      expect(Number(likesOfComment!.n)).toBe(0)
      const [plan] = await db()
        .select({ slots: t.mealPlans.slots })
        .from(t.mealPlans)
        .where(and(eq(t.mealPlans.userId, other.id), eq(t.mealPlans.date, '2030-01-05')))
      expect(plan!.slots).toEqual({ Breakfast: [seeded!.id, null, null], Lunch: [null], Dinner: [] })
      for (const picture of [thumbnail!, extra!, step!]) {
        expect(fileExists(picture.key)).toBe(false)
        expect(await uploadRow(picture.key)).toBeUndefined()
      }
      expect((await remove(recipe._id)).statusCode).toBe(404)
    })

    it("answers 403 to someone else's recipe, changing nothing", async () => {
      const thumbnail = await upload()
      const mine = created(await create({ ...englishForm, thumbnail: JSON.stringify(thumbnail) }))
      const before = await readRecipe(mine._id)
      const refused = await remove(mine._id, other.token)
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toMatchObject({ message: 'You can only delete your own recipes.' })
      expect(await readRecipe(mine._id)).toEqual(before)
      expect(fileExists(thumbnail.key)).toBe(true)
      expect((await remove('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    })
  })
})
