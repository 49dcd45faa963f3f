/**
 * Test servers on real databases: PGlite in memory always, and a throw-away database on the
 * PostgreSQL server named by DATABASE_URL when it is set. API tests run once per engine.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import pg from 'pg'
import { expect } from 'vitest'
import { buildApp } from '../app'
import { listOperations, loadContract } from '../contract/contract'
import { createValidators } from '../contract/validation'
import { openDatabase, type DatabaseHandle } from '../db/client'
import type { ServerConfig } from '../http/types'
import { openObjectStore } from '../storage/open-store'

export type Engine = 'pglite' | 'postgres'

/** The engines this run tests: PGlite, plus PostgreSQL when DATABASE_URL is set. */
export const engines: Engine[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

async function openTestDatabase(engine: Engine): Promise<DatabaseHandle> {
  if (engine === 'pglite') return openDatabase({ memory: true })
  const adminUrl = process.env.DATABASE_URL!
  const name = `sufra_test_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const handle = await openDatabase({ url: url.toString(), poolSize: 4 })
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
