import { describe, expect, it } from 'vitest'
import {
  FILTER_GROUP_SIZE,
  type FilterOption,
  isChosen,
  popularOptions,
  termOptions,
  visibleOptions,
  withChosen,
} from './filter-options'

const option = (value: string): FilterOption => ({ value, name: { en: value, ar: value } })
const twelve = Array.from({ length: 12 }, (_, index) => option(`entry-${index + 1}`))

describe('filter options', () => {
  it('takes a popular entry by its slug, or its English name as a slug when it has none', () => {
    expect(
      popularOptions([
        { _id: { en: 'Olive oil', ar: 'زيت زيتون' }, count: 3, slug: 'olive-oil' },
        { _id: { en: 'Side Dish', ar: 'أطباق جانبية' }, count: 2 },
      ]).map((entry) => entry.value),
    ).toEqual(['olive-oil', 'side-dish'])
  })

  it('takes a cuisine or label by its key, with its names', () => {
    expect(
      termOptions([
        {
          _id: '7e000000-0000-4000-8000-000000000001',
          key: 'levantine',
          name: { en: 'Levantine', ar: 'شامي' },
        },
      ]),
    ).toEqual([{ value: 'levantine', name: { en: 'Levantine', ar: 'شامي' } }])
  })

  it('puts a chosen value the list lacks first, named by the search answer when it can be', () => {
    const all = withChosen(
      twelve,
      ['saffron', 'entry-2', 'mystery'],
      [
        { value: 'saffron', name: { en: 'Saffron', ar: 'زعفران' } },
        { value: 'mystery', name: null },
      ],
    )
    expect(all.slice(0, 3)).toEqual([
      { value: 'saffron', name: { en: 'Saffron', ar: 'زعفران' } },
      { value: 'mystery', name: null },
      option('entry-1'),
    ])
    expect(all).toHaveLength(14)
  })

  it('matches chosen values without case, as the API does', () => {
    expect(withChosen(twelve, ['ENTRY-3'])).toHaveLength(12)
    expect(isChosen(option('entry-3'), ['ENTRY-3'])).toBe(true)
    expect(isChosen(option('entry-4'), ['ENTRY-3'])).toBe(false)
  })

  it('shows 10 until expanded, and a chosen one past them all the same', () => {
    expect(FILTER_GROUP_SIZE).toBe(10)
    expect(visibleOptions(twelve, [], false)).toHaveLength(10)
    expect(visibleOptions(twelve, [], true)).toHaveLength(12)
    const shown = visibleOptions(twelve, ['entry-12'], false)
    expect(shown).toHaveLength(11)
    expect(shown.at(-1)?.value).toBe('entry-12')
  })
})
