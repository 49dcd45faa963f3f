import { describe, expect, it } from 'vitest'
import type { Schema } from '@sufra/api-client'
import { emptySearch } from '@sufra/core'
import { SEARCH_PAGE_SIZE, nextSearchPage, searchInit, searchPaging, searchResults } from './search-data'

type Recipe = Schema<'RecipeSummary'>
type Result = Schema<'SearchResult'>

const recipe = (n: number) => ({ _id: `recipe-${n}` }) as Recipe
const ids = (recipes: Recipe[]) => recipes.map((entry) => entry._id)
const noneApplied: Result['applied'] = {
  ingredients: [],
  categories: [],
  cuisines: [],
  diets: [],
  healthLabels: [],
}

function answer(page: number, totalPages: number, main: number[], similar: number[]): Result {
  return {
    mainRecipe: main.map(recipe),
    similarRecipes: similar.map(recipe),
    pagination: { page, limit: SEARCH_PAGE_SIZE, total: main.length, totalPages },
    applied: noneApplied,
  }
}

describe('the search page data', () => {
  it('asks for 30 a page, the lists as JSON and the cooking time as minutes', () => {
    expect(
      searchInit({ ...emptySearch, keyword: 'kibbeh', ingredients: ['bulgur', 'lamb'], cookTime: 60 }),
    ).toEqual({
      params: {
        query: { keyword: 'kibbeh', ingredients: '["bulgur","lamb"]', cookTime: 60, limit: 30 },
      },
    })
    expect(searchInit(emptySearch)).toEqual({ params: { query: { limit: 30 } } })
  })

  it('asks for the next page while the last one read is before totalPages', () => {
    expect(nextSearchPage({ page: 1, totalPages: 3 })).toBe(2)
    expect(nextSearchPage({ page: 2, totalPages: 3 })).toBe(3)
    expect(nextSearchPage({ page: 3, totalPages: 3 })).toBeUndefined()
    // No similar recipes at all: page 1's main recipes are everything.
    expect(nextSearchPage({ page: 1, totalPages: 0 })).toBeUndefined()
    expect(searchPaging.initialPageParam).toBe(1)
    expect(searchPaging.pageParamName).toBe('page')
    expect(searchPaging.getNextPageParam({ data: answer(1, 2, [1], [2]) })).toBe(2)
  })

  it('shows page 1 as its main recipes then its similar ones, and adds only similar ones after', () => {
    const pages = [answer(1, 2, [1, 2], [3, 4]), answer(2, 2, [9], [5, 6])]
    const { main, similar } = searchResults(pages)
    expect(ids(main)).toEqual(['recipe-1', 'recipe-2'])
    // A later page's mainRecipe (the server leaves it empty) is not shown.
    expect(ids(similar)).toEqual(['recipe-3', 'recipe-4', 'recipe-5', 'recipe-6'])
  })

  it('shows each recipe once, at its first place', () => {
    const { main, similar } = searchResults([answer(1, 2, [1, 2], [2, 3]), answer(2, 2, [], [3, 4])])
    expect(ids([...main, ...similar])).toEqual(['recipe-1', 'recipe-2', 'recipe-3', 'recipe-4'])
  })

  it('has nothing before the first page arrives', () => {
    expect(searchResults([])).toEqual({ main: [], similar: [] })
  })
})
