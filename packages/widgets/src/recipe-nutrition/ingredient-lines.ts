import type { Schema } from '@sufra/api-client'
import {
  type IngredientQuantity,
  type Language,
  type UnitSystem,
  ingredientQuantity as cookQuantity,
  isUnitId,
  scaleAmount,
  toUnitSystem,
} from '@sufra/core'

export type RecipeIngredient = Schema<'RecipeIngredient'>

export type { IngredientQuantity }

/**
 * An ingredient line's quantity for `servings` people when the recipe was written for
 * `recipeServings`, as a cook reads it (the rule is core's `ingredientQuantity`, shared with the
 * server's `ingrText` and the PDF). With `units`, a weight or volume is shown in that system's
 * readable unit (core's `toUnitSystem`: scaled first, then converted, so 750 g for 4 is 1.5 kg for
 * 8); counted units, sizes and "to taste" stay as written. Without it, the unit as written.
 */
export function ingredientQuantity(
  line: Pick<RecipeIngredient, 'amount' | 'unit' | 'unitId'>,
  recipeServings: number,
  servings: number,
  locale: Language,
  units?: UnitSystem,
): IngredientQuantity {
  const options = { servings: { from: recipeServings, to: servings } }
  if (!units || !isUnitId(line.unitId) || !(line.amount > 0)) return cookQuantity(line, locale, options)
  const scaled = scaleAmount(line.amount, recipeServings, servings)
  const shown = toUnitSystem({ amount: scaled, unit: line.unitId }, units)
  if (shown.unit === line.unitId || shown.amount === null || shown.unit === '') {
    return cookQuantity(line, locale, options)
  }
  return cookQuantity({ amount: shown.amount, unitId: shown.unit }, locale)
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
