/** The viewer's liked and saved recipes (the likes and saves modules list them the same way). */
import { desc, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import { findRecipeSummaries } from './recipes/read-model'

export const RECIPE_NOT_FOUND = 'Recipe not found.'

/** The liked and saved lists are one page; past this the client would need paging. */
export const MARKED_RECIPES_LIMIT = 1000

/**
 * Recipes the viewer marked in `table` (likes, saved_recipes), most recently marked first. The link
 * table's own `created_at` orders them; recipes deleted since are gone with their rows (cascade).
 */
export function findMarkedRecipes(db: Database, viewerId: string, table: 'likes' | 'saved_recipes') {
  // Outer columns table-qualified (see presenters.ts): the summary query joins recipes and users.
  const markedAt = sql`(select mark.created_at from ${sql.raw(table)} mark
    where mark.recipe_id = "recipes"."id" and mark.user_id = ${viewerId})`
  return findRecipeSummaries(db, {
    where: sql`"recipes"."id" in (select mark.recipe_id from ${sql.raw(table)} mark
      where mark.user_id = ${viewerId})`,
    orderBy: [sql`${markedAt} desc`, desc(t.recipes.id)],
    limit: MARKED_RECIPES_LIMIT,
    viewerId,
  })
}
