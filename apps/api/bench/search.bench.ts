/**
 * `pnpm bench:search`: speed and relevance of the search (GET /api/v1/search/query), issue 14.
 *
 * Speed. A fixed mix of 240 queries (search-mix.ts: English words, Arabic words, Arabic spelling
 * variants, typos one and two letters off, several words in any order, filters only, a keyword with
 * filters, pages 3 to 10), drawn with a seed from the words the generated recipes are made of and the
 * catalogue's keys, is asked through the real app (buildApp on a local HTTP listener, keep-alive) of
 * PostgreSQL holding 10,000 and then 100,000 generated recipes (databases `sufra_bench_search_10k` and
 * `sufra_bench`, the latter shared with `pnpm bench`; each is created, seeded with the catalogue and
 * demo content, and topped up with generated recipes in batches, so an interrupted fill resumes).
 * Requests go one at a time, so a percentile is one query's cost: first a warm-up pass of another
 * mix of the same kinds (another seed: the database's caches warm, no answer asked before), then
 * BENCH_SEARCH_ROUNDS passes of the fixed mix; p50, p95, p99 and max per size and per kind of query,
 * over every measured request. Then one pass with BENCH_SEARCH_CONCURRENCY clients at once (requests/s
 * and latency under load). Goals: p95 ≤ 50 ms at 100,000 recipes, and p95 at 100,000 ≤ 2 × p95 at
 * 10,000.
 *
 * Relevance. The labelled queries of search-relevance.json (what a cook expects of the demo recipes:
 * dish names in English and Arabic, Arabic spelling variants, typos, dialect and transliterated
 * spellings, ingredients alone, words in another order, a keyword with filters) are asked of the demo
 * content on PGlite in memory, as the API tests run; recall@5 and MRR are defined in
 * search-relevance.ts. Goal: recall@5 ≥ 90 %. The failing queries are listed with what came back.
 * When search-relevance-holdout.json is there, its queries (the same kinds over other dishes and
 * spellings, never used to tune the engine) are scored apart: whether the tuning generalises.
 *
 * A missed goal is reported, never a failure; the run fails (exit 1) when any request errs or answers
 * other than 2xx, so a broken search never yields a number.
 *
 * Settings (all optional): BENCH_DATABASE_URL or DATABASE_URL (an admin connection; default
 * postgres://postgres@127.0.0.1:5432/postgres), BENCH_SEARCH_SIZES (10000,100000), BENCH_SEARCH_ROUNDS
 * (3), BENCH_SEARCH_CONCURRENCY (8; 0 leaves the row out), BENCH_POOL_SIZE (10, the server's default).
 * `--fresh` rebuilds the databases; `--relevance-only` and `--speed-only` run one half.
 *
 * Figures go to the console and to bench-results/search.{json,md}.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { prepareBenchDatabase } from './bench-database'
import { buildApp } from '../src/app'
import { loadCorpus, type Corpus } from '../src/bench-data/corpus'
import { matchCatalogue } from '../src/bench-data/factory'
import { countGeneratedRecipes, generateRecipes } from '../src/bench-data/generate'
import { openDatabase, type Database } from '../src/db/client'
import type { ServerConfig } from '../src/http/types'
import {
  buildQueryMix,
  describeQuery,
  MIX_SIZES,
  QUERY_KINDS,
  searchUrl,
  type Catalogue,
  type MixQuery,
} from './search-mix'
import {
  HOLDOUT_FILE,
  loadRelevanceSet,
  RECALL_DEPTH,
  RECALL_GOAL,
  recipeKeys,
  runRelevance,
  unknownKeys,
  type Figures,
  type RelevanceReport,
} from './search-relevance'

const MIX_SEED = 14
const WARM_UP_SEED = 1014
const GENERATION_SEED = 1
const GOAL = { p95AtLargestMs: 50, growth: 2 }

const { values: flags } = parseArgs({
  options: {
    fresh: { type: 'boolean', default: false },
    'relevance-only': { type: 'boolean', default: false },
    'speed-only': { type: 'boolean', default: false },
  },
})
const env = process.env
const settings = {
  sizes: (env.BENCH_SEARCH_SIZES ?? '10000,100000').split(',').map((size) => Number(size.trim())),
  rounds: Number(env.BENCH_SEARCH_ROUNDS ?? 3),
  concurrency: Number(env.BENCH_SEARCH_CONCURRENCY ?? 8),
  poolSize: Number(env.BENCH_POOL_SIZE ?? 10),
}
const adminUrl = env.BENCH_DATABASE_URL ?? env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const packageDir = fileURLToPath(new URL('..', import.meta.url))
const resultsDir = path.join(packageDir, 'bench-results')
const uploadsDir = path.join(os.tmpdir(), 'sufra-bench-uploads')
const notes: string[] = []

function note(text: string) {
  notes.push(text)
  console.log(`Note: ${text}`)
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1))
const percent = (share: number) => `${(share * 100).toFixed(1)} %`
const mark = (ok: boolean) => (ok ? '✓' : '✗')

function markdownTable(header: string[], body: string[][]): string {
  return [header, header.map(() => '---'), ...body].map((cells) => `| ${cells.join(' | ')} |`).join('\n')
}

async function rows<Row>(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] }
  return result.rows
}

function serverConfig(): ServerConfig {
  return {
    uploadsDir,
    jsonBodyLimit: 100 * 1024,
    trustProxy: false,
    mail: {
      outboxDir: path.join(uploadsDir, 'outbox'),
      from: 'bench@sufra.test',
      feedbackTo: 'bench@sufra.test',
    },
  }
}

/** The engine measured: the commit checked out, and whether the search's files differ from it. */
function engineVersion(): string {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: packageDir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim()
    const commit = git('log', '-1', '--format=%h %s')
    const changed = git('status', '--porcelain', '--', 'src/modules/search', 'drizzle', 'src/db')
    return changed ? `${commit} (with uncommitted changes to the search)` : commit
  } catch {
    return 'unknown (no git)'
  }
}

// ─── Relevance ──────────────────────────────────────────────────────────────

interface Relevance {
  /** The set the engine is tuned against. */
  main: RelevanceReport
  /** Queries never used for tuning, when search-relevance-holdout.json is there. */
  holdout: RelevanceReport | null
}

async function measureRelevance(): Promise<Relevance> {
  const set = loadRelevanceSet()
  const holdout = existsSync(HOLDOUT_FILE) ? loadRelevanceSet(HOLDOUT_FILE) : null
  const fixtures = [...set.fixtures, ...(holdout?.fixtures ?? [])]
  const stale = [...unknownKeys(set, fixtures), ...(holdout ? unknownKeys(holdout, fixtures) : [])]
  if (stale.length > 0) throw new Error(`The relevance sets name unknown recipes: ${stale.join(', ')}`)
  console.log(
    `Relevance: ${set.queries.length} labelled queries` +
      (holdout ? ` and ${holdout.queries.length} held out` : '') +
      ' over the demo recipes (PGlite in memory)…',
  )
  const handle = await openDatabase({ memory: true })
  try {
    const { seedDemoContent } = await import('../src/seed/seed')
    await seedDemoContent(handle.db, { uploadsDir })
    const app = await buildApp({ db: handle.db, config: serverConfig(), logger: false })
    try {
      await app.ready()
      const keys = await recipeKeys(app, handle.db, fixtures)
      return {
        main: await runRelevance(app, keys, set),
        holdout: holdout ? await runRelevance(app, keys, holdout) : null,
      }
    } finally {
      await app.close()
    }
  } finally {
    await handle.close()
  }
}

function relevanceTable(report: RelevanceReport): string {
  const row = (name: string, figures: Figures) => [
    name,
    String(figures.queries),
    percent(figures.recall),
    figures.mrr.toFixed(3),
  ]
  return markdownTable(
    ['Kind', 'Queries', `recall@${RECALL_DEPTH}`, 'MRR'],
    [
      ...Object.entries(report.byKind).map(([kind, figures]) => row(kind, figures)),
      row('**all**', report.overall),
    ],
  )
}

function failingTable(report: RelevanceReport): string {
  const failing = report.scores.filter((score) => score.recall < 1)
  if (failing.length === 0) return 'Every query finds all its expected recipes in the first five.'
  return markdownTable(
    ['Kind', 'Query', `recall@${RECALL_DEPTH}`, 'Missing from the first five', 'First five instead'],
    failing.map((score) => [
      score.kind,
      score.query,
      percent(score.recall),
      score.missing.join(', '),
      score.ranked.slice(0, RECALL_DEPTH).join(', ') || '(nothing)',
    ]),
  )
}

// ─── Speed ──────────────────────────────────────────────────────────────────

const databaseName = (size: number) =>
  size === 100_000 ? 'sufra_bench' : `sufra_bench_search_${size / 1000}k`

/** The catalogue and demo content, then generated recipes up to `size` (batched: a fill resumes). */
async function fillDatabase(db: Database, name: string, size: number) {
  const { seedDemoContent } = await import('../src/seed/seed')
  const seeded = await seedDemoContent(db, { uploadsDir })
  if (seeded.seeded) console.log(`Seeded ${name} with the catalogue and demo content.`)
  const existing = await countGeneratedRecipes(db)
  if (existing > size) {
    note(`${name} holds ${existing} generated recipes, more than the ${size} asked for; measured as it is.`)
  }
  const missing = Math.max(0, size - existing)
  if (missing === 0) {
    console.log(`Reusing ${name}: ${existing} generated recipes (--fresh rebuilds it).`)
    return null
  }
  console.log(`Generating ${missing} recipes into ${name} (${existing} already there)…`)
  const started = performance.now()
  let reported = 0
  await generateRecipes(db, {
    count: missing,
    seed: GENERATION_SEED,
    startIndex: existing,
    onProgress: (done, total) => {
      if (done - reported >= 10_000 || done === total) {
        reported = done
        console.log(`  ${done} / ${total}  (${seconds(performance.now() - started)})`)
      }
    },
  })
  await db.execute(sql`ANALYZE`)
  const loadMs = Math.round(performance.now() - started)
  console.log(`Loaded in ${seconds(loadMs)} (with ANALYZE).`)
  return loadMs
}

/**
 * Catalogue keys for the mix, the same at every size: categories, cuisines and labels in key order;
 * ingredients by how many corpus lines name them (what generated recipes link to most).
 */
async function readCatalogue(db: Database, corpus: Corpus): Promise<Catalogue> {
  const keys = async (table: string, column = 'key') =>
    (await rows<{ key: string }>(db, sql.raw(`select ${column} as key from ${table} order by key`))).map(
      (row) => row.key,
    )
  const ingredients = await rows<{ id: string; slug: string; nameEn: string; nameAr: string }>(
    db,
    sql`select id, slug, name_en as "nameEn", name_ar as "nameAr" from ingredients order by key`,
  )
  const uses = new Map<string, number>()
  for (const entry of matchCatalogue(corpus, ingredients)) {
    if (entry) uses.set(entry.id, (uses.get(entry.id) ?? 0) + 1)
  }
  return {
    categories: await keys('categories', 'slug'),
    cuisines: await keys('cuisines'),
    diets: await keys('diet_labels'),
    healthLabels: await keys('health_labels'),
    ingredients: ingredients
      .filter((entry) => uses.has(entry.id))
      .sort((a, b) => uses.get(b.id)! - uses.get(a.id)! || a.slug.localeCompare(b.slug))
      .map(({ slug, nameEn, nameAr }) => ({ slug, nameEn, nameAr })),
  }
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('No TCP address')
  return `http://127.0.0.1:${address.port}`
}

interface Sample {
  kind: MixQuery['kind']
  query: string
  ms: number
  status: number
  /** Recipes in the answer (main + similar) and the total it announced. */
  recipes: number
  total: number
}

interface Failure {
  query: string
  status: number
  body: string
}

async function ask(baseUrl: string, query: MixQuery, failures: Failure[]): Promise<Sample> {
  const url = `${baseUrl}${searchUrl(query)}`
  const started = performance.now()
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
  const body = await response.text()
  const elapsed = performance.now() - started
  let recipes = 0
  let total = 0
  if (response.ok) {
    const answer = JSON.parse(body) as {
      data: { mainRecipe: unknown[]; similarRecipes: unknown[]; pagination: { total: number } }
    }
    recipes = answer.data.mainRecipe.length + answer.data.similarRecipes.length
    total = answer.data.pagination.total
  } else {
    failures.push({ query: describeQuery(query), status: response.status, body: body.slice(0, 300) })
  }
  return {
    kind: query.kind,
    query: describeQuery(query),
    ms: elapsed,
    status: response.status,
    recipes,
    total,
  }
}

interface Latency {
  requests: number
  p50: number
  p95: number
  p99: number
  max: number
}

/** Nearest-rank percentiles. */
function latency(values: number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0
  return { requests: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? 0 }
}

interface KindFigures extends Latency {
  /** Share of the kind's queries whose answer held at least one recipe. */
  withResults: number
}

interface SizeResult {
  size: number
  database: string
  recipes: number
  loadMs: number | null
  all: Latency
  firstRound: Latency
  byKind: Record<string, KindFigures>
  slowest: { kind: string; query: string; ms: number }[]
  concurrent: (Latency & { clients: number; requestsPerSecond: number }) | null
  loadAverage: number[]
  failures: Failure[]
}

async function measureSize(size: number, corpus: Corpus): Promise<SizeResult> {
  const name = databaseName(size)
  console.log(`\n${size} recipes (${name})`)
  const url = await prepareBenchDatabase(adminUrl, name, flags.fresh)
  const handle = await openDatabase({ url, poolSize: settings.poolSize })
  let app: FastifyInstance | undefined
  try {
    const { db } = handle
    const loadMs = await fillDatabase(db, name, size)
    const [count] = await rows<{ recipes: number }>(db, sql`select count(*)::int as recipes from recipes`)
    const catalogue = await readCatalogue(db, corpus)
    const mix = buildQueryMix(MIX_SEED, corpus, catalogue)
    const warmUp = buildQueryMix(WARM_UP_SEED, corpus, catalogue)
    app = await buildApp({ db, config: serverConfig(), logger: false })
    const baseUrl = await listen(app)
    const failures: Failure[] = []

    const warmStarted = performance.now()
    for (const query of warmUp) await ask(baseUrl, query, failures)
    console.log(
      `Warm-up: ${warmUp.length} queries of another mix in ${seconds(performance.now() - warmStarted)}.`,
    )

    const samples: Sample[][] = []
    for (let round = 0; round < settings.rounds; round++) {
      const started = performance.now()
      const pass: Sample[] = []
      for (const query of mix) pass.push(await ask(baseUrl, query, failures))
      samples.push(pass)
      console.log(
        `Round ${round + 1}/${settings.rounds}: ${mix.length} queries in ${seconds(performance.now() - started)}.`,
      )
    }
    const all = samples.flat()

    let concurrent: SizeResult['concurrent'] = null
    if (settings.concurrency > 0) {
      const times: number[] = []
      let next = 0
      const started = performance.now()
      await Promise.all(
        Array.from({ length: settings.concurrency }, async () => {
          while (next < mix.length) {
            const query = mix[next++]!
            times.push((await ask(baseUrl, query, failures)).ms)
          }
        }),
      )
      const elapsed = performance.now() - started
      concurrent = {
        clients: settings.concurrency,
        requestsPerSecond: (times.length / elapsed) * 1000,
        ...latency(times),
      }
      console.log(`${settings.concurrency} clients at once: ${mix.length} queries in ${seconds(elapsed)}.`)
    }

    const byKind = Object.fromEntries(
      QUERY_KINDS.map((kind) => {
        const ofKind = all.filter((sample) => sample.kind === kind)
        const firstPass = samples[0]!.filter((sample) => sample.kind === kind)
        return [
          kind,
          {
            ...latency(ofKind.map((sample) => sample.ms)),
            withResults:
              firstPass.filter((sample) => sample.recipes > 0).length / Math.max(1, firstPass.length),
          },
        ]
      }),
    )
    // Each query's slowest time over the rounds: the ones worth a look.
    const worst = new Map<string, { kind: string; query: string; ms: number }>()
    for (const sample of all) {
      const seen = worst.get(sample.query)
      if (!seen || seen.ms < sample.ms)
        worst.set(sample.query, { kind: sample.kind, query: sample.query, ms: sample.ms })
    }
    return {
      size,
      database: name,
      recipes: count?.recipes ?? 0,
      loadMs,
      all: latency(all.map((sample) => sample.ms)),
      firstRound: latency(samples[0]!.map((sample) => sample.ms)),
      byKind,
      slowest: [...worst.values()].sort((a, b) => b.ms - a.ms).slice(0, 10),
      concurrent,
      loadAverage: os.loadavg(),
      failures,
    }
  } finally {
    await app?.close()
    await handle.close()
  }
}

const sizeLabel = (size: number) => (size % 1000 === 0 ? `${size / 1000}k` : String(size))

function speedSummary(results: SizeResult[]): string {
  return markdownTable(
    ['Recipes', 'Requests', 'p50 (ms)', 'p95 (ms)', 'p99 (ms)', 'max (ms)', 'first round p95', 'concurrent'],
    results.map((result) => [
      `${result.recipes} (${result.database})`,
      String(result.all.requests),
      ms(result.all.p50),
      ms(result.all.p95),
      ms(result.all.p99),
      ms(result.all.max),
      ms(result.firstRound.p95),
      result.concurrent
        ? `${result.concurrent.clients} clients: ${result.concurrent.requestsPerSecond.toFixed(0)} req/s, ` +
          `p50 ${ms(result.concurrent.p50)}, p95 ${ms(result.concurrent.p95)} ms`
        : '',
    ]),
  )
}

function kindTable(results: SizeResult[]): string {
  return markdownTable(
    [
      'Kind',
      'Queries',
      ...results.map((result) => `${sizeLabel(result.size)} p50 / p95 / p99 / max (ms)`),
      ...results.map((result) => `${sizeLabel(result.size)} with results`),
    ],
    QUERY_KINDS.map((kind) => [
      kind,
      String(MIX_SIZES[kind]),
      ...results.map((result) => {
        const figures = result.byKind[kind]!
        return `${ms(figures.p50)} / ${ms(figures.p95)} / ${ms(figures.p99)} / ${ms(figures.max)}`
      }),
      ...results.map((result) => percent(result.byKind[kind]!.withResults)),
    ]),
  )
}

interface Goals {
  p95AtLargest: { size: number; p95: number; goal: number; met: boolean } | null
  growth: { from: number; to: number; ratio: number; goal: number; met: boolean } | null
}

function judgeSpeed(results: SizeResult[]): Goals {
  const byRecipes = [...results].sort((a, b) => a.size - b.size)
  const largest = byRecipes.at(-1)
  const smallest = byRecipes[0]
  return {
    p95AtLargest:
      largest && largest.size >= 100_000
        ? {
            size: largest.size,
            p95: largest.all.p95,
            goal: GOAL.p95AtLargestMs,
            met: largest.all.p95 <= GOAL.p95AtLargestMs,
          }
        : null,
    growth:
      largest && smallest && largest !== smallest
        ? {
            from: smallest.size,
            to: largest.size,
            ratio: largest.all.p95 / smallest.all.p95,
            goal: GOAL.growth,
            met: largest.all.p95 <= GOAL.growth * smallest.all.p95,
          }
        : null,
  }
}

function goalLines(goals: Goals, relevance: Relevance | null): string[] {
  const lines: string[] = []
  if (goals.p95AtLargest) {
    const g = goals.p95AtLargest
    lines.push(`${mark(g.met)} p95 at ${g.size} recipes: ${ms(g.p95)} ms (goal ≤ ${g.goal} ms)`)
  }
  if (goals.growth) {
    const g = goals.growth
    lines.push(`${mark(g.met)} p95 at ${g.to} ÷ p95 at ${g.from}: ${g.ratio.toFixed(2)} (goal ≤ ${g.goal})`)
  }
  const recallLine = (name: string, report: RelevanceReport) =>
    `${mark(report.overall.recall >= RECALL_GOAL)} recall@${RECALL_DEPTH} ${name}: ` +
    `${percent(report.overall.recall)} (goal ≥ ${percent(RECALL_GOAL)}); MRR ${report.overall.mrr.toFixed(3)}`
  if (relevance) {
    lines.push(recallLine(`(${relevance.main.overall.queries} labelled queries)`, relevance.main))
    if (relevance.holdout) {
      lines.push(
        recallLine(
          `held out (${relevance.holdout.overall.queries} queries never tuned against)`,
          relevance.holdout,
        ),
      )
    }
  }
  return lines
}

async function main() {
  const started = new Date()
  const loadAtStart = os.loadavg()
  const engine = engineVersion()
  console.log(`Search bench against ${engine}.`)
  mkdirSync(uploadsDir, { recursive: true })

  const relevance = flags['speed-only'] ? null : await measureRelevance()
  if (relevance) {
    console.log(`\n${relevanceTable(relevance.main)}\n`)
    console.log(failingTable(relevance.main))
    if (relevance.holdout) {
      console.log(`\nHeld out:\n\n${relevanceTable(relevance.holdout)}\n`)
      console.log(failingTable(relevance.holdout))
    }
  }

  const speed: SizeResult[] = []
  if (!flags['relevance-only']) {
    const corpus = loadCorpus()
    if (corpus.source === 'built-in') {
      note(
        '../shared/data/recipes-public-domain is missing: English words come from the small built-in pool.',
      )
    }
    for (const size of settings.sizes) speed.push(await measureSize(size, corpus))
    console.log(`\n${speedSummary(speed)}\n\n${kindTable(speed)}\n`)
    console.log(`Slowest queries at ${speed.at(-1)!.size} recipes:`)
    for (const entry of speed.at(-1)!.slowest)
      console.log(`  ${ms(entry.ms).padStart(6)} ms  ${entry.kind}: ${entry.query}`)
    for (const result of speed) {
      const empty = QUERY_KINDS.filter(
        (kind) => kind !== 'typo-2' && kind !== 'filters' && result.byKind[kind]!.withResults === 0,
      )
      if (empty.length > 0) {
        note(
          `at ${result.size} recipes no ${empty.join(', ')} query found anything: the search may be missing ` +
            'its data for generated recipes, and a fast empty answer proves nothing.',
        )
      }
    }
  }

  const busiest = Math.max(loadAtStart[0] ?? 0, ...speed.map((result) => result.loadAverage[0] ?? 0))
  if (speed.length > 0 && busiest > os.cpus().length) {
    note(
      `the machine was busy (1-minute load average up to ${busiest.toFixed(1)} on ${os.cpus().length} cores): ` +
        'the latencies include waiting for a core, and the same engine is faster on an idle machine.',
    )
  }
  const goals = judgeSpeed(speed)
  const goalText = goalLines(goals, relevance)
  for (const line of goalText) console.log(line)

  const cpus = os.cpus()
  const machine = {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cpus: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    loadAverageAtStart: loadAtStart,
  }
  const speedFailures = speed.flatMap((result) => result.failures)
  const relevanceFailures = [...(relevance?.main.failures ?? []), ...(relevance?.holdout?.failures ?? [])]
  const passed = speedFailures.length === 0 && relevanceFailures.length === 0
  const report = {
    date: started.toISOString(),
    engine,
    passed,
    machine,
    settings: { ...settings, mixSeed: MIX_SEED, warmUpSeed: WARM_UP_SEED, mix: MIX_SIZES },
    goals,
    speed,
    relevance,
    notes,
  }
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(path.join(resultsDir, 'search.json'), `${JSON.stringify(report, null, 2)}\n`)
  const slowest = speed.at(-1)?.slowest ?? []
  writeFileSync(
    path.join(resultsDir, 'search.md'),
    [
      '# Search: speed and relevance',
      '',
      `${report.date} — engine: ${engine}.`,
      '',
      ...goalText.map((line) => `- ${line}`),
      '',
      ...(passed
        ? []
        : ['**FAILED**: some requests answered other than 2xx; the figures are not valid.', '']),
      ...(speed.length > 0
        ? [
            '## Speed',
            '',
            `GET /api/v1/search/query through the app on a local HTTP listener, one request at a time: ` +
              `a warm-up pass of another mix, then ${settings.rounds} passes of the fixed mix of ` +
              `${Object.values(MIX_SIZES).reduce((a, b) => a + b, 0)} queries (seed ${MIX_SEED}); ` +
              `percentiles over every measured request (nearest rank). “concurrent” is one more pass with ` +
              `that many clients at once. Database pool ${settings.poolSize}; PostgreSQL on the same machine.`,
            '',
            speedSummary(speed),
            '',
            kindTable(speed),
            '',
            `“with results”: share of the kind's queries whose first answer held at least one recipe.`,
            '',
            `Slowest queries at ${speed.at(-1)!.size} recipes (each query's slowest round):`,
            '',
            markdownTable(
              ['Kind', 'Query', 'ms'],
              slowest.map((entry) => [entry.kind, entry.query, ms(entry.ms)]),
            ),
            '',
          ]
        : []),
      ...(relevance
        ? [
            '## Relevance',
            '',
            `${relevance.main.overall.queries} labelled queries (apps/api/bench/search-relevance.json) over the ` +
              `demo recipes on PGlite. recall@${RECALL_DEPTH} = share of a query's expected recipes among the ` +
              `first ${RECALL_DEPTH} of page 1 (main then similar), out of at most ${RECALL_DEPTH}, averaged ` +
              'over queries; MRR = mean of 1 / place of the first expected recipe (0 when absent).',
            '',
            relevanceTable(relevance.main),
            '',
            '### Failing queries',
            '',
            failingTable(relevance.main),
            '',
            ...(relevance.holdout
              ? [
                  '## Relevance on held-out queries',
                  '',
                  `${relevance.holdout.overall.queries} queries (apps/api/bench/search-relevance-holdout.json) of ` +
                    'the same kinds, never used to tune the engine, scored the same way.',
                  '',
                  relevanceTable(relevance.holdout),
                  '',
                  '### Failing held-out queries',
                  '',
                  failingTable(relevance.holdout),
                  '',
                ]
              : []),
          ]
        : []),
      `Machine: ${machine.cpus} × ${machine.cpu}, ${machine.memoryGiB} GiB, ${machine.os}, Node ${machine.node}; ` +
        `load average ${loadAtStart.map((n) => n.toFixed(1)).join(', ')} at the start` +
        (speed.length > 0
          ? `, ${speed.map((r) => `${r.loadAverage.map((n) => n.toFixed(1)).join(', ')} after ${sizeLabel(r.size)}`).join('; ')}.`
          : '.'),
      ...(notes.length > 0 ? ['', ...notes.map((text) => `- ${text}`)] : []),
      '',
    ].join('\n'),
  )
  console.log(`Wrote ${path.relative(process.cwd(), resultsDir)}/search.{json,md}`)

  for (const failure of [...relevanceFailures, ...speedFailures].slice(0, 20)) {
    console.error(`${failure.query}: answered ${failure.status}: ${failure.body}`)
  }
  if (!passed) process.exitCode = 1
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
