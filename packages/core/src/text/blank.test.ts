import { describe, expect, it } from 'vitest'
import { isBlank } from './blank'

describe('isBlank', () => {
  it.each([
    ['empty', ''],
    ['spaces and new lines', ' \n\t '],
    ['zero-width spaces', '\u200b\u200b\u200b'],
    ['joiners, bidi marks and a BOM', '\u200c\u200d\u200e\u200f\ufeff\u2060'],
    ['bidi isolates and embeddings', '\u2066\u2067\u2068\u2069\u202a\u202e'],
    ['a soft hyphen and no-break spaces', '\u00ad\u00a0\u202f'],
    ['Hangul fillers and the braille blank', '\u3164\u115f\u2800'],
  ])('treats %s as blank', (_, text) => {
    expect(isBlank(text)).toBe(true)
  })

  it.each([
    ['a word', 'tasty'],
    ['Arabic with a mark', 'لذيذ\u200f'],
    ['an emoji sequence', '👩\u200d🍳'],
    ['a single dot between zero-width spaces', '\u200b.\u200b'],
  ])('keeps %s', (_, text) => {
    expect(isBlank(text)).toBe(false)
  })
})
