/**
 * Liking recipes: the toggle and the viewer's liked list. `recipes.likes_count` is a stored count (the
 * popular carousel sorts on it), kept equal to the like rows by recounting under the recipe's row lock.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import * as t from '../../db/schema'
import { envelope } from '../../http/envelope'
import { notFound } from '../../http/errors'
import type { OperationHandlers } from '../../http/types'
import { findRecipeSummaries } from '../recipes/read-model'

export const RECIPE_NOT_FOUND = 'Recipe not found.'

/** The liked and saved lists are one page; past this the client would need paging. */
export const MARKED_RECIPES_LIMIT = 1000

/** Ids are compared as PostgreSQL prints them (lower case); the contract's uuid format allows either. */
export const canonicalId = (id: string) => id.toLowerCase()

const recipeIdParam = (request: FastifyRequest) =>
  canonicalId((request.params as { recipeId: string }).recipeId)

/**
 * Recipes the viewer marked in `table` (likes, saved_recipes), most recently marked first. The link
 * table's own `created_at` orders them; recipes deleted since are gone with their rows (cascade).
 */
export function findMarkedRecipes(request: FastifyRequest, table: 'likes' | 'saved_recipes') {
  const viewerId = request.viewerId!
  // Outer columns table-qualified (see presenters.ts): the summary query joins recipes and users.
  const markedAt = sql`(select mark.created_at from ${sql.raw(table)} mark
    where mark.recipe_id = "recipes"."id" and mark.user_id = ${viewerId})`
  return findRecipeSummaries(request.server.db, {
    where: sql`"recipes"."id" in (select mark.recipe_id from ${sql.raw(table)} mark
      where mark.user_id = ${viewerId})`,
    orderBy: [sql`${markedAt} desc`, desc(t.recipes.id)],
    limit: MARKED_RECIPES_LIMIT,
    viewerId,
  })
}

export const likeHandlers = {
  /**
   * Likes the recipe when the viewer has not, unlikes it when they have. The recipe row is locked first
   * (FOR NO KEY UPDATE, so other writers' foreign-key checks are not blocked), which puts every toggle of
   * one recipe in a line: concurrent toggles each see the previous one's result, and the stored count is
   * recounted from the rows, so it also heals any earlier drift.
   */
  async toggleRecipeLike(request) {
    const recipeId = recipeIdParam(request)
    const userId = request.viewerId!
    const state = await request.server.db.transaction(async (tx) => {
      const [recipe] = await tx
        .select({ id: t.recipes.id })
        .from(t.recipes)
        .where(eq(t.recipes.id, recipeId))
        .for('no key update')
      if (!recipe) throw notFound(RECIPE_NOT_FOUND)
      const removed = await tx
        .delete(t.likes)
        .where(and(eq(t.likes.userId, userId), eq(t.likes.recipeId, recipeId)))
        .returning({ recipeId: t.likes.recipeId })
      const liked = removed.length === 0
      if (liked) await tx.insert(t.likes).values({ userId, recipeId }).onConflictDoNothing()
      const [counted] = await tx
        .update(t.recipes)
        .set({
          likesCount: sql`(select count(*)::int from likes l where l.recipe_id = ${recipeId})`,
        })
        .where(eq(t.recipes.id, recipeId))
        .returning({ likesCount: t.recipes.likesCount })
      return { recipeId, liked, likesCount: counted!.likesCount }
    })
    return envelope(state, state.liked ? 'Recipe liked successfully' : 'Recipe unliked successfully')
  },

  async listLikedRecipes(request) {
    const recipes = await findMarkedRecipes(request, 'likes')
    return envelope(recipes, 'Liked recipes fetched successfully')
  },
} satisfies OperationHandlers
