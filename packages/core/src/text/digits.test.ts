import { describe, expect, it } from 'vitest'
import { toWesternDigits } from './digits'

describe('toWesternDigits', () => {
  it.each([
    ['٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['٢ كوب', '2 كوب'],
    ['۳ ملعقة', '3 ملعقة'],
    ['١٫٥ كيلو', '1.5 كيلو'],
    ['١٬٠٠٠ غرام', '1,000 غرام'],
    ['2 cups', '2 cups'],
    ['٣ and 4 and ۵', '3 and 4 and 5'],
    ['', ''],
    ['بدون أرقام', 'بدون أرقام'],
  ])('%j → %j', (input, expected) => {
    expect(toWesternDigits(input)).toBe(expected)
  })
})
