/**
 * Saving recipes: save and unsave are idempotent (a repeat is a 200 with no change) and answer the
 * viewer's saved ids after the call, most recently saved first (the order GET /user/profile gives).
 */
import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import { envelope } from '../../http/envelope'
import { notFound } from '../../http/errors'
import { requireViewer } from '../../http/session-viewer'
import type { OperationHandlers } from '../../http/types'
import { findMarkedRecipes, RECIPE_NOT_FOUND } from '../marked-recipes'
import { canonicalId } from '../presenters'

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

async function savedRecipeIds(tx: Transaction, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ recipeId: t.savedRecipes.recipeId })
    .from(t.savedRecipes)
    .where(eq(t.savedRecipes.userId, userId))
    .orderBy(desc(t.savedRecipes.createdAt), desc(t.savedRecipes.recipeId))
  return rows.map((row) => row.recipeId)
}

export const saveHandlers = {
  async saveRecipe(request) {
    const userId = requireViewer(request)
    const recipeId = canonicalId(request.params.id)
    const savedRecipes = await request.server.db.transaction(async (tx) => {
      // KEY SHARE: a recipe being deleted waits for this save (or this save sees it gone), never a
      // foreign-key failure half way.
      const [recipe] = await tx
        .select({ id: t.recipes.id })
        .from(t.recipes)
        .where(eq(t.recipes.id, recipeId))
        .for('key share')
      if (!recipe) throw notFound(RECIPE_NOT_FOUND)
      await tx.insert(t.savedRecipes).values({ userId, recipeId }).onConflictDoNothing()
      return savedRecipeIds(tx, userId)
    })
    return envelope({ recipeId, saved: true, savedRecipes }, 'Recipe saved successfully')
  },

  /**
   * Removes the save. An id that names no recipe is a 200 with `saved: false` too, not a 404: a deleted
   * recipe's saves went with it (and nothing tells a deleted id from one that never existed), so the
   * viewer's wish, "not saved", already holds, and a page still showing the deleted recipe can drop it.
   */
  async unsaveRecipe(request) {
    const userId = requireViewer(request)
    const recipeId = canonicalId(request.params.id)
    const savedRecipes = await request.server.db.transaction(async (tx) => {
      await tx
        .delete(t.savedRecipes)
        .where(and(eq(t.savedRecipes.userId, userId), eq(t.savedRecipes.recipeId, recipeId)))
      return savedRecipeIds(tx, userId)
    })
    return envelope({ recipeId, saved: false, savedRecipes }, 'Recipe unsaved successfully')
  },

  async listSavedRecipes(request) {
    const recipes = await findMarkedRecipes(request.server.db, requireViewer(request), 'saved_recipes')
    return envelope(recipes, 'Saved recipes fetched successfully')
  },
} satisfies OperationHandlers
