/**
 * Opens the database the server runs on: PostgreSQL when a connection string is given (production, CI),
 * otherwise embedded PGlite — on disk under a data folder, or in memory for tests. Both are migrated
 * on open with the SQL migrations in apps/api/drizzle.
 */
import { fileURLToPath } from 'node:url'
import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>

export interface DatabaseHandle {
  db: Database
  /** 'postgres' for a server, 'pglite' for the embedded engine. */
  kind: 'postgres' | 'pglite'
  close(): Promise<void>
  /**
   * Resolves true once no query has been running or waiting for `quietMs`, false if that has not
   * happened within `timeoutMs`: before closing at shutdown, for the calls whose client left (their
   * connection is gone, so the HTTP server no longer waits for them) but which are still querying.
   * PostgreSQL only; PGlite answers true at once.
   */
  quiet(timeoutMs: number, quietMs?: number): Promise<boolean>
}

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  | { dataDir: string }
  /** In memory, empty or started from a dump of another PGlite database (`dumpDataDir`). */
  | { memory: true; loadDataDir?: Blob }

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
    // An idle connection the server closes (restart, failover) must not crash the process; the pool
    // replaces it on the next query.
    pool.on('error', () => {})
    const db = drizzlePostgres({ client: pool, schema })
    await migratePostgres(db, { migrationsFolder })
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      close: () => pool.end(),
      quiet: (timeoutMs, quietMs = 200) =>
        untilQuiet(() => pool.totalCount - pool.idleCount + pool.waitingCount, timeoutMs, quietMs),
    }
  }
  let dataDir: string | undefined
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true })
    dataDir = options.dataDir
  }
  const loadDataDir = 'memory' in options ? options.loadDataDir : undefined
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm, fuzzystrmatch } })
  const db = drizzlePglite({ client, schema })
  await migratePglite(db, { migrationsFolder })
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
    quiet: () => Promise.resolve(true),
  }
}

async function untilQuiet(busy: () => number, timeoutMs: number, quietMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  let quietSince = Date.now()
  while (Date.now() < deadline) {
    if (busy() > 0) quietSince = Date.now()
    else if (Date.now() - quietSince >= quietMs) return true
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return false
}
