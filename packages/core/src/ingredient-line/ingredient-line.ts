/**
 * One ingredient line as the recipe form writes it and the server reads it: "quantity unit name"
 * (`2 tbsp olive oil`, `0.5 cup flour`, `2 ملعقة كبيرة زيت زيتون`).
 *
 * `composeIngredientLine` writes the line from the form's three fields; `parseIngredientLine` reads a
 * line back into an amount, a catalogue unit and the name. Every line `composeIngredientLine` writes is
 * read back to the same amount (to 3 decimals), unit and name.
 */
import type { Language } from '../language/detect-language'
import { foldArabic } from '../text/arabic'
import { toWesternDigits } from '../text/digits'
import { arabicUnitQualifiers } from '../units/aliases-ar'
import { englishUnitQualifiers } from '../units/aliases-en'
import { type UnitId, unitById } from '../units/catalogue'
import { normalizeUnit } from '../units/normalize'

export interface IngredientLineInput {
  quantity: number
  unitId: UnitId
  name: string
}

export interface ParsedIngredientLine {
  amount: number
  unitId: UnitId
  /** The rest of the line as written (single spaces); empty when the line ends with the unit. */
  name: string
}

/**
 * Why a line could not be read: `empty` (nothing but spaces), `quantity` (it does not start with an
 * amount we can read), `unit` (no catalogue unit follows the amount).
 */
export type IngredientLineProblem = 'empty' | 'quantity' | 'unit'

export type IngredientLineResult =
  { ok: true; line: ParsedIngredientLine } | { ok: false; problem: IngredientLineProblem }

/** Amounts are written with at most this many decimals (a kitchen needs no more). */
const QUANTITY_DECIMALS = 3

/** The most words a unit may take (`according to taste`, `على حسب الرغبة`). */
const MAX_UNIT_WORDS = 4

const VULGAR_FRACTIONS: Readonly<Record<string, string>> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅐': '1/7',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
  '⅑': '1/9',
  '⅒': '1/10',
}
const VULGAR_FRACTION = new RegExp(`[${Object.keys(VULGAR_FRACTIONS).join('')}]`, 'g')

/**
 * `1 1/2`, `1/2`, `1.5`, `.5`, `2`; the amount must end at a space or a letter (`200g flour`), so ranges
 * (`1-2`) and comma decimals (`1,5`) are not read as their first number.
 */
const QUANTITY =
  /^(?:(?<whole>\d+)\s+(?<mixedTop>\d+)\s*\/\s*(?<mixedBottom>\d+)|(?<top>\d+)\s*\/\s*(?<bottom>\d+)|(?<decimal>\d*\.\d+|\d+))(?=\s|\p{L}|$)/u

const englishQualifiers = new Set(englishUnitQualifiers)
const arabicQualifiers = new Set(arabicUnitQualifiers.map((word) => foldArabic(word)))

/** The amount as a plain decimal: `0.5`, `2`, `1.333`, never `1e-7` or a fraction. */
function quantityText(quantity: number): string {
  const fixed = quantity.toFixed(QUANTITY_DECIMALS)
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed
}

/** The unit as the line writes it: the short English id (`tbsp`, `fl oz`) or the Arabic label. */
function unitText(unitId: UnitId, lang: Language): string {
  return lang === 'ar' ? unitById[unitId].ar : unitId
}

/**
 * The text line the recipe form sends for one ingredient: the quantity as a plain decimal (Western
 * digits), the unit (English: its short id such as `tbsp`, `cup`, `fl oz`; Arabic: its label such as
 * `ملعقة كبيرة`) and the name, single-spaced: `2 tbsp olive oil`, `2 ملعقة كبيرة زيت زيتون`.
 */
export function composeIngredientLine(input: IngredientLineInput, lang: Language): string {
  const name = input.name.replace(/\s+/g, ' ').trim()
  return [quantityText(input.quantity), unitText(input.unitId, lang), name].filter(Boolean).join(' ')
}

/** Digits in any script, `½` and the fraction slash, single spaces. */
function tidyLine(text: string): string {
  return toWesternDigits(text)
    .replace(/(\d)?([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒])/g, (_match, digit: string | undefined, fraction: string) =>
      digit === undefined ? fraction : `${digit} ${fraction}`,
    )
    .replace(VULGAR_FRACTION, (fraction) => VULGAR_FRACTIONS[fraction]!)
    .replace(/[\u2044\u2215]/g, '/')
    .replace(/\s+/g, ' ')
    .trim()
}

function readQuantity(text: string): { amount: number; rest: string } | undefined {
  const match = QUANTITY.exec(text)
  if (!match?.groups) return undefined
  const { whole, mixedTop, mixedBottom, top, bottom, decimal } = match.groups
  let amount: number
  if (decimal !== undefined) amount = Number(decimal)
  else if (top !== undefined) amount = Number(top) / Number(bottom)
  else amount = Number(whole) + Number(mixedTop) / Number(mixedBottom)
  if (!Number.isFinite(amount)) return undefined
  return { amount, rest: text.slice(match[0].length).trim() }
}

/** A qualifier ends no unit: in `1 cup full cream milk` the unit is `cup`, not `cup full`. */
function endsWithQualifier(words: readonly string[], lang: Language): boolean {
  const last = words[words.length - 1]!
  return (
    englishQualifiers.has(last.toLowerCase()) || (lang === 'ar' && arabicQualifiers.has(foldArabic(last)))
  )
}

/** The longest run of leading words (at most 4) that names a catalogue unit. */
function readUnit(rest: string, lang: Language): { unitId: UnitId; name: string } | undefined {
  const words = rest.split(' ').filter(Boolean)
  for (let count = Math.min(MAX_UNIT_WORDS, words.length); count >= 1; count--) {
    const unitWords = words.slice(0, count)
    if (endsWithQualifier(unitWords, lang)) continue
    const unitId = normalizeUnit(unitWords.join(' ').replace(/[,،:;]+$/u, ''), lang)
    if (unitId) return { unitId, name: words.slice(count).join(' ') }
  }
  return undefined
}

/** `2 cups of flour`, `2 كوب من الدقيق`: the joining word is not part of the name. */
function withoutJoiningWord(name: string, lang: Language): string {
  const joined = lang === 'ar' ? /^من\s+/u : /^of\s+/i
  return name.replace(joined, '').trim()
}

/**
 * Reads a line, or says what is missing. Accepts decimals (`0.5`, `.5`, `١٫٥`), fractions (`1/2`,
 * `1 1/2`, `½`, `1½`), Arabic-Indic and Persian digits, an amount written against its unit (`200g`),
 * any unit spelling `normalizeUnit` knows in the language (`tbsp`, `Tablespoons`, `ملاعق كبيرة`; in
 * Arabic also Latin units such as `g`), and a joining `of` / `من` before the name.
 */
export function readIngredientLine(text: string, lang: Language): IngredientLineResult {
  const tidy = tidyLine(text)
  if (!tidy) return { ok: false, problem: 'empty' }
  const quantity = readQuantity(tidy)
  if (!quantity) return { ok: false, problem: 'quantity' }
  const unit = quantity.rest ? readUnit(quantity.rest, lang) : undefined
  if (!unit) return { ok: false, problem: 'unit' }
  return {
    ok: true,
    line: { amount: quantity.amount, unitId: unit.unitId, name: withoutJoiningWord(unit.name, lang) },
  }
}

/**
 * The amount, catalogue unit and name of a "quantity unit name" line, or null when it does not start
 * with an amount followed by a known unit (`2 eggs`, `a pinch of salt`, `2 smidgens sugar`). A line
 * that ends with its unit has an empty name. See `readIngredientLine` for what is accepted.
 */
export function parseIngredientLine(text: string, lang: Language): ParsedIngredientLine | null {
  const result = readIngredientLine(text, lang)
  return result.ok ? result.line : null
}
