/**
 * The contract fuzz in `pnpm test`: 2,000 requests drawn with a fixed seed (run-fuzz.ts), every answer a
 * declared status with a body matching the contract, none a 5xx. `pnpm fuzz` runs 20,000 with a random seed.
 */
import { describe, expect, it } from 'vitest'
import { describeFailure, runFuzz } from './run-fuzz'

const SEED = 20_261_127
const RUNS = 2_000

describe('fuzzing from the contract', () => {
  it(`answers ${RUNS} generated requests (seed ${SEED}) as the contract says, never with a 5xx`, async () => {
    const result = await runFuzz({ seed: SEED, runs: RUNS })
    expect(Object.values(result.statuses).reduce((sum, count) => sum + count, 0)).toBe(RUNS)
    expect(result.failures.map((failure) => describeFailure(failure, SEED))).toEqual([])
    // The fuzz reaches past validation: some of everything succeeds, and refusals are not all it sees.
    expect(result.reachedSuccess.size).toBeGreaterThan(30)
  }, 600_000)
})
