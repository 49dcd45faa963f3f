/**
 * `pnpm bench:web`: Lighthouse on what `pnpm start` serves (the API with the built site, one process, build
 * first), for the recipe page and explore in English and Arabic. Mobile preset (Lighthouse's default:
 * a phone-sized screen, simulated slow 4G and a 4× slower CPU), performance only, three runs per page, the
 * median by performance score reported beside the goals of issue "Fast pages": performance ≥ 95,
 * LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.05, and the JavaScript transferred beside the 150 KB budget.
 *
 * The server runs on a free port in 4200-4299 with a throwaway database (the first start fills it with the
 * demo content); Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) may reach 127.0.0.1 only.
 * Figures go to the console and to bench-results/lighthouse.{json,md}; each page's median run is kept whole
 * in bench-results/lighthouse/<page>.report.json (opens in the Lighthouse viewer). A missed goal is reported, never
 * a failure; a page that does not load or answers other than 2xx fails the run (exit 1), so a broken page
 * never yields a number. The server and Chromium are stopped at the end, on failure and on Ctrl-C.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { launch, type LaunchedChrome } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import type { components } from '@sufra/api-client/schema'
import { chromiumLaunchOptions } from '../../../.ci/chromium'
import { JS_BUDGET_BYTES, kb, markdownTable, resultsDir, siteDir, writeReport } from './report'

const RUNS = 3
const PORT_RANGE = { first: 4200, last: 4299 }
const SERVER_START_TIMEOUT_MS = 180_000
const GOALS = { performance: 95, lcpMs: 1500, tbtMs: 100, cls: 0.05 }
const apiRoot = path.resolve(siteDir, '../api')

type RunFigures = {
  performance: number
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
  speedIndexMs: number
  transferredBytes: number
  transferredJsBytes: number
  requests: number
  /** The document's time to first byte as observed (Lighthouse's simulation starts from it). */
  serverResponseMs: number
  lcpElement: string | null
  /** Lighthouse's measure of the CPU during this run (lower: slower, or busy with other work). */
  benchmarkIndex: number
  /** Requests that left 127.0.0.1 (there should be none). */
  offHostRequests: string[]
  warnings: string[]
}

type Cleanup = () => Promise<void> | void
const cleanups: Cleanup[] = []

async function cleanUp() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()!()
    } catch (error) {
      console.error(`Cleaning up failed: ${(error as Error).message}`)
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and Chromium.`)
    void cleanUp().finally(() => process.exit(130))
  })
}

/** A port in 4200-4299 nobody listens on (tried from a random place so parallel runs rarely collide). */
async function freePort(): Promise<number> {
  const count = PORT_RANGE.last - PORT_RANGE.first + 1
  const start = Math.floor(Math.random() * count)
  for (let offset = 0; offset < count; offset++) {
    const port = PORT_RANGE.first + ((start + offset) % count)
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
      probe.once('error', () => resolve(false))
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
    })
    if (free) return port
  }
  throw new Error(`No free port in ${PORT_RANGE.first}-${PORT_RANGE.last}.`)
}

/** `pnpm start`'s server (apps/api `tsx src/main.ts`) on a throwaway data directory; its origin. */
async function startServer(): Promise<string> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sufra-bench-web-'))
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
  // Embedded PGlite, mail to the outbox, no Google sign-in, no import allow-list: nothing leaves the machine.
  const {
    DATABASE_URL: _database,
    SMTP_URL: _smtp,
    GOOGLE_CLIENT_ID: _googleId,
    GOOGLE_CLIENT_SECRET: _googleSecret,
    GOOGLE_ISSUER: _googleIssuer,
    IMPORT_ALLOW_HOSTS: _allowHosts,
    ...inherited
  } = process.env
  const server = spawn(path.join(apiRoot, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_DIR: path.join(siteDir, 'dist'),
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  cleanups.push(() => stop(server))
  const output: string[] = []
  server.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  server.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))

  console.log(`Starting the server on ${origin} (a new database: migrating and seeding)…`)
  const started = performance.now()
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server exited (${server.exitCode}):\n${output.join('')}`)
    try {
      if ((await fetch(`${origin}/api/v1/user/auth/options`)).ok) {
        console.log(`Serving after ${((performance.now() - started) / 1000).toFixed(1)} s.`)
        return origin
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`The server did not answer within ${SERVER_START_TIMEOUT_MS / 1000} s:\n${output.join('')}`)
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}.`)
  return (await response.json()) as T
}

/** A seeded recipe with a picture: the most liked one, else the newest. */
async function pickRecipe(origin: string): Promise<string> {
  type List = components['schemas']['RecipeListEnvelope']
  for (const call of ['/api/v1/recipe/popular', '/api/v1/recipe?page=1&limit=30']) {
    const { data } = await getJson<List>(origin + call)
    const recipe = data.find((candidate) => candidate.thumbnail !== null)
    if (recipe) {
      await getJson(`${origin}/api/v1/recipe/${recipe._id}`)
      return recipe._id
    }
  }
  throw new Error('The seeded database holds no recipe with a picture.')
}

/** Fails unless the page answers 2xx with HTML; also warms the server up before the first measure. */
async function checkPage(url: string) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } })
  const type = response.headers.get('content-type') ?? ''
  await response.arrayBuffer()
  if (!response.ok || !type.startsWith('text/html'))
    throw new Error(`${url} answered ${response.status} (${type || 'no content type'}), not a page.`)
}

type TableDetails = { type: 'table'; items: Array<Record<string, unknown>> }
const tableItems = (lhr: Result, audit: string) =>
  (lhr.audits[audit]?.details as TableDetails | undefined)?.items ?? []

function metric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue
  if (typeof value !== 'number') throw new Error(`${lhr.finalDisplayedUrl}: Lighthouse measured no ${audit}.`)
  return value
}

async function measure(url: string, chrome: LaunchedChrome): Promise<{ figures: RunFigures; lhr: Result }> {
  const result = await lighthouse(url, {
    port: chrome.port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
  })
  if (!result) throw new Error(`${url}: Lighthouse gave no result.`)
  const { lhr } = result
  if (lhr.runtimeError)
    throw new Error(`${url}: the page did not load (${lhr.runtimeError.code}: ${lhr.runtimeError.message}).`)
  const document = tableItems(lhr, 'network-requests').find(
    (item) => item.resourceType === 'Document' && item.url === lhr.finalDisplayedUrl,
  )
  const status = Number(document?.statusCode)
  if (!(status >= 200 && status < 300)) throw new Error(`${url}: the page answered ${status} in Chromium.`)
  const score = lhr.categories.performance?.score
  if (typeof score !== 'number') throw new Error(`${url}: Lighthouse gave no performance score.`)

  const summary = (type: string) =>
    tableItems(lhr, 'resource-summary').find((row) => row.resourceType === type)
  const lcpItems = tableItems(lhr, 'largest-contentful-paint-element')
  const lcpNode = (lcpItems[0]?.items as Array<{ node?: { snippet?: string } }> | undefined)?.[0]?.node
  return {
    lhr,
    figures: {
      performance: Math.round(score * 100),
      lcpMs: metric(lhr, 'largest-contentful-paint'),
      tbtMs: metric(lhr, 'total-blocking-time'),
      cls: metric(lhr, 'cumulative-layout-shift'),
      fcpMs: metric(lhr, 'first-contentful-paint'),
      speedIndexMs: metric(lhr, 'speed-index'),
      transferredBytes: Number(summary('total')?.transferSize ?? 0),
      transferredJsBytes: Number(summary('script')?.transferSize ?? 0),
      requests: Number(summary('total')?.requestCount ?? 0),
      serverResponseMs: metric(lhr, 'server-response-time'),
      lcpElement: lcpNode?.snippet ?? null,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      offHostRequests: tableItems(lhr, 'network-requests')
        .map((item) => String(item.url))
        .filter((address) => /^https?:/.test(address) && new URL(address).hostname !== '127.0.0.1'),
      warnings: lhr.runWarnings,
    },
  }
}

/** The run in the middle by performance score (ties: the later LCP counts as worse). */
function medianRun(runs: RunFigures[]): RunFigures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs)
  return sorted[Math.floor((sorted.length - 1) / 2)]!
}

const mark = (ok: boolean) => (ok ? '✓' : '✗')
const secondsText = (ms: number) => `${(ms / 1000).toFixed(2)} s`

async function main() {
  const benchStarted = performance.now()
  const loadAtStart = loadavg()[0]!
  const origin = await startServer()
  const recipeId = await pickRecipe(origin)
  const pages = [
    { page: 'recipe (en)', path: `/en/recipe/${recipeId}` },
    { page: 'recipe (ar)', path: `/ar/recipe/${recipeId}` },
    { page: 'explore (en)', path: '/en/explore' },
    { page: 'explore (ar)', path: '/ar/explore' },
  ]
  for (const page of pages) await checkPage(origin + page.path)

  const chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: [
      '--headless=new',
      ...chromiumLaunchOptions.args,
      // Nothing but the server under test: any other host name fails to resolve.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
    logLevel: 'silent',
    handleSIGINT: false,
  })
  cleanups.push(() => chrome.kill())

  const runs = new Map(pages.map((page) => [page.path, [] as RunFigures[]]))
  const reports = new Map(pages.map((page) => [page.path, [] as Result[]]))
  let lastLhr: Result | undefined
  // Round by round (every page once, then again), so a slow moment of the machine spreads over all pages.
  for (let round = 1; round <= RUNS; round++) {
    for (const page of pages) {
      const started = performance.now()
      const { figures, lhr } = await measure(origin + page.path, chrome)
      lastLhr = lhr
      runs.get(page.path)!.push(figures)
      reports.get(page.path)!.push(lhr)
      console.log(
        `run ${round}/${RUNS} ${page.page}: performance ${figures.performance}, LCP ${secondsText(figures.lcpMs)}, ` +
          `TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)} ` +
          `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
      )
    }
  }

  const reportsDir = path.join(resultsDir, 'lighthouse')
  mkdirSync(reportsDir, { recursive: true })
  const results = pages.map((page) => {
    const pageRuns = runs.get(page.path)!
    const median = medianRun(pageRuns)
    const slug = page.page.replace(/\W+/g, '-').replace(/-$/, '')
    const fullReport = reports.get(page.path)![pageRuns.indexOf(median)]!
    writeFileSync(path.join(reportsDir, `${slug}.report.json`), JSON.stringify(fullReport))
    return {
      ...page,
      median,
      scores: pageRuns.map((run) => run.performance),
      goals: {
        performance: median.performance >= GOALS.performance,
        lcp: median.lcpMs <= GOALS.lcpMs,
        tbt: median.tbtMs <= GOALS.tbtMs,
        cls: median.cls <= GOALS.cls,
        jsBudget: median.transferredJsBytes <= JS_BUDGET_BYTES,
      },
      runs: pageRuns,
    }
  })

  const table = markdownTable(
    [
      'page',
      'performance ≥ 95',
      'LCP ≤ 1.5 s',
      'TBT ≤ 100 ms',
      'CLS ≤ 0.05',
      'FCP',
      'Speed Index',
      'transferred',
      'JS transferred (budget 150 KB)',
      `scores of the ${RUNS} runs`,
    ],
    results.map(({ page, median, goals, scores }) => [
      page,
      `${median.performance} ${mark(goals.performance)}`,
      `${secondsText(median.lcpMs)} ${mark(goals.lcp)}`,
      `${Math.round(median.tbtMs)} ms ${mark(goals.tbt)}`,
      `${median.cls.toFixed(3)} ${mark(goals.cls)}`,
      secondsText(median.fcpMs),
      secondsText(median.speedIndexMs),
      kb(median.transferredBytes),
      `${kb(median.transferredJsBytes)} ${mark(goals.jsBudget)}`,
      scores.join(' / '),
    ]),
    [false, true, true, true, true, true, true, true, true, false],
  )

  const environment = lastLhr!.environment
  const offHost = [...new Set(results.flatMap((result) => result.runs.flatMap((run) => run.offHostRequests)))]
  const warnings = [...new Set(results.flatMap((result) => result.runs.flatMap((run) => run.warnings)))]
  const minutes = (performance.now() - benchStarted) / 60_000
  const indexes = results.flatMap((result) => result.runs.map((run) => run.benchmarkIndex))
  const indexRange = `${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))}`
  const notes = [
    `Lighthouse ${lastLhr!.lighthouseVersion}, mobile preset (simulated throttling), performance only; ` +
      `median of ${RUNS} runs by performance score. ${environment.hostUserAgent}; ` +
      `Lighthouse's CPU benchmark index ${indexRange} over the runs (lower: a slower or busier CPU).`,
    `Recipe ${recipeId}. Transferred sizes are what went over the wire (Brotli where the browser takes it), ` +
      'headers included; the JS budget is 150 KB.',
    ...(offHost.length > 0 ? [`Requests that left 127.0.0.1 (blocked): ${offHost.join(', ')}`] : []),
    ...warnings.map((warning) => `Lighthouse warned: ${warning}`),
    `Load average (1 min) ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end, on ` +
      `${cpus().length} cores: other work on the machine lengthens TBT and LCP (Lighthouse simulates from the ` +
      'CPU time it observes).',
    `The whole run took ${minutes.toFixed(1)} min (server start included, build not).`,
  ]

  console.log(`\n${table}\n\n${notes.join('\n')}`)
  const written = writeReport('lighthouse', {
    title: 'Lighthouse, mobile: recipe page and explore',
    markdown: `${table}\n\n${notes.map((note) => `- ${note}`).join('\n')}`,
    data: {
      lighthouseVersion: lastLhr!.lighthouseVersion,
      chromium: environment.hostUserAgent,
      preset: 'mobile (Lighthouse default), simulated throttling',
      runsPerPage: RUNS,
      goals: { ...GOALS, jsBudgetBytes: JS_BUDGET_BYTES },
      recipeId,
      pages: results,
      notes,
    },
  })
  console.log(
    `\nWrote ${path.relative(process.cwd(), written.markdown)}, lighthouse.json and the median runs' ` +
      `reports in ${path.relative(process.cwd(), reportsDir)}/.`,
  )
}

try {
  await main()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await cleanUp()
}
// Lighthouse leaves timers behind; the figures are written, so end here.
process.exit(process.exitCode ?? 0)
