import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../db/client'
import * as t from '../db/schema'
import { findRecipeDetail } from '../modules/recipes/read-model'
import { builtInCorpus, parseIngredientLine, parseRecipeMarkdown } from './corpus'
import { buildRecipe, type GenerationContext } from './factory'
import { countGeneratedRecipes, generateRecipes } from './generate'

const now = new Date('2025-06-01T12:00:00Z')
const ARABIC = /[\u0600-\u06FF]/

describe('ingredient lines', () => {
  it('reads amount, unit, name and note', () => {
    expect(parseIngredientLine('1 1/2 cups (300 g) chickpeas, drained')).toEqual({
      amount: 1.5,
      unit: 'cup',
      name: 'chickpeas',
      note: 'drained',
    })
    expect(parseIngredientLine('½ tsp salt')).toEqual({ amount: 0.5, unit: 'tsp', name: 'salt', note: '' })
    expect(parseIngredientLine('2 eggs')).toEqual({ amount: 2, unit: '', name: 'eggs', note: '' })
    expect(parseIngredientLine('Black pepper (optional)')).toEqual({
      amount: null,
      unit: '',
      name: 'Black pepper',
      note: 'optional',
    })
  })

  it('parses a recipe page into its sections', () => {
    const page = [
      '---',
      'title: "Plain rice"',
      '---',
      '',
      'Rice the [simple](/rice) way. It goes with everything.',
      '',
      '## Ingredients',
      '',
      '- 1 cup rice',
      '- 2 cups water',
      '',
      '## Directions',
      '',
      '1. Rinse the rice.',
      '2. Simmer it covered for **15 minutes**.',
    ].join('\n')
    expect(parseRecipeMarkdown(page)).toEqual({
      title: 'Plain rice',
      intro: ['Rice the simple way.', 'It goes with everything.'],
      ingredients: ['1 cup rice', '2 cups water'],
      directions: ['Rinse the rice.', 'Simmer it covered for 15 minutes.'],
    })
  })
})

describe('buildRecipe', () => {
  const context: GenerationContext = {
    corpus: builtInCorpus(),
    lineIngredients: [],
    creatorIds: ['00000000-0000-4000-8000-000000000001'],
    categoryIds: [],
    cuisineIds: [],
    dietLabelIds: [],
    healthLabelIds: [],
    pictures: [],
    now,
  }

  it('gives the same recipe for the same seed and index, another for another seed', () => {
    expect(buildRecipe(7, 3, context)).toEqual(buildRecipe(7, 3, context))
    expect(buildRecipe(8, 3, context).id).not.toBe(buildRecipe(7, 3, context).id)
    expect(buildRecipe(7, 4, context).id).not.toBe(buildRecipe(7, 3, context).id)
  })

  it('writes Arabic text on the Arabic side and keeps the shape of a recipe', () => {
    for (let index = 0; index < 20; index++) {
      const recipe = buildRecipe(1, index, context)
      expect(recipe.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      expect(recipe.titleAr).toMatch(ARABIC)
      expect(recipe.descriptionAr).toMatch(ARABIC)
      expect(recipe.steps.every((step) => ARABIC.test(step.stepAr))).toBe(true)
      expect(recipe.lines.length).toBeGreaterThanOrEqual(6)
      expect(recipe.steps.length).toBeGreaterThanOrEqual(3)
      expect(recipe.servings).toBeGreaterThanOrEqual(1)
      expect(now.getTime() - recipe.createdAt.getTime()).toBeLessThanOrEqual(730 * 24 * 60 * 60 * 1000)
    }
  })
})

describe('generateRecipes', () => {
  let whole: DatabaseHandle
  let split: DatabaseHandle

  async function withTaxonomy(handle: DatabaseHandle) {
    await handle.db.insert(t.categories).values(
      ['breakfast', 'dinner', 'soup'].map((key, position) => ({
        key,
        slug: key,
        nameEn: key,
        nameAr: 'فطور',
        position,
      })),
    )
    await handle.db
      .insert(t.cuisines)
      .values(['levantine', 'italian'].map((key) => ({ key, nameEn: key, nameAr: 'شامي' })))
    return handle
  }

  beforeAll(async () => {
    whole = await withTaxonomy(await openDatabase({ memory: true }))
    split = await withTaxonomy(await openDatabase({ memory: true }))
  }, 60_000)

  afterAll(async () => {
    await whole?.close()
    await split?.close()
  })

  const snapshot = async (handle: DatabaseHandle) => {
    const result = (await handle.db.execute(sql`select r.id, r.title_en, r.title_ar, r.likes_count,
      (select count(*)::int from recipe_ingredients l where l.recipe_id = r.id) as lines,
      (select count(*)::int from recipe_instructions s where s.recipe_id = r.id) as steps,
      (select count(*)::int from recipe_categories c where c.recipe_id = r.id) as categories
      from recipes r order by r.id`)) as unknown as { rows: Record<string, unknown>[] }
    return result.rows
  }

  it('inserts the requested number of recipes, the same ones however the run is split', async () => {
    const options = { seed: 42, now, corpus: builtInCorpus(), creators: 20, batchSize: 16 }
    const summary = await generateRecipes(whole.db, { ...options, count: 50 })
    expect(summary.recipes).toBe(50)
    expect(summary.ingredientLines).toBeGreaterThanOrEqual(50 * 6)
    expect(await countGeneratedRecipes(whole.db)).toBe(50)

    await generateRecipes(split.db, { ...options, count: 20 })
    await generateRecipes(split.db, { ...options, count: 30, startIndex: 20 })
    const rows = await snapshot(whole)
    expect(rows).toHaveLength(50)
    expect(await snapshot(split)).toEqual(rows)
    for (const row of rows) expect(row.categories).toBeGreaterThanOrEqual(1)
  })

  it('tops up a database some recipes were deleted from, skipping the ones it already has', async () => {
    await split.db.execute(sql`delete from recipes where id in (select id from recipes order by id limit 5)`)
    const existing = await countGeneratedRecipes(split.db)
    expect(existing).toBe(45)
    const options = { seed: 42, now, corpus: builtInCorpus(), creators: 20, batchSize: 16 }
    const summary = await generateRecipes(split.db, { ...options, count: 5, startIndex: existing })
    expect(summary.recipes).toBe(5)
    expect(await countGeneratedRecipes(split.db)).toBe(50)
  })

  it('makes recipes the API reads in full', async () => {
    const [first] = await snapshot(whole)
    const detail = await findRecipeDetail(whole.db, String(first!.id), null)
    expect(detail?.ingredients).toHaveLength(Number(first!.lines))
    expect(detail?.instructions).toHaveLength(Number(first!.steps))
    expect(detail?.title.ar).toMatch(ARABIC)
    expect(detail?.createdBy?.username).toMatch(/^bench_cook_/)
    expect(detail?.nutrition.nutrients.length).toBeGreaterThan(5)
  })
})
