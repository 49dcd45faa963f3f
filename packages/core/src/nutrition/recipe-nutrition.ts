import { recipeNutrients } from './nutrients'

export interface NutritionSource {
  /** Weight of the ingredient line in grams; null or 0 when it cannot be weighed (e.g. "salt to taste"). */
  readonly grams: number | null
  /** The ingredient's nutrients per 100 g, by FoodData Central id. */
  readonly per100g: ReadonlyMap<number, number>
}

export interface NutrientAmount {
  nutrientId: number
  amount: number
}

/** Rounds to at most 2 decimals, which is as precise as kitchen amounts deserve. */
function round(value: number): number {
  return Math.round(value * 100) / 100
}

/**
 * Nutrition of one serving: every line contributes grams × value per 100 g, the total is divided by
 * the servings. Reports the recipe nutrients in display order, zeros included (a 0 g sugar ring is
 * information too).
 */
export function computeRecipeNutrition(
  lines: readonly NutritionSource[],
  servings: number,
): NutrientAmount[] {
  const portions = Math.max(1, Math.floor(servings))
  return recipeNutrients.map(({ id }) => {
    let total = 0
    for (const line of lines) {
      if (!line.grams) continue
      total += (line.grams * (line.per100g.get(id) ?? 0)) / 100
    }
    return { nutrientId: id, amount: round(total / portions) }
  })
}
