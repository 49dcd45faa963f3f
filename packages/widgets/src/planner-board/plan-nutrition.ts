import type { Schema } from '@sufra/api-client'
import { BASIC_NUTRIENT_IDS, plannedItems, recipeNutrientById } from '@sufra/core'
import type { DayPlan, PlannedRecipeInfo } from './planner-api'

/**
 * What the planned days add up to, per day: one serving of every planned recipe (the nutrition the
 * server gives per serving), summed over `days` and divided by `perDays` (1 for a day, 7 for the
 * week, the days of the month for the month). Every nutrient of the basic set, in the rings' order.
 */
export function dailyAverage(
  days: readonly DayPlan[],
  perDays: number,
  recipeOf: (id: string) => PlannedRecipeInfo | undefined,
): Schema<'Nutrient'>[] {
  const totals = new Map<number, number>(BASIC_NUTRIENT_IDS.map((id) => [id, 0]))
  for (const plan of days) {
    for (const id of plannedItems(plan)) {
      for (const nutrient of recipeOf(id)?.nutrition?.nutrients ?? []) {
        if (totals.has(nutrient.nutrientId)) {
          totals.set(nutrient.nutrientId, totals.get(nutrient.nutrientId)! + nutrient.amount)
        }
      }
    }
  }
  return BASIC_NUTRIENT_IDS.map((id) => {
    const definition = recipeNutrientById.get(id)!
    return {
      nutrientId: id,
      name: { en: definition.name.en, ar: definition.name.ar },
      unit: { en: definition.unit.en, ar: definition.unit.ar },
      amount: perDays > 0 ? totals.get(id)! / perDays : 0,
    }
  })
}
