/**
 * `pnpm bench`: throughput of the recipe detail call (GET /api/v1/recipe/{id}) on PostgreSQL holding
 * 100,000 generated recipes, next to a bare Fastify route on the same machine as a ceiling.
 *
 * Settings (all optional): BENCH_DATABASE_URL or DATABASE_URL (an admin connection; default
 * postgres://postgres@127.0.0.1:5432/postgres), BENCH_RECIPES (100000), BENCH_DURATION (10 s),
 * BENCH_CONNECTIONS (50), BENCH_POOL_SIZE (10, the server's default). `--fresh` rebuilds the
 * `sufra_bench` database; otherwise it is reused and topped up.
 *
 * Figures go to the console and to bench-results/recipe-detail.{json,md}. The run fails (exit 1) when
 * any request errs or answers other than 2xx, so a broken endpoint never yields a number.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { Worker } from 'node:worker_threads'
import { sql } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import pg from 'pg'
import { buildApp } from '../src/app'
import { countGeneratedRecipes, generateRecipes } from '../src/bench-data/generate'
import { openDatabase, type Database } from '../src/db/client'
import type { LoadJob, LoadResult } from './load-worker'

const DATABASE_NAME = 'sufra_bench'
const SEED = 1
const WARM_UP_SECONDS = 3
const SAMPLE_IDS = 10_000

const { values: flags } = parseArgs({ options: { fresh: { type: 'boolean', default: false } } })
const env = process.env
const settings = {
  recipes: Number(env.BENCH_RECIPES ?? 100_000),
  duration: Number(env.BENCH_DURATION ?? 10),
  connections: Number(env.BENCH_CONNECTIONS ?? 50),
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

/** Creates (or, with --fresh, recreates) the bench database; its connection string. */
async function prepareDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    if (flags.fresh) {
      await admin.query(`DROP DATABASE IF EXISTS ${DATABASE_NAME} WITH (FORCE)`)
      console.log(`Dropped ${DATABASE_NAME} (--fresh).`)
    }
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME])
    if (found.rowCount === 0) {
      await admin.query(`CREATE DATABASE ${DATABASE_NAME}`)
      console.log(`Created database ${DATABASE_NAME}.`)
    }
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${DATABASE_NAME}`
  return url.toString()
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

/** Runs autocannon in a worker thread (TypeScript loaded through tsx there too). */
function runLoad(job: LoadJob): Promise<LoadResult> {
  const boot = `
    const { workerData } = require('node:worker_threads')
    import(workerData.tsx).then(({ register }) => { register(); return import(workerData.file) })
  `
  const worker = new Worker(boot, {
    eval: true,
    workerData: {
      ...job,
      tsx: import.meta.resolve('tsx/esm/api'),
      file: new URL('./load-worker.ts', import.meta.url).href,
    },
  })
  return new Promise((resolve, reject) => {
    worker.once('message', (result: LoadResult) => {
      resolve(result)
      void worker.terminate()
    })
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`The load worker stopped (exit code ${code}).`)))
  })
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('No TCP address')
  return `http://127.0.0.1:${address.port}`
}

interface RouteResult extends LoadResult {
  route: string
  warmUp: { requests: number; failures: number }
}

const failures = (result: LoadResult) => result.errors + result.timeouts + result.non2xx

async function measure(route: string, url: string, paths: string[]): Promise<RouteResult> {
  console.log(`\n${route}: warming up ${WARM_UP_SECONDS} s, then ${settings.duration} s…`)
  const warm = await runLoad({ url, paths, duration: WARM_UP_SECONDS, connections: settings.connections })
  const result = await runLoad({ url, paths, duration: settings.duration, connections: settings.connections })
  return { route, ...result, warmUp: { requests: warm.requests, failures: failures(warm) } }
}

function table(results: RouteResult[]): string {
  const header = ['Route', 'Requests/s (avg)', 'p50 (ms)', 'p99 (ms)', 'Errors / non-2xx']
  const body = results.map((r) => [
    r.route,
    r.requestsPerSecond.toFixed(0),
    String(r.latencyMs.p50),
    String(r.latencyMs.p99),
    `${r.errors + r.timeouts} / ${r.non2xx}`,
  ])
  const lines = [header, header.map(() => '---'), ...body]
  return lines.map((cells) => `| ${cells.join(' | ')} |`).join('\n')
}

async function main() {
  const started = new Date()
  const url = await prepareDatabase()
  const handle = await openDatabase({ url, poolSize: settings.poolSize })
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

    const app = await buildApp({
      db,
      config: {
        uploadsDir,
        jsonBodyLimit: 100 * 1024,
        trustProxy: false,
        mail: {
          outboxDir: path.join(uploadsDir, 'outbox'),
          from: 'bench@sufra.test',
          feedbackTo: 'bench@sufra.test',
        },
      },
      logger: false,
    })
    servers.push(app)
    const appUrl = await listen(app)
    const bare = Fastify({ logger: false })
    bare.get('/bare', async () => ({ statusCode: 200, message: 'ok', data: { hello: 'world' } }))
    servers.push(bare)
    const bareUrl = await listen(bare)

    // A broken endpoint must fail here, not show up as a fast 404.
    const probe = await fetch(`${appUrl}/api/v1/recipe/${ids[0]}`)
    const probeBody = (await probe.json()) as { data?: { _id?: string; ingredients?: unknown[] } }
    if (probe.status !== 200 || probeBody.data?._id !== ids[0]) {
      throw new Error(
        `GET /api/v1/recipe/${ids[0]} answered ${probe.status}: ${JSON.stringify(probeBody).slice(0, 500)}`,
      )
    }
    console.log(
      `Probe: recipe ${ids[0]} has ${probeBody.data?.ingredients?.length ?? 0} ingredients ` +
        `(${(JSON.stringify(probeBody).length / 1024).toFixed(1)} KiB of JSON).`,
    )

    const results = [
      await measure('GET /bare (Fastify, no database)', bareUrl, ['/bare']),
      await measure(
        'GET /api/v1/recipe/{id}',
        appUrl,
        ids.map((id) => `/api/v1/recipe/${id}`),
      ),
    ]

    const cpus = os.cpus()
    const machine = {
      cpu: cpus[0]?.model.trim() ?? 'unknown',
      cpus: cpus.length,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      os: `${os.type()} ${os.release()} (${os.arch()})`,
      node: process.version,
      postgres: version,
    }
    const failed = results.filter((r) => failures(r) > 0 || r.warmUp.failures > 0)
    const report = {
      date: started.toISOString(),
      passed: failed.length === 0,
      machine,
      database: { name: DATABASE_NAME, ...counts, generatedThisRun: load.generatedNow, loadMs: load.loadMs },
      settings: { ...settings, warmUpSeconds: WARM_UP_SECONDS, pipelining: 1, sampledIds: ids.length },
      results,
      notes,
    }

    console.log(`\n${table(results)}\n`)
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
          `${ids.length} recipes; database pool ${settings.poolSize}.`,
        '',
        table(results),
        '',
        ...(failed.length > 0
          ? ['**FAILED**: some requests erred or answered other than 2xx; the figures are not valid.', '']
          : []),
        `Machine: ${machine.cpus} × ${machine.cpu}, ${machine.memoryGiB} GiB, ${machine.os}, Node ${machine.node}; ` +
          `${machine.postgres}. Load generator, servers and database share the machine.`,
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
    await handle.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
