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
 * not keep: the harness maps the seeded recipes' English titles back to their keys.
 */
import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../src/db/client'
import { recipes as demoRecipes } from '../src/seed/content/recipes'
import { describeQuery, searchUrl, type SearchFilters } from './search-mix'

export const RELEVANCE_FILE = new URL('./search-relevance.json', import.meta.url)
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

export interface RelevanceSet {
  about: string
  queries: RelevanceQuery[]
}

export function loadRelevanceSet(): RelevanceSet {
  return JSON.parse(readFileSync(RELEVANCE_FILE, 'utf8')) as RelevanceSet
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

/** Every expected key that names no demo recipe (a label gone stale after a content change). */
export function unknownKeys(set: RelevanceSet): string[] {
  const known = new Set(demoRecipes.map((recipe) => recipe.slug))
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

/** Asks every labelled query of `app` (in-process) and scores the answers. */
export async function runRelevance(
  app: FastifyInstance,
  db: Database,
  set: RelevanceSet = loadRelevanceSet(),
): Promise<RelevanceReport> {
  const keys = await demoKeysById(db)
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
