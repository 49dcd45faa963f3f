/**
 * A shopping list as a printable A4 PDF in one language: the list's name, its date and item count, the
 * recipes it serves, then its items grouped by aisle in the order a walk through a shop takes (core's
 * `aisles`). Each item has a drawn check box, its name, the recipes (and for All Lists the lists) it is
 * for in small text, and its amounts at the end edge in the units asked for. Checked items come last in
 * their aisle, with a ticked box, in grey and struck through. An item is never split across pages, and
 * an aisle's heading never ends a page. Arabic documents run right to left, amounts in Western digits
 * as in the recipe PDF.
 */
import {
  type Aisle,
  aisles,
  type BilingualText,
  hasOpenAmount,
  ingredientQuantity,
  isUnitId,
  type Language,
  pickText,
  type Quantity,
  toUnitSystem,
  type UnitSystem,
} from '@sufra/core'
import type { components } from '@sufra/api-client/schema'
import { intlLocaleOf, translator, type Translate } from '@sufra/i18n/translate'
import { colors, startPdf, type PageWriter } from '../../pdf/page-writer'
import { drawLine, isolateLtr, plainText, type LaidOutParagraph } from '../../pdf/text-layout'

type ShoppingList = components['schemas']['ShoppingList']
type AllShoppingLists = components['schemas']['AllShoppingLists']
type QuantityLine = components['schemas']['ShoppingListQuantity']
type RecipeRef = components['schemas']['ShoppingListRecipeRef']

/** What the document prints: one list, or All Lists (the merged view of every list). */
export type PrintedList = { kind: 'list'; list: ShoppingList } | { kind: 'all-lists'; all: AllShoppingLists }

export interface ListPdfInput {
  printed: PrintedList
  lang: Language
  units: UnitSystem
  /** When the PDF is made: the date All Lists shows (a single list shows the day it was made). */
  now?: Date
}

/** An item as printed: a list's item, or an All Lists row with the lists it is on. */
interface PrintedItem {
  name: BilingualText
  aisle: Aisle
  quantities: readonly QuantityLine[]
  recipes: readonly RecipeRef[]
  lists?: readonly { listName: BilingualText }[]
  checked: boolean
}

/** The `lang` side of a text, else the other side, as plain drawable text. */
const pick = (text: BilingualText, lang: Language) => plainText(pickText(text, lang))

/** The list's name in `lang`, the fallback name when both sides are empty; All Lists by its name. */
export function printedListName(printed: PrintedList, lang: Language): string {
  const t = translator(lang)
  if (printed.kind === 'all-lists') return t('shoppingList.allLists')
  return pick(printed.list.listName, lang) || t('shoppingList.fallbackName')
}

/**
 * One amount line in the units asked for, as a cook reads it (`400 grams`, `2 cups`, `3`, `to taste`);
 * empty for an open amount without a unit ("some").
 */
export function amountText(line: QuantityLine, lang: Language, units: UnitSystem): string {
  const known = line.unit === '' || isUnitId(line.unit)
  const converted: QuantityLine = known ? toUnitSystem(line as Quantity, units) : line
  const { amount, unit } = ingredientQuantity({ amount: converted.amount, unitId: converted.unit }, lang)
  if (hasOpenAmount(converted.unit)) return unit
  if (!amount) return ''
  // An amount such as 1½ stays one left-to-right run inside an Arabic line.
  return [lang === 'ar' ? isolateLtr(amount) : amount, unit].filter(Boolean).join(' ')
}

/** Every amount line of an item, joined with `+` (lines that could not be added up stay apart). */
export function amountsText(lines: readonly QuantityLine[], lang: Language, units: UnitSystem): string {
  return lines
    .map((line) => amountText(line, lang, units))
    .filter(Boolean)
    .join(' + ')
}

const LIST_SEPARATOR = ' · '

/** Items by aisle in the shop's order; in each aisle unchecked items first, each group as given. */
export function itemsByAisle<T extends { aisle: Aisle; checked: boolean }>(items: readonly T[]) {
  return aisles
    .map((aisle) => {
      const inAisle = items.filter((item) => item.aisle === aisle)
      return {
        aisle,
        items: [...inAisle.filter((item) => !item.checked), ...inAisle.filter((item) => item.checked)],
      }
    })
    .filter((group) => group.items.length > 0)
}

const BOX = 10.5
const BOX_GAP = 9
const ROW_PADDING = 5

/** One item laid out: its height, and a `draw` that puts it at the cursor. */
function layoutItem(page: PageWriter, item: PrintedItem, lang: Language, units: UnitSystem, t: Translate) {
  const { doc } = page
  const ink = item.checked ? colors.muted : colors.ink
  const indent = BOX + BOX_GAP
  const amountsWidth = Math.min(170, page.width * 0.32)
  const textWidth = page.width - indent - amountsWidth - 12
  const name = page.layout(pick(item.name, lang), page.style(11.5, 'regular', ink), textWidth)
  const amounts = amountsText(item.quantities, lang, units)
  const amountsParagraph = amounts
    ? page.layout(amounts, page.style(11.5, 'bold', ink), amountsWidth)
    : undefined
  const separator = lang === 'ar' ? '، ' : ', '
  const small = page.style(8.5, 'regular', colors.muted)
  const notes = [
    item.recipes.length > 0
      ? `${t('shoppingList.fromRecipes')} ${item.recipes.map((recipe) => pick(recipe.title, lang)).join(LIST_SEPARATOR)}`
      : '',
    item.lists && item.lists.length > 0
      ? `${t('shoppingList.inLists')} ${item.lists
          .map((list) => pick(list.listName, lang) || t('shoppingList.fallbackName'))
          .join(separator)}`
      : '',
  ]
    .filter(Boolean)
    .map((text) => page.layout(text, small, textWidth))
  const heightOf = (paragraph: LaidOutParagraph) => paragraph.lineHeight * paragraph.lines.length
  const textHeight = heightOf(name) + notes.reduce((sum, note) => sum + heightOf(note), 0)
  const height = Math.max(textHeight, amountsParagraph ? heightOf(amountsParagraph) : 0) + 2 * ROW_PADDING

  const endAlign = page.direction === 'rtl' ? 'left' : 'right'
  /** Draws a paragraph's lines from `top`, struck through when the item is checked. */
  const lines = (
    paragraph: LaidOutParagraph,
    left: number,
    top: number,
    width: number,
    align: 'left' | 'right',
    strike: boolean,
  ) => {
    paragraph.lines.forEach((line, index) => {
      const lineTop = top + index * paragraph.lineHeight
      drawLine(doc, paragraph, line, left, lineTop, width, align)
      if (strike) {
        const { size } = paragraph.style
        const y = lineTop + (paragraph.lineHeight - size) / 2 + size * 0.52
        const start = align === 'left' ? left : left + width - line.width
        doc
          .moveTo(start, y)
          .lineTo(start + line.width, y)
          .lineWidth(0.8)
          .strokeColor(colors.muted)
          .stroke()
      }
    })
    return top + heightOf(paragraph)
  }

  const draw = () => {
    const top = page.y + ROW_PADDING
    const boxX = page.fromStart(0, BOX)
    const boxY = top + (name.lineHeight - BOX) / 2
    doc
      .rect(boxX, boxY, BOX, BOX)
      .lineWidth(0.9)
      .strokeColor(item.checked ? colors.muted : colors.ink)
      .stroke()
    if (item.checked) {
      doc
        .moveTo(boxX + BOX * 0.2, boxY + BOX * 0.52)
        .lineTo(boxX + BOX * 0.42, boxY + BOX * 0.76)
        .lineTo(boxX + BOX * 0.82, boxY + BOX * 0.24)
        .lineWidth(1.4)
        .strokeColor(colors.accent)
        .stroke()
    }
    const textLeft = page.fromStart(indent, textWidth)
    let y = lines(name, textLeft, top, textWidth, page.align, item.checked)
    for (const note of notes) y = lines(note, textLeft, y, textWidth, page.align, false)
    if (amountsParagraph) {
      lines(
        amountsParagraph,
        page.fromStart(page.width - amountsWidth, amountsWidth),
        // Digits alone take less line height than Arabic words: centre the first lines on each other.
        top + Math.max(0, (name.lineHeight - amountsParagraph.lineHeight) / 2),
        amountsWidth,
        endAlign,
        item.checked,
      )
    }
    page.y += height
    doc
      .moveTo(page.left, page.y)
      .lineTo(page.left + page.width, page.y)
      .lineWidth(0.5)
      .strokeColor(colors.rule)
      .stroke()
  }
  return { height, draw }
}

/** An aisle's heading, kept on the page with its first item. */
function aisleHeading(page: PageWriter, title: string, firstItemHeight: number) {
  const style = page.style(13, 'bold', colors.accent)
  const heading = page.layout(title, style, page.width)
  const height = 14 + heading.lineHeight * heading.lines.length + 4
  page.ensure(height + firstItemHeight)
  page.y += 14
  page.paragraph(title, style, { after: 2 })
  page.doc
    .moveTo(page.left, page.y)
    .lineTo(page.left + page.width, page.y)
    .lineWidth(0.75)
    .strokeColor(colors.accent)
    .stroke()
  page.y += 2
}

/** The PDF file of a shopping list (or All Lists). */
export async function renderShoppingListPdf({
  printed,
  lang,
  units,
  now = new Date(),
}: ListPdfInput): Promise<Buffer> {
  const t = translator(lang)
  const title = printedListName(printed, lang)
  const { doc, page, finished } = startPdf(lang, { title })

  const source =
    printed.kind === 'list'
      ? {
          items: printed.list.list as readonly PrintedItem[],
          recipes: printed.list.recipes,
          itemCount: printed.list.itemCount,
          checkedCount: printed.list.checkedCount,
          date: new Date(printed.list.createdAt),
        }
      : {
          items: printed.all.list as readonly PrintedItem[],
          recipes: printed.all.recipes,
          itemCount: printed.all.itemCount,
          checkedCount: printed.all.checkedCount,
          date: now,
        }

  page.paragraph(title, page.style(24, 'bold'), { after: 2 })
  const date = new Intl.DateTimeFormat(intlLocaleOf(lang), { dateStyle: 'long', timeZone: 'UTC' }).format(
    source.date,
  )
  const count =
    source.checkedCount > 0
      ? t('shoppingList.checkedCount', { checked: source.checkedCount, count: source.itemCount })
      : t('shoppingList.itemCount', { count: source.itemCount })
  page.paragraph(`${date}${LIST_SEPARATOR}${count}`, page.style(11, 'regular', colors.muted), { after: 6 })

  const recipes = source.recipes.map((recipe) => pick(recipe.title, lang)).filter(Boolean)
  if (recipes.length > 0) {
    page.heading(t('shoppingList.recipes'))
    for (const recipe of recipes) page.bullet(recipe, page.style(11))
  }

  const groups = itemsByAisle(source.items)
  if (groups.length === 0) {
    page.y += 12
    page.paragraph(t('shoppingList.noItems'), page.style(11.5, 'regular', colors.muted))
  }
  for (const group of groups) {
    const laidOut = group.items.map((item) => layoutItem(page, item, lang, units, t))
    aisleHeading(page, t(`shoppingList.aisle.${group.aisle}`), laidOut[0]!.height)
    for (const item of laidOut) {
      page.ensure(item.height)
      item.draw()
    }
  }

  page.footers(t('app.name'))
  doc.end()
  return finished
}
