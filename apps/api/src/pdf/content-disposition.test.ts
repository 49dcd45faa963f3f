import { describe, expect, it } from 'vitest'
import { attachmentDisposition } from './content-disposition'

const utf8Name = (header: string) => decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(header)![1]!)

describe('attachmentDisposition', () => {
  it('names an ASCII title as it is', () => {
    expect(attachmentDisposition('Silky Hummus with Tahini', 'pdf')).toBe(
      'attachment; filename="Silky Hummus with Tahini.pdf"',
    )
  })

  it('gives an Arabic title as UTF-8 with an ASCII fallback', () => {
    const header = attachmentDisposition('حمص بالطحينة', 'pdf')
    expect(header).toMatch(/^attachment; filename="recipe\.pdf"; filename\*=UTF-8''%D8%AD/)
    expect(utf8Name(header)).toBe('حمص بالطحينة.pdf')
  })

  it('keeps the ASCII part of a mixed title and drops accents in the fallback', () => {
    const header = attachmentDisposition('Crème brûlée (vanilla) – Sufra’s', 'pdf')
    expect(header).toMatch(/^attachment; filename="Creme brulee \(vanilla\) Sufras\.pdf"; /)
    expect(header).toContain(
      "filename*=UTF-8''Cr%C3%A8me%20br%C3%BBl%C3%A9e%20%28vanilla%29%20%E2%80%93%20Sufra%E2%80%99s.pdf",
    )
    expect(utf8Name(header)).toBe('Crème brûlée (vanilla) – Sufra’s.pdf')
  })

  it('removes what cannot be in a header or a file name', () => {
    expect(attachmentDisposition('a"b\\c/d\r\ne<f>:g*?|', 'pdf')).toBe(
      'attachment; filename="a b c d e f g.pdf"',
    )
    expect(attachmentDisposition('   ', 'pdf')).toBe('attachment; filename="recipe.pdf"')
    expect(attachmentDisposition("it's", 'pdf')).toBe('attachment; filename="it\'s.pdf"')
    const long = attachmentDisposition('x'.repeat(500), 'pdf')
    expect(long).toBe(`attachment; filename="${'x'.repeat(120)}.pdf"`)
  })
})
