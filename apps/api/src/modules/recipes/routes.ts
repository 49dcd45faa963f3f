import { eq, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import * as t from '../../db/schema'
import { envelope } from '../../http/envelope'
import { notFound } from '../../http/errors'
import type { OperationHandlers } from '../../http/types'
import { findRecipeDetail, findRecipeSummaries, mostLikedFirst, newestFirst } from './read-model'

type Query = { page?: number; limit?: number; skip?: number }
const query = (request: FastifyRequest) => request.query as Query
const idParam = (request: FastifyRequest) => (request.params as { id: string }).id

/** How many recipes the popular carousel shows. */
const POPULAR_RECIPES = 12

export const recipeHandlers = {
  async listRecipes(request) {
    const { page = 1, limit = 30 } = query(request)
    const recipes = await findRecipeSummaries(request.server.db, {
      orderBy: newestFirst,
      limit,
      offset: (page - 1) * limit,
      viewerId: request.viewerId,
    })
    return envelope(recipes, 'Recipes fetched successfully')
  },

  async getRecipe(request) {
    const recipe = await findRecipeDetail(request.server.db, idParam(request), request.viewerId)
    if (!recipe) throw notFound('Recipe not found.')
    return envelope(recipe, 'Recipe fetched successfully')
  },

  async listPopularRecipes(request) {
    const recipes = await findRecipeSummaries(request.server.db, {
      orderBy: mostLikedFirst,
      limit: POPULAR_RECIPES,
      viewerId: request.viewerId,
    })
    return envelope(recipes, 'Popular recipes fetched successfully')
  },

  /**
   * The feed: every recipe once, in an order shuffled afresh each day, so paging with `skip` neither
   * repeats nor misses a recipe while the order still changes from day to day.
   */
  async listRandomRecipes(request) {
    const { limit = 10, skip = 0 } = query(request)
    const day = new Date().toISOString().slice(0, 10)
    const recipes = await findRecipeSummaries(request.server.db, {
      orderBy: [sql`md5(${t.recipes.id}::text || ${day})`],
      limit,
      offset: skip,
      viewerId: request.viewerId,
    })
    return envelope(recipes, 'Recipes fetched successfully')
  },

  async listUserRecipes(request) {
    const userId = idParam(request)
    const [user] = await request.server.db
      .select({ id: t.users.id })
      .from(t.users)
      .where(eq(t.users.id, userId))
    if (!user) throw notFound('User not found.')
    const recipes = await findRecipeSummaries(request.server.db, {
      where: eq(t.recipes.creatorId, userId),
      orderBy: newestFirst,
      limit: 500,
      viewerId: request.viewerId,
    })
    return envelope(recipes, 'Recipes fetched successfully')
  },
} satisfies OperationHandlers
