/**
 * What the site's browser benchmarks share: `pnpm start`'s server (apps/api `tsx src/main.ts`, the built
 * site, a throwaway database filled with the demo content) on a free port in 4200-4299, a seeded recipe
 * to measure, and clean-ups that run at the end, on failure and on Ctrl-C.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { components } from '@sufra/api-client/schema'
import { siteDir } from './report'

const PORT_RANGE = { first: 4200, last: 4299 }
const SERVER_START_TIMEOUT_MS = 180_000
const apiRoot = path.resolve(siteDir, '../api')

type Cleanup = () => Promise<void> | void
const cleanups: Cleanup[] = []

/** Runs `cleanup` when the bench ends (last registered, first run). */
export function onCleanUp(cleanup: Cleanup) {
  cleanups.push(cleanup)
}

export async function cleanUp() {
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

/**
 * `pnpm start`'s server on a throwaway data directory; its origin. `env` adds settings (EMBED_ORIGINS).
 * Embedded PGlite, mail to the outbox, no Google sign-in, no import allow-list: nothing leaves the machine.
 */
export async function startServer(env: Record<string, string> = {}): Promise<string> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sufra-bench-web-'))
  onCleanUp(() => rmSync(dataDir, { recursive: true, force: true }))
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
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  onCleanUp(() => stop(server))
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
export async function pickRecipe(origin: string): Promise<string> {
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
export async function checkPage(url: string) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } })
  const type = response.headers.get('content-type') ?? ''
  await response.arrayBuffer()
  if (!response.ok || !type.startsWith('text/html'))
    throw new Error(`${url} answered ${response.status} (${type || 'no content type'}), not a page.`)
}
