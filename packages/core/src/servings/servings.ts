import type { Language } from '../language/detect-language'
import { isUnitId, unitById } from '../units/catalogue'

/** A recipe serves at least one person (spec section 9: the serving adjuster's minimum is 1). */
export const MIN_SERVINGS = 1

/**
 * A servings count as the adjuster keeps it: a whole number, at least 1. Anything that is not a
 * number (an empty field, NaN) becomes 1.
 */
export function clampServings(value: number): number {
  if (!Number.isFinite(value)) return MIN_SERVINGS
  return Math.max(MIN_SERVINGS, Math.round(value))
}

/**
 * An ingredient amount written for `fromServings` people, scaled for `toServings` (spec section 4:
 * amounts scale by the servings ratio). A ratio that cannot be taken (no servings, not a number)
 * leaves the amount as written. Binary floating-point noise (`0.1 × 3 = 0.30000000000000004`) is
 * removed so the result prints as a cook wrote it.
 */
export function scaleAmount(amount: number, fromServings: number, toServings: number): number {
  if (!Number.isFinite(amount)) return amount
  if (!Number.isFinite(fromServings) || !Number.isFinite(toServings)) return amount
  if (fromServings <= 0 || toServings <= 0) return amount
  if (fromServings === toServings) return amount
  return Number(((amount * toServings) / fromServings).toPrecision(12))
}

/** The fractions cooks read on measuring cups and spoons, smallest first. */
const kitchenFractions = [
  { value: 1 / 8, glyph: '⅛' },
  { value: 1 / 4, glyph: '¼' },
  { value: 1 / 3, glyph: '⅓' },
  { value: 1 / 2, glyph: '½' },
  { value: 2 / 3, glyph: '⅔' },
  { value: 3 / 4, glyph: '¾' },
] as const

/**
 * How close the part after the whole number must be to a kitchen fraction to be shown as one:
 * 0.33 and 0.3333 are ⅓, 0.66 and 0.67 are ⅔, 0.3 stays 0.3. The fractions are at least 0.083
 * apart, so no value is near two of them.
 */
const FRACTION_TOLERANCE = 0.01

/** Amounts are shown with at most two decimals (spec section 4). */
const MAX_DECIMALS = 2
const SMALLEST_SHOWN = 10 ** -MAX_DECIMALS

/**
 * Both languages use Western digits with `.` for decimals and `,` for thousands: Arabic pages keep
 * Western digits so amounts read the same as what cooks type in the recipe form (see
 * `intlLocaleOf` in @sufra/i18n, `ar-u-nu-latn`, which formats exactly like this).
 */
const decimalFormat = new Intl.NumberFormat('en', {
  maximumFractionDigits: MAX_DECIMALS,
  useGrouping: true,
})

export type FormatAmountOptions = {
  /**
   * Show amounts near ½, ⅓, ⅔, ¼, ¾ or ⅛ as that fraction (default true). Metric weights and
   * volumes read better as decimals: `fractionsSuit(unitId)` says which units want fractions.
   */
  fractions?: boolean
}

/**
 * An ingredient amount as a cook expects to read it: `½`, `1½`, `2¼` near a kitchen fraction,
 * else at most two decimals (`0.4`, `1.25`, `1,200`). Whole numbers have no decimals; a positive
 * amount too small for two decimals reads `<0.01` rather than a misleading `0`.
 *
 * The text is a left-to-right run (digits and fraction glyphs): inside Arabic text, isolate it
 * (`<bdi dir="ltr">`) so `1½` is not reordered as `½1`.
 */
export function formatAmount(amount: number, _locale: Language, options: FormatAmountOptions = {}): string {
  if (!Number.isFinite(amount)) return ''
  if (amount < 0) return `-${formatAmount(-amount, _locale, options)}`
  const { fractions = true } = options
  if (fractions) {
    const whole = Math.floor(amount)
    const part = amount - whole
    const fraction = kitchenFractions.find(({ value }) => Math.abs(part - value) <= FRACTION_TOLERANCE + 1e-9)
    if (fraction) return whole === 0 ? fraction.glyph : `${decimalFormat.format(whole)}${fraction.glyph}`
  }
  if (amount > 0 && amount < SMALLEST_SHOWN / 2) return `<${decimalFormat.format(SMALLEST_SHOWN)}`
  return decimalFormat.format(amount)
}

/**
 * Whether amounts in this unit read best as kitchen fractions (cups, spoons, cans, cloves: `½ cup`)
 * or as decimals (metric weights, volumes and lengths: `2.5 g`, `0.75 l`, `1.5 cm`). Unknown units
 * get fractions, as most hand-written units are kitchen measures.
 */
export function fractionsSuit(unitId: string): boolean {
  if (!isUnitId(unitId)) return true
  return !metricUnits.has(unitById[unitId].id)
}

const metricUnits: ReadonlySet<string> = new Set(['mg', 'g', 'kg', 'ml', 'cl', 'dl', 'l', 'mm', 'cm'])
