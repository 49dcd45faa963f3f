import { describe, expect, it } from 'vitest'
import { BASIC_NUTRIENT_IDS, DEFAULT_DAILY_GOALS, recipeNutrients } from '@sufra/core'
import { basicNutrients } from './nutrition-goals'

describe('basicNutrients', () => {
  const all = recipeNutrients.map((definition, index) => ({
    nutrientId: definition.id,
    name: { ...definition.name },
    unit: { ...definition.unit },
    amount: index,
  }))

  it('is the core catalogue basic set, in the order of the spec', () => {
    expect(recipeNutrients.filter((n) => n.basic).map((n) => n.id)).toEqual([...BASIC_NUTRIENT_IDS])
    expect(basicNutrients(all).map((n) => n.name.en)).toEqual([
      'Calories',
      'Fat',
      'Carbohydrates',
      'Sugar',
      'Protein',
      'Sodium',
      'Fiber',
    ])
    expect(Object.keys(DEFAULT_DAILY_GOALS).map(Number).sort()).toEqual([...BASIC_NUTRIENT_IDS].sort())
  })

  it('keeps that order whatever order the recipe lists them in, and skips missing ones', () => {
    const shuffled = [...all].reverse().filter((n) => n.nutrientId !== 2000)
    expect(basicNutrients(shuffled).map((n) => n.nutrientId)).toEqual([1008, 1004, 1005, 1003, 1093, 1079])
    expect(basicNutrients([])).toEqual([])
  })
})
