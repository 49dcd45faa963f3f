/** A PDF's text as poppler's pdftotext reads it (test code only). */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** The PDF's text as pdftotext reads it, without the direction marks it adds around runs. */
export function pdfText(pdf: Buffer): string {
  const scratch = mkdtempSync(path.join(tmpdir(), 'sufra-pdf-text-'))
  try {
    const file = path.join(scratch, 'document.pdf')
    writeFileSync(file, pdf)
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    return text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}
