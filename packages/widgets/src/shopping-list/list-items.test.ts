import { describe, expect, it } from 'vitest'
import { type ListRow, amountLines, groupByAisle, readTypedLine, typedLanguage } from './list-items'

const row = (id: string, aisle: ListRow['aisle'], checked = false): ListRow => ({
  _id: id,
  ingredientId: null,
  name: { en: id, ar: id },
  image: null,
  aisle,
  quantities: [],
  recipes: [],
  checked,
})

describe('groupByAisle', () => {
  it('puts unchecked rows in the shop-walk order of aisles, each keeping the list order, and checked rows last', () => {
    const rows = [
      row('salt', 'spices'),
      row('milk', 'dairy', true),
      row('tomato', 'produce'),
      row('towels', 'other'),
      row('parsley', 'produce'),
      row('chicken', 'meat', true),
    ]
    const { aisles, checked } = groupByAisle(rows)
    expect(aisles.map((group) => [group.aisle, group.items.map((item) => item._id)])).toEqual([
      ['produce', ['tomato', 'parsley']],
      ['spices', ['salt']],
      ['other', ['towels']],
    ])
    expect(checked.map((item) => item._id)).toEqual(['milk', 'chicken'])
  })

  it('is empty for no rows', () => {
    expect(groupByAisle([])).toEqual({ aisles: [], checked: [] })
  })
})

describe('amountLines', () => {
  it('reads each line in the chosen units and the page language; a line without amount or unit reads nothing', () => {
    const lines = [
      { amount: 250, unit: 'g' },
      { amount: 2, unit: 'cup' },
      { amount: 4, unit: '' },
      { amount: null, unit: 'to taste' },
      { amount: null, unit: '' },
    ]
    expect(amountLines(lines, 'metric', 'en')).toEqual(['250 grams', '473 millilitres', '4', 'to taste'])
    expect(amountLines(lines, 'us', 'en')).toEqual(['8.82 ounces', '2 cups', '4', 'to taste'])
    expect(amountLines(lines, 'us', 'ar')).toEqual(['8.82 أونصة', '2 كوب', '4', 'حسب الرغبة'])
  })

  it('shows a unit outside the catalogue as no unit rather than failing', () => {
    expect(amountLines([{ amount: 3, unit: 'handful-ish' }], 'metric', 'en')).toEqual(['3'])
  })
})

describe('readTypedLine', () => {
  it('reads amount, unit and name in either language', () => {
    expect(readTypedLine('2 cups sugar', 'en')).toEqual({ amount: '2', unit: 'cups', name: 'sugar' })
    expect(readTypedLine('٢ كوب سكر', 'ar')).toEqual({ amount: '2', unit: 'كوب', name: 'سكر' })
    expect(readTypedLine('نصف كوب حليب', 'ar')).toEqual({ amount: '½', unit: 'كوب', name: 'حليب' })
    expect(readTypedLine('3 eggs', 'en')).toEqual({ amount: '3', unit: '', name: 'eggs' })
    // A range adds its high end, as the server does.
    expect(readTypedLine('2-3 cloves garlic', 'en')).toEqual({ amount: '3', unit: 'cloves', name: 'garlic' })
    // Nothing but a name: the line as typed.
    expect(readTypedLine('paper towels', 'en')).toEqual({ amount: '', unit: '', name: 'paper towels' })
    expect(readTypedLine('salt to taste', 'en')).toEqual({ amount: '', unit: 'to taste', name: 'salt' })
  })

  it('is null for a blank line', () => {
    expect(readTypedLine('   ', 'en')).toBeNull()
  })
})

describe('typedLanguage', () => {
  it("is the line's own script when it has one, else the page's", () => {
    expect(typedLanguage('٢ كوب طحين', 'en')).toBe('ar')
    expect(typedLanguage('2 cups flour', 'ar')).toBe('en')
    expect(typedLanguage('250', 'ar')).toBe('ar')
    expect(typedLanguage('2 كوب flour', 'en')).toBe('en')
  })
})
