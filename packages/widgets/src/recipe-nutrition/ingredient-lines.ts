import type { Schema } from '@sufra/api-client'
import { type IngredientQuantity, type Language, ingredientQuantity as cookQuantity } from '@sufra/core'

export type RecipeIngredient = Schema<'RecipeIngredient'>

export type { IngredientQuantity }

/**
 * An ingredient line's quantity for `servings` people when the recipe was written for
 * `recipeServings`, as a cook reads it (the rule is core's `ingredientQuantity`, shared with the
 * server's `ingrText` and the PDF).
 */
export function ingredientQuantity(
  line: Pick<RecipeIngredient, 'amount' | 'unit' | 'unitId'>,
  recipeServings: number,
  servings: number,
  locale: Language,
): IngredientQuantity {
  return cookQuantity(line, locale, { servings: { from: recipeServings, to: servings } })
}

/** Whether a line can go on a shopping list: only catalogue ingredients can. */
export function canAddToList(line: Pick<RecipeIngredient, 'details'>): boolean {
  return line.details !== null
}

/**
 * The catalogue ids for POST /list/create from the selected line positions, in recipe order and
 * without repeats (a recipe may use salt twice; the contract wants unique ids).
 */
export function listIngredientIds(
  lines: readonly Pick<RecipeIngredient, 'details'>[],
  selected: ReadonlySet<number>,
): string[] {
  const ids: string[] = []
  lines.forEach((line, index) => {
    if (!selected.has(index) || !line.details) return
    if (!ids.includes(line.details._id)) ids.push(line.details._id)
  })
  return ids
}
