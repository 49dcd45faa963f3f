/**
 * Liking recipes: the toggle and the viewer's liked list. `recipes.likes_count` is a stored count (the
 * popular carousel sorts on it), kept equal to the like rows by recounting under the recipe's row lock.
 */
import { and, eq, sql } from 'drizzle-orm'
import * as t from '../../db/schema'
import { envelope } from '../../http/envelope'
import { notFound } from '../../http/errors'
import { requireViewer } from '../../http/session-viewer'
import type { OperationHandlers } from '../../http/types'
import { findMarkedRecipes, RECIPE_NOT_FOUND } from '../marked-recipes'
import { canonicalId } from '../presenters'
import { recipeChanged } from '../recipes/detail-cache'

export const likeHandlers = {
  /**
   * Likes the recipe when the viewer has not, unlikes it when they have. The recipe row is locked first
   * (FOR NO KEY UPDATE, so other writers' foreign-key checks are not blocked), which puts every toggle of
   * one recipe in a line: concurrent toggles each see the previous one's result, and the stored count is
   * recounted from the rows, so it also heals any earlier drift.
   */
  async toggleRecipeLike(request) {
    const userId = requireViewer(request)
    const recipeId = canonicalId(request.params.recipeId)
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
    recipeChanged(request.server.db, recipeId)
    return envelope(state, state.liked ? 'Recipe liked successfully' : 'Recipe unliked successfully')
  },

  async listLikedRecipes(request) {
    const recipes = await findMarkedRecipes(request.server.db, requireViewer(request), 'likes')
    return envelope(recipes, 'Liked recipes fetched successfully')
  },
} satisfies OperationHandlers
