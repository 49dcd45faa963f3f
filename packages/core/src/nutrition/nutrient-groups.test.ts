import { describe, expect, it } from 'vitest'
import { groupIngredientNutrients } from './nutrient-groups'

const garlic = [
  { nutrientId: 1003, value: 6.36, unitName: 'G' },
  { nutrientId: 1007, value: 1.5, unitName: 'G' },
  { nutrientId: 1008, value: 149, unitName: 'KCAL' },
  { nutrientId: 1062, value: 623, unitName: 'KJ' },
  { nutrientId: 1004, value: 0.5, unitName: 'G' },
  { nutrientId: 1087, value: 181, unitName: 'MG' },
  { nutrientId: 1103, value: 14.2, unitName: 'UG' },
  { nutrientId: 1162, value: 31.2, unitName: 'MG' },
  { nutrientId: 1212, value: 0.217, unitName: 'G' },
  { nutrientId: 2000, value: 0, unitName: 'G' },
]

describe('groupIngredientNutrients', () => {
  it('groups per 100 g in label order, leaving out zeros and the USDA fine print', () => {
    const groups = groupIngredientNutrients(garlic)
    expect(groups.map((group) => group.group)).toEqual(['energy', 'vitamins', 'minerals'])
    expect(groups[0]!.nutrients.map((n) => [n.nutrientId, n.amount])).toEqual([
      [1008, 149],
      [1004, 0.5],
      [1003, 6.36],
    ])
    expect(groups[0]!.nutrients[0]!.unit).toEqual({ en: 'kcal', ar: 'سعرة' })
    expect(groups[1]!.nutrients.map((n) => n.name.en)).toEqual(['Vitamin C'])
    expect(groups[2]!.nutrients.map((n) => [n.name.ar, n.unit.en])).toEqual([
      ['الكالسيوم', 'mg'],
      ['السيلينيوم', 'µg'],
    ])
  })

  it('scales to a portion', () => {
    const [energy] = groupIngredientNutrients(garlic, 3)
    expect(energy!.nutrients[0]!.amount).toBeCloseTo(4.47)
  })

  it('has no groups for an ingredient without nutrition', () => {
    expect(groupIngredientNutrients([])).toEqual([])
  })
})
