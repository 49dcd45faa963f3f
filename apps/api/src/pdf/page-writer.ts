/**
 * Page layout shared by Sufra's PDFs (recipes, shopping lists): an A4 pdfkit document with the Noto
 * fonts, and a writer that lays paragraphs, headings, rows and footers down the page in either
 * direction, breaking to a new page where the next piece does not fit.
 */
import PDFDocument from 'pdfkit'
import type { Language } from '@sufra/core'
import { registerFonts, type FontChain, type Weight } from './fonts'
import { drawLine, layoutParagraph, type Direction, type TextStyle } from './text-layout'

export interface PdfPicture {
  data: Buffer
  width: number
  height: number
}

export const colors = {
  ink: '#1f2328',
  muted: '#5b6470',
  accent: '#b4532a',
  rule: '#e4e1dc',
  panel: '#f7f3ee',
  badgeText: '#ffffff',
}

export const PAGE_MARGIN = 48
const FOOTER_SPACE = 24

/** Lays content out down the page, breaking to a new page where a line does not fit. */
export class PageWriter {
  y = PAGE_MARGIN
  readonly left = PAGE_MARGIN
  readonly width: number
  readonly bottom: number
  readonly align

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly fonts: Record<Weight, FontChain>,
    readonly direction: Direction,
  ) {
    this.width = doc.page.width - 2 * PAGE_MARGIN
    this.bottom = doc.page.height - PAGE_MARGIN - FOOTER_SPACE
    this.align = direction === 'rtl' ? ('right' as const) : ('left' as const)
  }

  style(size: number, weight: Weight = 'regular', color = colors.ink): TextStyle {
    return { size, fonts: this.fonts[weight], color }
  }

  newPage() {
    this.doc.addPage()
    this.y = PAGE_MARGIN
  }

  /** Starts a new page unless `height` fits below the cursor. */
  ensure(height: number) {
    if (this.y + height > this.bottom) this.newPage()
  }

  /** x of a box `boxWidth` wide placed `offset` from the start edge (left in LTR, right in RTL). */
  fromStart(offset: number, boxWidth: number) {
    return this.direction === 'rtl' ? this.left + this.width - offset - boxWidth : this.left + offset
  }

  layout(text: string, style: TextStyle, width: number) {
    return layoutParagraph(this.doc, text, style, width, this.direction)
  }

  /**
   * A paragraph `indent` points in from the start edge. `first` runs before the first line is drawn
   * (after any page break), with that line's top and height: bullets and step numbers hang there.
   */
  paragraph(
    text: string,
    style: TextStyle,
    {
      indent = 0,
      after = 0,
      first,
    }: { indent?: number; after?: number; first?: (top: number, height: number) => void } = {},
  ) {
    const width = this.width - indent
    const laidOut = this.layout(text, style, width)
    laidOut.lines.forEach((line, index) => {
      this.ensure(laidOut.lineHeight)
      if (index === 0) first?.(this.y, laidOut.lineHeight)
      drawLine(this.doc, laidOut, line, this.fromStart(indent, width), this.y, width, this.align)
      this.y += laidOut.lineHeight
    })
    this.y += after
  }

  heading(text: string, subtitle?: string) {
    // Keep a heading with at least a few lines of what follows it.
    this.ensure(90)
    this.y += 10
    this.paragraph(text, this.style(16, 'bold', colors.accent), { after: subtitle ? 0 : 4 })
    if (subtitle) this.paragraph(subtitle, this.style(10, 'regular', colors.muted), { after: 4 })
    this.doc
      .moveTo(this.left, this.y)
      .lineTo(this.left + this.width, this.y)
      .lineWidth(0.75)
      .strokeColor(colors.rule)
      .stroke()
    this.y += 8
  }

  picture(picture: PdfPicture) {
    const maxHeight = 280
    const scale = Math.min(this.width / picture.width, maxHeight / picture.height, 1.5)
    const width = picture.width * scale
    const height = picture.height * scale
    this.ensure(height + 12)
    this.doc.image(picture.data, this.fromStart(0, width), this.y, { width, height })
    this.y += height + 12
  }

  /** Boxes side by side from the start edge, each with a small label over a bold value. */
  facts(entries: readonly { label: string; value: string }[]) {
    const gap = 10
    const boxWidth = Math.min(150, (this.width - gap * (entries.length - 1)) / entries.length)
    const padding = 8
    const label = this.style(9, 'regular', colors.muted)
    const value = this.style(12, 'bold')
    const laidOut = entries.map((entry) => ({
      label: this.layout(entry.label, label, boxWidth - 2 * padding),
      value: this.layout(entry.value, value, boxWidth - 2 * padding),
    }))
    const height =
      2 * padding +
      Math.max(
        ...laidOut.map(
          (box) =>
            box.label.lineHeight * box.label.lines.length + box.value.lineHeight * box.value.lines.length,
        ),
      )
    this.ensure(height + 10)
    laidOut.forEach((box, index) => {
      const x = this.fromStart(index * (boxWidth + gap), boxWidth)
      this.doc.roundedRect(x, this.y, boxWidth, height, 6).fillColor(colors.panel).fill()
      let top = this.y + padding
      for (const paragraph of [box.label, box.value]) {
        for (const line of paragraph.lines) {
          drawLine(this.doc, paragraph, line, x + padding, top, boxWidth - 2 * padding, this.align)
          top += paragraph.lineHeight
        }
      }
    })
    this.y += height + 10
  }

  bullet(text: string, style: TextStyle) {
    const indent = 16
    this.paragraph(text, style, {
      indent,
      after: 3,
      first: (top, height) => {
        const centre = this.fromStart(5, 0)
        this.doc
          .circle(centre, top + height / 2, 2.2)
          .fillColor(colors.accent)
          .fill()
      },
    })
  }

  numbered(number: number, text: string, style: TextStyle) {
    const indent = 30
    const radius = 10
    this.paragraph(text, style, {
      indent,
      after: 8,
      first: (top, height) => {
        const centreX = this.fromStart(radius, 0)
        const centreY = top + height / 2
        this.doc.circle(centreX, centreY, radius).fillColor(colors.accent).fill()
        const digits = this.layout(String(number), this.style(10, 'bold', colors.badgeText), 2 * radius)
        const line = digits.lines[0]
        if (line)
          drawLine(
            this.doc,
            digits,
            line,
            centreX - radius,
            centreY - digits.lineHeight / 2,
            2 * radius,
            'center',
          )
      },
    })
  }

  /** A two-column row: `name` from the start edge, `value` at the end edge, a rule below. */
  row(name: string, value: string) {
    const nameStyle = this.style(11)
    const valueStyle = this.style(11, 'bold')
    const valueBox = this.width * 0.35
    const names = this.layout(name, nameStyle, this.width - valueBox - 8)
    const values = this.layout(value, valueStyle, valueBox)
    const height =
      Math.max(names.lineHeight * names.lines.length, values.lineHeight * values.lines.length) + 6
    this.ensure(height)
    const endAlign = this.direction === 'rtl' ? 'left' : 'right'
    names.lines.forEach((line, index) => {
      drawLine(
        this.doc,
        names,
        line,
        this.fromStart(0, this.width - valueBox - 8),
        this.y + 3 + index * names.lineHeight,
        this.width - valueBox - 8,
        this.align,
      )
    })
    values.lines.forEach((line, index) => {
      drawLine(
        this.doc,
        values,
        line,
        this.fromStart(this.width - valueBox, valueBox),
        this.y + 3 + index * values.lineHeight,
        valueBox,
        endAlign,
      )
    })
    this.y += height
    this.doc
      .moveTo(this.left, this.y)
      .lineTo(this.left + this.width, this.y)
      .lineWidth(0.5)
      .strokeColor(colors.rule)
      .stroke()
  }

  /** The site name and "page / pages" at the foot of every page. */
  footers(siteName: string) {
    const range = this.doc.bufferedPageRange()
    const style = this.style(8, 'regular', colors.muted)
    for (let index = range.start; index < range.start + range.count; index++) {
      this.doc.switchToPage(index)
      const top = this.doc.page.height - PAGE_MARGIN - 8
      const name = this.layout(siteName, style, this.width / 2)
      const pageOf =
        this.direction === 'rtl' ? `${index + 1} من ${range.count}` : `${index + 1} / ${range.count}`
      const page = this.layout(pageOf, style, this.width / 2)
      const endAlign = this.direction === 'rtl' ? 'left' : 'right'
      if (name.lines[0]) drawLine(this.doc, name, name.lines[0], this.left, top, this.width, this.align)
      if (page.lines[0]) drawLine(this.doc, page, page.lines[0], this.left, top, this.width, endAlign)
    }
  }
}

/**
 * An A4 document in `lang` with its metadata, a writer in the language's direction, and the finished
 * file once `doc.end()` is called.
 */
export function startPdf(
  lang: Language,
  info: { title: string; author?: string },
): { doc: PDFKit.PDFDocument; page: PageWriter; finished: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    bufferPages: true,
    lang,
    displayTitle: true,
    // pdfkit writes every key given and fails on an undefined value, so Author is left out when unknown.
    info: {
      Title: info.title,
      ...(info.author ? { Author: info.author } : {}),
      Creator: 'Sufra',
      Producer: 'Sufra',
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const direction: Direction = lang === 'ar' ? 'rtl' : 'ltr'
  return { doc, page: new PageWriter(doc, registerFonts(doc), direction), finished }
}
