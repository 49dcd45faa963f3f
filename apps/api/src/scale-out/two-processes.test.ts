/**
 * Scale-out: two real API processes (`pnpm start`'s server, see testing/api-process.ts), each with its own
 * data folder, share one PostgreSQL database (a throw-away one), the local Redis (rate limits, under this
 * run's own key prefix) and an S3-compatible bucket (a local server, under this run's own prefix), as
 * instances behind a load balancer do. A session made on one works on the other, a login throttle counts
 * failures on both, a picture uploaded through one is served by the other.
 *
 * Two processes cannot share the embedded PGlite, so this test needs PostgreSQL: DATABASE_URL, else the
 * machine's server at 127.0.0.1:5432 (CI's .ci/run starts and names it); Redis: REDIS_URL, else
 * 127.0.0.1:6379.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/client'
import { SESSION_COOKIE } from '../http/session-viewer'
import { seedDemoContent } from '../seed/seed'
import { createS3Store } from '../storage/s3-store'
import { startApiProcess, type ApiProcess } from '../testing/api-process'
import { startS3Server, type TestS3Server } from '../testing/s3-server'

const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
/** Where people reach the site: the load balancer's address, the same for both instances. */
const PUBLIC_URL = 'http://sufra.test'
const PASSWORD = 'a long and unusual passphrase 7'

describe('two API processes on one PostgreSQL, Redis and S3 bucket (needs PostgreSQL and Redis)', () => {
  const runId = `${process.pid}_${randomBytes(4).toString('hex')}`
  const databaseName = `sufra_scale_${runId}`
  const redisPrefix = `sufra-scale-test:${runId}`
  const s3Prefix = `scale-${runId}/`
  const folders: string[] = []
  let s3: TestS3Server
  let redis: Redis
  let a: ApiProcess
  let b: ApiProcess

  async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: POSTGRES_URL })
    try {
      await client.connect()
    } catch (error) {
      throw new Error(
        `The scale-out test needs PostgreSQL (DATABASE_URL, else ${POSTGRES_URL}): ${String(error)}`,
      )
    }
    try {
      return await work(client)
    } finally {
      await client.end()
    }
  }

  beforeAll(async () => {
    await admin((client) => client.query(`CREATE DATABASE ${databaseName}`))
    const databaseUrl = new URL(POSTGRES_URL)
    databaseUrl.pathname = `/${databaseName}`
    s3 = await startS3Server()
    redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 })
    await redis.connect().catch((error: unknown) => {
      throw new Error(`The scale-out test needs Redis (REDIS_URL, else ${REDIS_URL}): ${String(error)}`)
    })
    const env = (name: string) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), `sufra-scale-${name}-`))
      folders.push(dataDir)
      return {
        DATABASE_URL: databaseUrl.toString(),
        DATA_DIR: dataDir,
        PUBLIC_URL,
        REDIS_URL,
        REDIS_KEY_PREFIX: redisPrefix,
        // Small enough to reach in a test: three failed logins for an account from one address.
        RATE_LIMITS: 'login:3/600,loginAccount:50/600',
        SEED: 'catalogue',
        ...s3.env(s3Prefix),
      }
    }
    // The new database migrated and filled first (the catalogue: nothing here needs the demo community),
    // so the two processes can start at once, finding it ready, as instances of a running deployment do.
    const database = await openDatabase({ url: databaseUrl.toString(), poolSize: 2 })
    const store = createS3Store(s3.settings(s3Prefix))
    try {
      await seedDemoContent(database.db, { store, content: 'catalogue' })
    } finally {
      await store.close()
      await database.close()
    }
    const [first, second] = await Promise.allSettled([
      startApiProcess({ env: env('a') }),
      startApiProcess({ env: env('b') }),
    ])
    if (first.status === 'fulfilled') a = first.value
    if (second.status === 'fulfilled') b = second.value
    for (const started of [first, second]) if (started.status === 'rejected') throw started.reason
  }, 240_000)

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    if (redis) {
      const keys = await redis.keys(`${redisPrefix}:*`)
      if (keys.length > 0) await redis.del(...keys)
      redis.disconnect()
    }
    await s3?.close()
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`))
    for (const folder of folders) rmSync(folder, { recursive: true, force: true })
  }, 60_000)

  /** A call as the site's own page would make it (its Origin), with the session cookie when given. */
  function call(server: ApiProcess, pathName: string, init: RequestInit & { token?: string } = {}) {
    const { token, ...rest } = init
    const headers = new Headers(rest.headers)
    headers.set('origin', PUBLIC_URL)
    if (token) headers.set('cookie', `${SESSION_COOKIE}=${token}`)
    if (typeof rest.body === 'string') headers.set('content-type', 'application/json')
    return fetch(`${server.url}${pathName}`, { ...rest, headers })
  }

  async function signUp(server: ApiProcess, email: string) {
    const response = await call(server, '/api/v1/user/signup', {
      method: 'POST',
      body: JSON.stringify({
        firstName: 'Layla',
        lastName: 'Nasser',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      }),
    })
    expect(response.status, await response.clone().text()).toBe(201)
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))
    expect(cookie).toBeDefined()
    return cookie!.slice(SESSION_COOKIE.length + 1).split(';')[0]!
  }

  const login = (server: ApiProcess, email: string, password: string) =>
    call(server, '/api/v1/user/login', { method: 'POST', body: JSON.stringify({ email, password }) })

  it('keeps a session made on one process working on the other, and ends it on both', async () => {
    const token = await signUp(a, 'shared-session@scale.test')
    const onB = await call(b, '/api/v1/user/profile', { token })
    expect(onB.status).toBe(200)
    expect(((await onB.json()) as { data: { email: string } }).data.email).toBe('shared-session@scale.test')
    // Signed out through B: A no longer knows the session either.
    expect((await call(b, '/api/v1/user/logout', { method: 'POST', token })).status).toBe(200)
    expect((await call(a, '/api/v1/user/profile', { token })).status).toBe(401)
  })

  it('counts failed logins on both processes towards one throttle', async () => {
    const email = 'throttled@scale.test'
    await signUp(b, email)
    expect((await login(a, email, 'guess one')).status).toBe(401)
    expect((await login(b, email, 'guess two')).status).toBe(401)
    expect((await login(a, email, 'guess three')).status).toBe(401)
    // Three failures in all: the fourth try is refused on either process, the right password too.
    const refused = await login(b, email, PASSWORD)
    expect(refused.status, await refused.clone().text()).toBe(429)
    expect((await login(a, email, PASSWORD)).status).toBe(429)
    expect(await redis.keys(`${redisPrefix}:*`)).not.toEqual([])
  })

  it('serves a picture uploaded through one process from the other, with its narrower copies', async () => {
    const token = await signUp(a, 'pictures@scale.test')
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dish.png')
    const upload = await call(a, '/api/v1/image/upload', { method: 'POST', body: form, token })
    expect(upload.status, await upload.clone().text()).toBe(200)
    const { key, url } = ((await upload.json()) as { data: { key: string; url: string } }).data

    const fromB = await fetch(`${b.url}${url}`)
    expect(fromB.status).toBe(200)
    expect(fromB.headers.get('content-type')).toBe('image/webp')
    expect(fromB.headers.get('x-content-type-options')).toBe('nosniff')
    const picture = Buffer.from(await fromB.arrayBuffer())
    expect((await sharp(picture).metadata()).width).toBe(1200)
    const fromA = await fetch(`${a.url}${url}`)
    expect(Buffer.from(await fromA.arrayBuffer()).equals(picture)).toBe(true)
    // The same validator from both: a browser's cached copy stays good whichever instance it reaches.
    expect(fromA.headers.get('etag')).toBe(fromB.headers.get('etag'))

    // A narrower copy made by B is the one A serves.
    const narrowOnB = await fetch(`${b.url}/uploads/w/480/${key}`)
    expect(narrowOnB.status).toBe(200)
    const narrow = Buffer.from(await narrowOnB.arrayBuffer())
    expect((await sharp(narrow).metadata()).width).toBe(480)
    const narrowOnA = await fetch(`${a.url}/uploads/w/480/${key}`)
    expect(Buffer.from(await narrowOnA.arrayBuffer()).equals(narrow)).toBe(true)

    // Nothing went to either process's own folder.
    for (const folder of folders) {
      const uploads = path.join(folder, 'uploads')
      expect(readdirSafe(uploads).filter((name) => name.endsWith('.webp'))).toEqual([])
    }

    // Removed through B: gone from A too.
    const removal = await call(b, `/api/v1/image/${key}`, { method: 'DELETE', token })
    expect(removal.status).toBe(200)
    expect((await fetch(`${a.url}${url}`)).status).toBe(404)
    expect((await fetch(`${a.url}/uploads/w/480/${key}`)).status).toBe(404)
  })
})

function readdirSafe(folder: string): string[] {
  try {
    return readdirSync(folder)
  } catch {
    return []
  }
}
