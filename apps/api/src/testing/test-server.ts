/**
 * Test servers on real databases: PGlite in memory always, and a throw-away database on the
 * PostgreSQL server named by DATABASE_URL when it is set. API tests run once per engine.
 */
import { createHash, randomBytes } from 'node:crypto'
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { LightMyRequestResponse } from 'fastify'
import pg from 'pg'
import { expect } from 'vitest'
import { buildApp } from '../app'
import { listOperations, loadContract } from '../contract/contract'
import { createValidators } from '../contract/validation'
import { migrationsFolder, openDatabase, type DatabaseHandle } from '../db/client'
import type { ServerConfig } from '../http/types'
import { openObjectStore } from '../storage/open-store'

export type Engine = 'pglite' | 'postgres'

/** The engines this run tests: PGlite, plus PostgreSQL when DATABASE_URL is set. */
export const engines: Engine[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

// ─── Migrated once, copied for each server ─────────────────────────────────────
// Migrating a new database is most of a test server's start (seconds on PGlite). The migrated, empty
// database is made once per set of migrations and copied for every server: a PGlite data folder dumped
// to a file in the temporary folder, shared by the test files (workers) of a run and the next runs, and a
// PostgreSQL template database (`CREATE DATABASE x TEMPLATE y` copies it). Each copy is still migrated on
// open as the server would be (nothing left to apply), so a copy older than the migrations cannot slip by.

/** Names the migrated database: the migration files and the PGlite release. */
const migrationsKey = (() => {
  const hash = createHash('sha256')
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(folder, entry.name)
      hash.update(path.relative(migrationsFolder, full))
      if (entry.isDirectory()) walk(full)
      else hash.update(readFileSync(full))
    }
  }
  walk(migrationsFolder)
  try {
    hash.update(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  } catch {
    // the path names the release; without it, the migrations alone
  }
  return hash.digest('hex').slice(0, 16)
})()

let pgliteTemplate: Promise<Buffer> | undefined

/** The migrated, empty PGlite data folder as a tar file (made by whichever worker needs it first). */
function migratedPglite(): Promise<Buffer> {
  pgliteTemplate ??= (async () => {
    const file = path.join(tmpdir(), `sufra-test-pglite-${migrationsKey}.tar`)
    if (existsSync(file)) return readFileSync(file)
    const handle = await openDatabase({ memory: true })
    const client = (handle.db as unknown as { $client: PGlite }).$client
    const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer())
    await handle.close()
    // Written under a name of its own, then renamed: a worker reading it never sees half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
    writeFileSync(partial, dump)
    renameSync(partial, file)
    return dump
  })()
  return pgliteTemplate
}

async function openPgliteCopy(): Promise<DatabaseHandle> {
  const dump = await migratedPglite()
  return openDatabase({ memory: true, loadDataDir: new Blob([new Uint8Array(dump)]) })
}

const withDatabase = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

let postgresTemplate: Promise<string> | undefined

/** A migrated, empty PostgreSQL database to copy (made under a lock by whichever worker needs it first). */
function migratedPostgres(adminUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const template = `sufra_test_template_${migrationsKey}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    try {
      await admin.query('select pg_advisory_lock(hashtext($1))', [template])
      const found = await admin.query('select 1 from pg_database where datname = $1', [template])
      if (found.rowCount === 0) {
        // Migrated under another name and renamed when done: a template is never half-migrated.
        const building = `${template}_${process.pid}`
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`)
        await admin.query(`CREATE DATABASE ${building}`)
        const handle = await openDatabase({ url: withDatabase(adminUrl, building), poolSize: 1 })
        await handle.close()
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`)
      }
      await admin.query('select pg_advisory_unlock(hashtext($1))', [template])
    } finally {
      await admin.end()
    }
    return template
  })()
  return postgresTemplate
}

async function openTestDatabase(engine: Engine): Promise<DatabaseHandle> {
  if (engine === 'pglite') return openPgliteCopy()
  const adminUrl = process.env.DATABASE_URL!
  const template = await migratedPostgres(adminUrl)
  const name = `sufra_test_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`)
  await admin.end()
  const handle = await openDatabase({ url: withDatabase(adminUrl, name), poolSize: 4 })
  return {
    ...handle,
    async close() {
      await handle.close()
      const cleanup = new pg.Client({ connectionString: adminUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}

export interface TestServer {
  app: Awaited<ReturnType<typeof buildApp>>
  database: DatabaseHandle
  uploadsDir: string
  /** Where mail lands when no SMTP server is configured (one .eml file per message). */
  outboxDir: string
  close(): Promise<void>
}

export async function startTestServer(
  engine: Engine,
  options: {
    seed?: boolean
    siteDir?: string
    /** Settings over the test defaults (mail to a temporary outbox, no Google, default rate limits). */
    config?: Partial<ServerConfig>
  } = {},
) {
  const database = await openTestDatabase(engine)
  const root = mkdtempSync(path.join(tmpdir(), 'sufra-test-'))
  const uploadsDir = path.join(root, 'uploads')
  const outboxDir = path.join(root, 'outbox')
  const config: ServerConfig = {
    uploadsDir,
    jsonBodyLimit: 100 * 1024,
    trustProxy: false,
    siteDir: options.siteDir,
    mail: {
      outboxDir,
      from: 'Sufra <no-reply@sufra.test>',
      feedbackTo: 'team@sufra.test',
    },
    ...options.config,
  }
  // The uploads folder, or the S3 bucket when the options name one.
  const storage = await openObjectStore(config)
  if (options.seed ?? true) {
    const { seedDemoContent } = await import('../seed/seed')
    await seedDemoContent(database.db, { store: storage })
  }
  const app = await buildApp({ db: database.db, config, storage })
  await app.ready()
  return {
    app,
    database,
    uploadsDir,
    outboxDir,
    async close() {
      await app.close()
      await storage.close()
      await database.close()
      rmSync(root, { recursive: true, force: true })
    },
  } satisfies TestServer
}

// ─── Holding responses to the contract ──────────────────────────────────────

const contract = loadContract()
const operations = new Map(listOperations(contract).map((operation) => [operation.operationId, operation]))
const validators = createValidators(contract)
const compiled = new Map<string, ReturnType<typeof validators.compileResponse>>()

function responseSchema(operationId: string, status: number) {
  const operation = operations.get(operationId)
  if (!operation) throw new Error(`No operation ${operationId} in the contract`)
  const schema = operation.responses[String(status)]
  if (schema === undefined) throw new Error(`${operationId} does not declare a ${status} response`)
  return schema
}

/** Asserts the response's status is declared for the operation and its JSON body matches the schema. */
export function expectContractResponse(operationId: string, response: LightMyRequestResponse) {
  const schema = responseSchema(operationId, response.statusCode)
  if (!schema) return
  const key = `${operationId} ${response.statusCode}`
  let validate = compiled.get(key)
  if (!validate) {
    validate = validators.compileResponse(schema)
    compiled.set(key, validate)
  }
  const body: unknown = response.json()
  const valid = validate(body)
  expect(valid ? [] : validate.errors, `${key} body matches the contract`).toEqual([])
}
