import { describe, expect, it } from 'vitest'
import { portionChoices } from './portion-choices'

const onion = [
  { amount: 1, unit: 'cup', grams: 160 },
  { amount: 1, unit: 'cup, chopped', grams: 160 },
  { amount: 1, unit: 'slice, large (1/4" thick)', grams: 38 },
  { amount: 1, unit: 'medium (2-1/2" dia)', grams: 110 },
  { amount: 3, unit: 'cloves', grams: 9 },
  { amount: 0.5, unit: 'tbsp', grams: 5 },
  { amount: 1, unit: 'NLEA serving', grams: 148 },
  { amount: 1, unit: 'cup', grams: 0 },
]

describe('portionChoices', () => {
  it('reads catalogue units and USDA descriptions in English', () => {
    expect(portionChoices(onion, 'en').map(({ index, name, grams }) => [index, name, grams])).toEqual([
      [0, '1 cup', 160],
      [1, '1 cup, chopped', 160],
      [2, '1 slice, large (1/4" thick)', 38],
      [3, '1 medium (2-1/2" dia)', 110],
      [4, '3 cloves', 9],
      [5, '½ tablespoon', 5],
      [6, '1 NLEA serving', 148],
    ])
  })

  it('keeps only catalogue units in Arabic, once each', () => {
    expect(portionChoices(onion, 'ar').map(({ index, name }) => [index, name])).toEqual([
      [0, '1 كوب'],
      [2, '1 شريحة'],
      [3, '1 متوسطة'],
      [4, '3 فص'],
      [5, '½ ملعقة كبيرة'],
    ])
  })
})
