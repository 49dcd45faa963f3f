import { describe, expect, it } from 'vitest'
import { defaultLocale, directionOf, intlLocaleOf, isLocale, locales } from './locale'

describe('locales', () => {
  it('are English and Arabic, English by default', () => {
    expect(locales).toEqual(['en', 'ar'])
    expect(defaultLocale).toBe('en')
  })
})

describe('directionOf', () => {
  it('is right-to-left for Arabic and left-to-right for English', () => {
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('en')).toBe('ltr')
  })
})

describe('isLocale', () => {
  it.each([
    ['en', true],
    ['ar', true],
    ['EN', false],
    ['Ar', false],
    ['en-US', false],
    ['ar-SA', false],
    ['es', false],
    ['', false],
    [' en', false],
    [undefined, false],
    [null, false],
    [0, false],
    [['en'], false],
    [{ locale: 'en' }, false],
  ])('%j → %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected)
  })
})

describe('intlLocaleOf', () => {
  it('maps English to en', () => {
    expect(intlLocaleOf('en')).toBe('en')
  })

  it('maps Arabic to Arabic with Latin digits', () => {
    expect(intlLocaleOf('ar')).toBe('ar-u-nu-latn')
    expect(new Intl.Locale(intlLocaleOf('ar')).numberingSystem).toBe('latn')
    expect(new Intl.NumberFormat(intlLocaleOf('ar')).format(1234.5)).toMatch(/^1.?234.5$/)
  })

  it('gives tags Intl accepts', () => {
    for (const locale of locales) {
      expect(Intl.getCanonicalLocales(intlLocaleOf(locale))).toEqual([intlLocaleOf(locale)])
      expect(new Intl.PluralRules(intlLocaleOf(locale)).resolvedOptions().locale).toMatch(/^(en|ar)/)
    }
  })
})
