/**
 * `pnpm db:backup` / `pnpm db:restore` for the embedded database: a PGlite folder with the catalogue, a
 * person, a recipe and a picture file is backed up, deleted and restored, and everything is there again;
 * a restore onto existing data is refused with a sentence (the script too, exit 1) unless forced.
 */
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { seedDemoContent } from '../seed/seed'
import { openDatabase } from './client'
import { backupEmbedded, restoreEmbedded } from './embedded-backup'
import * as t from './schema'

const apiRoot = fileURLToPath(new URL('../..', import.meta.url))
const root = mkdtempSync(path.join(tmpdir(), 'sufra-backup-'))
const dataDir = path.join(root, 'data')
const paths = { databaseDir: path.join(dataDir, 'pglite'), uploadsDir: path.join(dataDir, 'uploads') }
const backup = path.join(root, 'backup')
const picture = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')

afterAll(() => rmSync(root, { recursive: true, force: true }))

async function contents() {
  const handle = await openDatabase({ dataDir: paths.databaseDir })
  try {
    const read = async (query: ReturnType<typeof sql>) =>
      ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows
    return {
      people: await read(sql`select email, username from users order by email`),
      recipes: await read(sql`select title_en, thumbnail_key from recipes`),
      categories: (await read(sql`select count(*)::int as n from categories`))[0]!.n,
    }
  } finally {
    await handle.close()
  }
}

describe('embedded database backup and restore', () => {
  it('backs up, and restores after the data is gone', { timeout: 300_000 }, async () => {
    const handle = await openDatabase({ dataDir: paths.databaseDir })
    await seedDemoContent(handle.db, { uploadsDir: paths.uploadsDir, content: 'catalogue' })
    const [person] = await handle.db
      .insert(t.users)
      .values({ email: 'kept@backup.test', username: 'kept' })
      .returning({ id: t.users.id })
    await handle.db.insert(t.recipes).values({
      creatorId: person!.id,
      titleEn: 'Backed-up bread',
      thumbnailKey: 'kept/bread.svg',
      timeMinutes: 60,
    })
    await handle.close()
    mkdirSync(path.join(paths.uploadsDir, 'kept'), { recursive: true })
    writeFileSync(path.join(paths.uploadsDir, 'kept/bread.svg'), picture)
    const before = await contents()

    const manifest = await backupEmbedded(paths, backup)
    expect(manifest.counts).toEqual({ users: 1, recipes: 1, comments: 0 })
    rmSync(dataDir, { recursive: true, force: true })

    const { counts } = await restoreEmbedded(paths, backup)
    expect(counts).toEqual(manifest.counts)
    expect(await contents()).toEqual(before)
    expect(before.categories).toBeGreaterThan(0)
    expect(readFileSync(path.join(paths.uploadsDir, 'kept/bread.svg'))).toEqual(picture)
  })

  it('refuses to restore over existing data without --force', { timeout: 300_000 }, async () => {
    await expect(restoreEmbedded(paths, backup)).rejects.toThrow(
      /already hold data, which the restore would replace.*--force/,
    )
    const script = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/embedded-db.ts', 'restore', backup],
      { cwd: apiRoot, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: root } },
    )
    await expect(script).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('run again with --force to overwrite it'),
    })

    // Forced: a picture added since is gone, the backup's are back.
    writeFileSync(path.join(paths.uploadsDir, 'added-later.svg'), picture)
    await restoreEmbedded(paths, backup, { overwrite: true })
    expect(existsSync(path.join(paths.uploadsDir, 'added-later.svg'))).toBe(false)
    expect((await contents()).people).toEqual([{ email: 'kept@backup.test', username: 'kept' }])
  })
})
