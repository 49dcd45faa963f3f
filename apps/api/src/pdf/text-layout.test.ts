import PDFDocument from 'pdfkit'
import { describe, expect, it } from 'vitest'
import { registerFonts } from './fonts'
import { firstStrongDirection, isolateLtr, layoutParagraph, plainText, type Direction } from './text-layout'

const doc = new PDFDocument({ autoFirstPage: false })
const fonts = registerFonts(doc)
const style = { size: 12, fonts: fonts.regular, color: '#000' }

/**
 * The drawn strings of each line, left to right. Arabic pieces are in logical order because fontkit
 * reverses them after shaping; everything else is as it appears.
 */
function visual(text: string, direction: Direction, width = 1000) {
  return layoutParagraph(doc, text, style, width, direction).lines.map((line) =>
    line.pieces.flatMap((piece) => (piece.text === null ? [] : [piece.text])),
  )
}

describe('bidirectional layout for PDFs', () => {
  it('puts numbers inside an Arabic line where a reader expects them', () => {
    expect(visual('اخبز 25 دقيقة', 'rtl')).toEqual([['دقيقة', '25', 'اخبز']])
  })

  it('mirrors brackets in right-to-left text', () => {
    expect(visual('حمص (مسلوق)', 'rtl')).toEqual([['(', 'مسلوق', ')', 'حمص']])
  })

  it('orders an Arabic phrase inside an English line', () => {
    expect(visual('Hummus حمص بالطحينة is great', 'ltr')).toEqual([
      ['Hummus', 'بالطحينة', 'حمص', 'is', 'great'],
    ])
  })

  it('keeps an isolated amount such as 1½ in order before an Arabic unit', () => {
    expect(visual(`${isolateLtr('1½')} كوب`, 'rtl')).toEqual([['كوب', '1½']])
  })

  it('takes the paragraph direction from its first strong letter', () => {
    expect(firstStrongDirection('2 cups')).toBe('ltr')
    expect(firstStrongDirection(`${isolateLtr('2 cups')} طحين`)).toBe('rtl')
    expect(firstStrongDirection('123 / 4')).toBeUndefined()
    // An English sentence in an Arabic document keeps its full stop at its end.
    expect(visual('Serve warm.', 'rtl')).toEqual([['Serve', 'warm.']])
  })

  it('wraps in logical order and lays each line out right to left', () => {
    const lines = visual('واحد اثنان ثلاثة أربعة خمسة ستة', 'rtl', 100)
    expect(lines.length).toBeGreaterThan(1)
    expect(lines.flatMap((line) => [...line].reverse())).toEqual([
      'واحد',
      'اثنان',
      'ثلاثة',
      'أربعة',
      'خمسة',
      'ستة',
    ])
  })

  it('breaks a word longer than the line', () => {
    const lines = visual('x'.repeat(80), 'ltr', 100)
    expect(lines.length).toBeGreaterThan(1)
    expect(lines.flat().join('')).toBe('x'.repeat(80))
  })

  it('writes characters the fonts lack in a form they have', () => {
    expect(visual('⅓ cup', 'ltr')).toEqual([['1⁄3', 'cup']])
    expect(visual('1⅓ cups', 'ltr')).toEqual([['1', '1⁄3', 'cups']])
  })

  it('lays out stacked Arabic marks that fontkit cannot position in typed order', () => {
    expect(() => visual('صفِّ الحمص', 'rtl')).not.toThrow()
  })

  it('makes user text plain: no control characters, bidi overrides or line breaks', () => {
    expect(plainText(' a\u202eb\u0000c\n\nd\t e ')).toBe('abc d e')
  })
})
