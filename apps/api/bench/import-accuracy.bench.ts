/**
 * `pnpm --filter @sufra/api bench:import`: how often URL import reads a real recipe page exactly right.
 *
 * The corpus is ../shared/data/recipe-import-corpus (406 pages from 233 sites, collected by the
 * recipe-scrapers project, test use only: read here, never copied into the repo): each
 * `<host>/<name>.testhtml` has the expected extraction beside it in `<name>.json`. Every page is served
 * from a local HTTP server on 127.0.0.1 (ephemeral port), fetched over HTTP, and extracted with the
 * page's canonical URL as its address (so relative picture addresses resolve as on the real site).
 *
 * Per field, a page is right when, after collapsing whitespace and ignoring case:
 * - title: equal;
 * - ingredients: the whole list equal (same lines, same order);
 * - steps: the whole list of instructions equal;
 * - yields: the number in the expected yields ("4 servings" → 4) equals our `servings`;
 * - total time: minutes equal;
 * - picture: our first image equals the expected `image`.
 * A field the expected JSON lacks (or leaves empty) is not counted for that page.
 *
 * The table goes to the console and bench-results/import-accuracy.{json,md}, with the failing pages
 * of each field (expected and ours side by side, to study). Without ../shared the run says so and
 * exits 0.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { extractRecipe, type ExtractedRecipe } from '../src/modules/recipe-import/extract'
import { firstNumber } from '../src/modules/recipe-import/extract/values'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const repoRoot = path.resolve(packageDir, '..', '..')
const corpusDir = path.resolve(repoRoot, '..', 'shared', 'data', 'recipe-import-corpus')
const resultsDir = path.join(packageDir, 'bench-results')

interface Expected {
  title?: string
  /** A list; one page gives one string with a line each. */
  ingredients?: string[] | string
  instructions_list?: string[]
  yields?: string | number | null
  total_time?: number | null
  image?: string
  canonical_url?: string
}

interface Page {
  id: string
  file: string
  expected: Expected
}

function listPages(): Page[] {
  const pages: Page[] = []
  for (const host of readdirSync(corpusDir).sort()) {
    const hostDir = path.join(corpusDir, host)
    for (const name of readdirSync(hostDir).sort()) {
      if (!name.endsWith('.testhtml')) continue
      const base = name.slice(0, -'.testhtml'.length)
      const jsonFile = path.join(hostDir, `${base}.json`)
      if (!existsSync(jsonFile)) continue
      pages.push({
        id: `${host}/${base}`,
        file: path.join(hostDir, name),
        expected: JSON.parse(readFileSync(jsonFile, 'utf8')) as Expected,
      })
    }
  }
  return pages
}

/** Serves `/<host>/<name>` from the corpus, as text/html without a charset (as many sites do). */
function startServer(files: Map<string, string>): Promise<Server> {
  const server = createServer((request, response) => {
    const file = files.get(decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname))
    if (!file) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': 'text/html' }).end(readFileSync(file))
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

/**
 * The one place a page is fetched: plain fetch against the local server. The guarded fetcher of the
 * import route can take its place here once it exists. Decodes by the Content-Type charset, else a
 * <meta charset> in the first bytes, else UTF-8.
 */
async function fetchPage(url: string): Promise<string> {
  const response = await fetch(url, { redirect: 'error' })
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  const bytes = new Uint8Array(await response.arrayBuffer())
  const declared =
    /charset=([\w-]+)/i.exec(response.headers.get('content-type') ?? '')?.[1] ??
    /<meta[^>]+charset=["']?([\w-]+)/i.exec(new TextDecoder('latin1').decode(bytes.subarray(0, 4096)))?.[1]
  let decoder: TextDecoder
  try {
    decoder = new TextDecoder(declared ?? 'utf-8')
  } catch {
    decoder = new TextDecoder('utf-8')
  }
  return decoder.decode(bytes)
}

const norm = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase()
const normList = (list: string[] | string) =>
  (typeof list === 'string' ? list.split('\n') : list).map(norm).filter(Boolean)

type Field = 'title' | 'ingredients' | 'steps' | 'yields' | 'totalTime' | 'picture'
const FIELDS: Field[] = ['title', 'ingredients', 'steps', 'yields', 'totalTime', 'picture']
const GOALS: Partial<Record<Field, number>> = { title: 97, ingredients: 90, steps: 85 }

interface Failure {
  page: string
  expected: unknown
  actual: unknown
}

/** For each field: null when the expected JSON does not say, else [right, expected, ours]. */
function compare(
  expected: Expected,
  actual: ExtractedRecipe | null,
): Record<Field, [boolean, unknown, unknown] | null> {
  const expectedNumber = expected.yields ? firstNumber(String(expected.yields)) : null
  const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((line, i) => line === b[i])
  const ingredients = normList(expected.ingredients ?? [])
  const steps = normList(expected.instructions_list ?? [])
  const ours = {
    ingredients: normList(actual?.ingredients ?? []),
    steps: normList(actual?.instructions ?? []),
  }
  return {
    title: expected.title
      ? [norm(expected.title) === norm(actual?.title ?? ''), expected.title, actual?.title ?? null]
      : null,
    ingredients: ingredients.length
      ? [sameList(ingredients, ours.ingredients), expected.ingredients, actual?.ingredients ?? null]
      : null,
    steps: steps.length
      ? [sameList(steps, ours.steps), expected.instructions_list, actual?.instructions ?? null]
      : null,
    yields: expectedNumber
      ? [
          expectedNumber === actual?.servings,
          expected.yields,
          { yields: actual?.yields, servings: actual?.servings },
        ]
      : null,
    totalTime:
      typeof expected.total_time === 'number' && expected.total_time > 0
        ? [
            expected.total_time === actual?.totalTimeMinutes,
            expected.total_time,
            actual?.totalTimeMinutes ?? null,
          ]
        : null,
    picture: expected.image
      ? [expected.image === actual?.imageUrls[0], expected.image, actual?.imageUrls ?? null]
      : null,
  }
}

const percent = (right: number, total: number) => (total === 0 ? 0 : (100 * right) / total)

async function main() {
  if (!existsSync(corpusDir)) {
    console.log(
      `Skipped: the import corpus is not here (${corpusDir}); it lives in ../shared, beside the repo.`,
    )
    return
  }
  const pages = listPages()
  const files = new Map(pages.map((page) => [`/${page.id}`, page.file]))
  const server = await startServer(files)
  const { port } = server.address() as AddressInfo
  const tally = Object.fromEntries(FIELDS.map((field) => [field, { right: 0, total: 0 }])) as Record<
    Field,
    { right: number; total: number }
  >
  const failures = Object.fromEntries(FIELDS.map((field) => [field, [] as Failure[]])) as Record<
    Field,
    Failure[]
  >
  const sources: Record<string, number> = {}
  const timings: Array<{ page: string; ms: number; bytes: number }> = []
  let found = 0
  try {
    // One untimed extraction first, so the timings below are not the JIT warming up.
    extractRecipe(await fetchPage(`http://127.0.0.1:${port}/${pages[0]!.id}`), 'https://example.org/')
    for (const page of pages) {
      const html = await fetchPage(`http://127.0.0.1:${port}/${page.id}`)
      const pageUrl = page.expected.canonical_url ?? `https://${page.id.split('/')[0]}/`
      const started = performance.now()
      const recipe = extractRecipe(html, pageUrl)
      timings.push({ page: page.id, ms: performance.now() - started, bytes: Buffer.byteLength(html) })
      if (recipe) found++
      sources[recipe?.source ?? 'none'] = (sources[recipe?.source ?? 'none'] ?? 0) + 1
      const result = compare(page.expected, recipe)
      for (const field of FIELDS) {
        const outcome = result[field]
        if (!outcome) continue
        tally[field].total++
        if (outcome[0]) tally[field].right++
        else failures[field].push({ page: page.id, expected: outcome[1], actual: outcome[2] })
      }
    }
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }

  timings.sort((a, b) => a.ms - b.ms)
  const quantile = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!
  const slowest = timings[timings.length - 1]!
  const rows = FIELDS.map((field) => {
    const { right, total } = tally[field]
    const goal = GOALS[field]
    return {
      field,
      right,
      total,
      percent: Number(percent(right, total).toFixed(1)),
      goal: goal ?? null,
      met: goal === undefined ? null : percent(right, total) >= goal,
    }
  })

  const table = [
    '| field | exactly right | pages | % | goal |',
    '| --- | ---: | ---: | ---: | --- |',
    ...rows.map(
      (row) =>
        `| ${row.field} | ${row.right} | ${row.total} | ${row.percent.toFixed(1)} % | ${
          row.goal === null ? '' : `≥ ${row.goal} % ${row.met ? '(met)' : '(missed)'}`
        } |`,
    ),
  ].join('\n')
  const summary = [
    `Pages: ${pages.length} from ${new Set(pages.map((page) => page.id.split('/')[0])).size} sites; a recipe found on ${found}.`,
    `Source: ${Object.entries(sources)
      .map(([source, count]) => `${source} ${count}`)
      .join(', ')}.`,
    `Extraction time per page: median ${quantile(0.5).ms.toFixed(1)} ms, p95 ${quantile(0.95).ms.toFixed(1)} ms, slowest ${slowest.ms.toFixed(1)} ms (${slowest.page}, ${(slowest.bytes / 1e6).toFixed(2)} MB).`,
  ]
  console.log(`\n${table}\n\n${summary.join('\n')}`)

  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(
    path.join(resultsDir, 'import-accuracy.json'),
    `${JSON.stringify({ date: new Date().toISOString(), pages: pages.length, found, sources, rows, timings: { median: quantile(0.5).ms, p95: quantile(0.95).ms, slowest }, failures }, null, 2)}\n`,
  )
  const clip = (value: unknown) => {
    const text = JSON.stringify(value)
    return text && text.length > 600 ? `${text.slice(0, 600)}…` : text
  }
  const failureSections = FIELDS.map(
    (field) =>
      `## ${field}: ${failures[field].length} failing\n\n${failures[field]
        .map(
          (failure) =>
            `- **${failure.page}**\n  - expected: \`${clip(failure.expected)}\`\n  - ours: \`${clip(failure.actual)}\``,
        )
        .join('\n')}`,
  )
  writeFileSync(
    path.join(resultsDir, 'import-accuracy.md'),
    `# URL import accuracy\n\n${table}\n\n${summary.join('\n\n')}\n\n${failureSections.join('\n\n')}\n`,
  )
  console.log(`\nReport: ${path.relative(process.cwd(), path.join(resultsDir, 'import-accuracy.md'))}`)
}

await main()
