/**
 * `pnpm fuzz`: the contract fuzz with a random seed (FUZZ_SEED to choose it) and 20,000 requests
 * (FUZZ_RUNS). Prints the seed first, then each failure with the request that caused it and how to
 * replay it (as it happens); exits 1 when any request failed.
 */
import { describeFailure, runFuzz } from './run-fuzz'

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31)
const runs = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 20_000
if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(runs) || runs < 1) {
  console.error('FUZZ_SEED and FUZZ_RUNS must be whole numbers (FUZZ_RUNS at least 1).')
  process.exit(2)
}
const engine = process.env.DATABASE_URL && process.env.FUZZ_ENGINE === 'postgres' ? 'postgres' : 'pglite'
console.log(`Contract fuzz: seed ${seed}, ${runs} requests on ${engine} (replay with FUZZ_SEED=${seed}).`)
const started = performance.now()
let lastReport = started
const result = await runFuzz({
  seed,
  runs,
  engine,
  onFailure: (failure) => console.log(`\n${describeFailure(failure, seed)}\n`),
  onRequest: (index) => {
    const now = performance.now()
    if (now - lastReport > 10_000) {
      lastReport = now
      console.log(`  ${index + 1} / ${runs} requests, ${Math.round((now - started) / 1000)} s`)
    }
  },
})
const seconds = ((performance.now() - started) / 1000).toFixed(1)
const statuses = Object.entries(result.statuses)
  .map(([status, count]) => `${status}×${count}`)
  .join(' ')
console.log(
  `\nSeed ${seed}: ${runs} requests in ${seconds} s, ${result.failures.length} failure(s). Statuses: ${statuses}. ` +
    `${result.reachedSuccess.size} operations answered a success.`,
)
process.exit(result.failures.length > 0 ? 1 : 0)
