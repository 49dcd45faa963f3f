import { describe, expect, it } from 'vitest'
import { units } from '../units/catalogue'
import { MIN_SERVINGS, clampServings, formatAmount, fractionsSuit, scaleAmount } from './servings'

describe('scaleAmount', () => {
  it.each([
    ['doubles for twice the servings', 0.5, 4, 8, 1],
    ['halves for half the servings', 2, 4, 2, 1],
    ['keeps the amount for the same servings', 1.25, 4, 4, 1.25],
    ['scales down to one serving', 3, 6, 1, 0.5],
    ['scales up from one serving', 0.25, 1, 3, 0.75],
    ['thirds', 1, 3, 1, 0.333333333333],
    ['zero stays zero', 0, 4, 9, 0],
    ['large amounts', 1200, 4, 10, 3000],
  ])('%s: %d for %d → %d serves %d', (_name, amount, from, to, expected) => {
    expect(scaleAmount(amount, from, to)).toBe(expected)
  })

  it('removes floating-point noise', () => {
    expect(0.1 * 3).not.toBe(0.3)
    expect(scaleAmount(0.1, 1, 3)).toBe(0.3)
    expect(scaleAmount(0.7, 10, 30)).toBe(2.1)
    expect(scaleAmount(1.1, 1, 3)).toBe(3.3)
  })

  it('is undone by scaling back', () => {
    for (const amount of [0.125, 0.5, 1, 2.75, 120, 0.333]) {
      expect(scaleAmount(scaleAmount(amount, 4, 7), 7, 4)).toBeCloseTo(amount, 10)
    }
  })

  it('leaves the amount as written when the ratio cannot be taken', () => {
    expect(scaleAmount(2, 0, 4)).toBe(2)
    expect(scaleAmount(2, 4, 0)).toBe(2)
    expect(scaleAmount(2, -1, 4)).toBe(2)
    expect(scaleAmount(2, Number.NaN, 4)).toBe(2)
    expect(scaleAmount(2, 4, Number.POSITIVE_INFINITY)).toBe(2)
    expect(scaleAmount(Number.NaN, 4, 8)).toBeNaN()
  })
})

describe('clampServings', () => {
  it('keeps whole servings of at least one', () => {
    expect(MIN_SERVINGS).toBe(1)
    expect(clampServings(4)).toBe(4)
    expect(clampServings(1)).toBe(1)
    expect(clampServings(0)).toBe(1)
    expect(clampServings(-3)).toBe(1)
    expect(clampServings(2.4)).toBe(2)
    expect(clampServings(2.5)).toBe(3)
    expect(clampServings(Number.NaN)).toBe(1)
    expect(clampServings(Number.POSITIVE_INFINITY)).toBe(1)
  })
})

describe('formatAmount', () => {
  it.each([
    [0.5, '½'],
    [0.25, '¼'],
    [0.75, '¾'],
    [0.125, '⅛'],
    [1 / 3, '⅓'],
    [2 / 3, '⅔'],
    [1.5, '1½'],
    [2.25, '2¼'],
    [3.75, '3¾'],
    [1 + 1 / 3, '1⅓'],
    [2 + 2 / 3, '2⅔'],
    [10.5, '10½'],
    [1000.5, '1,000½'],
  ])('a kitchen fraction: %d → %s', (amount, expected) => {
    expect(formatAmount(amount, 'en')).toBe(expected)
  })

  it.each([
    // Written or scaled values near a fraction are that fraction.
    [0.33, '⅓'],
    [0.333, '⅓'],
    [0.34, '⅓'],
    [0.66, '⅔'],
    [0.67, '⅔'],
    [0.13, '⅛'],
    [0.12, '⅛'],
    [0.26, '¼'],
    [0.49, '½'],
    [1.51, '1½'],
    [0.74, '¾'],
  ])('close to a fraction: %d → %s', (amount, expected) => {
    expect(formatAmount(amount, 'en')).toBe(expected)
  })

  it.each([
    [1, '1'],
    [2, '2'],
    [0, '0'],
    [12, '12'],
    [1200, '1,200'],
    [0.3, '0.3'],
    [0.4, '0.4'],
    [0.7, '0.7'],
    [0.2, '0.2'],
    [0.6, '0.6'],
    [0.9, '0.9'],
    [0.1, '0.1'],
    [1.2, '1.2'],
    [0.375, '0.38'],
    [0.875, '0.88'],
    [1.125, '1⅛'],
    [2.345, '2.35'],
    [3.14159, '3.14'],
    [0.05, '0.05'],
  ])('otherwise at most two decimals: %d → %s', (amount, expected) => {
    expect(formatAmount(amount, 'en')).toBe(expected)
  })

  it('rounds values a hair from a whole number to it', () => {
    expect(formatAmount(1.999, 'en')).toBe('2')
    expect(formatAmount(2.004, 'en')).toBe('2')
    expect(formatAmount(0.9999999, 'en')).toBe('1')
    expect(formatAmount(scaleAmount(1 / 3, 1, 3), 'en')).toBe('1')
  })

  it('never shows a positive amount as 0', () => {
    expect(formatAmount(0.004, 'en')).toBe('<0.01')
    expect(formatAmount(0.001, 'ar')).toBe('<0.01')
    expect(formatAmount(0.005, 'en')).toBe('0.01')
  })

  it('shows scaled recipe amounts the way a cook reads them', () => {
    // ½ cup for 4 serves is 1 cup for 8 and ¼ cup for 2.
    expect(formatAmount(scaleAmount(0.5, 4, 8), 'en')).toBe('1')
    expect(formatAmount(scaleAmount(0.5, 4, 2), 'en')).toBe('¼')
    expect(formatAmount(scaleAmount(1, 3, 2), 'en')).toBe('⅔')
    expect(formatAmount(scaleAmount(1, 4, 6), 'en')).toBe('1½')
    expect(formatAmount(scaleAmount(2, 6, 1), 'en')).toBe('⅓')
    expect(formatAmount(scaleAmount(1, 4, 5), 'en')).toBe('1¼')
    expect(formatAmount(scaleAmount(1, 3, 4), 'en')).toBe('1⅓')
    expect(formatAmount(scaleAmount(1, 6, 5), 'en')).toBe('0.83')
  })

  it('uses decimals when fractions are turned off (metric amounts)', () => {
    expect(formatAmount(0.5, 'en', { fractions: false })).toBe('0.5')
    expect(formatAmount(2.25, 'en', { fractions: false })).toBe('2.25')
    expect(formatAmount(1 / 3, 'en', { fractions: false })).toBe('0.33')
    expect(formatAmount(250, 'en', { fractions: false })).toBe('250')
    expect(formatAmount(1500.5, 'ar', { fractions: false })).toBe('1,500.5')
  })

  it('keeps Western digits in Arabic, as the rest of the app does', () => {
    expect(formatAmount(1.5, 'ar')).toBe('1½')
    expect(formatAmount(0.5, 'ar')).toBe('½')
    expect(formatAmount(2.35, 'ar')).toBe('2.35')
    expect(formatAmount(1200, 'ar')).toBe('1,200')
    expect(formatAmount(12.4, 'ar')).not.toMatch(/[٠-٩٫٬]/)
    for (const amount of [0.125, 0.3, 1, 1.75, 2.6, 1234.56]) {
      expect(formatAmount(amount, 'ar')).toBe(formatAmount(amount, 'en'))
    }
  })

  it('matches the Arabic number format of the app (ar-u-nu-latn)', () => {
    const arabic = new Intl.NumberFormat('ar-u-nu-latn', { maximumFractionDigits: 2 })
    for (const amount of [0.3, 2.35, 1200, 12345.6]) {
      expect(formatAmount(amount, 'ar', { fractions: false })).toBe(arabic.format(amount))
    }
  })

  it('has a text for anything', () => {
    expect(formatAmount(Number.NaN, 'en')).toBe('')
    expect(formatAmount(Number.POSITIVE_INFINITY, 'en')).toBe('')
    expect(formatAmount(-0.5, 'en')).toBe('-½')
    expect(formatAmount(-2.3, 'en')).toBe('-2.3')
  })
})

describe('fractionsSuit', () => {
  it('gives kitchen measures and counted things fractions', () => {
    for (const id of ['cup', 'tbsp', 'tsp', 'can', 'clove', 'piece', 'bunch', 'pinch', 'lb', 'oz']) {
      expect(fractionsSuit(id)).toBe(true)
    }
  })

  it('gives metric weights, volumes and lengths decimals', () => {
    for (const id of ['mg', 'g', 'kg', 'ml', 'cl', 'dl', 'l', 'mm', 'cm']) {
      expect(fractionsSuit(id)).toBe(false)
    }
  })

  it('knows every unit of the catalogue, and treats unknown ones as kitchen measures', () => {
    for (const unit of units) expect(typeof fractionsSuit(unit.id)).toBe('boolean')
    expect(fractionsSuit('handful-ish')).toBe(true)
    expect(fractionsSuit('')).toBe(true)
  })
})
