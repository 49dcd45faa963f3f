import { describe, expect, it } from 'vitest'
import { FEED_PAGE_SIZE, nextSkip } from './feed-rules'

const page = (length: number) => ({ data: Array.from({ length }, (_, i) => i) })

describe('nextSkip', () => {
  it('asks for the recipes after those loaded while pages come back full', () => {
    expect(nextSkip(page(10).data, [page(10)])).toBe(10)
    expect(nextSkip(page(10).data, [page(10), page(10), page(10)])).toBe(30)
  })

  it('stops when a page has fewer than 10 (spec section 4), even an empty one', () => {
    expect(FEED_PAGE_SIZE).toBe(10)
    expect(nextSkip(page(9).data, [page(10), page(9)])).toBeUndefined()
    expect(nextSkip(page(0).data, [page(0)])).toBeUndefined()
  })
})
