import { describe, expect, it } from 'vitest'
import { normalizeIsoDate } from './iso-date'

describe('normalizeIsoDate', () => {
  it('keeps valid ISO dates', () => {
    expect(normalizeIsoDate('1990-05-17')).toBe('1990-05-17')
    expect(normalizeIsoDate('  2024-02-29 ')).toBe('2024-02-29')
  })

  it('pads single-digit months and days and accepts / or . separators', () => {
    expect(normalizeIsoDate('2024-5-1')).toBe('2024-05-01')
    expect(normalizeIsoDate('2024/12/31')).toBe('2024-12-31')
    expect(normalizeIsoDate('2024.1.9')).toBe('2024-01-09')
  })

  it('reads Arabic-Indic and Persian digits', () => {
    expect(normalizeIsoDate('١٩٩٠-٠٥-١٧')).toBe('1990-05-17')
    expect(normalizeIsoDate('۲۰۲۴-۰۱-۰۲')).toBe('2024-01-02')
  })

  it('rejects dates that do not exist or are not ISO', () => {
    expect(normalizeIsoDate('2023-02-29')).toBeUndefined()
    expect(normalizeIsoDate('2024-13-01')).toBeUndefined()
    expect(normalizeIsoDate('2024-04-31')).toBeUndefined()
    expect(normalizeIsoDate('17/05/1990')).toBeUndefined()
    expect(normalizeIsoDate('yesterday')).toBeUndefined()
    expect(normalizeIsoDate('')).toBeUndefined()
  })
})
