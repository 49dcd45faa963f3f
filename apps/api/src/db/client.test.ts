/** The database handle's `quiet` (db/client.ts): what shutdown waits for before closing the pool. */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase } from './client'

const adminUrl = process.env.DATABASE_URL

describe.runIf(adminUrl)('quiet, on PostgreSQL', () => {
  it('waits while a query runs or waits for a connection, and answers false at its timeout', async () => {
    const name = `sufra_quiet_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(adminUrl!)
    url.pathname = `/${name}`
    const handle = await openDatabase({ url: url.toString(), poolSize: 1 })
    try {
      expect(await handle.quiet(2_000, 50)).toBe(true)

      // One query holding the only connection, a second waiting for it (drizzle's queries start when
      // their promise is used).
      const running = handle.db.execute(sql`select pg_sleep(0.6)`).then((result) => result)
      const waiting = handle.db.execute(sql`select 1`).then((result) => result)
      const started = Date.now()
      expect(await handle.quiet(200, 50)).toBe(false)
      expect(await handle.quiet(5_000, 50)).toBe(true)
      expect(Date.now() - started).toBeGreaterThanOrEqual(550)
      await Promise.all([running, waiting])
    } finally {
      await handle.close()
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    }
  })
})
