/**
 * `pnpm bench:load`: the whole server under a crowd. 500 connections for 60 s against the real server
 * (`src/main.ts` in a process of its own) on PostgreSQL, a mix of visitors reading (explore, feed,
 * catalogue, recipe details, comments, search, server-rendered pages) and signed-in people liking,
 * saving, commenting, planning meals and adding to shopping lists, each operation on its own share of
 * the connections so it has its own figures.
 *
 * The database is a throw-away one (`sufra_load_<pid>`), filled with the catalogue and demo content and
 * the bench data generator's recipes, and dropped at the end (`--keep` keeps it). Before the load, the
 * bench signs people up through the API (RATE_LIMITS lifts the sign-up and comment limits for the
 * crowd, which comes from one address) and gives each a shopping list.
 *
 * The crowd arrives at once: every connection opens as the warm-up (BENCH_LOAD_WARMUP) begins, and the
 * figures are of the `duration` after it on the same connections. The table says, per operation, when
 * its last connection had its first answer: a busy Node.js server takes in one new connection per turn
 * of its event loop (libuv since Node 20), so a crowd of 500 gets in over several seconds.
 *
 * Verdict: every request must answer 2xx, with no connection errors and no timeouts, in the warm-up
 * too, and the stored like counts must match the like rows afterwards; otherwise the bench names the
 * failing operations and exits 1. Figures go to the console and to bench-results/load.{json,md}; the
 * server's log to bench-results/load-server.log.
 *
 * Settings (all optional): BENCH_DATABASE_URL or DATABASE_URL (an admin connection; default
 * postgres://postgres@127.0.0.1:5432/postgres), BENCH_LOAD_CONNECTIONS (500), BENCH_LOAD_DURATION
 * (60 s), BENCH_LOAD_WARMUP (15 s), BENCH_LOAD_RECIPES (5000 generated beside the demo ones),
 * BENCH_LOAD_PEOPLE (250), BENCH_LOAD_TIMEOUT (30 s per request), BENCH_LOAD_ONLY (operations whose
 * names contain one of these comma-separated words; all by default), BENCH_LOAD_EACH (seconds to load
 * each operation alone first, for what a request costs the server; 0, left out, by default),
 * BENCH_LOAD_NODE_ARGS (options for the server's Node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`), and
 * the server's own DATABASE_POOL_SIZE and MAX_CONCURRENT_REQUESTS, passed on.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { dropBenchDatabase, prepareBenchDatabase } from './bench-database'
import type { LoadJob, LoadRequest, LoadResult, LoadSession } from './load-worker'
import { machineCpuTimes, runLoads } from './run-load'
import { searchUrl } from './search-mix'
import { generateRecipes } from '../src/bench-data/generate'
import { DEFAULT_CONCURRENT_REQUESTS } from '../src/http/request-queue'
import { openDatabase, type Database } from '../src/db/client'
import { seedDemoContent } from '../src/seed/seed'
import { startApiProcess, type ApiProcess } from '../src/testing/api-process'

const SEED = 19
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' }

const { values: flags } = parseArgs({ options: { keep: { type: 'boolean', default: false } } })
const env = process.env
const settings = {
  connections: Number(env.BENCH_LOAD_CONNECTIONS ?? 500),
  duration: Number(env.BENCH_LOAD_DURATION ?? 60),
  warmUp: Number(env.BENCH_LOAD_WARMUP ?? 15),
  recipes: Number(env.BENCH_LOAD_RECIPES ?? 5000),
  people: Number(env.BENCH_LOAD_PEOPLE ?? 250),
  timeout: Number(env.BENCH_LOAD_TIMEOUT ?? 30),
  /** Seconds to load each operation alone first (20 connections), for its cost; 0 leaves that out. */
  each: Number(env.BENCH_LOAD_EACH ?? 0),
  /** Only the operations whose names contain one of these (comma-separated), for looking into one. */
  only: (env.BENCH_LOAD_ONLY ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
}
/** Generous limits: the whole crowd signs up and comments from 127.0.0.1. */
const RATE_LIMITS = 'signup:1000000/3600,login:1000000/900,comment:100000000/600'
const adminUrl = env.BENCH_DATABASE_URL ?? env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const packageDir = fileURLToPath(new URL('..', import.meta.url))
const repositoryRoot = path.resolve(packageDir, '../..')
const siteDir = path.join(repositoryRoot, 'apps/site/dist')
const resultsDir = path.join(packageDir, 'bench-results')
const notes: string[] = []
/** Each operation alone (BENCH_LOAD_EACH): its rate and what a request costs the server. */
const eachAlone: {
  name: string
  requestsPerSecond: number
  p50: number
  serverCpuMsPerRequest: number
  failures: number
}[] = []

function note(text: string) {
  notes.push(text)
  console.log(`Note: ${text}`)
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

async function rows<Row>(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows
}

/** What the load draws from: recipe ids, search words and slugs, page paths, days to plan. */
interface Fixtures {
  ids: string[]
  /** Recipes with catalogue ingredients (a shopping list takes those). */
  listRecipeIds: string[]
  searches: string[]
  categorySlugs: string[]
  pages: string[]
  dates: string[]
}

async function fillDatabase(db: Database, uploadsDir: string) {
  const started = performance.now()
  const seeded = await seedDemoContent(db, { uploadsDir })
  console.log(`Seeded the catalogue and demo content (${seeded.recipes} recipes, ${seeded.users} people).`)
  let reported = 0
  const summary = await generateRecipes(db, {
    count: settings.recipes,
    seed: SEED,
    onProgress: (done, total) => {
      if (done - reported >= 2000 || done === total) {
        reported = done
        console.log(`  generated ${done} / ${total}`)
      }
    },
  })
  if (summary.corpusSource === 'built-in') {
    note('../shared/data/recipes-public-domain is missing: English text comes from the small built-in pool.')
  }
  // The like counts as filled (the generated ones are made up), to tell afterwards which the load moved.
  await db.execute(
    sql`CREATE TABLE bench_like_counts AS SELECT r.id, r.likes_count AS stored,
          (SELECT count(*)::int FROM likes l WHERE l.recipe_id = r.id) AS liked FROM recipes r`,
  )
  await db.execute(sql`ANALYZE`)
  console.log(`Filled the database in ${seconds(performance.now() - started)}.`)
}

async function readFixtures(db: Database, withPages: boolean): Promise<Fixtures> {
  const ids = (
    await rows<{ id: string }>(db, sql`SELECT id FROM recipes ORDER BY md5(id::text) LIMIT 10000`)
  ).map((row) => row.id)
  const listRecipeIds = (
    await rows<{ id: string }>(
      db,
      sql`SELECT r.id FROM recipes r WHERE EXISTS (SELECT 1 FROM recipe_ingredients ri
            WHERE ri.recipe_id = r.id AND ri.ingredient_id IS NOT NULL)
          ORDER BY md5(r.id::text) LIMIT 2000`,
    )
  ).map((row) => row.id)
  const titles = await rows<{ en: string; ar: string }>(
    db,
    sql`SELECT title_en AS en, title_ar AS ar FROM recipes ORDER BY md5(id::text || 'q') LIMIT 150`,
  )
  const categorySlugs = (
    await rows<{ slug: string }>(db, sql`SELECT slug FROM categories ORDER BY slug LIMIT 40`)
  ).map((row) => row.slug)
  // What people type: a word or two of real titles, in both languages; some pick a category too.
  const words = (title: string, count: number) => title.split(/\s+/).filter(Boolean).slice(0, count).join(' ')
  const searches = titles.flatMap(({ en, ar }, index) => {
    const keyword = index % 2 === 0 ? words(en, 1 + (index % 3)) : words(ar, 1 + (index % 2))
    const category = categorySlugs[index % Math.max(1, categorySlugs.length)]
    return [
      searchUrl({ keyword: keyword || 'chicken' }),
      ...(index % 5 === 0 && category ? [searchUrl({ filters: { categories: [category] } })] : []),
    ]
  })
  const pages = withPages
    ? ['en', 'ar'].flatMap((lang) => [
        `/${lang}/explore`,
        `/${lang}/categories`,
        `/${lang}/creators`,
        ...categorySlugs.slice(0, 5).map((slug) => `/${lang}/category/${slug}`),
        ...searches.slice(0, 10).map((search) => `/${lang}/search${search.slice(search.indexOf('?'))}`),
        ...ids.slice(0, 40).map((id) => `/${lang}/recipe/${id}`),
      ])
    : []
  // Days ahead (never expired), in UTC: tomorrow and the four weeks after.
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate())
  const dates = Array.from({ length: 28 }, (_, day) =>
    new Date(today + (day + 1) * 86_400_000).toISOString().slice(0, 10),
  )
  return { ids, listRecipeIds, searches, categorySlugs, pages, dates }
}

interface Operation {
  name: string
  who: 'visitor' | 'signed in'
  /** Share of the connections (weights, scaled to the total). */
  weight: number
  sequence: (string | LoadRequest)[]
  pools?: Record<string, string[]>
}

const post = (path: string, body?: unknown): LoadRequest => ({
  method: 'POST',
  path,
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
})

/** The mix: what visitors and signed-in people do, each with its share of the connections. */
export function loadMix(fixtures: Fixtures): Operation[] {
  const pageNumbers = Array.from({ length: 10 }, (_, index) => String(index + 1))
  const operations: Operation[] = [
    {
      name: 'explore (recipes, 30 a page)',
      who: 'visitor',
      weight: 6,
      sequence: ['/api/v1/recipe?page={page}&limit=30'],
      pools: { page: pageNumbers },
    },
    {
      name: 'feed (random) + popular',
      who: 'visitor',
      weight: 4,
      sequence: ['/api/v1/recipe/random?limit=10&skip={skip}', '/api/v1/recipe/popular'],
      pools: { skip: ['0', '10', '20', '30', '40'] },
    },
    {
      name: 'catalogue (categories, ingredients, a category)',
      who: 'visitor',
      weight: 5,
      sequence: [
        '/api/v1/category/popular',
        '/api/v1/ingredient/popular',
        '/api/v1/query',
        '/api/v1/recipe/search/query?category={category}',
      ],
      pools: { category: fixtures.categorySlugs },
    },
    { name: 'recipe detail', who: 'visitor', weight: 12, sequence: ['/api/v1/recipe/{id}'] },
    { name: 'comments of a recipe', who: 'visitor', weight: 6, sequence: ['/api/v1/comment/{id}'] },
    {
      name: 'search',
      who: 'visitor',
      weight: 8,
      sequence: ['{search}'],
      pools: { search: fixtures.searches },
    },
    ...(fixtures.pages.length > 0
      ? [
          {
            name: 'pages (server-rendered HTML)',
            who: 'visitor' as const,
            weight: 8,
            sequence: ['{page}'],
            pools: { page: fixtures.pages },
          },
        ]
      : []),
    {
      name: 'recipe page reads (detail + own state)',
      who: 'signed in',
      weight: 6,
      sequence: ['/api/v1/recipe/{id}', '/api/v1/recipe-user/state/{id}'],
    },
    {
      name: 'like + unlike',
      who: 'signed in',
      weight: 6,
      sequence: [post('/api/v1/like/{id}'), post('/api/v1/like/{id}')],
    },
    {
      name: 'save + unsave',
      who: 'signed in',
      weight: 5,
      sequence: [post('/api/v1/recipe-user/save/{id}'), post('/api/v1/recipe-user/unsave/{id}')],
    },
    {
      name: 'comment',
      who: 'signed in',
      weight: 5,
      sequence: [
        post('/api/v1/comment/create', {
          content: 'Made this for {session.name}: lovely.',
          recipeId: '{id}',
        }),
      ],
    },
    {
      name: 'plan a day + read the week',
      who: 'signed in',
      weight: 6,
      sequence: [
        post('/api/v1/meal-planner/create', {
          date: '{date}',
          mealPlan: { Breakfast: ['{id}'], Lunch: ['{other}', null], Dinner: [] },
          timeZone: 'UTC',
        }),
        '/api/v1/meal-planner/week?date={date}',
      ],
      pools: { date: fixtures.dates, other: fixtures.ids },
    },
    {
      name: 'add a recipe to the shopping list',
      who: 'signed in',
      weight: 6,
      sequence: [post('/api/v1/list/{session.listId}/items', { recipeId: '{listRecipe}' })],
      pools: { listRecipe: fixtures.listRecipeIds },
    },
  ]
  return operations
}

/** Connections per operation: the weights scaled to `total`, at least one each, summing to `total`. */
function share(operations: Operation[], total: number): number[] {
  const weights = operations.reduce((sum, op) => sum + op.weight, 0)
  const counts = operations.map((op) => Math.max(1, Math.floor((op.weight / weights) * total)))
  for (let index = 0; counts.reduce((a, b) => a + b, 0) < total; index = (index + 1) % counts.length) {
    counts[index]! += 1
  }
  return counts
}

/** The settings among `names` that are set in `from`, to pass on to the server. */
const pick = (from: NodeJS.ProcessEnv, ...names: string[]) =>
  Object.fromEntries(names.flatMap((name) => (from[name] ? [[name, from[name]!]] : [])))

/** `src/main.ts` in a process of its own (the tests' startApiProcess), on the bench database. */
async function startServer(databaseUrl: string, dataDir: string): Promise<ApiProcess> {
  return startApiProcess({
    env: {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SITE_DIR: siteDir,
      LOG_LEVEL: 'warn',
      RATE_LIMITS,
      ...pick(env, 'DATABASE_POOL_SIZE', 'MAX_CONCURRENT_REQUESTS'),
    },
    startTimeoutMs: 180_000,
    // e.g. `--cpu-prof --cpu-prof-dir=/tmp/profiles`: a profile of the server under the crowd, written when it stops.
    nodeArgs: env.BENCH_LOAD_NODE_ARGS?.split(' ').filter(Boolean),
  })
}

/** Signs `count` people up through the API (a few at a time) and gives each an empty shopping list. */
async function signUpPeople(url: string, count: number): Promise<LoadSession[]> {
  const started = performance.now()
  const people: LoadSession[] = []
  const origin = { origin: url, 'content-type': 'application/json' }
  let next = 0
  const worker = async () => {
    while (next < count) {
      const index = next++
      const password = `${randomBytes(12).toString('base64url')} Load-${index}`
      const signup = await fetch(`${url}/api/v1/user/signup`, {
        method: 'POST',
        headers: origin,
        body: JSON.stringify({
          firstName: 'Load',
          lastName: `Person ${index}`,
          email: `load-person-${index}@sufra.test`,
          password,
          confirmPassword: password,
        }),
      })
      const cookie = signup.headers
        .getSetCookie()
        .map((header) => header.split(';')[0]!)
        .join('; ')
      if (signup.status !== 201 || !cookie) {
        throw new Error(`Signing up person ${index} answered ${signup.status}: ${await signup.text()}`)
      }
      const list = await fetch(`${url}/api/v1/list/create`, {
        method: 'POST',
        headers: { ...origin, cookie },
        body: JSON.stringify({ listName: { en: 'Groceries', ar: 'البقالة' }, list: [] }),
      })
      const body = (await list.json()) as { data?: { _id?: string } }
      if (list.status !== 201 || !body.data?._id) {
        throw new Error(`Creating person ${index}'s list answered ${list.status}: ${JSON.stringify(body)}`)
      }
      people[index] = {
        headers: { cookie, origin: url },
        values: { listId: body.data._id, name: `person ${index}` },
      }
    }
  }
  await Promise.all(Array.from({ length: 6 }, worker))
  console.log(
    `Signed up ${count} people, each with a shopping list, in ${seconds(performance.now() - started)}.`,
  )
  return people
}

/** CPU seconds the process `pid` has used (Linux /proc; null elsewhere). */
function processCpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return null
  }
}

interface OperationResult extends LoadResult {
  name: string
  who: Operation['who']
  connections: number
  requestsPerRound: number
}

const serverErrors = (codes: Record<string, number>) =>
  Object.entries(codes).reduce((sum, [code, count]) => sum + (Number(code) >= 500 ? count : 0), 0)
const non2xxCodes = (codes: Record<string, number>) =>
  Object.fromEntries(Object.entries(codes).filter(([code]) => !code.startsWith('2')))
const codesText = (codes: Record<string, number>) =>
  Object.entries(non2xxCodes(codes))
    .map(([code, count]) => `${count}×${code}`)
    .join(', ') || '0'

/** Why an operation failed, or null when it held (only 2xx, no errors or timeouts, warm-up included). */
function failureOf(result: OperationResult): string | null {
  const problems: string[] = []
  const run = [
    ['', result.statusCodes, result.errors, result.timeouts],
    ['warm-up ', result.warmUp.statusCodes, result.warmUp.errors, result.warmUp.timeouts],
  ] as const
  for (const [when, codes, errors, timeouts] of run) {
    const fivexx = serverErrors(codes)
    const other = Object.values(non2xxCodes(codes)).reduce((a, b) => a + b, 0) - fivexx
    if (fivexx > 0) problems.push(`${when}${fivexx} 5xx`)
    if (other > 0) problems.push(`${when}${other} other non-2xx`)
    if (errors - timeouts > 0) problems.push(`${when}${errors - timeouts} errors`)
    if (timeouts > 0) problems.push(`${when}${timeouts} timeouts`)
  }
  return problems.length > 0 ? `${problems.join(', ')} (${codesText(result.statusCodes)})` : null
}

function table(results: OperationResult[]): string {
  const total = results.reduce(
    (sum, r) => ({
      connections: sum.connections + r.connections,
      requests: sum.requests + r.requests,
      rps: sum.rps + r.requestsPerSecond,
      errors: sum.errors + r.errors - r.timeouts,
      timeouts: sum.timeouts + r.timeouts,
      fivexx: sum.fivexx + serverErrors(r.statusCodes),
    }),
    { connections: 0, requests: 0, rps: 0, errors: 0, timeouts: 0, fivexx: 0 },
  )
  const lines = [
    '| Operation | Who | Conns | Requests | req/s | p50 ms | p99 ms | max ms | non-2xx by status | errors | timeouts | all in after |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --- | --: | --: | --: |',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.who} | ${r.connections} | ${r.requests} | ${r.requestsPerSecond.toFixed(1)} | ` +
        `${r.requests === 0 ? '— | — | —' : `${r.latencyMs.p50} | ${r.latencyMs.p99} | ${r.latencyMs.max}`} | ` +
        `${codesText(r.statusCodes)} | ` +
        `${r.errors - r.timeouts} | ${r.timeouts} | ` +
        `${r.warmUp.lastFirstAnswerMs === null ? `${r.warmUp.connectionsAnswered} of ${r.connections} by the end` : seconds(r.warmUp.lastFirstAnswerMs)} |`,
    ),
    `| **all** | | ${total.connections} | ${total.requests} | ${total.rps.toFixed(1)} | | | | ` +
      `${total.fivexx} 5xx | ${total.errors} | ${total.timeouts} | |`,
  ]
  return lines.join('\n')
}

/** Error lines of the server's log (pino level ≥ 50), counted by message. */
function loggedErrors(log: string): { count: number; messages: [string, number][] } {
  const messages = new Map<string, number>()
  let count = 0
  for (const line of log.split('\n')) {
    if (!line.startsWith('{')) continue
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } }
      if ((entry.level ?? 0) < 50) continue
      count++
      const message = `${entry.msg ?? ''}${entry.err?.message ? `: ${entry.err.message}` : ''}`.slice(0, 300)
      messages.set(message, (messages.get(message) ?? 0) + 1)
    } catch {
      // Not a log entry.
    }
  }
  return { count, messages: [...messages].sort((a, b) => b[1] - a[1]).slice(0, 10) }
}

async function main() {
  const started = new Date()
  const loadAtStart = os.loadavg()
  const name = `sufra_load_${process.pid}`
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sufra-load-'))
  const withPages = existsSync(path.join(siteDir, 'index.html'))
  if (!withPages) note(`the site is not built (${siteDir}): pages are left out of the mix (run pnpm build).`)
  const databaseUrl = await prepareBenchDatabase(adminUrl, name, true)
  let server: ApiProcess | undefined
  try {
    const handle = await openDatabase({ url: databaseUrl })
    let fixtures: Fixtures
    let version = ''
    try {
      await fillDatabase(handle.db, path.join(dataDir, 'uploads'))
      fixtures = await readFixtures(handle.db, withPages)
      ;[{ version = '' } = { version: '' }] = await rows<{ version: string }>(
        handle.db,
        sql`SELECT version()`,
      )
    } finally {
      await handle.close()
    }
    const [counts] = await (async () => {
      const again = await openDatabase({ url: databaseUrl, poolSize: 1 })
      try {
        return await rows<{ recipes: number; comments: number; ingredients: number }>(
          again.db,
          sql`SELECT (SELECT count(*)::int FROM recipes) AS recipes, (SELECT count(*)::int FROM comments) AS comments,
              (SELECT count(*)::int FROM ingredients) AS ingredients`,
        )
      } finally {
        await again.close()
      }
    })()

    server = await startServer(databaseUrl, dataDir)
    console.log(`Server (src/main.ts, its own process ${server.child.pid}) at ${server.url}.`)
    const people = await signUpPeople(server.url, settings.people)

    const operations = loadMix(fixtures).filter(
      (op) => settings.only.length === 0 || settings.only.some((part) => op.name.includes(part)),
    )
    if (settings.only.length > 0)
      note(`only ${operations.map((op) => op.name).join(', ')} (BENCH_LOAD_ONLY).`)
    const connections = share(operations, settings.connections)
    /** The load of operation `index` on `connectionCount` connections. */
    const jobFor = (index: number, connectionCount: number, warmUp: number, duration: number): LoadJob => {
      const op = operations[index]!
      return {
        url: server!.url,
        sequence: op.sequence,
        ids: fixtures.ids,
        pools: op.pools,
        headers: BROWSER_ENCODINGS,
        warmUp,
        duration,
        connections: connectionCount,
        timeout: settings.timeout,
        // Each operation's connections start at another person, so the crowd spreads over everyone.
        ...(op.who === 'signed in'
          ? { sessions: people, sessionOffset: Math.floor((index * people.length) / operations.length) }
          : {}),
      }
    }

    if (settings.each > 0) {
      console.log(`\nEach operation alone, 20 connections for ${settings.each} s after 3 s of warm-up:`)
      for (const [index, op] of operations.entries()) {
        let cpuBefore = 0
        const [result] = await runLoads([jobFor(index, 20, 3, settings.each)], () =>
          setTimeout(() => (cpuBefore = processCpuSeconds(server!.child.pid) ?? 0), 3000),
        )
        const cpuMs = ((processCpuSeconds(server.child.pid) ?? 0) - cpuBefore) * 1000
        const alone = {
          name: op.name,
          requestsPerSecond: result!.requestsPerSecond,
          p50: result!.latencyMs.p50,
          serverCpuMsPerRequest: cpuMs / Math.max(1, result!.requests),
          failures: result!.errors + result!.non2xx + result!.warmUp.errors + result!.warmUp.non2xx,
        }
        eachAlone.push(alone)
        console.log(
          `  ${op.name.padEnd(50)} ${alone.requestsPerSecond.toFixed(1).padStart(7)} req/s, ` +
            `${alone.serverCpuMsPerRequest.toFixed(2)} ms of server CPU a request, p50 ${alone.p50} ms` +
            (alone.failures ? `, ${alone.failures} failed` : ''),
        )
      }
    }

    console.log(
      `\nLoad: ${settings.connections} connections, ${settings.warmUp} s of warm-up (the crowd arrives) then ` +
        `${settings.duration} s measured (load average ${os
          .loadavg()
          .map((n) => n.toFixed(2))
          .join(', ')})…`,
    )
    // The measured stretch's CPU figures are read when the warm-up ends.
    let loadAtLoad = os.loadavg()
    let machineBefore = machineCpuTimes()
    let serverCpuBefore = processCpuSeconds(server.child.pid)
    let measureStarted = performance.now()
    const everyJob = operations.map((_op, index) =>
      jobFor(index, connections[index]!, settings.warmUp, settings.duration),
    )
    const measured = await runLoads(everyJob, () =>
      setTimeout(() => {
        loadAtLoad = os.loadavg()
        machineBefore = machineCpuTimes()
        serverCpuBefore = processCpuSeconds(server!.child.pid)
        measureStarted = performance.now()
      }, settings.warmUp * 1000),
    )
    const logDuringLoad = server.output()
    const elapsedS = (performance.now() - measureStarted) / 1000
    const machineAfter = machineCpuTimes()
    const serverCpuAfter = processCpuSeconds(server.child.pid)
    const loadAtEnd = os.loadavg()
    const busy = machineAfter.busy - machineBefore.busy
    const usage = {
      machineCpu: busy / (busy + machineAfter.idle - machineBefore.idle),
      serverCores:
        serverCpuBefore === null || serverCpuAfter === null
          ? null
          : (serverCpuAfter - serverCpuBefore) / elapsedS,
    }

    const results: OperationResult[] = operations.map((op, index) => ({
      name: op.name,
      who: op.who,
      connections: connections[index]!,
      requestsPerRound: op.sequence.length,
      ...measured[index]!,
    }))
    await server.stop()
    const logFile = path.join(resultsDir, 'load-server.log')
    mkdirSync(resultsDir, { recursive: true })
    writeFileSync(logFile, server.output())
    // Requests the load generator left unanswered when it stopped may still fail as the server shuts down.
    const errorsLogged = loggedErrors(logDuringLoad)
    const errorsAtShutdown = loggedErrors(server.output().slice(logDuringLoad.length))
    server = undefined

    // Every recipe liked during the load must store as many likes as it has rows (the generated
    // recipes start with made-up counts and no rows; those the load never touched keep theirs).
    const check = await openDatabase({ url: databaseUrl, poolSize: 1 })
    type After = {
      drift: number
      touched: number
      likes: number
      comments: number
      planned: number
      listItems: number
    }
    let after: After
    try {
      ;[after = { drift: 0, touched: 0, likes: 0, comments: 0, planned: 0, listItems: 0 }] =
        await rows<After>(
          check.db,
          sql`WITH now AS (
            SELECT r.id, r.likes_count AS stored, (SELECT count(*)::int FROM likes l WHERE l.recipe_id = r.id) AS liked
            FROM recipes r),
          moved AS (
            SELECT now.* FROM now JOIN bench_like_counts b ON b.id = now.id
            WHERE now.stored <> b.stored OR now.liked <> b.liked)
          SELECT (SELECT count(*)::int FROM moved WHERE stored <> liked) AS drift,
            (SELECT count(*)::int FROM moved) AS touched,
            (SELECT count(*)::int FROM likes) AS likes,
            (SELECT count(*)::int FROM comments) AS comments,
            (SELECT count(*)::int FROM meal_plans) AS planned,
            (SELECT count(*)::int FROM shopping_list_items) AS "listItems"`,
        )
    } finally {
      await check.close()
    }

    const failed = results.flatMap((result) => {
      const why = failureOf(result)
      return why ? [{ name: result.name, why }] : []
    })
    if (after.drift > 0) {
      failed.push({
        name: 'like counts',
        why: `${after.drift} of the ${after.touched} recipes whose likes changed store another count than their likes`,
      })
    }
    const totals = {
      requests: results.reduce((sum, r) => sum + r.requests, 0),
      requestsPerSecond: results.reduce((sum, r) => sum + r.requestsPerSecond, 0),
      serverErrors: results.reduce((sum, r) => sum + serverErrors(r.statusCodes), 0),
      errors: results.reduce((sum, r) => sum + r.errors, 0),
      timeouts: results.reduce((sum, r) => sum + r.timeouts, 0),
    }
    const cpus = os.cpus()
    const machine = {
      cpu: cpus[0]?.model.trim() ?? 'unknown',
      cpus: cpus.length,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      os: `${os.type()} ${os.release()} (${os.arch()})`,
      node: process.version,
      postgres: version,
      loadAverage: { atStart: loadAtStart, atLoad: loadAtLoad, atEnd: loadAtEnd },
    }
    const report = {
      date: started.toISOString(),
      passed: failed.length === 0,
      settings: {
        ...settings,
        rateLimits: RATE_LIMITS,
        pages: withPages,
        pipelining: 1,
        headers: BROWSER_ENCODINGS,
      },
      database: { name, ...counts, afterLoad: after },
      machine,
      usage,
      totals,
      results,
      eachAlone,
      failed,
      serverLog: { duringLoad: errorsLogged, atShutdown: errorsAtShutdown },
      notes,
    }
    const load = (figures: number[]) => figures.map((n) => n.toFixed(2)).join(', ')
    const busyText =
      `Load average ${load(loadAtStart)} at the start, ${load(loadAtLoad)} as the load began, ${load(loadAtEnd)} at ` +
      `its end; the machine's ${machine.cpus} cores were ${Math.round(usage.machineCpu * 100)} % busy during the ` +
      `load (everything: server, PostgreSQL, load generator, other work)` +
      (usage.serverCores === null
        ? '.'
        : `, the server process used ${usage.serverCores.toFixed(2)} cores (` +
          `${((usage.serverCores * settings.duration * 1000) / Math.max(1, totals.requests)).toFixed(1)} ms of ` +
          'its CPU per answered request).')
    const summary = [
      `${report.date}: ${settings.connections} connections (pipelining 1) measured for ${settings.duration} s after ` +
        `${settings.warmUp} s of warm-up on the same connections, against src/main.ts in its own process on ` +
        `PostgreSQL (pool of ${env.DATABASE_POOL_SIZE ?? 10}, at most ${env.MAX_CONCURRENT_REQUESTS ?? DEFAULT_CONCURRENT_REQUESTS} requests worked on at once) ` +
        `holding ${counts?.recipes ?? 0} recipes and ${counts?.ingredients ?? 0} catalogue ingredients; ` +
        `${settings.people} people signed up beforehand. Every request says ` +
        `\`Accept-Encoding: ${BROWSER_ENCODINGS['accept-encoding']}\`; writes send the site's Origin.`,
      '',
      `Total: ${totals.requests} requests, ${totals.requestsPerSecond.toFixed(1)} req/s, ${totals.serverErrors} 5xx, ` +
        `${totals.errors} errors (${totals.timeouts} timeouts). Latencies are per request; an operation of two ` +
        'requests a round counts both. "All in after": when the last of the operation\'s connections had its ' +
        'first answer, from the start of the warm-up (the whole crowd connects at once; a busy Node.js server ' +
        'takes in one new connection per turn of its event loop).',
      '',
      busyText,
      ...(eachAlone.length > 0
        ? [
            '',
            `Each operation alone first (20 connections, ${settings.each} s): what a request costs the server.`,
            '',
            '| Operation | req/s | p50 ms | server CPU ms a request |',
            '| --- | --: | --: | --: |',
            ...eachAlone.map(
              (alone) =>
                `| ${alone.name} | ${alone.requestsPerSecond.toFixed(1)} | ${alone.p50} | ${alone.serverCpuMsPerRequest.toFixed(2)} |`,
            ),
          ]
        : []),
    ]
    console.log(`\n${table(results)}\n`)
    for (const line of summary.slice(2)) if (line) console.log(line)
    for (const [when, logged] of [
      ['during the load', errorsLogged],
      ['while shutting down', errorsAtShutdown],
    ] as const) {
      if (logged.count === 0) continue
      console.log(`\nThe server logged ${logged.count} errors ${when}:`)
      for (const [message, count] of logged.messages) console.log(`  ${count}× ${message}`)
    }
    mkdirSync(resultsDir, { recursive: true })
    writeFileSync(path.join(resultsDir, 'load.json'), `${JSON.stringify(report, null, 2)}\n`)
    writeFileSync(
      path.join(resultsDir, 'load.md'),
      [
        '# The server under load',
        '',
        ...summary,
        '',
        table(results),
        '',
        `After the load: ${after.likes} likes (the stored count of ${after.touched} recipes whose likes changed ` +
          `${after.drift === 0 ? 'matches' : `does NOT match in ${after.drift}`} their likes), ${after.comments} ` +
          `comments, ${after.planned} planned days, ${after.listItems} shopping list items.`,
        '',
        ...(failed.length > 0
          ? ['**FAILED**:', '', ...failed.map((f) => `- ${f.name}: ${f.why}`), '']
          : ['Passed: only 2xx answers, no errors, no timeouts (warm-up included).', '']),
        ...(
          [
            ['during the load', errorsLogged],
            ['while shutting down (requests left unanswered when the load stopped)', errorsAtShutdown],
          ] as const
        ).flatMap(([when, logged]) =>
          logged.count > 0
            ? [
                `The server logged ${logged.count} errors ${when}:`,
                '',
                ...logged.messages.map(([m, c]) => `- ${c}× ${m}`),
                '',
              ]
            : [],
        ),
        `Machine: ${machine.cpus} × ${machine.cpu}, ${machine.memoryGiB} GiB, ${machine.os}, Node ${machine.node}; ` +
          `${machine.postgres}. Load generator (one worker thread), server and database share the machine.`,
        ...(notes.length > 0 ? ['', ...notes.map((text) => `- ${text}`)] : []),
        '',
      ].join('\n'),
    )
    console.log(
      `\nWrote ${path.relative(process.cwd(), resultsDir)}/load.{json,md} (server log: load-server.log).`,
    )
    if (failed.length > 0) {
      console.error('\nFAILED:')
      for (const f of failed) console.error(`  ${f.name}: ${f.why}`)
      process.exitCode = 1
    } else {
      console.log('Passed: 0 errors, 0 5xx, only 2xx answers.')
    }
  } finally {
    if (server) {
      await server.stop()
      mkdirSync(resultsDir, { recursive: true })
      writeFileSync(path.join(resultsDir, 'load-server.log'), server.output())
    }
    if (flags.keep) console.log(`Kept the database ${name} (--keep).`)
    else await dropBenchDatabase(adminUrl, name)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
