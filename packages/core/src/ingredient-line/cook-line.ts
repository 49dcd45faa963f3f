/**
 * An ingredient line as a cook reads it on the recipe page, in the PDF and in the server's `ingrText`:
 * `½ cup flour`, `2 eggs`, `250 grams sugar, sifted`, `salt to taste`. (The form's own line, which the
 * server reads back, is `composeIngredientLine`: it always names the unit and writes plain decimals.)
 */
import type { Language } from '../language/detect-language'
import { formatAmount, fractionsSuit, scaleAmount } from '../servings/servings'
import { type BilingualText, pickText } from '../text/bilingual'
import { isUnitId, unitLabel } from '../units/catalogue'

export interface CookLineInput {
  /** The amount as written for the recipe's servings; null or 0 when the line has none. */
  amount: number | null
  unitId: string
  /** The stored unit label, shown for a unit outside the catalogue. */
  unit?: BilingualText
}

export interface CookLineOptions {
  /** Scale the amount from the recipe's servings to the servings shown. */
  servings?: { from: number; to: number }
}

export interface IngredientQuantity {
  /** The amount as a cook reads it (`½`, `1¼`, `250`); empty when the line has no amount. */
  amount: string
  /** The unit label agreeing with the amount (`cup`, `cups`); empty for a bare count ("2 eggs"). */
  unit: string
}

/** A bare count needs no word after the number: a cook reads "2 eggs", not "2 count eggs". */
const silentUnits: ReadonlySet<string> = new Set(['count'])

/** Units written after the name, with no amount: "salt to taste", "oil as needed". */
const openAmountUnits: ReadonlySet<string> = new Set(['to taste', 'as needed'])

/** Whether the line reads "name unit" with no amount ("salt to taste"). */
export function hasOpenAmount(unitId: string): boolean {
  return openAmountUnits.has(unitId)
}

/**
 * The unit label for an amount as shown: English stays singular up to one (`½ cup`, `1 cup`,
 * `1½ cups`) and after an amount that rounds to one (`1.001` reads `1 cup`); Arabic keeps the
 * singular after a number. Without an amount the label is singular.
 */
export function unitLabelForAmount(
  unitId: string,
  lang: Language,
  amount: number | null,
  stored?: BilingualText,
) {
  if (!isUnitId(unitId)) return pickText(stored, lang) || unitId
  const hasAmount = amount !== null && Number.isFinite(amount) && amount > 0
  return unitLabel(unitId, lang, hasAmount ? Math.max(1, Math.round(amount * 100) / 100) : undefined)
}

/**
 * The amount (scaled when `servings` is given) and unit of a line as a cook reads them: kitchen
 * fractions for cups and spoons, decimals for metric units, no amount for "to taste", no unit word
 * for a bare count.
 */
export function ingredientQuantity(
  line: CookLineInput,
  lang: Language,
  options: CookLineOptions = {},
): IngredientQuantity {
  const written = line.amount ?? 0
  const scaled = options.servings ? scaleAmount(written, options.servings.from, options.servings.to) : written
  const hasAmount = Number.isFinite(scaled) && scaled > 0 && !hasOpenAmount(line.unitId)
  const amount = hasAmount ? formatAmount(scaled, lang, { fractions: fractionsSuit(line.unitId) }) : ''
  const unit = silentUnits.has(line.unitId)
    ? ''
    : unitLabelForAmount(line.unitId, lang, hasAmount ? scaled : null, line.unit)
  return { amount, unit }
}

export interface CookLineParts extends CookLineInput {
  name: BilingualText
  /** A note after the line ("drained"). */
  note?: BilingualText | null
}

/**
 * The whole line in `lang`: `2 cups chickpeas, drained`, `2 كوب حمص، مصفّى`, `salt to taste`.
 * `isolateAmount` wraps the amount where the caller must keep `1½` one left-to-right run inside
 * Arabic text (the PDF); each side of a text falls back to the other language when empty.
 */
export function cookIngredientLine(
  line: CookLineParts,
  lang: Language,
  options: CookLineOptions & { isolateAmount?: (amount: string) => string } = {},
): string {
  const name = pickText(line.name, lang)
  const { amount, unit } = ingredientQuantity(line, lang, options)
  const words = hasOpenAmount(line.unitId)
    ? [name, unit]
    : [amount && (options.isolateAmount ? options.isolateAmount(amount) : amount), unit, name]
  const text = words.filter(Boolean).join(' ')
  const note = pickText(line.note, lang)
  return note ? `${text}${lang === 'ar' ? '،' : ','} ${note}` : text
}
