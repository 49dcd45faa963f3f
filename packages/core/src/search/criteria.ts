/**
 * A search as the `/search` page's address holds it, so a search is a link that can be shared and the
 * back button walks through earlier ones: `?keyword=kibbeh&ingredients=bulgur&cuisines=levantine&cookTime=60`.
 * List filters repeat their parameter, one value each (a slug for categories and ingredients, a key for
 * cuisines and labels). The API takes the same criteria with each list as JSON (`searchQuery`).
 */

/** The spec's cooking-time choices: under 30 minutes, 1 hour, 2 hours (at most), and over 2 hours. */
export const COOK_TIMES = [30, 60, 120, 121] as const
export type CookTime = (typeof COOK_TIMES)[number]

export const SEARCH_LIST_FILTERS = ['ingredients', 'categories', 'cuisines', 'diets', 'healthLabels'] as const
export type SearchListFilter = (typeof SEARCH_LIST_FILTERS)[number]

export type SearchCriteria = { keyword: string; cookTime: CookTime | null } & Record<
  SearchListFilter,
  string[]
>

/** As the contract allows: a keyword of at most 200 characters, at most 20 entries per list. */
export const searchLimits = { keyword: 200, entries: 20 } as const

export const emptySearch: SearchCriteria = {
  keyword: '',
  cookTime: null,
  ingredients: [],
  categories: [],
  cuisines: [],
  diets: [],
  healthLabels: [],
}

function isCookTime(value: number): value is CookTime {
  return (COOK_TIMES as readonly number[]).includes(value)
}

/** Reads an address's query; unknown, blank, repeated or over-long values are dropped, never an error. */
export function parseSearchParams(params: URLSearchParams): SearchCriteria {
  const lists = Object.fromEntries(
    SEARCH_LIST_FILTERS.map((name) => {
      const values = params
        .getAll(name)
        .map((value) => value.trim())
        .filter(Boolean)
      return [name, [...new Set(values)].slice(0, searchLimits.entries)]
    }),
  ) as Record<SearchListFilter, string[]>
  const cookTime = Number(params.get('cookTime'))
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, searchLimits.keyword),
    cookTime: isCookTime(cookTime) ? cookTime : null,
    ...lists,
  }
}

/** The address query for a search, in a stable order (the same search is the same link). */
export function toSearchParams(criteria: Partial<SearchCriteria>): URLSearchParams {
  const params = new URLSearchParams()
  const keyword = criteria.keyword?.trim()
  if (keyword) params.set('keyword', keyword)
  for (const name of SEARCH_LIST_FILTERS) {
    for (const value of criteria[name] ?? []) params.append(name, value)
  }
  if (criteria.cookTime) params.set('cookTime', String(criteria.cookTime))
  return params
}

/** `/search` or `/search?…` for a search (a path without the language prefix). */
export function searchPath(criteria: Partial<SearchCriteria>): string {
  const query = toSearchParams(criteria).toString()
  return query ? `/search?${query}` : '/search'
}

/** The criteria as `GET /search/query` takes them: each list as JSON, empty ones left out. */
export function searchQuery(criteria: SearchCriteria): {
  keyword?: string
  cookTime?: CookTime
} & Partial<Record<SearchListFilter, string>> {
  const query: { keyword?: string; cookTime?: CookTime } & Partial<Record<SearchListFilter, string>> = {}
  if (criteria.keyword) query.keyword = criteria.keyword
  for (const name of SEARCH_LIST_FILTERS) {
    if (criteria[name].length > 0) query[name] = JSON.stringify(criteria[name])
  }
  if (criteria.cookTime) query.cookTime = criteria.cookTime
  return query
}

/** How many filters are chosen (each list entry and the cooking time count one; the keyword does not). */
export function countFilters(criteria: SearchCriteria): number {
  return SEARCH_LIST_FILTERS.reduce((sum, name) => sum + criteria[name].length, criteria.cookTime ? 1 : 0)
}

/** The search with one filter value taken away (a removed chip). */
export function withoutFilter(
  criteria: SearchCriteria,
  filter: SearchListFilter | 'cookTime' | 'keyword',
  value?: string,
): SearchCriteria {
  if (filter === 'cookTime') return { ...criteria, cookTime: null }
  if (filter === 'keyword') return { ...criteria, keyword: '' }
  return { ...criteria, [filter]: criteria[filter].filter((entry) => entry !== value) }
}

/** The search with a list filter's value switched on or off (a filter panel checkbox). */
export function toggleFilter(
  criteria: SearchCriteria,
  filter: SearchListFilter,
  value: string,
): SearchCriteria {
  const chosen = criteria[filter]
  if (chosen.includes(value)) return withoutFilter(criteria, filter, value)
  if (chosen.length >= searchLimits.entries) return criteria
  return { ...criteria, [filter]: [...chosen, value] }
}
