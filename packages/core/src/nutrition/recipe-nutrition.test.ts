import { describe, expect, it } from 'vitest'
import { recipeNutrients } from './nutrients'
import { computeRecipeNutrition } from './recipe-nutrition'

const oliveOil = new Map([
  [1008, 884],
  [1004, 100],
])
const chickpeas = new Map([
  [1008, 139],
  [1003, 7.05],
  [1005, 22.5],
  [1079, 6.4],
  [1093, 246],
])

const amountOf = (result: ReturnType<typeof computeRecipeNutrition>, id: number) =>
  result.find((nutrient) => nutrient.nutrientId === id)?.amount

describe('computeRecipeNutrition', () => {
  it('sums grams × value per 100 g and divides by servings', () => {
    const result = computeRecipeNutrition(
      [
        { grams: 27, per100g: oliveOil },
        { grams: 400, per100g: chickpeas },
      ],
      4,
    )
    // (27 × 8.84 + 400 × 1.39) / 4 = (238.68 + 556) / 4
    expect(amountOf(result, 1008)).toBe(198.67)
    expect(amountOf(result, 1004)).toBe(6.75)
    expect(amountOf(result, 1003)).toBe(7.05)
    expect(amountOf(result, 1093)).toBe(246)
  })

  it('skips lines that cannot be weighed and reports zeros for absent nutrients', () => {
    const result = computeRecipeNutrition(
      [
        { grams: null, per100g: chickpeas },
        { grams: 100, per100g: oliveOil },
      ],
      1,
    )
    expect(amountOf(result, 1008)).toBe(884)
    expect(amountOf(result, 2000)).toBe(0)
    expect(result.map((nutrient) => nutrient.nutrientId)).toEqual(
      recipeNutrients.map((nutrient) => nutrient.id),
    )
  })

  it('treats fewer than one serving as one', () => {
    expect(amountOf(computeRecipeNutrition([{ grams: 100, per100g: oliveOil }], 0), 1008)).toBe(884)
  })

  it('lists the basic set of the spec first, in its order', () => {
    expect(recipeNutrients.filter((n) => n.basic).map((n) => n.name.en)).toEqual([
      'Calories',
      'Fat',
      'Carbohydrates',
      'Sugar',
      'Protein',
      'Sodium',
      'Fiber',
    ])
    expect(recipeNutrients.slice(0, 7).every((n) => n.basic)).toBe(true)
  })
})
