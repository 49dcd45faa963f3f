import { describe, expect, it } from 'vitest'
import { pickText } from './pick-text'

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
