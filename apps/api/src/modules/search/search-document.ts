/**
 * Keeping recipes findable: every write of a recipe, its ingredient lines or its labels calls
 * `refreshRecipeSearch` in the same transaction, which runs the database's `refresh_recipe_search`
 * (apps/api/drizzle/0003_search_functions.sql): the recipe's search document (`recipe_search`) is
 * written afresh and the new words of its titles and ingredient names join the lexicon.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'

/** A database or an open transaction (both can run a statement). */
export type Executor = Pick<Database, 'execute'>

/** Rewrites the search documents of `recipeIds` (ids of recipes that no longer exist are skipped). */
export async function refreshRecipeSearch(db: Executor, recipeIds: readonly string[]): Promise<void> {
  if (recipeIds.length === 0) return
  await db.execute(sql`select refresh_recipe_search(${sql.param([...recipeIds])}::uuid[])`)
}
