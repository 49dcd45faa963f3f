/**
 * The recipe detail (GET /recipe/{id}) is the same for everyone, so its answer is kept in this process,
 * serialised and compressed, by recipe id, and sent again until a write changes what it shows. Every
 * such write calls one of these after its transaction has committed, so the next read here shows it:
 *
 * - `recipeChanged(db, id)`: the recipe was edited or deleted, liked or unliked (`likesCount`), or a
 *   comment was added or removed (`commentsCount`);
 * - `creatorChanged(db, userId)`: the creator block changed (name, username, picture, verified status);
 * - `allRecipesChanged(db)`: an account was deleted (its recipes, and its likes and comments on others).
 *
 * Writes this process is not told about (another API process on the same database, issue 19) are
 * caught by the backstop: a copy older than `TTL_MS` is still sent while its version is read again (the
 * recipe's and creator's `updated_at`, the like and comment counts: read-model.ts `detailVersion`) and
 * kept if unchanged, made afresh if not. So another process's write shows within about 30 s, not on the
 * next read; sharing the invalidation (PostgreSQL LISTEN/NOTIFY on the same events) would close that
 * gap. A write outside the API that moves none of those (psql, a migration) is not seen until the
 * process restarts. The catalogue the detail also shows (ingredient slugs and pictures, category and
 * label names) changes only with the seed, before the server answers. Kept per database, because what
 * it copies is that database's data.
 */
import type { Database } from '../../db/client'
import { AnswerCache, type AnswerCacheOptions } from '../../http/answer-cache'
import { canonicalId } from '../presenters'

/** About 13,000 typical recipes (6–7 KB of JSON and ~3 KB of Brotli each, gzip too if asked for). */
const MAX_BYTES = 128 * 1024 * 1024
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

/** Other answers kept from a recipe (the embed widgets' renders) that must be forgotten with its detail. */
export interface RecipeAnswers {
  recipeChanged(recipeId: string): void
  creatorChanged(userId: string): void
  allRecipesChanged(): void
}

const followers = new WeakMap<Database, Set<RecipeAnswers>>()

/** Has `answers` told of every change below, for `db`. */
export function followRecipeChanges(db: Database, answers: RecipeAnswers): void {
  let set = followers.get(db)
  if (!set) {
    set = new Set()
    followers.set(db, set)
  }
  set.add(answers)
}

export function recipeChanged(db: Database, recipeId: string): void {
  const id = canonicalId(recipeId)
  caches.get(db)?.forget(id)
  for (const answers of followers.get(db) ?? []) answers.recipeChanged(id)
}

export function creatorChanged(db: Database, userId: string): void {
  const id = canonicalId(userId)
  caches.get(db)?.forgetTagged(id)
  for (const answers of followers.get(db) ?? []) answers.creatorChanged(id)
}

export function allRecipesChanged(db: Database): void {
  caches.get(db)?.clear()
  for (const answers of followers.get(db) ?? []) answers.allRecipesChanged()
}
