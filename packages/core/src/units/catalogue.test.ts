import { describe, expect, it } from 'vitest'
import { detectLanguage } from '../language/detect-language'
import { arabicUnitAliases } from './aliases-ar'
import { caseSensitiveEnglishUnitAliases, englishUnitAliases } from './aliases-en'
import { type UnitId, convertUnit, isUnitId, unitById, unitLabel, units } from './catalogue'

// The values the spec names explicitly; the rest of the list is ours.
const specUnits = [
  'mg',
  'g',
  'kg',
  'oz',
  'lb',
  'ml',
  'l',
  'tsp',
  'tbsp',
  'fl oz',
  'cup',
  'pint',
  'quart',
  'gal',
  'count',
  'unit',
  'sizes',
  'piece',
  'slice',
  'clove',
  'can',
  'bottle',
  'jar',
  'package',
  'box',
]

describe('units catalogue', () => {
  it('has about 75 units, including every one the spec names', () => {
    expect(units.length).toBeGreaterThanOrEqual(70)
    expect(units.length).toBeLessThanOrEqual(90)
    for (const id of specUnits) expect(isUnitId(id), id).toBe(true)
  })

  it('has unique ids', () => {
    const ids = units.map((unit) => unit.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('has unique English and Arabic labels', () => {
    for (const key of ['en', 'ar'] as const) {
      const labels = units.map((unit) => unit[key])
      expect(new Set(labels).size, key).toBe(labels.length)
    }
  })

  it.each(units.map((unit) => [unit.id, unit] as const))('%s has English and Arabic labels', (_id, unit) => {
    expect(unit.en.trim()).not.toBe('')
    expect(unit.enPlural.trim()).not.toBe('')
    expect(unit.ar.trim()).not.toBe('')
    expect(detectLanguage(unit.en)).toBe('en')
    expect(detectLanguage(unit.enPlural)).toBe('en')
    expect(detectLanguage(unit.ar)).toBe('ar')
  })

  it('gives every mass and volume unit a positive factor, and no other unit one', () => {
    for (const unit of units) {
      if (unit.kind === 'mass' || unit.kind === 'volume') {
        expect(unit.toBase, unit.id).toBeGreaterThan(0)
      } else {
        expect(unit.toBase, unit.id).toBeUndefined()
      }
    }
  })

  it('has the gram and the millilitre as base units', () => {
    expect(unitById.g).toMatchObject({ kind: 'mass', toBase: 1 })
    expect(unitById.ml).toMatchObject({ kind: 'volume', toBase: 1 })
  })

  it('indexes every unit by id', () => {
    for (const unit of units) expect(unitById[unit.id]).toBe(unit)
    expect(Object.keys(unitById)).toHaveLength(units.length)
  })

  it('only lists aliases for units that exist', () => {
    const aliasIds = [
      ...Object.keys(englishUnitAliases),
      ...Object.keys(arabicUnitAliases),
      ...Object.values(caseSensitiveEnglishUnitAliases),
    ]
    for (const id of aliasIds) expect(isUnitId(id), id).toBe(true)
  })

  it('writes English aliases in Latin letters and Arabic aliases in Arabic letters', () => {
    for (const [id, aliases] of Object.entries(englishUnitAliases)) {
      for (const alias of aliases ?? []) expect(detectLanguage(alias), `${id}: ${alias}`).toBe('en')
    }
    for (const [id, aliases] of Object.entries(arabicUnitAliases)) {
      for (const alias of aliases ?? []) expect(detectLanguage(alias), `${id}: ${alias}`).toBe('ar')
    }
  })
})

describe('isUnitId', () => {
  it.each([
    ['cup', true],
    ['fl oz', true],
    ['Cup', false],
    ['cups', false],
    ['toString', false],
    ['', false],
    [undefined, false],
    [3, false],
  ])('%j → %s', (value, expected) => {
    expect(isUnitId(value)).toBe(expected)
  })
})

describe('unitLabel', () => {
  it.each<[UnitId, number | undefined, string]>([
    ['cup', undefined, 'cup'],
    ['cup', 1, 'cup'],
    ['cup', 2, 'cups'],
    ['cup', 0, 'cups'],
    ['cup', 0.5, 'cups'],
    ['cup', 1.5, 'cups'],
    ['leaf', 3, 'leaves'],
    ['pinch', 2, 'pinches'],
    ['fl oz', 2, 'fluid ounces'],
    ['dozen', 2, 'dozen'],
  ])('English %s × %s → %s', (id, count, expected) => {
    expect(unitLabel(id, 'en', count)).toBe(expected)
  })

  it.each<[UnitId, string]>([
    ['tsp', 'ملعقة صغيرة'],
    ['tbsp', 'ملعقة كبيرة'],
    ['cup', 'كوب'],
    ['g', 'غرام'],
    ['kg', 'كيلوغرام'],
    ['ml', 'مل'],
    ['l', 'لتر'],
    ['piece', 'حبة'],
    ['slice', 'شريحة'],
    ['clove', 'فص'],
    ['can', 'علبة'],
    ['pinch', 'رشة'],
    ['bunch', 'حزمة'],
  ])('Arabic %s → %s, whatever the amount', (id, expected) => {
    expect(unitLabel(id, 'ar')).toBe(expected)
    expect(unitLabel(id, 'ar', 1)).toBe(expected)
    expect(unitLabel(id, 'ar', 3)).toBe(expected)
  })
})

describe('convertUnit', () => {
  it('converts within mass and within volume', () => {
    expect(convertUnit(2, 'kg', 'g')).toBe(2000)
    expect(convertUnit(500, 'mg', 'g')).toBeCloseTo(0.5)
    expect(convertUnit(1, 'lb', 'oz')).toBeCloseTo(16)
    expect(convertUnit(1, 'tbsp', 'tsp')).toBeCloseTo(3)
    expect(convertUnit(1, 'cup', 'tbsp')).toBeCloseTo(16)
    expect(convertUnit(1, 'gal', 'quart')).toBeCloseTo(4)
    expect(convertUnit(1, 'quart', 'pint')).toBeCloseTo(2)
    expect(convertUnit(1, 'cup', 'ml')).toBeCloseTo(236.59, 2)
    expect(convertUnit(1.5, 'l', 'dl')).toBeCloseTo(15)
  })

  it('refuses to cross kinds or to convert units without a fixed size', () => {
    expect(convertUnit(1, 'cup', 'g')).toBeUndefined()
    expect(convertUnit(1, 'piece', 'g')).toBeUndefined()
    expect(convertUnit(1, 'g', 'piece')).toBeUndefined()
    expect(convertUnit(1, 'cm', 'inch')).toBeUndefined()
  })
})
