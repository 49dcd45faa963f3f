/**
 * `pnpm db:backup [folder]` and `pnpm db:restore <folder> [--force]`: the embedded database (PGlite under
 * DATA_DIR, default .data) and its pictures, while the server is stopped (src/db/embedded-backup.ts).
 * A backup goes to `backups/sufra-<time>` unless a folder is given; relative paths are taken from where
 * the command was typed. With DATABASE_URL set, use pg_dump and pg_restore instead (README).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { backupEmbedded, restoreEmbedded } from '../src/db/embedded-backup'

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url))
const here = process.env.INIT_CWD ?? process.cwd()
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false } },
})
const [command, folder] = positionals

async function main() {
  if (process.env.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is set: this backs up the embedded database only. For PostgreSQL use pg_dump and pg_restore (see the README).',
    )
  }
  const dataDir = path.resolve(repositoryRoot, process.env.DATA_DIR ?? '.data')
  const paths = { databaseDir: path.join(dataDir, 'pglite'), uploadsDir: path.join(dataDir, 'uploads') }
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    const target = path.resolve(here, folder ?? path.join(repositoryRoot, 'backups', `sufra-${stamp}`))
    const manifest = await backupEmbedded(paths, target)
    console.log(
      `Backed up ${dataDir} to ${target}: ${manifest.counts.users} people, ${manifest.counts.recipes} recipes, ` +
        `${manifest.counts.comments} comments, ${manifest.uploads} picture files.`,
    )
  } else if (command === 'restore' && folder) {
    const { counts } = await restoreEmbedded(paths, path.resolve(here, folder), { overwrite: values.force })
    console.log(
      `Restored ${path.resolve(here, folder)} into ${dataDir}: ${counts.users} people, ${counts.recipes} recipes, ` +
        `${counts.comments} comments.`,
    )
  } else {
    throw new Error('Usage: pnpm db:backup [folder]  |  pnpm db:restore <folder> [--force]')
  }
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exitCode = 1
})
