import {
  type Aisle,
  type Language,
  type Quantity,
  type UnitSystem,
  aisles,
  detectLanguage,
  formatAmount,
  ingredientQuantity,
  isUnitId,
  parseFreeIngredientLine,
  toUnitSystem,
  unitLabelForAmount,
} from '@sufra/core'
import type { Schema } from '@sufra/api-client'

/** The id of the merged view of every list (the sidebar's All Lists). */
export const ALL_LISTS = 'all-lists'

export type ShoppingListItem = Schema<'ShoppingListItem'>
export type AllListsItem = Schema<'AllShoppingListsItem'>
/** A row of a list: one item of a list, or a merged row of All Lists. */
export type ListRow = ShoppingListItem | AllListsItem

export type AisleGroup<Row extends ListRow> = { aisle: Aisle; items: Row[] }

/**
 * The rows as a shop walk reads them: unchecked rows by aisle in core's order (each aisle keeps the
 * list's order), then every checked row at the end, in the list's order.
 */
export function groupByAisle<Row extends ListRow>(
  rows: readonly Row[],
): {
  aisles: AisleGroup<Row>[]
  checked: Row[]
} {
  const open = rows.filter((row) => !row.checked)
  const byAisle = aisles
    .map((aisle) => ({ aisle, items: open.filter((row) => row.aisle === aisle) }))
    .filter((group) => group.items.length > 0)
  // An aisle core does not know (a newer server) still shows, under Other's place at the end.
  const known = new Set<string>(aisles)
  const unknown = open.filter((row) => !known.has(row.aisle))
  if (unknown.length > 0) {
    const other = byAisle.find((group) => group.aisle === 'other')
    if (other) other.items.push(...unknown)
    else byAisle.push({ aisle: 'other', items: unknown })
  }
  return { aisles: byAisle, checked: rows.filter((row) => row.checked) }
}

/** An amount line as the contract sends it (`unit` a catalogue id or ''). */
export type ListQuantity = Schema<'ShoppingListQuantity'>

function asQuantity(line: ListQuantity): Quantity {
  return { amount: line.amount, unit: isUnitId(line.unit) ? line.unit : '' }
}

/**
 * An item's amount lines as a cook reads them in `system` and `lang`: `1½ cups`, `200 g`, `3`, `salt
 * to taste` reads `to taste`. A line without an amount or unit ("some") reads nothing and is left out.
 */
export function amountLines(lines: readonly ListQuantity[], system: UnitSystem, lang: Language): string[] {
  return lines.flatMap((line) => {
    const shown = toUnitSystem(asQuantity(line), system)
    const { amount, unit } = ingredientQuantity(
      { amount: shown.amount, unitId: shown.unit === '' ? 'count' : shown.unit },
      lang,
    )
    const text = [amount, unit].filter(Boolean).join(' ')
    return text ? [text] : []
  })
}

/** What a typed line will be added as: the parts the preview shows. */
export type TypedLine = {
  /** `2`, `½`; empty without an amount. */
  amount: string
  /** The unit's label; empty for none (a bare count). */
  unit: string
  name: string
}

/**
 * The language a typed line is read in: the line's own when its letters are all of one script
 * (`٢ كوب طحين` on the English page is Arabic), else the page's.
 */
export function typedLanguage(text: string, pageLanguage: Language): Language {
  const detected = detectLanguage(text)
  return detected === 'unknown' ? pageLanguage : detected
}

/**
 * Reads a line typed into Add items as the server will (POST /list/{id}/items `{ text, lang }`): an
 * ingredient line in `lang` (spelled-out amounts, units as catalogue ids; a range adds its high end),
 * named as typed when nothing else is left: `2 cups flour` → 2, cups, flour. Null for a blank line.
 */
export function readTypedLine(text: string, lang: Language): TypedLine | null {
  const typed = text.trim()
  if (typed === '') return null
  const parsed = parseFreeIngredientLine(typed, lang)
  const added = parsed.quantityMax ?? parsed.quantity
  const amount = added !== null && added > 0 ? formatAmount(added, lang) : ''
  const unit =
    parsed.unitId === null || parsed.unitId === 'count'
      ? ''
      : unitLabelForAmount(parsed.unitId, lang, added !== null && added > 0 ? added : null)
  const name = parsed.name.trim() || (parsed.quantity === null && !parsed.unitId ? typed : '')
  return { amount, unit, name }
}
