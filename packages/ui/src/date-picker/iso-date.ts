import { daysInMonth, toWesternDigits } from '@sufra/core'

/**
 * The date field shows and accepts ISO dates (YYYY-MM-DD, the API's format) in both languages.
 * People typing on an Arabic keyboard may enter Arabic-Indic (or Persian) digits and single-digit
 * months or days; this turns such input into a strict ISO string, or undefined when it is not a
 * real calendar date. Pure, so it is tested without a browser.
 */
export function normalizeIsoDate(text: string): string | undefined {
  // Arabic keyboards also offer the Arabic date separator and people use "/" or ".".
  // Direction marks (LRM, RLM, ALM) can come along when typing or pasting in Arabic.
  const cleaned = toWesternDigits(text.replace(/[\u200e\u200f\u061c]/g, '').trim()).replace(
    /[\u060d/.]/g,
    '-',
  )
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(cleaned)
  if (!match) return undefined
  const year = Number(match[1])
  const month = Number(match[2])
  const day = Number(match[3])
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined
  return `${match[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}
