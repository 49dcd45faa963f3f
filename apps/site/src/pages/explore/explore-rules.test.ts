import { describe, expect, it } from 'vitest'
import {
  EXPLORE_PAGE_SIZE,
  EXPLORE_SCROLL_THRESHOLD,
  mergeById,
  nextPageAfter,
  taxonomySlug,
} from './explore-rules'

describe('explore paging', () => {
  it('uses the spec constants', () => {
    expect(EXPLORE_PAGE_SIZE).toBe(30)
    expect(EXPLORE_SCROLL_THRESHOLD).toBe('300px')
  })

  it('asks for the next page until one comes back empty', () => {
    expect(nextPageAfter([{}, {}], 1)).toBe(2)
    expect(nextPageAfter([{}], 4)).toBe(5)
    expect(nextPageAfter([], 5)).toBeUndefined()
  })

  it('merges pages by id: first place, latest copy', () => {
    const pages = [
      [
        { _id: 'a', v: 1 },
        { _id: 'b', v: 1 },
      ],
      [
        { _id: 'b', v: 2 },
        { _id: 'c', v: 1 },
      ],
      [],
    ]
    expect(mergeById(pages)).toEqual([
      { _id: 'a', v: 1 },
      { _id: 'b', v: 2 },
      { _id: 'c', v: 1 },
    ])
    expect(mergeById([])).toEqual([])
  })
})

describe('taxonomySlug', () => {
  it("prefers the server's slug", () => {
    expect(taxonomySlug({ slug: 'main-course', _id: { en: 'Main Course', ar: 'طبق رئيسي' } })).toBe(
      'main-course',
    )
  })

  it('otherwise lower-cases the English title with hyphens', () => {
    expect(taxonomySlug({ _id: { en: 'Main Course', ar: 'طبق رئيسي' } })).toBe('main-course')
    expect(taxonomySlug({ _id: { en: '  Soups & Stews ', ar: '' } })).toBe('soups-stews')
    expect(taxonomySlug({ _id: { en: 'Breakfast', ar: 'فطور' } })).toBe('breakfast')
  })
})
