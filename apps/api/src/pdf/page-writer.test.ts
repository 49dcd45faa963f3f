import { describe, expect, it } from 'vitest'
import { startPdf } from './page-writer'

describe('startPdf', () => {
  it('makes a document without an author (pdfkit fails on an undefined Author)', async () => {
    for (const author of [undefined, '']) {
      const { doc, page, finished } = startPdf('en', { title: 'Untitled', author })
      page.paragraph('Some text', page.style(11))
      doc.end()
      const pdf = await finished
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(pdf.toString('latin1')).not.toContain('/Author')
    }
    const { doc, finished } = startPdf('ar', { title: 'حمص', author: 'Layla' })
    doc.end()
    expect((await finished).toString('latin1')).toContain('/Author')
  })
})
