import { describe, expect, it } from 'vitest'
import { cookIngredientLine, ingredientQuantity } from './cook-line'

const text = (en: string, ar = en) => ({ en, ar })
const line = (amount: number | null, unitId: string, unit = text(unitId)) => ({ amount, unitId, unit })

describe('ingredientQuantity', () => {
  it('scales by the servings ratio: ½ cup for 4 is 1 cup for 8', () => {
    const scaled = (to: number) => ingredientQuantity(line(0.5, 'cup'), 'en', { servings: { from: 4, to } })
    expect(scaled(4)).toEqual({ amount: '½', unit: 'cup' })
    expect(scaled(8)).toEqual({ amount: '1', unit: 'cup' })
    expect(scaled(12)).toEqual({ amount: '1½', unit: 'cups' })
    expect(scaled(1)).toEqual({ amount: '⅛', unit: 'cup' })
  })

  it('uses the Arabic unit label, which stays singular after a number', () => {
    expect(ingredientQuantity(line(2, 'tbsp'), 'ar')).toEqual({ amount: '2', unit: 'ملعقة كبيرة' })
    expect(ingredientQuantity(line(1.5, 'cup'), 'ar')).toEqual({ amount: '1½', unit: 'كوب' })
  })

  it('shows metric amounts as decimals with at most two places', () => {
    expect(ingredientQuantity(line(120, 'g'), 'en', { servings: { from: 6, to: 4 } })).toEqual({
      amount: '80',
      unit: 'grams',
    })
    expect(ingredientQuantity(line(1, 'kg'), 'en', { servings: { from: 4, to: 2 } })).toEqual({
      amount: '0.5',
      unit: 'kilogram',
    })
    expect(ingredientQuantity(line(100, 'g'), 'ar', { servings: { from: 3, to: 1 } })).toEqual({
      amount: '33.33',
      unit: 'غرام',
    })
  })

  it('agrees the label with the amount as shown', () => {
    expect(ingredientQuantity(line(1, 'clove'), 'en').unit).toBe('clove')
    expect(ingredientQuantity(line(2, 'clove'), 'en').unit).toBe('cloves')
    expect(ingredientQuantity(line(1.001, 'cup'), 'en')).toEqual({ amount: '1', unit: 'cup' })
  })

  it('has no amount for a line without one, and a singular label', () => {
    expect(ingredientQuantity(line(null, 'cup'), 'en')).toEqual({ amount: '', unit: 'cup' })
    expect(ingredientQuantity(line(0, 'to taste'), 'ar')).toEqual({ amount: '', unit: 'حسب الرغبة' })
    expect(ingredientQuantity(line(2, 'to taste'), 'en')).toEqual({ amount: '', unit: 'to taste' })
  })

  it('says nothing for the bare count unit, in both languages', () => {
    expect(ingredientQuantity(line(3, 'count'), 'en', { servings: { from: 2, to: 4 } })).toEqual({
      amount: '6',
      unit: '',
    })
    expect(ingredientQuantity(line(3, 'count'), 'ar')).toEqual({ amount: '3', unit: '' })
  })

  it("falls back to the stored label for a unit outside the catalogue, then the other language's", () => {
    expect(ingredientQuantity(line(2, 'splash', { en: 'splashes', ar: 'رشّات' }), 'ar').unit).toBe('رشّات')
    expect(ingredientQuantity(line(2, 'splash', { en: 'splash', ar: '' }), 'ar').unit).toBe('splash')
  })
})

describe('cookIngredientLine', () => {
  const chickpeas = { ...line(2, 'cup'), name: text('chickpeas', 'حمص'), note: text('drained', 'مصفّى') }

  it('reads amount, unit, name and note in each language', () => {
    expect(cookIngredientLine(chickpeas, 'en')).toBe('2 cups chickpeas, drained')
    expect(cookIngredientLine(chickpeas, 'ar')).toBe('2 كوب حمص، مصفّى')
  })

  it('prints kitchen fractions, not decimals', () => {
    expect(cookIngredientLine({ ...line(0.5, 'tsp'), name: text('salt') }, 'en')).toBe('½ teaspoon salt')
    expect(cookIngredientLine({ ...line(1 / 3, 'cup'), name: text('tahini') }, 'en')).toBe('⅓ cup tahini')
  })

  it('puts "to taste" after the name and leaves the count unit out', () => {
    expect(cookIngredientLine({ ...line(0, 'to taste'), name: text('salt', 'ملح') }, 'ar')).toBe(
      'ملح حسب الرغبة',
    )
    expect(cookIngredientLine({ ...line(2, 'count'), name: text('eggs', 'بيض') }, 'en')).toBe('2 eggs')
    expect(cookIngredientLine({ ...line(2, 'count'), name: text('eggs', 'بيض') }, 'ar')).toBe('2 بيض')
  })

  it('scales, falls back to the other language and isolates the amount when asked', () => {
    const arabicOnly = { ...line(0.75, 'cup'), name: text('', 'طحينة') }
    expect(
      cookIngredientLine(arabicOnly, 'en', { servings: { from: 2, to: 4 }, isolateAmount: (a) => `[${a}]` }),
    ).toBe('[1½] cups طحينة')
  })
})
