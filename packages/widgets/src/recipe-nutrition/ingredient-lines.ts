import type { Schema } from '@sufra/api-client'
import { type Language, formatAmount, fractionsSuit, isUnitId, scaleAmount, unitLabel } from '@sufra/core'

export type RecipeIngredient = Schema<'RecipeIngredient'>

/** Units whose label adds nothing after a number ("2 count eggs" is just "2 eggs"). */
const silentUnits: ReadonlySet<string> = new Set(['count'])

export type IngredientQuantity = {
  /** The scaled amount as a cook reads it (`½`, `1¼`, `250`); empty when the line has no amount. */
  amount: string
  /** The unit label in the page language, agreeing with the amount (`cup`, `cups`); may be empty. */
  unit: string
}

/**
 * An ingredient line's quantity for `servings` people when the recipe was written for
 * `recipeServings`: the amount scaled by the ratio and formatted (kitchen fractions for cups and
 * spoons, decimals for metric units), and the unit's label. English labels stay singular up to one
 * (`½ cup`, `1 cup`, `1½ cups`); Arabic keeps the singular after a number.
 */
export function ingredientQuantity(
  line: Pick<RecipeIngredient, 'amount' | 'unit' | 'unitId'>,
  recipeServings: number,
  servings: number,
  locale: Language,
): IngredientQuantity {
  const scaled = scaleAmount(line.amount, recipeServings, servings)
  const hasAmount = Number.isFinite(scaled) && scaled > 0
  const amount = hasAmount ? formatAmount(scaled, locale, { fractions: fractionsSuit(line.unitId) }) : ''
  if (silentUnits.has(line.unitId)) return { amount, unit: '' }
  // The count the label agrees with is the amount as shown: 1.001 reads `1`, so `cup`.
  const shown = Math.max(1, Math.round(scaled * 100) / 100)
  const unit = isUnitId(line.unitId)
    ? unitLabel(line.unitId, locale, hasAmount ? shown : undefined)
    : line.unit[locale] || line.unit[locale === 'ar' ? 'en' : 'ar']
  return { amount, unit }
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
