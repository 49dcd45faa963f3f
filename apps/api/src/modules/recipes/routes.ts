import { eq, sql } from 'drizzle-orm'
import * as t from '../../db/schema'
import { envelope } from '../../http/envelope'
import { notFound } from '../../http/errors'
import { requireViewer } from '../../http/session-viewer'
import { storeAnswer } from '../../http/stored-answer'
import type { OperationHandlers } from '../../http/types'
import { canonicalId } from '../presenters'
import { recipeDetailCache } from './detail-cache'
import {
  findRecipeDetailVersion,
  findRecipeSummaries,
  findRecipeViewerState,
  findVersionedRecipeDetail,
  mostLikedFirst,
  newestFirst,
  type RecipeDetail,
} from './read-model'

/**
 * A recipe detail as the contract answers it. Every stored line has an amount (the recipe form and the
 * seed require one), but the column is nullable, so the read model types it `number | null`; a missing
 * one is answered as 0, as the schema serializer would. Once the read model types the amount as the
 * stored lines have it, this goes.
 */
export const recipeAnswer = (recipe: RecipeDetail) => ({
  ...recipe,
  ingredients: recipe.ingredients.map((line) => ({ ...line, amount: line.amount ?? 0 })),
})

/** How many recipes the popular carousel shows (the contract: at most 10). */
const POPULAR_RECIPES = 10

export const recipeHandlers = {
  async listRecipes(request) {
    const { page, limit } = request.query
    const recipes = await findRecipeSummaries(request.server.db, {
      orderBy: newestFirst,
      limit,
      offset: (page - 1) * limit,
      viewerId: request.viewerId,
    })
    return envelope(recipes, 'Recipes fetched successfully')
  },

  /**
   * The same bytes for everyone (the contract declares it public, so no viewer is resolved): kept
   * serialised in this process until a write changes the recipe (detail-cache.ts).
   */
  async getRecipe(request, reply) {
    const id = canonicalId(request.params.id)
    const db = request.server.db
    return recipeDetailCache(db).answer(id, {
      load: async () => {
        const found = await findVersionedRecipeDetail(db, id, null)
        if (!found) throw notFound('Recipe not found.')
        const { detail, version } = found
        const answer = envelope(recipeAnswer(detail), 'Recipe fetched successfully')
        return {
          answer: storeAnswer<'getRecipe'>(reply, answer),
          tag: detail.createdBy?._id ?? null,
          version,
        }
      },
      version: () => findRecipeDetailVersion(db, id),
    })
  },

  async getRecipeViewerState(request) {
    const viewerId = requireViewer(request)
    const id = canonicalId(request.params.id)
    const state = await findRecipeViewerState(request.server.db, id, viewerId)
    if (!state) throw notFound('Recipe not found.')
    return envelope({ recipeId: id, ...state }, 'Recipe state fetched successfully')
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
    const { limit, skip } = request.query
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
    const userId = request.params.id
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
