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
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { launch, type LaunchedChrome } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { chromiumLaunchOptions } from '../../../.ci/chromium'
import { checkPage, cleanUp, onCleanUp, pickRecipe, startServer } from './bench-server'
import { JS_BUDGET_BYTES, kb, markdownTable, resultsDir, writeReport } from './report'

const RUNS = 3
const GOALS = { performance: 95, lcpMs: 1500, tbtMs: 100, cls: 0.05 }

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
  onCleanUp(() => chrome.kill())

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
