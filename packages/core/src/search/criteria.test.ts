import { describe, expect, it } from 'vitest'
import {
  countFilters,
  emptySearch,
  parseSearchParams,
  searchPath,
  searchQuery,
  toggleFilter,
  toSearchParams,
  withoutFilter,
} from './criteria'

describe('search criteria in the address', () => {
  it('round-trips every filter through the query string', () => {
    const criteria = {
      ...emptySearch,
      keyword: 'كبة نية',
      ingredients: ['bulgur', 'lamb'],
      categories: ['dinner'],
      cuisines: ['levantine'],
      diets: ['high-protein'],
      healthLabels: ['dairy-free'],
      cookTime: 60 as const,
    }
    expect(parseSearchParams(new URLSearchParams(toSearchParams(criteria).toString()))).toEqual(criteria)
  })

  it('writes the same search as the same link', () => {
    expect(searchPath({ ...emptySearch, cookTime: 30, ingredients: ['egg'], keyword: ' eggs ' })).toBe(
      '/search?keyword=eggs&ingredients=egg&cookTime=30',
    )
    expect(searchPath(emptySearch)).toBe('/search')
  })

  it('drops what it cannot use instead of failing', () => {
    const parsed = parseSearchParams(
      new URLSearchParams('cookTime=45&ingredients=&ingredients=egg&ingredients=egg&unknown=1'),
    )
    expect(parsed).toEqual({ ...emptySearch, ingredients: ['egg'] })
    const many = new URLSearchParams(Array.from({ length: 30 }, (_, i) => ['cuisines', `c${i}`]))
    expect(parseSearchParams(many).cuisines).toHaveLength(20)
    expect(parseSearchParams(new URLSearchParams({ keyword: 'x'.repeat(300) })).keyword).toHaveLength(200)
  })

  it('keeps % and _ as typed (the server treats them literally)', () => {
    expect(parseSearchParams(new URLSearchParams(toSearchParams({ keyword: '100%_pure' }))).keyword).toBe(
      '100%_pure',
    )
  })

  it('gives the API each list as JSON and leaves empty ones out', () => {
    expect(
      searchQuery({ ...emptySearch, keyword: 'soup', ingredients: ['egg', 'leek'], cookTime: 121 }),
    ).toEqual({
      keyword: 'soup',
      ingredients: '["egg","leek"]',
      cookTime: 121,
    })
    expect(searchQuery(emptySearch)).toEqual({})
  })

  it('adds, removes and counts filters', () => {
    let criteria = toggleFilter(emptySearch, 'cuisines', 'levantine')
    criteria = toggleFilter(criteria, 'cuisines', 'egyptian')
    criteria = { ...criteria, cookTime: 30 }
    expect(countFilters(criteria)).toBe(3)
    criteria = toggleFilter(criteria, 'cuisines', 'levantine')
    expect(criteria.cuisines).toEqual(['egyptian'])
    expect(withoutFilter(criteria, 'cookTime').cookTime).toBeNull()
    expect(withoutFilter({ ...criteria, keyword: 'x' }, 'keyword').keyword).toBe('')
  })
})
