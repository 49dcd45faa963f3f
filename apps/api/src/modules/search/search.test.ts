/**
 * The search (GET /search/query) on each database engine, over the demo content and recipes written
 * through the API: every Arabic normalisation on both sides, English stems and typos, words in any
 * order, both languages at once through the catalogue's names, the ranking, literal `%` and `_`,
 * filter semantics, the similar recipes' tiers and paging to the end, `applied`, and bad input.
 */
import { sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '../../http/session-viewer'
import { engines, expectContractResponse, startTestServer, type TestServer } from '../../testing/test-server'
import { sendForm } from '../images/image-testing'
import { signUp } from '../session/session-testing'
import { LIST_FILTERS, planSearch, type ListFilter } from './criteria'
import { findSearchPage } from './engine'

interface Summary {
  _id: string
  title: { en: string; ar: string }
  likesCount: number
  createdAt: string
  time: number
}

interface SearchResult {
  mainRecipe: Summary[]
  similarRecipes: Summary[]
  pagination: { page: number; limit: number; total: number; totalPages: number }
  applied: Record<
    'ingredients' | 'categories' | 'cuisines' | 'diets' | 'healthLabels',
    { value: string; name: { en: string; ar: string } | null }[]
  >
}

type Params = Record<string, string | number | string[]>

interface RecipeFields {
  title: string
  description: string
  ingredients: string[]
  lang: 'en' | 'ar'
  time?: number
  category?: string[]
  cuisine?: string[]
}

const formOf = (recipe: RecipeFields): [string, string][] => [
  ['title', recipe.title],
  ['description', recipe.description],
  ['ingredients', JSON.stringify(recipe.ingredients)],
  [
    'instructions',
    JSON.stringify([
      { step: recipe.lang === 'ar' ? 'اخلطي كل المكونات جيدا.' : 'Mix everything well.', image: null },
    ]),
  ],
  ['time', String(recipe.time ?? 40)],
  ['servings', '4'],
  ['lang', recipe.lang],
  ['language', recipe.lang === 'ar' ? 'arabic' : 'english'],
  ['category', JSON.stringify(recipe.category ?? ['dinner'])],
  ['cuisine', JSON.stringify(recipe.cuisine ?? [])],
]

/** An Arabic-only recipe whose words exercise each fold (and a line the catalogue knows as Quince). */
const arabicRecipe: RecipeFields = {
  title: 'فطيرة إبراهيم بالزعتر',
  description: 'حلوى أصابع مقلي آمنة لمائدة ٣ أشخاص',
  ingredients: ['١ كوب سفرجل', '٢ ملعقة كبيرة سكر'],
  lang: 'ar',
  category: ['dessert'],
}

/** An English-only recipe (a line the catalogue knows as فريكة), with digits. */
const englishRecipe: RecipeFields = {
  title: 'Smoky Freekeh Skewers',
  description: 'Grilled on 3 charcoal fires.',
  ingredients: ['1 cup freekeh', '2 tbsp olive oil'],
  lang: 'en',
  category: ['lunch'],
}

describe.each(engines)('search (%s)', (engine) => {
  let server: TestServer
  let owner: { id: string; token: string }
  let fan: { id: string; token: string }
  const ids: Record<string, string> = {}

  async function create(recipe: RecipeFields): Promise<string> {
    const response = await sendForm(
      server,
      'createRecipe',
      'POST',
      '/recipe/custom',
      formOf(recipe),
      owner.token,
    )
    expect(response.statusCode, response.body).toBe(200)
    return (response.json() as { data: { _id: string } }).data._id
  }

  beforeAll(async () => {
    server = await startTestServer(engine, {
      config: { rateLimits: { signup: { points: 1000, seconds: 60 } } },
    })
    owner = await signUp(server, 'owner@search.test')
    fan = await signUp(server, 'fan@search.test')
    ids.arabic = await create(arabicRecipe)
    ids.english = await create(englishRecipe)
    // Ranking: "glorp" in a title (twice), in an ingredient, in a description; made newest last, so
    // a newest-first order would be the opposite of the expected one.
    ids.titleLiked = await create({
      title: 'Glorp Pie',
      description: 'A pie for the whole family.',
      ingredients: ['2 cup all-purpose flour', '1 cup butter'],
      lang: 'en',
    })
    ids.title = await create({
      title: 'Glorp Tart',
      description: 'A tart for a party.',
      ingredients: ['2 cup all-purpose flour', '1 cup butter'],
      lang: 'en',
    })
    ids.ingredient = await create({
      title: 'Simple Bean Pot',
      description: 'Beans, slowly.',
      ingredients: ['1 cup glorp', '2 cup water'],
      lang: 'en',
    })
    ids.description = await create({
      title: 'Plain Barley Bowl',
      description: 'Finished with a spoon of glorp.',
      ingredients: ['1 cup pearl barley', '3 cup water'],
      lang: 'en',
    })
    const like = await server.app.inject({
      method: 'POST',
      url: `/api/v1/like/${ids.titleLiked}`,
      cookies: { [SESSION_COOKIE]: fan.token },
    })
    expect(like.statusCode, like.body).toBe(200)
  }, 180_000)
  afterAll(() => server?.close())

  function url(params: Params): string {
    const query = new URLSearchParams()
    for (const [name, value] of Object.entries(params)) {
      query.set(name, Array.isArray(value) ? JSON.stringify(value) : String(value))
    }
    return `/api/v1/search/query?${query.toString()}`
  }

  async function ask(params: Params): Promise<LightMyRequestResponse> {
    const response = await server.app.inject({ method: 'GET', url: url(params) })
    expectContractResponse('searchRecipes', response)
    return response
  }

  async function search(params: Params): Promise<SearchResult> {
    const response = await ask(params)
    expect(response.statusCode, `${JSON.stringify(params)}: ${response.body.slice(0, 300)}`).toBe(200)
    return (response.json() as { data: SearchResult }).data
  }

  const mainIds = async (params: Params) => (await search(params)).mainRecipe.map((recipe) => recipe._id)

  async function expectFound(keyword: string, id: string) {
    expect(await mainIds({ keyword }), keyword).toContain(id)
  }

  async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
    return ((await server.database.db.execute(query)) as unknown as { rows: Row[] }).rows
  }

  const demoId = async (titleEn: string) =>
    (await rows<{ id: string }>(sql`select id from recipes where title_en = ${titleEn}`))[0]!.id

  /** Every recipe of the search, page by page to the end: main, then each page's similar ones. */
  async function allPages(params: Params) {
    const first = await search({ ...params, page: 1 })
    const pages = [first]
    for (let page = 2; page <= first.pagination.totalPages + 1; page++)
      pages.push(await search({ ...params, page }))
    return { first, pages }
  }

  describe('folds Arabic spelling on both sides', () => {
    it('hamza and alef forms (أ إ آ ٱ → ا)', async () => {
      for (const keyword of ['ابراهيم', 'أبراهيم', 'آبراهيم', 'ٱبراهيم', 'اصابع', 'امنه']) {
        await expectFound(keyword, ids.arabic!)
      }
    })

    it('alef maqsura and ya (ى ي), both ways', async () => {
      await expectFound('حلوي', ids.arabic!)
      await expectFound('مقلى', ids.arabic!)
    })

    it('taa marbuta and ha (ة ه): كبه finds كبة', async () => {
      await expectFound('فطيره', ids.arabic!)
      await expectFound('كبه', await demoId('Baked Kibbeh Tray'))
    })

    it('tatweel', async () => {
      await expectFound('فطـــيرة', ids.arabic!)
    })

    it('diacritics', async () => {
      await expectFound('فَطِيرَةُ', ids.arabic!)
      await expectFound('إِبْرَاهِيمَ', ids.arabic!)
    })

    it('the article ال, alone and after و ب ف ك ل: الحمص finds حمص', async () => {
      await expectFound('الفطيرة', ids.arabic!)
      for (const keyword of ['زعتر', 'الزعتر', 'والزعتر', 'بالزعتر', 'فالزعتر']) {
        await expectFound(keyword, ids.arabic!)
      }
      await expectFound('الحمص', await demoId('Silky Hummus with Tahini'))
    })

    it('Eastern Arabic digits (٠-٩ and ۰-۹) as 0-9', async () => {
      await expectFound('3 اشخاص', ids.arabic!)
      await expectFound('۳ اشخاص', ids.arabic!)
      await expectFound('٣ charcoal', ids.english!)
    })

    it('folds as one SQL function, the documents’ and the queries’', async () => {
      const cases: [string, string][] = [
        ['كبة', 'كبه'],
        ['أإآٱ', 'اااا'],
        ['حلوى', 'حلوي'],
        ['ملــــوخية', 'ملوخيه'],
        ['مُحَمَّرَة', 'محمره'],
        ['البصل والبصل بالطحينة فالخبز كالعسل', 'بصل بصل طحينه خبز عسل'],
        ['وبالسمن', 'سمن'],
        ['ال', 'ال'],
        ['١٢٣ ۴۵۶', '123 456'],
        ['ﻻ', 'لا'],
        ['Crêpes ÉCLAIR Za’atar', 'crepes eclair zaatar'],
        ['50%_off', '50%_off'],
      ]
      const folded = await rows<{ input: string; folded: string }>(
        sql`select input, sufra_fold(input) as folded
          from unnest(${sql.param(cases.map(([input]) => input))}::text[]) as input`,
      )
      expect(folded.map((row) => [row.input, row.folded])).toEqual(cases)
    })
  })

  describe('understands English', () => {
    it('stems plurals and word forms', async () => {
      for (const keyword of ['skewer', 'skewers', 'grill', 'grilling', 'grills', 'smoky']) {
        await expectFound(keyword, ids.english!)
      }
    })

    it('corrects words one or two letters off: hommos, shwarma, falafal', async () => {
      await expectFound('hommos', await demoId('Silky Hummus with Tahini'))
      await expectFound('shwarma', await demoId('Home-Style Chicken Shawarma Wraps'))
      await expectFound('falafal', await demoId('Egyptian Taameya'))
      await expectFound('skewrs', ids.english!)
      await expectFound('glorpp', ids.title!)
    })

    it('finds a dish under another transliteration (vowels and doubled letters apart)', async () => {
      await expectFound('kunafa', await demoId('Knafeh Nabulsieh'))
      await expectFound('maqloubeh', await demoId('Chicken and Eggplant Maqluba'))
      await expectFound('mejadra', await demoId('Mujaddara with Crispy Onions'))
      await expectFound('mulukhiyah', await demoId('Molokhia with Garlic and Coriander'))
    })

    it('knows the other name of an ingredient (aubergine, eggplant)', async () => {
      const mutabbal = await demoId('Smoky Eggplant Mutabbal')
      await expectFound('aubergine', mutabbal)
      await expectFound('aubergines', mutabbal)
      await expectFound('eggplant', mutabbal)
    })

    it('takes the words in any order, every word required', async () => {
      const hummus = await demoId('Silky Hummus with Tahini')
      await expectFound('tahini hummus', hummus)
      await expectFound('hummus tahini', hummus)
      await expectFound('shawarma chicken', await demoId('Home-Style Chicken Shawarma Wraps'))
      expect(await mainIds({ keyword: 'hummus skewers' })).toEqual([])
    })

    it('offers the recipes with most of the words when no recipe has them all', async () => {
      // "bi" is in no recipe: nothing meets every word, so hummus and tahini lead the similar ones.
      const found = await search({ keyword: 'hummus bi tahini' })
      expect(found.mainRecipe).toEqual([])
      expect(found.pagination.total).toBe(0)
      expect(found.similarRecipes[0]?._id).toBe(await demoId('Silky Hummus with Tahini'))
    })
  })

  describe('searches both languages at once', () => {
    it('an English word finds an Arabic-only recipe through its ingredient’s catalogue name', async () => {
      await expectFound('quince', ids.arabic!)
    })

    it('an Arabic word finds an English-only recipe the same way', async () => {
      await expectFound('فريكة', ids.english!)
      await expectFound('الفريكه', ids.english!)
    })
  })

  it('ranks title matches, then ingredients, then descriptions; the most liked first among equals', async () => {
    const found = await mainIds({ keyword: 'glorp' })
    expect(found.slice(0, 4)).toEqual([ids.titleLiked, ids.title, ids.ingredient, ids.description])
  })

  it('finds what an edit wrote, and no longer what it removed', async () => {
    const id = await create({
      title: 'Wumbleberry Crumble',
      description: 'Crumbly.',
      ingredients: ['1 cup oats'],
      lang: 'en',
    })
    await expectFound('wumbleberry', id)
    const edit = await sendForm(
      server,
      'updateRecipe',
      'PUT',
      `/recipe/edit/${id}`,
      formOf({
        title: 'Snozzcumber Crumble',
        description: 'Crumbly.',
        ingredients: ['1 cup quince'],
        lang: 'en',
      }),
      owner.token,
    )
    expect(edit.statusCode, edit.body).toBe(200)
    expect(await mainIds({ keyword: 'wumbleberry' })).not.toContain(id)
    await expectFound('snozzcumber', id)
    await expectFound('سفرجل', id)
    expect(await mainIds({ keyword: 'oats' })).not.toContain(id)
  })

  it('takes % and _ as the characters they are', async () => {
    // As LIKE patterns these would match "Glorp" and "garlic".
    expect(await mainIds({ keyword: 'gl%p' })).toEqual([])
    expect(await mainIds({ keyword: 'glo_p' })).toEqual([])
    for (const entry of ['garl%', '_arlic', '%', 'garlic%']) {
      const result = await search({ ingredients: [entry] })
      expect(result.pagination.total, entry).toBe(0)
      expect(result.applied.ingredients).toEqual([{ value: entry, name: null }])
    }
    expect((await search({ categories: ['%'] })).pagination.total).toBe(0)
    expect((await search({ cuisines: ['levant_ne'] })).pagination.total).toBe(0)
    // Only punctuation is no keyword: every recipe.
    const [all] = await rows<{ n: number }>(sql`select count(*)::int as n from recipes`)
    for (const keyword of ['%', '_', '%_%']) {
      expect((await search({ keyword })).pagination.total, keyword).toBe(all!.n)
    }
    const taxonomy = await server.app.inject({
      method: 'GET',
      url: '/api/v1/recipe/search/query?ingredient=garl%25',
    })
    expect(taxonomy.statusCode).toBe(400)
  })

  describe('combines filters as a cook expects', () => {
    const idsOf = async (query: ReturnType<typeof sql>) =>
      new Set((await rows<{ id: string }>(query)).map((row) => row.id))
    const found = async (params: Params) => new Set(await mainIds({ ...params, limit: 100 }))

    it('any of the chosen categories, cuisines, diet and health labels', async () => {
      expect(await found({ categories: ['dessert', 'breakfast'] })).toEqual(
        await idsOf(sql`select distinct link.recipe_id as id from recipe_categories link
          join categories c on c.id = link.category_id where c.key in ('dessert', 'breakfast')`),
      )
      expect(await found({ cuisines: ['levantine', 'egyptian'] })).toEqual(
        await idsOf(sql`select distinct link.recipe_id as id from recipe_cuisines link
          join cuisines c on c.id = link.cuisine_id where c.key in ('levantine', 'egyptian')`),
      )
      const [diet, other] = await rows<{ key: string }>(
        sql`select key from diet_labels order by position limit 2`,
      )
      const diets = await found({ diets: [diet!.key, other!.key] })
      expect(diets.size).toBeGreaterThan(0)
      expect(diets).toEqual(
        await idsOf(sql`select distinct link.recipe_id as id from recipe_diet_labels link
          join diet_labels d on d.id = link.diet_label_id where d.key in (${diet!.key}, ${other!.key})`),
      )
      const [health, another] = await rows<{ key: string }>(
        sql`select key from health_labels order by position limit 2`,
      )
      expect(await found({ healthLabels: [health!.key, another!.key] })).toEqual(
        await idsOf(sql`select distinct link.recipe_id as id from recipe_health_labels link
          join health_labels h on h.id = link.health_label_id where h.key in (${health!.key}, ${another!.key})`),
      )
    })

    it('all of the chosen ingredients', async () => {
      const both = await found({ ingredients: ['garlic', 'lemon-juice'] })
      expect(both.size).toBeGreaterThan(0)
      expect(both).toEqual(
        await idsOf(sql`select line.recipe_id as id from recipe_ingredients line
          join ingredients i on i.id = line.ingredient_id where i.key in ('garlic', 'lemon-juice')
          group by line.recipe_id having count(distinct i.key) = 2`),
      )
    })

    it('the cooking time: at most 30, 60 or 120 minutes, or over two hours', async () => {
      for (const cookTime of [30, 60, 120, 121]) {
        const result = await search({ cookTime, limit: 100 })
        const [expected] = await rows<{ n: number }>(
          cookTime > 120
            ? sql`select count(*)::int as n from recipes where time_minutes > 120`
            : sql`select count(*)::int as n from recipes where time_minutes <= ${cookTime}`,
        )
        expect(result.pagination.total, String(cookTime)).toBe(expected!.n)
        for (const recipe of result.mainRecipe) {
          if (cookTime > 120) expect(recipe.time).toBeGreaterThan(120)
          else expect(recipe.time).toBeLessThanOrEqual(cookTime)
        }
      }
    })

    it('groups together: every group, and a keyword', async () => {
      const result = await found({ keyword: 'chicken', categories: ['dinner', 'lunch'], cookTime: 60 })
      expect(result.size).toBeGreaterThan(0)
      const chicken = new Set(await mainIds({ keyword: 'chicken', limit: 100 }))
      const meals = await found({ categories: ['dinner', 'lunch'], cookTime: 60 })
      expect(result).toEqual(new Set([...chicken].filter((id) => meals.has(id))))
    })
  })

  describe('similar recipes', () => {
    it('follow the full matches with partial matches, most criteria met first, never repeating one', async () => {
      const params = { keyword: 'chicken', cuisines: ['levantine'], cookTime: 60, limit: 5 }
      const { first, pages } = await allPages(params)
      const seen = [...first.mainRecipe, ...pages.flatMap((page) => page.similarRecipes)].map((r) => r._id)
      expect(new Set(seen).size).toBe(seen.length)
      for (const page of pages.slice(1)) expect(page.mainRecipe).toEqual([])
      // Partial matches come after the full ones: each meets fewer criteria than the one before or as many.
      const met = async (id: string) => {
        const [row] = await rows<{ n: number }>(sql`select
          (case when exists (select 1 from recipe_search s where s.recipe_id = ${id}
            and s.doc @@ plainto_tsquery('sufra', 'chicken')) then 1 else 0 end)
          + (case when exists (select 1 from recipe_cuisines link join cuisines c on c.id = link.cuisine_id
            where link.recipe_id = ${id} and c.key = 'levantine') then 1 else 0 end)
          + (case when (select time_minutes from recipes where id = ${id}) <= 60 then 1 else 0 end) as n`)
        return row!.n
      }
      const counts = await Promise.all(seen.map(met))
      expect(counts.slice(0, first.pagination.total).every((n) => n === 3)).toBe(true)
      const partial = counts.slice(first.pagination.total).filter((n) => n > 0)
      expect(partial.length).toBeGreaterThan(0)
      expect(partial).toEqual([...partial].sort((a, b) => b - a))
      expect(counts.slice(first.pagination.total + partial.length).every((n) => n === 0)).toBe(true)
    })

    it('end with related recipes: sharing a distinctive ingredient, a category or a cuisine with the main ones', async () => {
      const params = { keyword: 'hummus', limit: 3 }
      const { first, pages } = await allPages(params)
      const main = first.mainRecipe.map((recipe) => recipe._id)
      expect(main.length).toBeGreaterThan(0)
      const similar = pages.flatMap((page) => page.similarRecipes.map((recipe) => recipe._id))
      const related = similar.slice(Math.max(0, first.pagination.total - params.limit))
      expect(related.length).toBeGreaterThan(0)
      expect(related.length).toBeLessThanOrEqual(60)
      expect(related.some((id) => main.includes(id))).toBe(false)
      const shared = await rows<{ id: string; shares: boolean }>(sql`
        with anchor as (select unnest(${sql.param(main.slice(0, 3))}::uuid[]) as id)
        select candidate.id, (
          exists (select 1 from recipe_ingredients a join recipe_ingredients b on b.ingredient_id = a.ingredient_id
            join ingredients i on i.id = a.ingredient_id
            where a.recipe_id in (select id from anchor) and b.recipe_id = candidate.id
              and i.key not in ('salt', 'water', 'black-pepper', 'onion', 'garlic', 'sugar')
              and i."group" <> 'oils-and-fats')
          or exists (select 1 from recipe_categories a join recipe_categories b on b.category_id = a.category_id
            where a.recipe_id in (select id from anchor) and b.recipe_id = candidate.id)
          or exists (select 1 from recipe_cuisines a join recipe_cuisines b on b.cuisine_id = a.cuisine_id
            where a.recipe_id in (select id from anchor) and b.recipe_id = candidate.id)) as shares
        from unnest(${sql.param(related)}::uuid[]) as candidate(id)`)
      expect(shared.filter((row) => !row.shares)).toEqual([])
    })

    it('page to the end: totalPages pages of similar recipes, then none', async () => {
      const params = { categories: ['dessert'], cookTime: 60, limit: 4 }
      const { first, pages } = await allPages(params)
      const { totalPages } = first.pagination
      expect(totalPages).toBeGreaterThan(1)
      pages.slice(0, totalPages - 1).forEach((page) => expect(page.similarRecipes).toHaveLength(4))
      expect(pages[totalPages - 1]!.similarRecipes.length).toBeGreaterThan(0)
      expect(pages[totalPages]!.similarRecipes).toEqual([])
      for (const page of pages) expect(page.pagination.total).toBe(first.pagination.total)
    })

    it('without criteria: every recipe, most liked first, main on page 1 and the rest as similar', async () => {
      const [all] = await rows<{ n: number }>(sql`select count(*)::int as n from recipes`)
      const { first, pages } = await allPages({ limit: 30 })
      expect(first.pagination.total).toBe(all!.n)
      const seen = [...first.mainRecipe, ...pages.flatMap((page) => page.similarRecipes)]
      expect(new Set(seen.map((recipe) => recipe._id)).size).toBe(all!.n)
      const order = seen.map((recipe) => [recipe.likesCount, recipe.createdAt] as const)
      const sorted = [...order].sort((a, b) => b[0] - a[0] || b[1].localeCompare(a[1]))
      expect(order).toEqual(sorted)
      // A blank keyword is no keyword.
      expect((await search({ keyword: '   ' })).pagination.total).toBe(all!.n)
    })
  })

  describe('large tiers (caps lowered to reach the paths a large database takes)', () => {
    const plan = async (keyword: string, lists: Partial<Record<ListFilter, string[]>>, cookTime?: number) =>
      (
        await planSearch(server.database.db, {
          keyword,
          lists: Object.fromEntries(LIST_FILTERS.map((filter) => [filter, lists[filter] ?? []])) as Record<
            ListFilter,
            string[]
          >,
          cookTime: cookTime ?? null,
        })
      ).plan

    it('reads full matches tier by tier in the order of the one pass over fewer', async () => {
      for (const [keyword, lists, cookTime] of [
        ['glorp', {}],
        ['chicken', {}],
        ['', { categories: ['dinner', 'lunch'] }],
        ['rice', {}, 60],
      ] as [string, Partial<Record<ListFilter, string[]>>, number?][]) {
        const search = await plan(keyword, lists, cookTime)
        const onePass = await findSearchPage(server.database.db, search, 1, 100)
        const cap = Math.min(onePass.total, 9)
        expect(cap, keyword).toBeGreaterThanOrEqual(4)
        const caps = { full: cap, partial: 300 }
        const tiered = await findSearchPage(server.database.db, search, 1, 2, caps)
        expect(tiered.total).toBe(cap)
        const sequence = [...tiered.main, ...tiered.similar]
        for (let page = 2; sequence.length < cap; page++) {
          sequence.push(...(await findSearchPage(server.database.db, search, page, 2, caps)).similar)
        }
        expect(sequence.slice(0, cap), keyword).toEqual(onePass.main.slice(0, cap))
      }
    })

    it('reads partial matches level by level in the order of the one pass over fewer', async () => {
      for (const [keyword, lists, cookTime] of [
        ['chicken', { cuisines: ['levantine'] }, 60],
        ['', { ingredients: ['garlic', 'lemon-juice', 'olive-oil'] }],
      ] as [string, Partial<Record<ListFilter, string[]>>, number?][]) {
        const search = await plan(keyword, lists, cookTime)
        const onePass = await findSearchPage(server.database.db, search, 1, 100)
        expect(onePass.total).toBeLessThan(100)
        const leveled = await findSearchPage(server.database.db, search, 1, 100, { full: 1000, partial: 12 })
        expect(leveled.main).toEqual(onePass.main)
        expect(leveled.similar.slice(0, 12), keyword).toEqual(onePass.similar.slice(0, 12))
      }
    })
  })

  it('names the list filters it applied, in the order given, null for what names nothing', async () => {
    const result = await search({
      ingredients: ['olive-oil', 'Garlic', 'no-such-thing'],
      categories: ['dessert', 'فطور'],
      cuisines: ['levantine'],
    })
    expect(result.applied.ingredients).toEqual([
      { value: 'olive-oil', name: { en: 'Olive oil', ar: expect.any(String) } },
      { value: 'Garlic', name: { en: 'Garlic', ar: expect.any(String) } },
      { value: 'no-such-thing', name: null },
    ])
    expect(result.applied.categories).toEqual([
      { value: 'dessert', name: { en: 'Dessert', ar: expect.any(String) } },
      { value: 'فطور', name: { en: 'Breakfast', ar: 'فطور' } },
    ])
    expect(result.applied.cuisines[0]!.name?.en).toMatch(/levant/i)
    expect(result.applied.diets).toEqual([])
    expect(result.applied.healthLabels).toEqual([])
  })

  it('answers any string with 200 or a clear 400, never a 5xx', async () => {
    const [all] = await rows<{ n: number }>(sql`select count(*)::int as n from recipes`)
    // Nothing searchable left: no keyword.
    for (const keyword of [
      '!'.repeat(200),
      'the and with of',
      'و في من',
      '\u064e\u0651\u0650',
      'ـــ',
      '   ',
    ]) {
      const result = await search({ keyword })
      expect(result.pagination.total, JSON.stringify(keyword)).toBe(all!.n)
    }
    for (const keyword of [
      "'; drop table recipes; --",
      '\\',
      '(((',
      '!:*&|<->',
      'a:* | b',
      '😀🍲',
      'x'.repeat(200),
    ]) {
      expect((await ask({ keyword })).statusCode, keyword).toBe(200)
    }
    for (const [params, field] of [
      [{ keyword: 'a\u0000b' }, 'keyword'],
      [{ ingredients: '["\\ud800"]' }, 'ingredients'],
      [{ keyword: 'x'.repeat(201) }, 'keyword'],
      [{ ingredients: 'garlic' }, 'ingredients'],
      [{ categories: '{"a":1}' }, 'categories'],
      [{ cuisines: JSON.stringify(Array.from({ length: 21 }, (_, i) => `c${i}`)) }, 'cuisines'],
      [{ cookTime: 45 }, 'cookTime'],
      [{ page: 0 }, 'page'],
    ] as [Params, string][]) {
      const response = await ask(params)
      expect(response.statusCode, JSON.stringify(params)).toBe(400)
      expect((response.json() as { message: string }).message, JSON.stringify(params)).toContain(field)
    }
    // Bytes that are no UTF-8 at all.
    for (const raw of ['%ED%A0%80', '%FF%FE', '%C0']) {
      const response = await server.app.inject({ method: 'GET', url: `/api/v1/search/query?keyword=${raw}` })
      expect(response.statusCode, raw).toBeLessThan(500)
    }
  })

  it('keeps every recipe’s search document, whichever way it was written', async () => {
    const [counts] = await rows<{ recipes: number; documents: number; empty: number }>(sql`select
      (select count(*)::int from recipes) as recipes,
      (select count(*)::int from recipe_search s join recipes r on r.id = s.recipe_id) as documents,
      (select count(*)::int from recipe_search where title = ''::tsvector) as empty`)
    expect(counts).toEqual({ recipes: counts!.recipes, documents: counts!.recipes, empty: 0 })
  })
})
