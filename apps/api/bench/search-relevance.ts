/**
 * The relevance half of `pnpm bench:search`: the labelled queries of search-relevance.json asked of the
 * search API over the demo recipes (the seed, on PGlite in memory), scored by recall@5 and MRR.
 *
 * - A query's answer is ranked as the search page shows it: page 1's `mainRecipe` followed by its
 *   `similarRecipes` (a recipe in both counted once, at its first place).
 * - recall@5 of a query = |expected ∩ first 5 of the answer| / min(|expected|, 5): the share of the
 *   recipes a cook expects that the first five show (a query expecting more than five needs any five
 *   of them). The figure reported is its mean over queries, overall and per kind.
 * - MRR = the mean over queries of 1 / (the place of the first expected recipe in page 1's answer),
 *   0 when none is there.
 *
 * Recipes are named by their seed key (`DemoRecipe.slug` in src/seed/content), which the database does
 * not keep: the harness maps the seeded recipes' English titles back to their keys. The demo recipes
 * all have both languages, so the set also holds fixtures: recipes written in one language only, which
 * the harness adds through the API (`POST /recipe/custom` as a bench cook) before asking, named
 * `fixture:…`.
 */
import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../src/db/client'
import { SESSION_COOKIE } from '../src/http/session-viewer'
import { recipes as demoRecipes } from '../src/seed/content/recipes'
import { describeQuery, searchUrl, type SearchFilters } from './search-mix'

export const RELEVANCE_FILE = new URL('./search-relevance.json', import.meta.url)
/** Queries never used to tune the engine, scored apart: does the tuning generalise? (Optional.) */
export const HOLDOUT_FILE = new URL('./search-relevance-holdout.json', import.meta.url)
export const RECALL_DEPTH = 5
export const RECALL_GOAL = 0.9

export interface RelevanceQuery {
  kind: string
  keyword: string
  filters?: SearchFilters
  /** Seed keys of the recipes a cook would expect, the most expected first. */
  expected: string[]
  /** Why these, where it is not obvious. */
  why?: string
}

/** A recipe the harness writes through the API before asking: the recipe form's fields. */
export interface RelevanceFixture {
  key: string
  why?: string
  form: Record<string, string>
}

export interface RelevanceSet {
  about: string
  fixtures: RelevanceFixture[]
  queries: RelevanceQuery[]
}

const FIXTURE_COOK = { email: 'bench-relevance@sufra.test', password: 'bench relevance password' }

export function loadRelevanceSet(file: URL = RELEVANCE_FILE): RelevanceSet {
  return JSON.parse(readFileSync(file, 'utf8')) as RelevanceSet
}

export interface QueryScore {
  kind: string
  query: string
  expected: string[]
  /** Page 1's answer, main then similar, as seed keys (`?` for a recipe that is not a demo recipe). */
  ranked: string[]
  recall: number
  reciprocalRank: number
  /** Expected recipes missing from the first five. */
  missing: string[]
  status: number
  milliseconds: number
}

export interface Figures {
  queries: number
  recall: number
  mrr: number
}

export interface RelevanceReport {
  overall: Figures
  byKind: Record<string, Figures>
  scores: QueryScore[]
  /** Requests answered other than 200 (the run fails on any). */
  failures: { query: string; status: number; body: string }[]
}

/** Seed key of every seeded demo recipe's id. */
export async function demoKeysById(db: Database): Promise<Map<string, string>> {
  const keyByTitle = new Map(demoRecipes.map((recipe) => [recipe.title.en, recipe.slug]))
  const result = (await db.execute(sql`select id, title_en from recipes`)) as unknown as {
    rows: { id: string; title_en: string }[]
  }
  const keys = new Map<string, string>()
  for (const row of result.rows) {
    const key = keyByTitle.get(row.title_en)
    if (key) keys.set(row.id, key)
  }
  return keys
}

/**
 * Writes the fixtures through the API as a cook of their own (signed up here), as a person would; the
 * seed key of each new recipe's id.
 */
export async function addFixtures(
  app: FastifyInstance,
  fixtures: RelevanceFixture[],
): Promise<Map<string, string>> {
  const keys = new Map<string, string>()
  if (fixtures.length === 0) return keys
  const signup = await app.inject({
    method: 'POST',
    url: '/api/v1/user/signup',
    payload: {
      firstName: 'Bench',
      lastName: 'Cook',
      email: FIXTURE_COOK.email,
      password: FIXTURE_COOK.password,
      confirmPassword: FIXTURE_COOK.password,
    },
  })
  const session = signup.cookies.find((cookie) => cookie.name === SESSION_COOKIE)
  if (signup.statusCode !== 201 || !session) {
    throw new Error(
      `Signing the fixtures' cook up answered ${signup.statusCode}: ${signup.body.slice(0, 300)}`,
    )
  }
  for (const fixture of fixtures) {
    // A multipart body as a browser's FormData sends it.
    const form = new FormData()
    for (const [name, value] of Object.entries(fixture.form)) form.append(name, value)
    const encoded = new Response(form)
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/recipe/custom',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')! },
      cookies: { [SESSION_COOKIE]: session.value },
    })
    if (response.statusCode !== 200) {
      throw new Error(
        `Writing ${fixture.key} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
      )
    }
    const recipe = (response.json() as { data: FixtureRecipe }).data
    const unmatched = recipe.ingredients.filter((line) => line.details === null)
    if (unmatched.length > 0) {
      throw new Error(
        `${fixture.key}: lines not matched to the catalogue: ${unmatched.map((line) => line.nameClean.en || line.nameClean.ar).join(', ')}`,
      )
    }
    keys.set(recipe._id, fixture.key)
  }
  return keys
}

interface FixtureRecipe {
  _id: string
  ingredients: { nameClean: { en: string; ar: string }; details: { slug: string } | null }[]
}

/** Every expected key that names no demo recipe nor fixture (a label gone stale after a content change). */
export function unknownKeys(set: RelevanceSet, fixtures: RelevanceFixture[] = set.fixtures): string[] {
  const known = new Set([
    ...demoRecipes.map((recipe) => recipe.slug),
    ...fixtures.map((fixture) => fixture.key),
  ])
  return [...new Set(set.queries.flatMap((query) => query.expected))].filter((key) => !known.has(key))
}

const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length

function figures(scores: QueryScore[]): Figures {
  return {
    queries: scores.length,
    recall: mean(scores.map((score) => score.recall)),
    mrr: mean(scores.map((score) => score.reciprocalRank)),
  }
}

interface SummaryAnswer {
  data?: { mainRecipe?: { _id: string }[]; similarRecipes?: { _id: string }[] }
}

/** The seed key of every recipe the sets can name: the demo recipes, and the fixtures once written. */
export async function recipeKeys(
  app: FastifyInstance,
  db: Database,
  fixtures: RelevanceFixture[],
): Promise<Map<string, string>> {
  return new Map([...(await demoKeysById(db)), ...(await addFixtures(app, fixtures))])
}

/** Asks every labelled query of `app` (in-process) and scores the answers; `keys` from recipeKeys. */
export async function runRelevance(
  app: FastifyInstance,
  keys: Map<string, string>,
  set: RelevanceSet,
): Promise<RelevanceReport> {
  const scores: QueryScore[] = []
  const failures: RelevanceReport['failures'] = []
  for (const labelled of set.queries) {
    const url = searchUrl({ keyword: labelled.keyword, filters: labelled.filters })
    const started = performance.now()
    const response = await app.inject({ method: 'GET', url })
    const milliseconds = performance.now() - started
    const query = describeQuery({ keyword: labelled.keyword, filters: labelled.filters })
    if (response.statusCode !== 200) {
      failures.push({ query, status: response.statusCode, body: response.body.slice(0, 300) })
    }
    const answer = (response.statusCode === 200 ? response.json() : {}) as SummaryAnswer
    const ids = [...(answer.data?.mainRecipe ?? []), ...(answer.data?.similarRecipes ?? [])].map(
      (recipe) => recipe._id,
    )
    const ranked = [...new Set(ids)].map((id) => keys.get(id) ?? '?')
    const top = new Set(ranked.slice(0, RECALL_DEPTH))
    const expected = labelled.expected
    const found = expected.filter((key) => top.has(key))
    const firstPlace = ranked.findIndex((key) => expected.includes(key))
    scores.push({
      kind: labelled.kind,
      query,
      expected,
      ranked,
      recall: expected.length === 0 ? 1 : found.length / Math.min(expected.length, RECALL_DEPTH),
      reciprocalRank: firstPlace < 0 ? 0 : 1 / (firstPlace + 1),
      missing:
        found.length >= Math.min(expected.length, RECALL_DEPTH)
          ? []
          : expected.filter((key) => !top.has(key)),
      status: response.statusCode,
      milliseconds,
    })
  }
  const kinds = [...new Set(scores.map((score) => score.kind))]
  return {
    overall: figures(scores),
    byKind: Object.fromEntries(
      kinds.map((kind) => [kind, figures(scores.filter((score) => score.kind === kind))]),
    ),
    scores,
    failures,
  }
}
