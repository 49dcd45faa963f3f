import { describe, expect, it } from 'vitest'
import { languageRedirectTarget, splitLanguagePath, switchLanguagePath, withLanguage } from './language-path'

describe('splitLanguagePath', () => {
  it.each([
    ['/en', 'en', '/'],
    ['/ar/', 'ar', '/'],
    ['/ar/recipe/12', 'ar', '/recipe/12'],
    ['/fr/recipe/12', undefined, '/fr/recipe/12'],
    ['/english', undefined, '/english'],
    ['/', undefined, '/'],
  ])('%s → %s %s', (path, locale, rest) => {
    expect(splitLanguagePath(path)).toEqual({ locale, rest })
  })
})

describe('languageRedirectTarget', () => {
  it('puts an unprefixed path under the current language, keeping query and hash', () => {
    expect(languageRedirectTarget('/explore', '?q=1', '#top', 'ar')).toBe('/ar/explore?q=1#top')
    expect(languageRedirectTarget('/', '', '', 'en')).toBe('/en')
  })
  it('keeps a path that already has a language', () => {
    expect(languageRedirectTarget('/en/saved', '', '', 'ar')).toBe('/en/saved')
  })
})

describe('switchLanguagePath', () => {
  it('keeps the page and swaps the prefix', () => {
    expect(switchLanguagePath('/en/recipe/5', '?servings=2', '', 'ar')).toBe('/ar/recipe/5?servings=2')
    expect(switchLanguagePath('/ar', '', '', 'en')).toBe('/en')
  })
  it('withLanguage joins cleanly', () => {
    expect(withLanguage('en', 'feed')).toBe('/en/feed')
  })
})
