/**
 * Backup and restore of the embedded database (PGlite under DATA_DIR) with its pictures, for `pnpm
 * db:backup` and `pnpm db:restore` (apps/api/scripts). Run them while the server is stopped: PGlite is one
 * process's database, and a second one opening the folder would corrupt it.
 *
 * A backup is a folder: `database.tar.gz` (PGlite's own `dumpDataDir`, the whole data directory after a
 * checkpoint, loaded back with its `loadDataDir` option), `uploads/` (a copy of DATA_DIR/uploads) and
 * `backup.json` (what it is, when it was made, what it holds). PostgreSQL setups use pg_dump/pg_restore
 * instead (README).
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

export const BACKUP_FORMAT = 'sufra-embedded-backup'

export interface EmbeddedPaths {
  /** DATA_DIR/pglite */
  databaseDir: string
  /** DATA_DIR/uploads */
  uploadsDir: string
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT
  version: 1
  createdAt: string
  /** Rows in a few tables, to compare after a restore. */
  counts: { users: number; recipes: number; comments: number }
  uploads: number
}

const isEmptyFolder = (folder: string) => !existsSync(folder) || readdirSync(folder).length === 0

function countFiles(folder: string): number {
  if (!existsSync(folder)) return 0
  return readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    .length
}

const openPglite = (options: { dataDir: string; loadDataDir?: Blob }) =>
  PGlite.create({ ...options, extensions: { pg_trgm, fuzzystrmatch } })

async function countRows(client: PGlite): Promise<BackupManifest['counts']> {
  const { rows } = await client.query<{ users: number; recipes: number; comments: number }>(
    `select (select count(*)::int from users) as users, (select count(*)::int from recipes) as recipes,
       (select count(*)::int from comments) as comments`,
  )
  return rows[0]!
}

/** Writes a backup of the embedded database and its pictures into `target` (new or empty). */
export async function backupEmbedded(paths: EmbeddedPaths, target: string): Promise<BackupManifest> {
  if (!existsSync(path.join(paths.databaseDir, 'PG_VERSION'))) {
    throw new Error(`There is no embedded database at ${paths.databaseDir} to back up (is DATA_DIR right?).`)
  }
  if (!isEmptyFolder(target)) {
    throw new Error(`${target} is not empty; choose a new folder for the backup.`)
  }
  mkdirSync(target, { recursive: true })
  const client = await openPglite({ dataDir: paths.databaseDir })
  let counts: BackupManifest['counts']
  try {
    counts = await countRows(client)
    const archive = await client.dumpDataDir('gzip')
    writeFileSync(path.join(target, 'database.tar.gz'), new Uint8Array(await archive.arrayBuffer()))
  } finally {
    await client.close()
  }
  if (existsSync(paths.uploadsDir))
    cpSync(paths.uploadsDir, path.join(target, 'uploads'), { recursive: true })
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: 1,
    createdAt: new Date().toISOString(),
    counts,
    uploads: countFiles(paths.uploadsDir),
  }
  writeFileSync(path.join(target, 'backup.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

export function readManifest(source: string): BackupManifest {
  const file = path.join(source, 'backup.json')
  if (!existsSync(file) || !existsSync(path.join(source, 'database.tar.gz'))) {
    throw new Error(`${source} is not a Sufra backup (it needs backup.json and database.tar.gz).`)
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== 1) {
    throw new Error(`${source}/backup.json is not a Sufra backup of a version this code reads.`)
  }
  return manifest
}

/**
 * Puts a backup made by `backupEmbedded` back under DATA_DIR. Refuses when DATA_DIR already holds a
 * database or pictures, unless `overwrite` (then both are replaced). Answers the restored rows' counts.
 */
export async function restoreEmbedded(
  paths: EmbeddedPaths,
  source: string,
  { overwrite = false } = {},
): Promise<{ manifest: BackupManifest; counts: BackupManifest['counts'] }> {
  const manifest = readManifest(source)
  const occupied = [paths.databaseDir, paths.uploadsDir].filter((folder) => !isEmptyFolder(folder))
  if (occupied.length > 0 && !overwrite) {
    throw new Error(
      `Not restoring: ${occupied.join(' and ')} already hold data, which the restore would replace. ` +
        'Stop the server and move that data aside, or run again with --force to overwrite it.',
    )
  }
  for (const folder of occupied) rmSync(folder, { recursive: true, force: true })
  mkdirSync(paths.databaseDir, { recursive: true })
  const archive = new Blob([new Uint8Array(readFileSync(path.join(source, 'database.tar.gz')))])
  const client = await openPglite({ dataDir: paths.databaseDir, loadDataDir: archive })
  let counts: BackupManifest['counts']
  try {
    counts = await countRows(client)
  } finally {
    await client.close()
  }
  const uploads = path.join(source, 'uploads')
  if (existsSync(uploads)) cpSync(uploads, paths.uploadsDir, { recursive: true })
  return { manifest, counts }
}
