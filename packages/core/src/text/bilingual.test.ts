import { describe, expect, it } from 'vitest'
import { displayName, pickText } from './bilingual'

describe('pickText', () => {
  it("shows the page language's side when it has text", () => {
    expect(pickText({ en: 'Hummus', ar: 'حمص' }, 'en')).toBe('Hummus')
    expect(pickText({ en: 'Hummus', ar: 'حمص' }, 'ar')).toBe('حمص')
  })
  it('falls back to the other side when that one is empty or blank', () => {
    expect(pickText({ en: '', ar: 'حمص' }, 'en')).toBe('حمص')
    expect(pickText({ en: 'Hummus', ar: '  ' }, 'ar')).toBe('Hummus')
    expect(pickText(null, 'ar')).toBe('')
  })
})

describe('displayName', () => {
  const layla = {
    firstName: { en: 'Layla', ar: 'ليلى' },
    lastName: { en: 'Haddad', ar: '' },
    username: 'layla',
  }
  it('joins first and last name in the language, each part falling back to the other spelling', () => {
    expect(displayName(layla, 'en')).toBe('Layla Haddad')
    expect(displayName(layla, 'ar')).toBe('ليلى Haddad')
    expect(displayName({ firstName: { en: '', ar: 'ليلى' }, lastName: null }, 'en')).toBe('ليلى')
  })
  it('shows the username when no name was given, else nothing', () => {
    expect(displayName({ ...layla, firstName: { en: ' ', ar: '' }, lastName: null }, 'ar')).toBe('layla')
    expect(displayName({}, 'en')).toBe('')
  })
})
