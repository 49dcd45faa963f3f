import type { Schema } from '@sufra/api-client'
import { type Language, type UnitId, ingredientQuantity, isUnitId, normalizeUnit } from '@sufra/core'

export type PortionChoice = {
  /** The portion's place in the ingredient's list, which the radio value names. */
  index: number
  /** The portion as a cook reads it: `1 cup`, `3 cloves`, `1 medium (2-1/2" dia)`, `1 كوب`. */
  name: string
  grams: number
}

/**
 * The catalogue unit a portion's unit names, and what follows it. The catalogue's own ids come as
 * they are; USDA's portion descriptions (`cup, chopped`, `slice, large (1/4" thick)`) are read by
 * their first words (`cup`, `slice`), keeping the rest as a note.
 */
function readUnit(unit: string): { unitId: UnitId; rest: string } | undefined {
  if (isUnitId(unit)) return { unitId: unit, rest: '' }
  const whole = normalizeUnit(unit, 'en')
  if (whole) return { unitId: whole, rest: '' }
  const head = unit.split(/[,(]/)[0]!.trim()
  const unitId = head ? normalizeUnit(head, 'en') : undefined
  return unitId ? { unitId, rest: unit.slice(unit.indexOf(head) + head.length) } : undefined
}

/**
 * An ingredient's household portions as choices in `lang`. English shows a USDA description the
 * catalogue does not know as USDA wrote it (`1 medium (2-1/2" dia)`); Arabic shows only portions in
 * catalogue units, without the English note. The same words and weight twice are shown once.
 */
export function portionChoices(
  portions: readonly Schema<'IngredientPortion'>[],
  lang: Language,
): PortionChoice[] {
  const seen = new Set<string>()
  return portions.flatMap((portion, index) => {
    if (!(portion.grams > 0) || !(portion.amount > 0)) return []
    const read = readUnit(portion.unit)
    let name: string
    if (read) {
      const { amount, unit } = ingredientQuantity({ amount: portion.amount, unitId: read.unitId }, lang)
      name = [amount, unit].filter(Boolean).join(' ') + (lang === 'en' ? read.rest : '')
    } else if (lang === 'en') {
      const { amount } = ingredientQuantity({ amount: portion.amount, unitId: 'count' }, lang)
      name = `${amount} ${portion.unit}`
    } else {
      return []
    }
    const key = `${name}|${portion.grams}`
    if (seen.has(key)) return []
    seen.add(key)
    return [{ index, name, grams: portion.grams }]
  })
}
