import { describe, expect, it } from 'vitest'
import { chooseLang } from './lang'

describe('chooseLang', () => {
  it.each([
    ['ar', 'en', 'ar'],
    ['en', 'ar', 'en'],
    ['AR-eg', 'en', 'ar'],
    ['en-GB', 'ar', 'en'],
    [' ar ', null, 'ar'],
  ])('the element says %j (page %j): %s', (own, page, expected) => {
    expect(chooseLang(own, page)).toBe(expected)
  })

  it.each([
    [null, 'ar', 'ar'],
    [null, 'ar-SA', 'ar'],
    ['', 'AR', 'ar'],
    ['fr', 'ar', 'ar'],
    ['fr', 'fr', 'en'],
    [null, 'arn', 'en'],
    [null, '', 'en'],
    [undefined, undefined, 'en'],
    ['english', 'ar', 'ar'],
  ])(
    'without an English or Arabic lang of its own (%j), the page decides (%j): %s',
    (own, page, expected) => {
      expect(chooseLang(own, page)).toBe(expected)
    },
  )
})
