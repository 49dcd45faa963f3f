/**
 * `pnpm bench`: throughput of the recipe detail (GET /api/v1/recipe/{id}) on PostgreSQL holding 100,000
 * generated recipes, in one run beside a bare Fastify route on the same machine as the ceiling:
 *
 * - anonymous reads: the detail as a visitor (or a CDN revalidating) asks for it;
 * - signed-in reads: what a signed-in recipe page asks, the detail and the viewer's own flags
 *   (GET /api/v1/recipe-user/state/{id}) with a real session cookie, one after the other per connection.
 *
 * Every request says `Accept-Encoding: gzip, deflate, br`, as browsers do. Budgets (issue 12): anonymous
 * ≥ 50 % of the bare route's requests/s with p99 ≤ 25 ms; signed-in page reads (pairs) ≥ 10 %. A missed
 * budget is reported, never a failure; the run fails (exit 1) when any request errs or answers other than
 * 2xx, so a broken endpoint never yields a number.
 *
 * Settings (all optional): BENCH_DATABASE_URL or DATABASE_URL (an admin connection; default
 * postgres://postgres@127.0.0.1:5432/postgres), BENCH_RECIPES (100000), BENCH_DURATION (10 s),
 * BENCH_CONNECTIONS (64), BENCH_POOL_SIZE (10, the server's default). `--fresh` rebuilds the
 * `sufra_bench` database; otherwise it is reused and topped up.
 *
 * Figures go to the console and to bench-results/recipe-detail.{json,md}.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import { prepareBenchDatabase } from './bench-database'
import { buildApp } from '../src/app'
import { countGeneratedRecipes, generateRecipes } from '../src/bench-data/generate'
import { openDatabase, type Database } from '../src/db/client'
import type { AnswerCacheStats } from '../src/http/answer-cache'
import { SESSION_COOKIE } from '../src/http/session-viewer'
import { recipeDetailCache } from '../src/modules/recipes/detail-cache'
import type { LoadJob, LoadResult } from './load-worker'
import { machineCpuTimes, runLoad } from './run-load'

const DATABASE_NAME = 'sufra_bench'
const SEED = 1
const WARM_UP_SECONDS = 3
const SAMPLE_IDS = 10_000
const BENCH_EMAIL = 'bench-reader@sufra.test'
const BENCH_PASSWORD = 'bench reader password'
/** What a browser sends. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' }
const BUDGET = { anonymousShare: 0.5, anonymousP99Ms: 25, signedInShare: 0.1 }

const { values: flags } = parseArgs({ options: { fresh: { type: 'boolean', default: false } } })
const env = process.env
const settings = {
  recipes: Number(env.BENCH_RECIPES ?? 100_000),
  duration: Number(env.BENCH_DURATION ?? 10),
  connections: Number(env.BENCH_CONNECTIONS ?? 64),
  poolSize: Number(env.BENCH_POOL_SIZE ?? 10),
}
const adminUrl = env.BENCH_DATABASE_URL ?? env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const packageDir = fileURLToPath(new URL('..', import.meta.url))
const resultsDir = path.join(packageDir, 'bench-results')
const notes: string[] = []

function note(text: string) {
  notes.push(text)
  console.log(`Note: ${text}`)
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

async function rows<Row>(db: Database, query: string): Promise<Row[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: Row[] }
  return result.rows
}

/** The catalogue and demo community, when the seed module is there and works. */
async function seedCatalogue(db: Database, uploadsDir: string) {
  let seedModule: {
    seedDemoContent(db: Database, options: { uploadsDir: string }): Promise<{ seeded: boolean }>
  }
  try {
    seedModule = await import('../src/seed/seed')
  } catch (error) {
    note(
      `the seed module could not be loaded (${(error as Error).message.split('\n')[0]}); no catalogue or demo content.`,
    )
    return
  }
  try {
    const summary = await seedModule.seedDemoContent(db, { uploadsDir })
    console.log(summary.seeded ? 'Seeded the catalogue and demo content.' : 'Catalogue already seeded.')
  } catch (error) {
    note(`seeding failed (${(error as Error).message.split('\n')[0]}); continuing without it.`)
  }
}

async function loadRecipes(db: Database) {
  const existing = await countGeneratedRecipes(db)
  const missing = Math.max(0, settings.recipes - existing)
  if (missing === 0) {
    console.log(
      `Reusing ${DATABASE_NAME}: it already holds ${existing} generated recipes (--fresh rebuilds it).`,
    )
    return { generatedNow: 0, loadMs: null as number | null }
  }
  console.log(`Generating ${missing} recipes (${existing} already there)…`)
  const started = performance.now()
  let reported = 0
  const summary = await generateRecipes(db, {
    count: missing,
    seed: SEED,
    startIndex: existing,
    onProgress: (done, total) => {
      if (done - reported >= 10_000 || done === total) {
        reported = done
        console.log(`  ${done} / ${total}  (${seconds(performance.now() - started)})`)
      }
    },
  })
  if (summary.corpusSource === 'built-in') {
    note('../shared/data/recipes-public-domain is missing: English text comes from the small built-in pool.')
  }
  const analyzeStarted = performance.now()
  await rows(db, 'ANALYZE')
  const loadMs = Math.round(performance.now() - started)
  console.log(
    `Loaded ${summary.recipes} recipes, ${summary.ingredientLines} ingredient lines and ${summary.steps} steps ` +
      `in ${seconds(summary.milliseconds)} (+ ANALYZE ${seconds(performance.now() - analyzeStarted)}).`,
  )
  return { generatedNow: summary.recipes, loadMs }
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('No TCP address')
  return `http://127.0.0.1:${address.port}`
}

/** Where the time went while a route was measured. */
interface Usage {
  /** Share of the main thread's event loop busy: the servers under test run there. */
  serverEventLoop: number
  /** Share of both cores busy (everything on the machine). */
  machineCpu: number
  /** Share of both cores used by this process: servers and the load generator's thread. */
  processCpu: number
}

interface RouteResult extends Omit<LoadResult, 'warmUp'> {
  route: string
  usage: Usage
  warmUp: { requests: number; failures: number }
}

const failures = (result: LoadResult) => result.errors + result.timeouts + result.non2xx

async function measure(
  route: string,
  job: Omit<LoadJob, 'duration' | 'warmUp' | 'connections'>,
): Promise<RouteResult> {
  console.log(`\n${route}: warming up ${WARM_UP_SECONDS} s, then ${settings.duration} s…`)
  const base = { ...job, connections: settings.connections }
  const warm = await runLoad({ ...base, warmUp: 0, duration: WARM_UP_SECONDS })
  const [machineBefore, processBefore, loopBefore, started] = [
    machineCpuTimes(),
    process.cpuUsage(),
    performance.eventLoopUtilization(),
    performance.now(),
  ]
  const result = await runLoad({ ...base, warmUp: 0, duration: settings.duration })
  const machineAfter = machineCpuTimes()
  const processUsed = process.cpuUsage(processBefore)
  const elapsedMs = performance.now() - started
  const busy = machineAfter.busy - machineBefore.busy
  const usage: Usage = {
    serverEventLoop: performance.eventLoopUtilization(loopBefore).utilization,
    machineCpu: busy / (busy + machineAfter.idle - machineBefore.idle),
    processCpu: (processUsed.user + processUsed.system) / 1000 / elapsedMs / os.cpus().length,
  }
  return { route, ...result, usage, warmUp: { requests: warm.requests, failures: failures(warm) } }
}

const percent = (share: number) => `${(share * 100).toFixed(share < 0.1 ? 1 : 0)} %`
const mark = (ok: boolean) => (ok ? '✓' : '✗')

interface Judged {
  result: RouteResult
  /** Requests per page read (2 for the signed-in page: the detail and the viewer's flags). */
  perRead: number
  shareOfBare: number | null
  budget: string
  met: boolean | null
}

interface Measured {
  bare: RouteResult
  /** The bare route again at the end: other work on a shared machine drifts, so the ceiling is their mean. */
  bareAgain: RouteResult
  /** The bare server sending one kept answer's bytes and headers: the cost of the answer's size alone. */
  sameBytes: RouteResult
  /** The detail made afresh for every request (no kept answers): the database path. */
  uncached: RouteResult
  anonymous: RouteResult
  signedIn: RouteResult
}

/** The bare route's requests/s: the mean of its runs at the start and at the end. */
const ceiling = ({ bare, bareAgain }: Measured) => (bare.requestsPerSecond + bareAgain.requestsPerSecond) / 2

function judge(measured: Measured): Judged[] {
  const { bare, bareAgain, sameBytes, uncached, anonymous, signedIn } = measured
  const share = (result: RouteResult, perRead: number) =>
    result.requestsPerSecond / perRead / ceiling(measured)
  const anonymousShare = share(anonymous, 1)
  const signedInShare = share(signedIn, 2)
  const bareRow = (result: RouteResult): Judged => ({
    result,
    perRead: 1,
    shareOfBare: share(result, 1),
    budget: `the ceiling: ${ceiling(measured).toFixed(0)} requests/s, the mean of both runs`,
    met: null,
  })
  return [
    bareRow(bare),
    {
      result: sameBytes,
      perRead: 1,
      shareOfBare: share(sameBytes, 1),
      budget: 'none (the reference for the answer’s size)',
      met: null,
    },
    {
      result: uncached,
      perRead: 1,
      shareOfBare: share(uncached, 1),
      budget: 'none (what the cache saves)',
      met: null,
    },
    {
      result: anonymous,
      perRead: 1,
      shareOfBare: anonymousShare,
      budget: `≥ ${percent(BUDGET.anonymousShare)}, p99 ≤ ${BUDGET.anonymousP99Ms} ms`,
      met: anonymousShare >= BUDGET.anonymousShare && anonymous.latencyMs.p99 <= BUDGET.anonymousP99Ms,
    },
    {
      result: signedIn,
      perRead: 2,
      shareOfBare: signedInShare,
      budget: `≥ ${percent(BUDGET.signedInShare)} (page reads)`,
      met: signedInShare >= BUDGET.signedInShare,
    },
    bareRow(bareAgain),
  ]
}

function table(judged: Judged[]): string {
  const header = [
    'Route',
    'Requests/s',
    'Page reads/s',
    '% of bare',
    'p50 (ms)',
    'p99 (ms)',
    'Budget',
    'Errors / non-2xx',
  ]
  const body = judged.map(({ result: r, perRead, shareOfBare, budget, met }) => [
    r.route,
    r.requestsPerSecond.toFixed(0),
    (r.requestsPerSecond / perRead).toFixed(0),
    shareOfBare === null ? '' : percent(shareOfBare),
    String(r.latencyMs.p50),
    String(r.latencyMs.p99),
    met === null ? budget : `${mark(met)} ${budget}`,
    `${r.errors + r.timeouts} / ${r.non2xx}`,
  ])
  const lines = [header, header.map(() => '---'), ...body]
  return lines.map((cells) => `| ${cells.join(' | ')} |`).join('\n')
}

const usageText = (usage: Usage) =>
  `server event loop ${percent(usage.serverEventLoop)} busy, this process (servers + load generator) ` +
  `${percent(usage.processCpu)} of both cores, the machine ${percent(usage.machineCpu)}`

/** A sentence per figure on what limits it, from what was measured. */
function limits(
  { bare, bareAgain, sameBytes, uncached, anonymous, signedIn }: Measured,
  cache: { anonymous: CacheUse; signedIn: CacheUse },
  answerBytes: number,
): string[] {
  const cpuBound = (usage: Usage) => usage.machineCpu > 0.9
  const cores = (usage: Usage) =>
    cpuBound(usage) ? ' Both cores are busy, so CPU is the limit.' : ' The cores are not saturated.'
  return [
    `**Bare route** (at the start ${usageText(bare.usage)}; at the end ${usageText(bareAgain.usage)}): ` +
      'a tiny answer, no hooks, no database; the server and ' +
      'autocannon, which spends about as much CPU per request as the server, share the two cores.' +
      cores(bare.usage),
    `**Detail made per request** (${usageText(uncached.usage)}): one prepared query (the recipe with its ` +
      'lines, steps and labels as JSON sub-selects) in PostgreSQL on the same cores, then presenting, ' +
      'serialising, hashing and compressing ~7 KB of JSON in the server for every request.' +
      cores(uncached.usage),
    `**Anonymous reads** (${usageText(anonymous.usage)}; ${cacheText(cache.anonymous)}): no database and ` +
      'no serialising once an answer is kept; what remains is Fastify’s per-request work (the API’s hooks, ' +
      `id validation, headers) and ${(answerBytes / 1024).toFixed(1)} KiB of Brotli per answer, which ` +
      'autocannon reads on the same two cores; answers older than 30 s cost a version query each, and ' +
      'the rare miss the database path. The bare server sending the same bytes ' +
      `(${usageText(sameBytes.usage)}) reached ${sameBytes.requestsPerSecond.toFixed(0)} requests/s, ` +
      `so the answer's size alone takes the ceiling to ${percent(sameBytes.requestsPerSecond / ceiling({ bare, bareAgain } as Measured))}, ` +
      `and the API's own per-request work to ${percent(anonymous.requestsPerSecond / sameBytes.requestsPerSecond)} of that.` +
      cores(anonymous.usage),
    `**Signed-in page reads** (${usageText(signedIn.usage)}; ${cacheText(cache.signedIn)}): the detail ` +
      'comes from the same kept answers; the viewer’s flags cost a session lookup and a prepared query in ' +
      `PostgreSQL per page (a pool of ${settings.poolSize} connections), two round trips whose CPU the ` +
      'database takes from the same two cores.' +
      cores(signedIn.usage),
  ]
}

/** An answer's bytes as sent (fetch would decompress them). */
function rawBody(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve(Buffer.concat(chunks)))
      response.on('error', reject)
    }).on('error', reject)
  })
}

/** Reads every sampled recipe once, as a warm cache or CDN would already hold them. */
async function prime(appUrl: string, ids: string[]) {
  const started = performance.now()
  let next = 0
  const reader = async () => {
    while (next < ids.length) {
      const id = ids[next++]!
      const response = await fetch(`${appUrl}/api/v1/recipe/${id}`, { headers: BROWSER_ENCODINGS })
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`GET /api/v1/recipe/${id} answered ${response.status}`)
    }
  }
  await Promise.all(Array.from({ length: 32 }, reader))
  console.log(`Read the ${ids.length} sampled recipes once in ${seconds(performance.now() - started)}.`)
}

type CacheUse = AnswerCacheStats

/** What the detail cache did between two readings (counts as differences, size as at the end). */
const cacheUse = (before: AnswerCacheStats, after: AnswerCacheStats): CacheUse => ({
  entries: after.entries,
  bytes: after.bytes,
  hits: after.hits - before.hits,
  staleHits: after.staleHits - before.staleHits,
  misses: after.misses - before.misses,
  revalidated: after.revalidated - before.revalidated,
  loads: after.loads - before.loads,
})

const cacheText = (use: CacheUse) => {
  const asks = Math.max(1, use.hits + use.staleHits + use.misses)
  return (
    `${percent((use.hits + use.staleHits) / asks)} of details sent from kept answers, ` +
    `${use.revalidated} version checks that kept one, ${use.loads} answers made ` +
    `(${use.entries} kept, ${(use.bytes / 2 ** 20).toFixed(1)} MiB)`
  )
}

/** A session cookie of the bench's own reader: signed up the first time, signed in after. */
async function signIn(appUrl: string): Promise<string> {
  const post = (path: string, body: object) =>
    fetch(`${appUrl}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  let response = await post('/user/login', { email: BENCH_EMAIL, password: BENCH_PASSWORD })
  if (response.status === 401) {
    response = await post('/user/signup', {
      firstName: 'Bench',
      lastName: 'Reader',
      email: BENCH_EMAIL,
      password: BENCH_PASSWORD,
      confirmPassword: BENCH_PASSWORD,
    })
  }
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`))
  if (!response.ok || !cookie) {
    throw new Error(`Signing the bench reader in answered ${response.status}: ${await response.text()}`)
  }
  return cookie
}

async function main() {
  const started = new Date()
  const loadAtStart = os.loadavg()
  const url = await prepareBenchDatabase(adminUrl, DATABASE_NAME, flags.fresh)
  const handle = await openDatabase({ url, poolSize: settings.poolSize })
  const handles = [handle]
  const uploadsDir = path.join(os.tmpdir(), 'sufra-bench-uploads')
  mkdirSync(uploadsDir, { recursive: true })
  const servers: FastifyInstance[] = []
  try {
    const { db } = handle
    await seedCatalogue(db, uploadsDir)
    const load = await loadRecipes(db)

    const [counts] = await rows<{
      recipes: number
      lines: number
      steps: number
      links: number
      categories: number
    }>(
      db,
      `SELECT (SELECT count(*)::int FROM recipes) AS recipes,
        (SELECT count(*)::int FROM recipe_ingredients) AS lines,
        (SELECT count(*)::int FROM recipe_instructions) AS steps,
        (SELECT count(*)::int FROM recipe_categories) AS links,
        (SELECT count(*)::int FROM categories) AS categories`,
    )
    if (counts && counts.categories > 0 && counts.links === 0) {
      note(
        'the catalogue was seeded after the recipes were generated, so they have no categories: run with --fresh.',
      )
    }
    const [{ version = '' } = {}] = await rows<{ version: string }>(db, 'SELECT version()')
    const ids = (
      await rows<{ id: string }>(db, `SELECT id FROM recipes ORDER BY md5(id::text) LIMIT ${SAMPLE_IDS}`)
    ).map((row) => row.id)
    if (ids.length === 0) throw new Error('The bench database has no recipes.')

    const config = {
      uploadsDir,
      jsonBodyLimit: 100 * 1024,
      trustProxy: false,
      mail: {
        outboxDir: path.join(uploadsDir, 'outbox'),
        from: 'bench@sufra.test',
        feedbackTo: 'bench@sufra.test',
      },
    }
    const app = await buildApp({ db, config, logger: false })
    servers.push(app)
    const appUrl = await listen(app)
    // The same server on its own pool whose detail cache keeps nothing: every answer made afresh.
    const uncachedHandle = await openDatabase({ url, poolSize: settings.poolSize })
    handles.push(uncachedHandle)
    recipeDetailCache(uncachedHandle.db, { maxBytes: 0 })
    const uncachedApp = await buildApp({ db: uncachedHandle.db, config, logger: false })
    servers.push(uncachedApp)
    const uncachedUrl = await listen(uncachedApp)
    const bare = Fastify({ logger: false })
    bare.get('/bare', async () => ({ statusCode: 200, message: 'ok', data: { hello: 'world' } }))
    // The same server sending the bytes of one kept recipe answer (its best Brotli form, with the
    // detail's headers) and nothing else: what the answer's size costs the server and autocannon.
    let sameBytes: Buffer = Buffer.alloc(0)
    bare.get('/bare/same-bytes', (_request, reply) => {
      void reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-encoding', 'br')
        .header('vary', 'Accept-Encoding')
        .header('etag', 'W/"323c-A5/j0jMaBwhx+gobzHEpSutw6Ao"')
        .header('cache-control', 'public, no-cache')
        .send(sameBytes)
    })
    servers.push(bare)
    const bareUrl = await listen(bare)

    const cookie = await signIn(appUrl)
    // A broken endpoint must fail here, not show up as a fast 404.
    for (const [path, headers] of [
      [`/api/v1/recipe/${ids[0]}`, {}],
      [`/api/v1/recipe-user/state/${ids[0]}`, { cookie }],
    ] as const) {
      const probe = await fetch(`${appUrl}${path}`, { headers })
      const body = (await probe.json()) as { data?: { _id?: string; recipeId?: string } }
      if (probe.status !== 200 || (body.data?._id ?? body.data?.recipeId) !== ids[0]) {
        throw new Error(`GET ${path} answered ${probe.status}: ${JSON.stringify(body).slice(0, 500)}`)
      }
    }
    // fetch decompresses what it reads: the sizes on the wire are the answers' Content-Length.
    const sizeOf = async (headers: Record<string, string>) => {
      const response = await fetch(`${appUrl}/api/v1/recipe/${ids[0]}`, { headers })
      const body = (await response.json()) as { data?: { ingredients?: unknown[] } }
      const encoding = response.headers.get('content-encoding') ?? 'identity'
      return { body, encoding, bytes: Number(response.headers.get('content-length')) }
    }
    const plain = await sizeOf({ 'accept-encoding': 'identity' })
    // The first Brotli form is the quick one; the kept answer swaps in its best form in the background.
    await sizeOf(BROWSER_ENCODINGS)
    await recipeDetailCache(db).settled()
    const compressed = await sizeOf(BROWSER_ENCODINGS)
    sameBytes = await rawBody(`${appUrl}/api/v1/recipe/${ids[0]}`, BROWSER_ENCODINGS)
    const probeText =
      `recipe ${ids[0]} has ${plain.body.data?.ingredients?.length ?? 0} ingredients ` +
      `(${(plain.bytes / 1024).toFixed(1)} KiB of JSON, ` +
      `${(compressed.bytes / 1024).toFixed(1)} KiB as ${compressed.encoding})`
    console.log(`Probe: ${probeText}.`)

    const detailCache = recipeDetailCache(db)
    const bareResult = await measure('GET /bare (Fastify, no database)', {
      url: bareUrl,
      sequence: ['/bare'],
      ids: [''],
      headers: BROWSER_ENCODINGS,
    })
    const sameBytesResult = await measure('GET /bare/same-bytes (Fastify, one kept answer’s bytes)', {
      url: bareUrl,
      sequence: ['/bare/same-bytes'],
      ids: [''],
      headers: BROWSER_ENCODINGS,
    })
    const uncachedResult = await measure('GET /api/v1/recipe/{id}, made per request (no cache)', {
      url: uncachedUrl,
      sequence: ['/api/v1/recipe/{id}'],
      ids,
      headers: BROWSER_ENCODINGS,
    })
    await prime(appUrl, ids)
    // The first pass makes every answer (slowly); the second checks those it left older than 30 s, so
    // their ages spread as on a server that has been answering for a while.
    await prime(appUrl, ids)
    const beforeAnonymous = detailCache.stats()
    const anonymousResult = await measure('GET /api/v1/recipe/{id}, anonymous', {
      url: appUrl,
      sequence: ['/api/v1/recipe/{id}'],
      ids,
      headers: BROWSER_ENCODINGS,
    })
    const afterAnonymous = detailCache.stats()
    await prime(appUrl, ids)
    const beforeSignedIn = detailCache.stats()
    const signedInResult = await measure(
      'signed in: GET /api/v1/recipe/{id} + GET /api/v1/recipe-user/state/{id}',
      {
        url: appUrl,
        sequence: ['/api/v1/recipe/{id}', '/api/v1/recipe-user/state/{id}'],
        ids,
        headers: { ...BROWSER_ENCODINGS, cookie },
      },
    )
    const afterSignedIn = detailCache.stats()
    const bareAgainResult = await measure('GET /bare again (at the end)', {
      url: bareUrl,
      sequence: ['/bare'],
      ids: [''],
      headers: BROWSER_ENCODINGS,
    })
    const measured: Measured = {
      bare: bareResult,
      sameBytes: sameBytesResult,
      bareAgain: bareAgainResult,
      uncached: uncachedResult,
      anonymous: anonymousResult,
      signedIn: signedInResult,
    }
    const results = Object.values(measured)
    const judged = judge(measured)
    const cache = {
      anonymous: cacheUse(beforeAnonymous, afterAnonymous),
      signedIn: cacheUse(beforeSignedIn, afterSignedIn),
    }
    const limitNotes = limits(measured, cache, compressed.bytes)

    const cpus = os.cpus()
    const machine = {
      cpu: cpus[0]?.model.trim() ?? 'unknown',
      cpus: cpus.length,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      os: `${os.type()} ${os.release()} (${os.arch()})`,
      node: process.version,
      postgres: version,
      loadAverageAtStart: loadAtStart,
    }
    const failed = results.filter((r) => failures(r) > 0 || r.warmUp.failures > 0)
    const report = {
      date: started.toISOString(),
      passed: failed.length === 0,
      machine,
      database: { name: DATABASE_NAME, ...counts, generatedThisRun: load.generatedNow, loadMs: load.loadMs },
      settings: {
        ...settings,
        warmUpSeconds: WARM_UP_SECONDS,
        pipelining: 1,
        sampledIds: ids.length,
        headers: BROWSER_ENCODINGS,
      },
      probe: probeText,
      budgets: BUDGET,
      results: judged.map(({ result, perRead, shareOfBare, budget, met }) => ({
        ...result,
        pageReadsPerSecond: result.requestsPerSecond / perRead,
        shareOfBare,
        budget,
        met,
      })),
      detailCache: cache,
      limits: limitNotes,
      notes,
    }

    console.log(`\n${table(judged)}\n`)
    for (const text of limitNotes) console.log(`- ${text.replaceAll('**', '')}`)
    mkdirSync(resultsDir, { recursive: true })
    writeFileSync(path.join(resultsDir, 'recipe-detail.json'), `${JSON.stringify(report, null, 2)}\n`)
    writeFileSync(
      path.join(resultsDir, 'recipe-detail.md'),
      [
        '# Recipe detail throughput',
        '',
        `${report.date} — ${counts?.recipes ?? 0} recipes (${counts?.lines ?? 0} ingredient lines, ` +
          `${counts?.steps ?? 0} steps) in PostgreSQL; ${settings.connections} connections, pipelining 1, ` +
          `${settings.duration} s per route after ${WARM_UP_SECONDS} s of warm-up; ids drawn at random from ` +
          `${ids.length} recipes; database pool ${settings.poolSize}; every request with ` +
          `\`Accept-Encoding: ${BROWSER_ENCODINGS['accept-encoding']}\`. Probe: ${probeText}.`,
        '',
        'Signed in, each connection asks for a recipe’s detail and then its viewer’s flags with a session ' +
          'cookie (what the recipe page asks); a page read is that pair, and its budget is judged on page ' +
          'reads. Before the anonymous and the signed-in runs every sampled recipe is read once, as a warm ' +
          'cache holds them (answers older than 30 s are sent while a version query checks them); the ' +
          '“no cache” row is the same server with a detail cache that keeps nothing.',
        '',
        table(judged),
        '',
        '## What limits each figure',
        '',
        ...limitNotes.map((text) => `- ${text}`),
        '',
        ...(failed.length > 0
          ? ['**FAILED**: some requests erred or answered other than 2xx; the figures are not valid.', '']
          : []),
        `Machine: ${machine.cpus} × ${machine.cpu}, ${machine.memoryGiB} GiB, ${machine.os}, Node ${machine.node}; ` +
          `${machine.postgres}. Load generator, servers and database share the machine ` +
          `(load average ${loadAtStart.map((n) => n.toFixed(1)).join(', ')} at the start).`,
        ...(load.loadMs !== null
          ? ['', `Generating and loading the recipes took ${seconds(load.loadMs)}.`]
          : []),
        ...(notes.length > 0 ? ['', ...notes.map((text) => `- ${text}`)] : []),
        '',
      ].join('\n'),
    )
    console.log(`Wrote ${path.relative(process.cwd(), resultsDir)}/recipe-detail.{json,md}`)

    for (const r of failed) {
      console.error(
        `${r.route}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx ` +
          `(status codes ${JSON.stringify(r.statusCodes)}; warm-up failures ${r.warmUp.failures}).`,
      )
    }
    if (failed.length > 0) process.exitCode = 1
  } finally {
    for (const server of servers) await server.close()
    for (const opened of handles) await opened.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
