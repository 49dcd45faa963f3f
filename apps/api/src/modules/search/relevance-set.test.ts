/**
 * The labelled relevance sets of `pnpm bench:search` (apps/api/bench/search-relevance.json and its
 * held-out companion), asked of the search on the demo content: every query answers 200 in the
 * contract's shape, and the sets name only recipes the seed (or the bench's fixtures) has. How well the answers rank is the bench's figure (recall@5, MRR), not a
 * test's: a floor here would tie the tests to tuning.
 */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recipes as demoRecipes } from '../../seed/content/recipes'
import { engines, expectContractResponse, startTestServer, type TestServer } from '../../testing/test-server'

interface LabelledQuery {
  kind: string
  keyword: string
  filters?: Record<string, string[] | number>
  expected: string[]
  why?: string
}

interface RelevanceSet {
  about: string
  fixtures: { key: string }[]
  queries: LabelledQuery[]
}

const readSet = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../bench/${name}`, import.meta.url), 'utf8')) as RelevanceSet
const set = readSet('search-relevance.json')
const holdout = readSet('search-relevance-holdout.json')

function searchUrl({ keyword, filters = {} }: LabelledQuery): string {
  const params = new URLSearchParams({ keyword })
  for (const [name, value] of Object.entries(filters)) {
    params.set(name, Array.isArray(value) ? JSON.stringify(value) : String(value))
  }
  return `/api/v1/search/query?${params.toString()}`
}

describe('the search relevance set', () => {
  it('holds at least 60 queries of every kind the issue names, each expecting demo recipes', () => {
    expect(set.queries.length).toBeGreaterThanOrEqual(60)
    const kinds = new Set(set.queries.map((query) => query.kind))
    for (const kind of [
      'en-dish',
      'ar-dish',
      'ar-variant',
      'typo',
      'dialect',
      'ingredient-en',
      'ingredient-ar',
      'cross-language',
    ]) {
      expect(kinds, kind).toContain(kind)
    }
    // Demo recipes by seed key, and the recipes in one language the bench writes first (fixture:…).
    const known = new Set([
      ...demoRecipes.map((recipe) => recipe.slug),
      ...[...set.fixtures, ...holdout.fixtures].map((fixture) => fixture.key),
    ])
    for (const query of [...set.queries, ...holdout.queries]) {
      expect(query.keyword.trim(), JSON.stringify(query)).not.toBe('')
      expect(query.expected.length, query.keyword).toBeGreaterThan(0)
      for (const key of query.expected) expect(known, `${query.keyword} → ${key}`).toContain(key)
    }
    // No query twice, and none of the held-out ones among those the engine is tuned against.
    const asked = [...set.queries, ...holdout.queries].map((query) =>
      JSON.stringify([query.keyword, query.filters ?? {}]),
    )
    expect(new Set(asked).size).toBe(asked.length)
  })
})

describe.each(engines)('the search answers every labelled query (%s)', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(engine)
  }, 120_000)
  afterAll(() => server?.close())

  it.each([...set.queries, ...holdout.queries])('$kind: $keyword', async (query) => {
    const response = await server.app.inject({ method: 'GET', url: searchUrl(query) })
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200)
    expectContractResponse('searchRecipes', response)
    const { mainRecipe, similarRecipes, pagination } = response.json().data as {
      mainRecipe: { _id: string }[]
      similarRecipes: { _id: string }[]
      pagination: { page: number }
    }
    expect(pagination.page).toBe(1)
    // Similar recipes never repeat a main one, nor each other.
    const ids = [...mainRecipe, ...similarRecipes].map((recipe) => recipe._id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
