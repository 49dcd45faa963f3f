import { describe, expect, it } from 'vitest'
import {
  canAddToList,
  ingredientQuantity,
  listIngredientIds,
  type RecipeIngredient,
} from './ingredient-lines'

const line = (amount: number, unitId: string, unit = { en: unitId, ar: unitId }) => ({ amount, unitId, unit })
const details = (id: string): RecipeIngredient['details'] => ({ _id: id, slug: id, image: null })

describe('ingredientQuantity', () => {
  it('scales by the servings ratio: ½ cup for 4 is 1 cup for 8', () => {
    expect(ingredientQuantity(line(0.5, 'cup'), 4, 4, 'en')).toEqual({ amount: '½', unit: 'cup' })
    expect(ingredientQuantity(line(0.5, 'cup'), 4, 8, 'en')).toEqual({ amount: '1', unit: 'cup' })
    expect(ingredientQuantity(line(0.5, 'cup'), 4, 12, 'en')).toEqual({ amount: '1½', unit: 'cups' })
    expect(ingredientQuantity(line(0.5, 'cup'), 4, 1, 'en')).toEqual({ amount: '⅛', unit: 'cup' })
  })

  it('uses the Arabic unit label, which stays singular after a number', () => {
    expect(ingredientQuantity(line(2, 'tbsp'), 4, 4, 'ar')).toEqual({ amount: '2', unit: 'ملعقة كبيرة' })
    expect(ingredientQuantity(line(0.5, 'cup'), 4, 12, 'ar')).toEqual({ amount: '1½', unit: 'كوب' })
  })

  it('shows metric amounts as decimals with at most two places', () => {
    expect(ingredientQuantity(line(120, 'g'), 6, 4, 'en')).toEqual({ amount: '80', unit: 'grams' })
    expect(ingredientQuantity(line(250, 'ml'), 4, 3, 'en')).toEqual({ amount: '187.5', unit: 'millilitres' })
    expect(ingredientQuantity(line(1, 'kg'), 4, 2, 'en')).toEqual({ amount: '0.5', unit: 'kilogram' })
    expect(ingredientQuantity(line(100, 'g'), 3, 1, 'ar')).toEqual({ amount: '33.33', unit: 'غرام' })
  })

  it('agrees the label with the amount as shown', () => {
    expect(ingredientQuantity(line(1, 'clove'), 3, 3, 'en').unit).toBe('clove')
    expect(ingredientQuantity(line(1, 'clove'), 3, 6, 'en').unit).toBe('cloves')
    expect(ingredientQuantity(line(1.001, 'cup'), 1, 1, 'en')).toEqual({ amount: '1', unit: 'cup' })
  })

  it('leaves out the amount of a line without one ("salt to taste")', () => {
    expect(ingredientQuantity(line(0, 'to taste'), 4, 8, 'en')).toEqual({ amount: '', unit: 'to taste' })
    expect(ingredientQuantity(line(0, 'to taste'), 4, 8, 'ar')).toEqual({ amount: '', unit: 'حسب الرغبة' })
  })

  it('says nothing for the bare count unit', () => {
    expect(ingredientQuantity(line(3, 'count'), 2, 4, 'en')).toEqual({ amount: '6', unit: '' })
  })

  it("falls back to the server's label for a unit outside the catalogue", () => {
    const handwritten = line(2, 'splash', { en: 'splashes', ar: 'رشّات' })
    expect(ingredientQuantity(handwritten, 2, 2, 'en')).toEqual({ amount: '2', unit: 'splashes' })
    expect(ingredientQuantity(handwritten, 2, 2, 'ar')).toEqual({ amount: '2', unit: 'رشّات' })
    expect(ingredientQuantity(line(2, 'splash', { en: 'splash', ar: '' }), 2, 2, 'ar').unit).toBe('splash')
  })
})

describe('add to list', () => {
  const lines = [
    { details: details('salt') },
    { details: null },
    { details: details('tahini') },
    { details: details('salt') },
  ]

  it('only catalogue ingredients can go on a list', () => {
    expect(lines.map(canAddToList)).toEqual([true, false, true, true])
  })

  it('sends the selected catalogue ids once each, in recipe order', () => {
    expect(listIngredientIds(lines, new Set([3, 2, 0, 1]))).toEqual(['salt', 'tahini'])
    expect(listIngredientIds(lines, new Set([2]))).toEqual(['tahini'])
    expect(listIngredientIds(lines, new Set())).toEqual([])
  })
})

describe('ingredientQuantity in a unit system', () => {
  it('shows weights and volumes in metric: grams and kilograms, millilitres and litres, spoons kept', () => {
    expect(ingredientQuantity(line(0.5, 'cup'), 4, 4, 'en', 'metric')).toEqual({
      amount: '118',
      unit: 'millilitres',
    })
    expect(ingredientQuantity(line(750, 'g'), 4, 8, 'en', 'metric')).toEqual({
      amount: '1.5',
      unit: 'kilograms',
    })
    expect(ingredientQuantity(line(1, 'lb'), 2, 2, 'ar', 'metric')).toEqual({ amount: '454', unit: 'غرام' })
    expect(ingredientQuantity(line(2, 'tbsp'), 4, 4, 'en', 'metric')).toEqual({
      amount: '2',
      unit: 'tablespoons',
    })
  })

  it('shows them in US units with kitchen fractions: 3 tsp is 1 tbsp, ⅛ cup is 2 tbsp', () => {
    expect(ingredientQuantity(line(120, 'g'), 4, 4, 'en', 'us')).toEqual({ amount: '4.23', unit: 'ounces' })
    expect(ingredientQuantity(line(1, 'tsp'), 1, 3, 'en', 'us')).toEqual({ amount: '1', unit: 'tablespoon' })
    expect(ingredientQuantity(line(0.5, 'cup'), 4, 1, 'en', 'us')).toEqual({
      amount: '2',
      unit: 'tablespoons',
    })
    expect(ingredientQuantity(line(0.5, 'cup'), 4, 4, 'ar', 'us')).toEqual({ amount: '½', unit: 'كوب' })
    expect(ingredientQuantity(line(946, 'ml'), 4, 4, 'en', 'us')).toEqual({ amount: '1', unit: 'quart' })
  })

  it('leaves counted units, open amounts and unknown units as written', () => {
    for (const units of ['metric', 'us'] as const) {
      expect(ingredientQuantity(line(2, 'can'), 4, 4, 'en', units)).toEqual({ amount: '2', unit: 'cans' })
      expect(ingredientQuantity(line(0, 'to taste'), 4, 8, 'en', units)).toEqual({
        amount: '',
        unit: 'to taste',
      })
      expect(
        ingredientQuantity(line(2, 'splash', { en: 'splashes', ar: 'رشّات' }), 2, 2, 'en', units),
      ).toEqual({
        amount: '2',
        unit: 'splashes',
      })
    }
  })
})
