/**
 * The read endpoints on the demo content, on each database engine: real data, the spec's page sizes
 * and shapes, and every response held to the contract.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../db/schema'
import { SESSION_COOKIE, sessionIdOf } from '../http/session-viewer'
import { engines, expectContractResponse, startTestServer, type TestServer } from '../testing/test-server'

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

interface Summary {
  _id: string
  createdAt: string
  likesCount: number
  ingredientsCount: number
  createdBy: { _id: string } | null
}

describe.each(engines)('read endpoints on the demo content (%s)', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(engine)
  }, 120_000)
  afterAll(() => server?.close())

  async function call(operationId: string, url: string) {
    const response = await server.app.inject({ method: 'GET', url: `/api/v1${url}` })
    expectContractResponse(operationId, response)
    return response
  }
  async function data<T>(operationId: string, url: string): Promise<T> {
    const response = await call(operationId, url)
    expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200)
    return response.json().data as T
  }

  it('pages categories by 30 with the total', async () => {
    const first = await data<{ categories: { slug: string }[]; total: number }>(
      'listCategories',
      '/category?limit=30&skip=0',
    )
    expect(first.total).toBeGreaterThanOrEqual(12)
    expect(first.categories).toHaveLength(Math.min(30, first.total))
    for (const category of first.categories) expect(category.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    const second = await data<{ categories: unknown[]; total: number }>(
      'listCategories',
      '/category?limit=5&skip=5',
    )
    expect(second.categories).toHaveLength(5)
    const past = await data<{ categories: unknown[]; total: number }>('listCategories', '/category?skip=1000')
    expect(past).toEqual({ categories: [], total: first.total })
  })

  it('ranks popular categories and ingredients by how many recipes use them', async () => {
    for (const [operationId, url] of [
      ['listPopularCategories', '/category/popular'],
      ['listPopularIngredients', '/ingredient/popular'],
    ] as const) {
      const popular = await data<{ _id: { en: string; ar: string }; count: number }[]>(operationId, url)
      expect(popular.length).toBeGreaterThanOrEqual(10)
      expect(popular.length).toBeLessThanOrEqual(20)
      const counts = popular.map((entry) => entry.count)
      expect(counts).toEqual([...counts].sort((a, b) => b - a))
      expect(counts.every((count) => count > 0)).toBe(true)
      for (const entry of popular) {
        expect(entry._id.en).toMatch(/[a-z]/i)
        expect(entry._id.ar).toMatch(/[\u0600-\u06FF]/)
      }
    }
  })

  it('pages at least 400 ingredients by 30, each with both names', async () => {
    const first = await data<{
      ingredients: { _id: string; name: { en: string; ar: string } }[]
      total: number
    }>('listIngredients', '/ingredient?limit=30&skip=0')
    expect(first.total).toBeGreaterThanOrEqual(400)
    expect(first.ingredients).toHaveLength(30)
    const second = await data<{ ingredients: { _id: string }[] }>(
      'listIngredients',
      '/ingredient?limit=30&skip=30',
    )
    const ids = new Set([...first.ingredients, ...second.ingredients].map((ingredient) => ingredient._id))
    expect(ids.size).toBe(60)
    for (const ingredient of first.ingredients) expect(ingredient.name.ar).toMatch(/[\u0600-\u06FF]/)
  })

  it('details an ingredient: nutrients per 100 g above zero, portions and up to 8 recipes containing it', async () => {
    const { ingredients } = await data<{ ingredients: { _id: string; slug: string }[] }>(
      'listIngredients',
      '/ingredient?limit=30',
    )
    const oliveOil = ingredients.find((ingredient) => ingredient.slug === 'olive-oil')
    expect(oliveOil, 'olive oil is among the 30 most used ingredients').toBeDefined()
    const ingredient = await data<{
      _id: string
      nutrition: { nutrientId: number; value: number; unitName: string }[]
      portions: unknown[]
      recipes: Summary[]
    }>('getIngredient', `/ingredient/${oliveOil!._id}`)
    expect(ingredient.nutrition.find((nutrient) => nutrient.nutrientId === 1004)?.value).toBeGreaterThan(90)
    expect(ingredient.nutrition.find((nutrient) => nutrient.nutrientId === 1008)?.unitName).toBe('KCAL')
    expect(ingredient.nutrition.every((nutrient) => nutrient.value > 0)).toBe(true)
    expect(ingredient.portions.length).toBeGreaterThan(0)
    expect(ingredient.recipes).toHaveLength(8)
    for (const recipe of ingredient.recipes) {
      const detail = await data<{ ingredients: { details: { _id: string } | null }[] }>(
        'getRecipe',
        `/recipe/${recipe._id}`,
      )
      expect(detail.ingredients.some((line) => line.details?._id === ingredient._id)).toBe(true)
    }
    const missing = await call('getIngredient', `/ingredient/${UNKNOWN_ID}`)
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('No ingredient found')
  })

  it('offers the filter options in both languages', async () => {
    const options = await data<
      Record<'cuisines' | 'dietLabels' | 'healthLabels', { name: { ar: string } }[]>
    >('getFilterOptions', '/query')
    expect(options.cuisines.length).toBeGreaterThanOrEqual(20)
    expect(options.dietLabels.length).toBeGreaterThanOrEqual(5)
    expect(options.healthLabels.length).toBeGreaterThanOrEqual(5)
  })

  it('lists recipes newest first in pages that together hold every recipe once', async () => {
    const seen: Summary[] = []
    for (let page = 1; ; page += 1) {
      const recipes = await data<Summary[]>('listRecipes', `/recipe?page=${page}&limit=30`)
      seen.push(...recipes)
      if (recipes.length < 30) break
    }
    expect(seen.length).toBeGreaterThanOrEqual(60)
    expect(new Set(seen.map((recipe) => recipe._id)).size).toBe(seen.length)
    const times = seen.map((recipe) => Date.parse(recipe.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(await data<Summary[]>('listRecipes', '/recipe?page=100')).toEqual([])
  })

  it('shows a recipe with nutrition computed from its ingredients, per serving', async () => {
    const [first] = await data<Summary[]>('listRecipes', '/recipe?limit=1')
    const recipe = await data<{
      servings: number
      ingredientsCount: number
      ingredients: { grams: number | null; details: { _id: string } | null }[]
      instructions: { step: { en: string; ar: string } }[]
      nutrition: {
        servings: number
        nutrients: { nutrientId: number; amount: number; name: { en: string } }[]
      }
    }>('getRecipe', `/recipe/${first!._id}`)
    expect(recipe.ingredients).toHaveLength(recipe.ingredientsCount)
    expect(recipe.instructions.length).toBeGreaterThan(0)
    expect(recipe.nutrition.nutrients.slice(0, 7).map((n) => n.name.en)).toEqual([
      'Calories',
      'Fat',
      'Carbohydrates',
      'Sugar',
      'Protein',
      'Sodium',
      'Fiber',
    ])
    // Recompute calories from the ingredient database: Σ grams × kcal per 100 g ÷ servings.
    let calories = 0
    for (const line of recipe.ingredients) {
      if (!line.grams || !line.details) continue
      const ingredient = await data<{ nutrition: { nutrientId: number; value: number }[] }>(
        'getIngredient',
        `/ingredient/${line.details._id}`,
      )
      calories += (line.grams * (ingredient.nutrition.find((n) => n.nutrientId === 1008)?.value ?? 0)) / 100
    }
    const reported = recipe.nutrition.nutrients.find((n) => n.nutrientId === 1008)!.amount
    expect(reported).toBeGreaterThan(0)
    expect(reported).toBeCloseTo(calories / recipe.servings, 0)
  })

  it('answers an unknown recipe with 404 and a malformed id with 400', async () => {
    const missing = await call('getRecipe', `/recipe/${UNKNOWN_ID}`)
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ statusCode: 404, message: 'Recipe not found.' })
    const malformed = await call('getRecipe', '/recipe/42')
    expect(malformed.statusCode).toBe(400)
  })

  it('ranks popular recipes by likes', async () => {
    const popular = await data<Summary[]>('listPopularRecipes', '/recipe/popular')
    // The carousel's ten, as the contract says (the demo content has more liked recipes than that).
    expect(popular).toHaveLength(10)
    const likes = popular.map((recipe) => recipe.likesCount)
    expect(likes).toEqual([...likes].sort((a, b) => b - a))
    expect(likes[0]).toBeGreaterThan(0)
  })

  it('pages the random feed by 10 without repeating a recipe', async () => {
    const seen = new Set<string>()
    let total = 0
    for (let skip = 0; ; skip += 10) {
      const recipes = await data<Summary[]>('listRandomRecipes', `/recipe/random?limit=10&skip=${skip}`)
      recipes.forEach((recipe) => seen.add(recipe._id))
      total += recipes.length
      if (recipes.length < 10) break
    }
    expect(seen.size).toBe(total)
    expect(total).toBeGreaterThanOrEqual(60)
  })

  it('lists creators, top creators by followers, a profile and its recipes', async () => {
    const creators = await data<
      { _id: string; followersCount: number; follower: string[]; recipesCount: number }[]
    >('listUsers', '/user/get-all')
    expect(creators.length).toBeGreaterThanOrEqual(10)
    for (const creator of creators) expect(creator.follower).toHaveLength(creator.followersCount)

    const top = await data<{ followersCount: number }[]>('listTopCreators', '/user/top-creators')
    expect(top.length).toBeLessThanOrEqual(10)
    const followers = top.map((creator) => creator.followersCount)
    expect(followers).toEqual([...followers].sort((a, b) => b - a))

    const author = creators.find((creator) => creator.recipesCount > 0)!
    const profile = await data<{
      _id: string
      follower: string[]
      following: string[]
      recipesCount: number
    }>('getUserProfile', `/user/profile/${author._id}`)
    expect(profile.follower.sort()).toEqual([...author.follower].sort())
    const recipes = await data<Summary[]>('listUserRecipes', `/user/recipes/${author._id}`)
    expect(recipes).toHaveLength(profile.recipesCount)
    expect(recipes.every((recipe) => recipe.createdBy?._id === author._id)).toBe(true)

    for (const [operationId, url] of [
      ['getUserProfile', `/user/profile/${UNKNOWN_ID}`],
      ['listUserRecipes', `/user/recipes/${UNKNOWN_ID}`],
    ] as const) {
      const missing = await call(operationId, url)
      expect(missing.statusCode).toBe(404)
      expect(missing.json().message).toBe('User not found.')
    }
  })

  it('lists the recipes of a category and of an ingredient by slug, 10 a page', async () => {
    const [category] = await data<{ slug: string; count: number }[]>(
      'listPopularCategories',
      '/category/popular',
    )
    const byCategory = await data<{ recipes: { category: { key: string }[] }[]; total: number }>(
      'searchRecipesByTaxonomy',
      `/recipe/search/query?category=${category!.slug}`,
    )
    expect(byCategory.total).toBe(category!.count)
    expect(byCategory.recipes.length).toBe(Math.min(10, category!.count))
    const [ingredient] = await data<{ slug: string; count: number }[]>(
      'listPopularIngredients',
      '/ingredient/popular',
    )
    const byIngredient = await data<{ recipes: unknown[]; total: number }>(
      'searchRecipesByTaxonomy',
      `/recipe/search/query?ingredient=${ingredient!.slug}&limit=10&skip=0`,
    )
    expect(byIngredient.total).toBe(ingredient!.count)
  })

  it('names the category and the ingredient a page asks for, in both languages, and pages past the end', async () => {
    const both = await data<{
      recipes: unknown[]
      total: number
      category: { slug: string; name: { en: string; ar: string } }
      ingredient: { _id: string; slug: string; name: { en: string; ar: string } }
    }>('searchRecipesByTaxonomy', '/recipe/search/query?category=breakfast&ingredient=olive-oil')
    expect(both.category).toMatchObject({ slug: 'breakfast', name: { en: 'Breakfast', ar: 'فطور' } })
    expect(both.ingredient).toMatchObject({ slug: 'olive-oil', name: { en: 'Olive oil' } })
    expect(both.ingredient.name.ar).not.toBe('')
    const none = await data<Record<string, unknown>>(
      'searchRecipesByTaxonomy',
      '/recipe/search/query?limit=1',
    )
    expect(none).not.toHaveProperty('category')
    expect(none).not.toHaveProperty('ingredient')

    const past = await data<{ recipes: unknown[]; total: number }>(
      'searchRecipesByTaxonomy',
      '/recipe/search/query?ingredient=olive-oil&limit=10&skip=10000',
    )
    expect(past.recipes).toEqual([])
    expect(past.total).toBeGreaterThan(0)
    expect(await data('listRandomRecipes', '/recipe/random?limit=10&skip=10000')).toEqual([])
    const ingredientsPast = await data<{ ingredients: unknown[]; total: number }>(
      'listIngredients',
      '/ingredient?limit=30&skip=100000',
    )
    expect(ingredientsPast.ingredients).toEqual([])
    expect(ingredientsPast.total).toBeGreaterThanOrEqual(400)
  })

  it('answers a slug that names no category or ingredient with 404 and a sentence', async () => {
    for (const [query, message] of [
      ['category=no-such-category', 'No category found'],
      ['ingredient=no-such-ingredient', 'No ingredient found'],
      ['category=breakfast&ingredient=no-such-ingredient', 'No ingredient found'],
    ] as const) {
      const response = await call('searchRecipesByTaxonomy', `/recipe/search/query?${query}`)
      expect(response.statusCode, query).toBe(404)
      expect(response.json().message).toBe(message)
    }
  })

  it('searches by keyword in English and in Arabic, tolerating a typo', async () => {
    const [recipe] = await data<{ title: { en: string; ar: string } }[]>('listRecipes', '/recipe?limit=1')
    const englishWord = recipe!.title.en.split(/\s+/).sort((a, b) => b.length - a.length)[0]!
    const arabicWord = recipe!.title.ar.split(/\s+/).sort((a, b) => b.length - a.length)[0]!
    for (const keyword of [englishWord, arabicWord]) {
      const result = await data<{ mainRecipe: { title: { en: string } }[] }>(
        'searchRecipes',
        `/search/query?keyword=${encodeURIComponent(keyword)}`,
      )
      expect(
        result.mainRecipe.map((found) => found.title.en),
        keyword,
      ).toContain(recipe!.title.en)
    }
    // One letter dropped from the middle of a long English word still finds the recipe.
    const typo = englishWord.slice(0, 3) + englishWord.slice(4)
    const fuzzy = await data<{ mainRecipe: { title: { en: string } }[] }>(
      'searchRecipes',
      `/search/query?keyword=${encodeURIComponent(typo)}`,
    )
    expect(
      fuzzy.mainRecipe.map((found) => found.title.en),
      typo,
    ).toContain(recipe!.title.en)
  })

  it('filters search results by every criterion, with partial matches as similar recipes', async () => {
    const filtered = await data<{
      mainRecipe: { _id: string; time: number; category: { key: string }[] }[]
      similarRecipes: { _id: string }[]
      pagination: { page: number; totalPages: number; total: number }
    }>('searchRecipes', `/search/query?categories=${encodeURIComponent('["dessert"]')}&cookTime=60`)
    expect(filtered.mainRecipe.length).toBeGreaterThan(0)
    for (const recipe of filtered.mainRecipe) {
      expect(recipe.time).toBeLessThanOrEqual(60)
      expect(recipe.category.map((category) => category.key)).toContain('dessert')
    }
    const mainIds = new Set(filtered.mainRecipe.map((recipe) => recipe._id))
    expect(filtered.similarRecipes.some((recipe) => mainIds.has(recipe._id))).toBe(false)
    const page2 = await data<{ mainRecipe: unknown[] }>(
      'searchRecipes',
      `/search/query?categories=${encodeURIComponent('["dessert"]')}&cookTime=60&page=2`,
    )
    expect(page2.mainRecipe).toEqual([])

    const bad = await call('searchRecipes', `/search/query?ingredients=${encodeURIComponent('garlic')}`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe(
      '"ingredients" must be a JSON list of words, for example ["garlic","egg"].',
    )
    const badTime = await call('searchRecipes', '/search/query?cookTime=45')
    expect(badTime.statusCode).toBe(400)
  })

  it("returns a recipe's comment thread with replies nested under their parents", async () => {
    const recipes = await data<{ _id: string }[]>('listRecipes', '/recipe?limit=100')
    interface Node {
      _id: string
      parent: string | null
      createdAt: string
      content: { en: string; ar: string }
      replies: Node[]
    }
    let deepest = 0
    let total = 0
    const walk = (nodes: Node[], parent: string | null, depth: number) => {
      for (const node of nodes) {
        total += 1
        expect(node.parent).toBe(parent)
        expect(node.content.ar).toMatch(/[\u0600-\u06FF]/)
        deepest = Math.max(deepest, depth)
        walk(node.replies, node._id, depth + 1)
      }
    }
    for (const recipe of recipes) {
      const thread = await data<Node[]>('listComments', `/comment/${recipe._id}`)
      const times = thread.map((node) => Date.parse(node.createdAt))
      expect(times).toEqual([...times].sort((a, b) => b - a))
      walk(thread, null, 1)
    }
    expect(total).toBeGreaterThanOrEqual(80)
    expect(deepest).toBeGreaterThanOrEqual(2)
    const missing = await call('listComments', `/comment/${UNKNOWN_ID}`)
    expect(missing.statusCode).toBe(404)
  })

  it('marks what a signed-in viewer liked and saved; an expired session counts as a visitor', async () => {
    const db = server.database.db
    const [like] = await db.select().from(t.likes).limit(1)
    const hour = 60 * 60 * 1000
    await db.insert(t.sessions).values([
      { id: sessionIdOf(`live-${engine}`), userId: like!.userId, expiresAt: new Date(Date.now() + hour) },
      { id: sessionIdOf(`expired-${engine}`), userId: like!.userId, expiresAt: new Date(Date.now() - hour) },
    ])
    const get = (path: string, token?: string) =>
      server.app.inject({
        method: 'GET',
        url: `/api/v1${path}`,
        cookies: token ? { [SESSION_COOKIE]: token } : {},
      })
    const state = await get(`/recipe-user/state/${like!.recipeId}`, `live-${engine}`)
    expectContractResponse('getRecipeViewerState', state)
    expect(state.json().data).toMatchObject({ recipeId: like!.recipeId, likedByMe: true })
    expect((await get(`/recipe-user/state/${like!.recipeId}`, `expired-${engine}`)).statusCode).toBe(401)
    // The detail itself is the same for everyone, signed in or not.
    const signedIn = await get(`/recipe/${like!.recipeId}`, `live-${engine}`)
    expectContractResponse('getRecipe', signedIn)
    expect(signedIn.json().data.likedByMe).toBe(false)
    expect(signedIn.body).toBe((await get(`/recipe/${like!.recipeId}`)).body)
    const list = await server.app.inject({
      method: 'GET',
      url: '/api/v1/recipe?limit=100',
      cookies: { [SESSION_COOKIE]: `live-${engine}` },
    })
    const card = (list.json().data as { _id: string; likedByMe: boolean }[]).find(
      (r) => r._id === like!.recipeId,
    )
    expect(card?.likedByMe).toBe(true)
  })

  it('serves the generated pictures as images, never sniffed', async () => {
    const [recipe] = await data<{ thumbnail: { url: string } | null }[]>('listRecipes', '/recipe?limit=1')
    const picture = await server.app.inject({ method: 'GET', url: recipe!.thumbnail!.url })
    expect(picture.statusCode).toBe(200)
    expect(picture.headers['content-type']).toContain('image/svg+xml')
    expect(picture.headers['x-content-type-options']).toBe('nosniff')
    expect(picture.body).toMatch(/^<svg/)
  })
})
