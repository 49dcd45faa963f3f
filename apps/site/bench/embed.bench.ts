/**
 * `pnpm bench:embed`: what a partner's reader downloads for Sufra's embedded widgets (issue 13), beside the
 * budgets: the loader `/v1/embed.js` ≤ 2 KB gzip; a `<sufra-recipe-card>` painted with ≤ 35 KB transferred
 * in all; a fully interactive `<sufra-recipe>` ≤ 110 KB gzip of code, styles and data (its pictures are
 * reported apart: they are not gzipped and depend on the screen).
 *
 * It serves what `pnpm start` serves (build first: `pnpm build`) and a partner blog from 127.0.0.2 (the
 * e2e's, with its hostile CSS and strict CSP), opens the blog in Debian's Chromium with an empty cache and
 * counts, with the DevTools protocol, the bytes of every answer from Sufra's origin (headers included, as
 * sent: compressed) until the widget is painted (the loader's `data-sufra-state="painted"` and its picture
 * shown) or interactive (`"interactive"`, after a first pointer move into it). English and Arabic, three runs
 * each, the median reported. Figures go to the console and bench-results/embed.{json,md}; a missed budget is
 * reported, never a failure.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { type Page, chromium } from 'playwright'
import { chromiumLaunchOptions } from '../../../.ci/chromium'
import { startPartnerBlog } from '../e2e/partner-blog'
import { cleanUp, onCleanUp, pickRecipe, startServer } from './bench-server'
import { kb, markdownTable, siteDir, writeReport } from './report'

const RUNS = 3
const BUDGETS = { loader: 2 * 1024, cardPainted: 35 * 1024, recipeInteractive: 110 * 1024 }
const embedDist = path.resolve(siteDir, '../../packages/embed/dist')

type Transfer = { id: string; url: string; type: string; bytes: number }
type Figures = { total: number; text: number; pictures: number; requests: number; files: Transfer[] }

/** Counts the answers from `origin` that have finished loading, on a DevTools session of `page`. */
async function countTransfers(page: Page, origin: string) {
  const session = await page.context().newCDPSession(page)
  const pending = new Map<string, { url: string; type: string }>()
  const finished: Transfer[] = []
  session.on('Network.responseReceived', (event) => {
    if (event.response.url.startsWith(origin))
      pending.set(event.requestId, { url: event.response.url, type: event.type ?? 'Other' })
  })
  const sent = new Set<string>()
  session.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith(origin)) sent.add(event.requestId)
  })
  session.on('Network.loadingFinished', (event) => {
    const request = pending.get(event.requestId)
    if (request) finished.push({ id: event.requestId, ...request, bytes: event.encodedDataLength })
  })
  await session.send('Network.enable')
  await session.send('Network.setCacheDisabled', { cacheDisabled: true })
  return {
    /** The requests to Sufra made so far. */
    sentSoFar: () => new Set(sent),
    /** What had arrived from Sufra at this moment (only `among` those requests, when given). */
    snapshot(among?: (file: Transfer) => boolean): Figures {
      const files = finished.filter((file) => !among || among(file))
      const pictures = files
        .filter((file) => file.type === 'Image')
        .reduce((sum, file) => sum + file.bytes, 0)
      const total = files.reduce((sum, file) => sum + file.bytes, 0)
      return { total, text: total - pictures, pictures, requests: files.length, files }
    },
  }
}

async function waitForState(page: Page, tag: string, state: string) {
  await page.waitForFunction(
    ({ name, wanted }) => {
      const element = document.querySelector(name)
      const now = element?.getAttribute('data-sufra-state')
      if (now === 'failed') throw new Error(`${name} showed its fallback`)
      return now === wanted || (wanted === 'painted' && now === 'interactive')
    },
    { name: tag, wanted: state },
    { timeout: 60_000 },
  )
}

/** Waits until every picture in the widget's shadow root is shown (decoded), then two frames. */
async function waitForPictures(page: Page, tag: string) {
  await page.waitForFunction(
    (name) => {
      const root = document.querySelector(name)?.shadowRoot
      const pictures = [...(root?.querySelectorAll('img') ?? [])].filter(
        (img) => img.loading !== 'lazy' || img.getBoundingClientRect().top < innerHeight,
      )
      return pictures.every((img) => img.complete && img.naturalWidth > 0)
    },
    tag,
    { timeout: 60_000 },
  )
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

function medianFigures(runs: Figures[]): Figures {
  const byTotal = [...runs].sort((a, b) => a.total - b.total)
  return byTotal[Math.floor(byTotal.length / 2)]!
}

async function main() {
  const loader = readFileSync(path.join(embedDist, 'embed.js'))
  const loaderGzip = gzipSync(loader, { level: 9 }).length
  const loaderBrotli = brotliCompressSync(loader).length

  const partner = await startPartnerBlog()
  onCleanUp(partner.close)
  const origin = await startServer({ EMBED_ORIGINS: partner.origin })
  const recipeId = await pickRecipe(origin)
  const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true })
  onCleanUp(() => browser.close())

  const measure = async (lang: 'en' | 'ar', element: 'card' | 'recipe'): Promise<Figures> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    try {
      const page = await context.newPage()
      const transfers = await countTransfers(page, origin)
      const tag = element === 'card' ? 'sufra-recipe-card' : 'sufra-recipe'
      const query = new URLSearchParams({ sufra: origin, lang, [element]: recipeId })
      await page.goto(`${partner.origin}/blog?${query}`)
      await waitForState(page, tag, 'painted')
      if (element === 'card') {
        // What painting needed: the requests made until the card was painted, and its picture (asked
        // for by the painted HTML). The interactive code the browser fetches when idle, possibly while
        // the picture still loads, paints nothing and is not counted.
        const beforePaint = transfers.sentSoFar()
        await waitForPictures(page, tag)
        return transfers.snapshot((file) => beforePaint.has(file.id) || file.type === 'Image')
      }
      // A reader moves the pointer into the recipe: the interactive code loads (if idle had not already).
      const box = await page.locator(tag).boundingBox()
      if (box) await page.mouse.move(box.x + box.width / 2, box.y + 40)
      await page.locator(tag).dispatchEvent('pointerdown')
      await waitForState(page, tag, 'interactive')
      await page.waitForLoadState('networkidle')
      return transfers.snapshot()
    } finally {
      await context.close()
    }
  }

  const results: Record<string, { runs: Figures[]; median: Figures }> = {}
  for (const lang of ['en', 'ar'] as const) {
    for (const element of ['card', 'recipe'] as const) {
      const runs: Figures[] = []
      for (let run = 0; run < RUNS; run++) runs.push(await measure(lang, element))
      results[`${element} (${lang})`] = { runs, median: medianFigures(runs) }
      console.log(`${element} (${lang}): ${runs.map((run) => kb(run.total)).join(', ')}`)
    }
  }

  const mark = (ok: boolean) => (ok ? '✓' : '✗')
  const rows = [
    [
      'loader `/v1/embed.js`',
      `${kb(loaderGzip)} gzip (${kb(loaderBrotli)} br)`,
      kb(BUDGETS.loader),
      mark(loaderGzip <= BUDGETS.loader),
    ],
    ...(['en', 'ar'] as const).flatMap((lang) => {
      const card = results[`card (${lang})`]!.median
      const recipe = results[`recipe (${lang})`]!.median
      return [
        [
          `card painted (${lang})`,
          `${kb(card.total)} in all (${kb(card.text)} code, styles, data; ${kb(card.pictures)} picture; ${card.requests} requests)`,
          kb(BUDGETS.cardPainted),
          mark(card.total <= BUDGETS.cardPainted),
        ],
        [
          `recipe interactive (${lang})`,
          `${kb(recipe.text)} code, styles, data (+ ${kb(recipe.pictures)} pictures; ${recipe.requests} requests)`,
          kb(BUDGETS.recipeInteractive),
          mark(recipe.text <= BUDGETS.recipeInteractive),
        ],
      ]
    }),
  ]
  const table = markdownTable(['what', 'measured (median of 3)', 'budget', ''], rows, [
    false,
    true,
    true,
    false,
  ])
  console.log(`\n${table}\n`)
  const fileRows = Object.entries(results).flatMap(([name, result]) =>
    result.median.files.map((file) => [name, file.type, kb(file.bytes), new URL(file.url).pathname]),
  )
  const written = writeReport('embed', {
    title: 'Embedded widgets: bytes a partner page downloads',
    markdown: `${table}\n\nFiles of the median runs:\n\n${markdownTable(['run', 'type', 'bytes', 'path'], fileRows, [false, false, true, false])}`,
    data: {
      budgets: BUDGETS,
      loader: { gzip: loaderGzip, brotli: loaderBrotli },
      recipeId,
      results,
      medians: Object.fromEntries(
        Object.entries(results).map(([name, result]) => [name, median(result.runs.map((run) => run.total))]),
      ),
    },
  })
  console.log(`Wrote ${path.relative(process.cwd(), written.markdown)} and embed.json.`)
}

try {
  await main()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await cleanUp()
}
