/**
 * The recipe detail (GET /recipe/{id}) is the same for everyone, so its answer is kept in this process,
 * serialised and compressed, by recipe id, and sent again until a write changes what it shows. Every
 * such write calls one of these after its transaction has committed:
 *
 * - `recipeChanged(db, id)`: the recipe was edited or deleted, liked or unliked (`likesCount`), or a
 *   comment was added or removed (`commentsCount`);
 * - `creatorChanged(db, userId)`: the creator block changed (name, username, picture, verified status);
 * - `allRecipesChanged(db)`: an account was deleted (its recipes, and its likes and comments on others).
 *
 * The catalogue the detail also shows (ingredient slugs and pictures, category and label names) changes
 * only with the seed, before the server answers.
 *
 * Limits, plainly: the invalidation reaches this process only. With several API processes on one
 * database (issue 19), a write made through one is seen by the others once their copy is older than
 * `TTL_MS`, the backstop for every write this process does not make (another process, psql, a migration).
 * Sharing the invalidation (PostgreSQL LISTEN/NOTIFY on the same events) is the step before running a
 * second process. Kept per database, because what it copies is that database's data.
 */
import type { Database } from '../../db/client'
import { AnswerCache, type AnswerCacheOptions } from '../../http/answer-cache'
import { canonicalId } from '../presenters'

/** About 10,000 typical recipes (5–7 KB of JSON, and their compressed forms when asked for). */
const MAX_BYTES = 64 * 1024 * 1024
const TTL_MS = 30_000

const caches = new WeakMap<Database, AnswerCache<'getRecipe'>>()

/** The recipe detail answers kept for `db` (made on first use; `options` apply then, for tests). */
export function recipeDetailCache(db: Database, options?: Partial<AnswerCacheOptions>) {
  let cache = caches.get(db)
  if (!cache) {
    cache = new AnswerCache({ maxBytes: MAX_BYTES, ttlMs: TTL_MS, ...options })
    caches.set(db, cache)
  }
  return cache
}

export function recipeChanged(db: Database, recipeId: string): void {
  caches.get(db)?.forget(canonicalId(recipeId))
}

export function creatorChanged(db: Database, userId: string): void {
  caches.get(db)?.forgetTagged(canonicalId(userId))
}

export function allRecipesChanged(db: Database): void {
  caches.get(db)?.clear()
}
