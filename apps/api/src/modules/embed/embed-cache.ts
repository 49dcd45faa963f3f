/**
 * The embed widgets' reads (GET /embed/recipe-card/{id}, GET /embed/recipe/{id}) are the same for
 * everyone, so, like the recipe detail (recipes/detail-cache.ts), their answers are kept in this process
 * serialised and compressed, by recipe, language, servings and Sufra's address, and sent again until a
 * write changes the recipe: the detail cache's `recipeChanged`, `creatorChanged` and `allRecipesChanged`
 * forget them too. Writes this process is not told about are caught by the same backstop (the recipe's
 * version read again after `TTL_MS`).
 */
import type { Database } from '../../db/client'
import { AnswerCache } from '../../http/answer-cache'
import { followRecipeChanges } from '../recipes/detail-cache'

/** Rendered HTML and CSS make an answer a few times a detail's size; fewer are kept than details. */
const MAX_BYTES = 64 * 1024 * 1024
const TTL_MS = 30_000

interface EmbedCaches {
  card: AnswerCache<'getEmbedRecipeCard'>
  recipe: AnswerCache<'getEmbedRecipe'>
}

const caches = new WeakMap<Database, EmbedCaches>()

/** Keys start with the recipe's id, so one recipe's answers are forgotten together. */
export const embedKey = (recipeId: string, ...parts: (string | number | undefined)[]) =>
  [recipeId, ...parts.map((part) => part ?? '')].join('|')

export function embedCaches(db: Database): EmbedCaches {
  let kept = caches.get(db)
  if (!kept) {
    const made: EmbedCaches = {
      card: new AnswerCache({ maxBytes: MAX_BYTES / 4, ttlMs: TTL_MS }),
      recipe: new AnswerCache({ maxBytes: MAX_BYTES, ttlMs: TTL_MS }),
    }
    const all = [made.card, made.recipe] as const
    followRecipeChanges(db, {
      recipeChanged: (recipeId) => {
        for (const cache of all) cache.forgetWhere((key) => key.startsWith(`${recipeId}|`))
      },
      creatorChanged: (userId) => {
        for (const cache of all) cache.forgetTagged(userId)
      },
      allRecipesChanged: () => {
        for (const cache of all) cache.clear()
      },
    })
    caches.set(db, made)
    kept = made
  }
  return kept
}
