import type { Schema } from '@sufra/api-client'
import { BASIC_NUTRIENT_IDS } from '@sufra/core'

/** The basic set as the rings show it, in the spec's order; nutrients the recipe lacks are left out. */
export function basicNutrients(nutrients: readonly Schema<'Nutrient'>[]): Schema<'Nutrient'>[] {
  return BASIC_NUTRIENT_IDS.flatMap((id) => nutrients.find((nutrient) => nutrient.nutrientId === id) ?? [])
}
