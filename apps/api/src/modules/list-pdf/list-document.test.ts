/**
 * The shopping-list document without a server: amounts in the units asked for, aisles in the shop's
 * order with checked items last, both languages read back with pdftotext, user text printed as typed,
 * and page breaks that never split an item or leave an aisle heading alone at the foot of a page.
 */
import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import PDFDocument from 'pdfkit'
import { afterAll, describe, expect, it } from 'vitest'
import { registerFonts } from '../../pdf/fonts'
import { layoutParagraph } from '../../pdf/text-layout'
import { amountsText, amountText, itemsByAisle, renderShoppingListPdf } from './list-document'
import { fattehRef, hummusRef, item, sampleAllLists, sampleList } from './list-pdf-testing'

const scratch = mkdtempSync(path.join(tmpdir(), 'sufra-list-pdf-test-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** Each page's text as pdftotext reads it, without the direction marks it adds around runs. */
function pdfPages(pdf: Buffer): string[] {
  const file = path.join(scratch, `${randomUUID()}.pdf`)
  writeFileSync(file, pdf)
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
  return text
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .split('\f')
    .filter((page) => page.trim() !== '')
}
const pdfText = (pdf: Buffer) => pdfPages(pdf).join('\n')

/** pdftotext moves the space beside a number in a right-to-left line: Arabic is compared without spaces. */
const squash = (text: string) => text.replace(/\s+/g, '')

/** Where each of `needles` first appears in `text` (all must). */
function positions(text: string, needles: readonly string[]) {
  return needles.map((needle) => {
    const index = text.indexOf(needle)
    expect(index, `${needle} in the PDF`).toBeGreaterThanOrEqual(0)
    return index
  })
}

describe('shopping-list amounts', () => {
  it('writes each line in the units asked for, with labels in the language', () => {
    expect(amountText({ amount: 400, unit: 'g' }, 'en', 'metric')).toBe('400 grams')
    expect(amountText({ amount: 400, unit: 'g' }, 'en', 'us')).toBe('14.1 ounces')
    expect(amountText({ amount: 2, unit: 'cup' }, 'en', 'metric')).toBe('473 millilitres')
    expect(amountText({ amount: 2, unit: 'cup' }, 'en', 'us')).toBe('2 cups')
    expect(amountText({ amount: 1, unit: 'kg' }, 'en', 'us')).toBe('2.2 pounds')
    expect(amountText({ amount: 0.5, unit: 'cup' }, 'en', 'us')).toBe('½ cup')
    expect(amountText({ amount: 3, unit: '' }, 'en', 'metric')).toBe('3')
    expect(amountText({ amount: 4, unit: 'clove' }, 'en', 'us')).toBe('4 cloves')
    expect(amountText({ amount: null, unit: 'to taste' }, 'en', 'metric')).toBe('to taste')
    expect(amountText({ amount: null, unit: '' }, 'en', 'metric')).toBe('')
    expect(amountText({ amount: 400, unit: 'g' }, 'ar', 'metric')).toBe('\u2066400\u2069 غرام')
    expect(amountText({ amount: 1, unit: 'l' }, 'ar', 'us')).toBe('\u20661.06\u2069 كوارت')
    expect(amountText({ amount: null, unit: 'to taste' }, 'ar', 'us')).toBe('حسب الرغبة')
    expect(
      amountsText(
        [
          { amount: 400, unit: 'g' },
          { amount: 2, unit: 'can' },
          { amount: null, unit: '' },
        ],
        'en',
        'metric',
      ),
    ).toBe('400 grams + 2 cans')
  })

  it('groups items by aisle in the shop order, checked items last in their aisle', () => {
    const groups = itemsByAisle(sampleList().list)
    expect(groups.map((group) => group.aisle)).toEqual([
      'produce',
      'dairy',
      'pantry',
      'spices',
      'oils',
      'other',
    ])
    expect(groups[0]!.items.map((entry) => [entry.name.en, entry.checked])).toEqual([
      ['lemons', false],
      ['garlic', false],
      ['parsley', true],
    ])
  })
})

// Rendering takes a few hundred milliseconds; the 30 s per test leaves room for a busy machine.
describe('shopping-list PDF document', () => {
  it('prints an English list: name, date, count, recipes, aisles in order, items with amounts', async () => {
    const text = pdfText(
      await renderShoppingListPdf({
        printed: { kind: 'list', list: sampleList() },
        lang: 'en',
        units: 'metric',
      }),
    )
    positions(text, [
      'Weekend <i>feast</i>',
      'November 20, 2026 · 2 of 9 items checked',
      'Recipes on this list',
      'Silky Hummus with Tahini',
      'Fatteh',
    ])
    const aisleOrder = positions(text, [
      'Produce',
      'Dairy and eggs',
      'Pantry',
      'Spices and seasonings',
      'Oils and vinegars',
      'Other',
    ])
    expect([...aisleOrder].sort((a, b) => a - b)).toEqual(aisleOrder)
    for (const words of [
      '400 grams + 2 cans',
      '118 millilitres',
      '1 litre',
      '4 cloves',
      'to taste',
      'From Silky Hummus with Tahini · Fatteh',
      // Text that looks like markup or a message template is printed as typed.
      '<b>{count}</b> & Co. paper bags',
    ])
      expect(text).toContain(words)
    // Checked items come after the unchecked ones of their aisle.
    const [lemons, garlic, parsley] = positions(text, ['lemons', 'garlic', 'parsley'])
    expect(lemons).toBeLessThan(parsley!)
    expect(garlic).toBeLessThan(parsley!)
    expect(text).toContain('Sufra')
  })

  it('prints the same list in US units', async () => {
    const text = pdfText(
      await renderShoppingListPdf({ printed: { kind: 'list', list: sampleList() }, lang: 'en', units: 'us' }),
    )
    for (const words of ['14.1 ounces + 2 cans', '½ cup', '1.06 quarts', '¼ cup', '4 cloves'])
      expect(text).toContain(words)
    expect(text).not.toContain('grams')
  })

  it('prints an Arabic list right to left in logical order, with Arabic aisles and unit labels', async () => {
    const text = pdfText(
      await renderShoppingListPdf({
        printed: { kind: 'list', list: sampleList() },
        lang: 'ar',
        units: 'metric',
      }),
    )
    const squashed = squash(text)
    for (const words of [
      'وليمة نهاية الأسبوع',
      // pdftotext reorders the weak `·` and `+` between numbers of a right-to-left line, so the parts
      // on either side are checked (the layout's own order is checked in text-layout.test.ts).
      '20 نوفمبر',
      '2026',
      'تم تحديد 2 من 9 عناصر',
      'الوصفات في هذه القائمة',
      'حمص بالطحينة',
      'خضار وفواكه',
      'ألبان وبيض',
      'مؤن',
      'بهارات وتوابل',
      'زيوت وخل',
      'أخرى',
      'ليمون',
      '4 فص',
      '400 غرام',
      '118 مل',
      '1 لتر',
      'حسب الرغبة',
      'من حمص بالطحينة',
      'فتة الحمص',
      '<b>{count}</b> & Co. paper bags',
      'سفرة',
    ])
      expect(squashed).toContain(squash(words))
    expect(text).not.toContain('Produce')
    // The amounts' line, drawn right to left: 400 grams first (rightmost), then + 2 cans.
    const doc = new PDFDocument({ autoFirstPage: true })
    const line = layoutParagraph(
      doc,
      amountsText(sampleList().list[0]!.quantities, 'ar', 'metric'),
      { size: 11.5, fonts: registerFonts(doc).bold, color: '#000' },
      200,
      'rtl',
    ).lines[0]!
    expect(line.pieces.map((piece) => piece.text).filter(Boolean)).toEqual(['علبة', '2', '+', 'غرام', '400'])
  })

  it('prints All Lists with the lists each row is on', async () => {
    const all = sampleAllLists()
    const english = pdfText(
      await renderShoppingListPdf({
        printed: { kind: 'all-lists', all },
        lang: 'en',
        units: 'metric',
        now: new Date('2026-11-27T09:00:00Z'),
      }),
    )
    for (const words of [
      'All Lists',
      'November 27, 2026 · 2 items',
      'chickpeas',
      '1.2 kilograms',
      'On Weekend, Party',
      'milk',
      '473 millilitres',
      'On Party',
    ])
      expect(english).toContain(words)
    const arabic = squash(
      pdfText(await renderShoppingListPdf({ printed: { kind: 'all-lists', all }, lang: 'ar', units: 'us' })),
    )
    for (const words of ['كل القوائم', 'حمص', '2.65 رطل', 'في نهاية الأسبوع، الحفلة', '2 كوب'])
      expect(arabic).toContain(squash(words))
  })

  it('says so when a list has no items', async () => {
    const empty = sampleList({ list: [], recipes: [], itemCount: 0, checkedCount: 0 })
    const text = pdfText(
      await renderShoppingListPdf({ printed: { kind: 'list', list: empty }, lang: 'en', units: 'metric' }),
    )
    expect(text).toContain('0 items')
    expect(text).toContain('This list has no items yet.')
  })

  it.each(['en', 'ar'] as const)('never splits an item across pages (%s)', async (lang) => {
    // Long names that wrap, each item with its own recipe line to find on the same page.
    const list = Array.from({ length: 90 }, (_, index) =>
      item({
        name: {
          en: `Item N${index + 1}X ${index % 3 === 0 ? 'with a long name that goes on and on across the column until it wraps' : ''}`,
          ar: `عنصر N${index + 1}X ${index % 3 === 0 ? 'باسم طويل يمتد عبر العمود حتى ينتقل إلى سطر ثان ثم إلى ثالث' : ''}`,
        },
        aisle: (['produce', 'pantry', 'spices'] as const)[index % 3]!,
        quantities: [{ amount: index + 1, unit: 'g' }],
        recipes: [
          { _id: hummusRef._id, title: { en: `Recipe R${index + 1}Z`, ar: `وصفة R${index + 1}Z` } },
          fattehRef,
        ],
      }),
    )
    const pages = pdfPages(
      await renderShoppingListPdf({
        printed: { kind: 'list', list: sampleList({ list, itemCount: list.length, checkedCount: 0 }) },
        lang,
        units: 'metric',
      }),
    )
    expect(pages.length).toBeGreaterThan(2)
    for (let number = 1; number <= list.length; number++) {
      const named = pages.findIndex((page) => page.includes(`N${number}X`))
      const forRecipe = pages.findIndex((page) => page.includes(`R${number}Z`))
      expect(named, `item ${number}`).toBeGreaterThanOrEqual(0)
      expect(forRecipe, `item ${number}'s recipes on its page`).toBe(named)
    }
    // No page ends with an aisle heading: each heading is followed by an item on its page.
    const headings =
      lang === 'en' ? ['Produce', 'Pantry', 'Spices and seasonings'] : ['خضار وفواكه', 'مؤن', 'بهارات وتوابل']
    for (const page of pages) {
      for (const heading of headings) {
        const at = page.indexOf(heading)
        if (at >= 0) expect(page.slice(at), `${heading} with an item after it`).toMatch(/R\d+Z/)
      }
    }
  })
})
