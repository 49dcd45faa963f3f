/**
 * The contract fuzz in `pnpm test`: 2,000 requests drawn with a fixed seed (run-fuzz.ts) on PGlite, and
 * 300 more on PostgreSQL when DATABASE_URL is set; every answer a declared status with a body matching
 * the contract, none a 5xx. `pnpm fuzz` runs 20,000 with a random seed.
 */
import { describe, expect, it } from 'vitest'
import { engines } from '../../testing/test-server'
import { describeFailure, runFuzz } from './run-fuzz'

const SEED = 20_261_127
const RUNS = { pglite: 2_000, postgres: 300 }

describe.each(engines)('fuzzing from the contract (%s)', (engine) => {
  it(`answers ${RUNS[engine]} generated requests (seed ${SEED}) as the contract says, never with a 5xx`, async () => {
    const result = await runFuzz({ seed: SEED, runs: RUNS[engine], engine })
    expect(Object.values(result.statuses).reduce((sum, count) => sum + count, 0)).toBe(RUNS[engine])
    expect(result.failures.map((failure) => describeFailure(failure, SEED))).toEqual([])
    // The fuzz reaches past validation: many operations succeed at least once, not only refusals.
    expect(result.reachedSuccess.size).toBeGreaterThan(engine === 'pglite' ? 40 : 20)
  }, 900_000)
})
