import {
  type Aisle,
  type Language,
  type Quantity,
  type UnitSystem,
  aisles,
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
  /** `2`, `½`, `2–3`; empty without an amount. */
  amount: string
  /** The unit's label; empty for none (a bare count). */
  unit: string
  name: string
}

/**
 * Reads a line typed into Add items the way ingredient lines are read (either language, spelled-out
 * amounts, units as catalogue ids): `2 cups flour` → 2, cups, flour. Null for a blank line.
 */
export function readTypedLine(text: string, lang: Language): TypedLine | null {
  if (text.trim() === '') return null
  const parsed = parseFreeIngredientLine(text)
  const amount =
    parsed.quantity === null
      ? ''
      : parsed.quantityMax !== null && parsed.quantityMax !== parsed.quantity
        ? `${formatAmount(parsed.quantity, lang)}–${formatAmount(parsed.quantityMax, lang)}`
        : formatAmount(parsed.quantity, lang)
  const unit =
    parsed.unitId === null || parsed.unitId === 'count'
      ? ''
      : unitLabelForAmount(parsed.unitId, lang, parsed.quantityMax ?? parsed.quantity)
  return { amount, unit, name: parsed.name.trim() }
}
