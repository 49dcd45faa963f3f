/**
 * Fills a database with generated load-test recipes.
 *
 *   pnpm --filter @sufra/api generate:recipes -- --count 100000 --seed 1 [--url postgres://…]
 *
 * The database is DATABASE_URL (or --url); it is migrated first. The text pools and the row
 * builders live in src/bench-data (tested there); this file only reads arguments and reports.
 */
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { openDatabase, type Database } from '../src/db/client'
import {
  countGeneratedRecipes,
  generateRecipes as generate,
  type GenerateOptions,
} from '../src/bench-data/generate'

export type GenerateTarget = ({ db: Database } | { url: string }) & GenerateOptions

/** Generates `count` recipes into `db`, or into the PostgreSQL database at `url` (migrated first). */
export async function generateRecipes(target: GenerateTarget) {
  if ('db' in target) return generate(target.db, target)
  const handle = await openDatabase({ url: target.url })
  try {
    return await generate(handle.db, target)
  } finally {
    await handle.close()
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '100000' },
      seed: { type: 'string', default: '1' },
      url: { type: 'string' },
      'batch-size': { type: 'string', default: '1000' },
    },
  })
  const url = values.url ?? process.env.DATABASE_URL
  if (!url) throw new Error('Give a PostgreSQL connection string with --url or DATABASE_URL.')
  const count = Number(values.count)
  const seed = Number(values.seed)
  const handle = await openDatabase({ url })
  try {
    const startIndex = await countGeneratedRecipes(handle.db)
    console.log(`Generating ${count} recipes (seed ${seed}, from index ${startIndex})…`)
    let reported = 0
    const summary = await generate(handle.db, {
      count,
      seed,
      startIndex,
      batchSize: Number(values['batch-size']),
      onProgress: (done, total) => {
        if (done - reported < 10_000 && done !== total) return
        reported = done
        console.log(`  ${done} / ${total}`)
      },
    })
    if (summary.corpusSource === 'built-in') {
      console.log(
        'Note: ../shared/data/recipes-public-domain is missing; English text comes from the built-in pool.',
      )
    }
    console.log(
      `Done in ${(summary.milliseconds / 1000).toFixed(1)} s: ${summary.recipes} recipes, ` +
        `${summary.ingredientLines} ingredient lines, ${summary.steps} steps.`,
    )
  } finally {
    await handle.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
