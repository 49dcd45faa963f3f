/**
 * Attack case: cross-site request forgery, on each database engine. Every state-changing operation of
 * the contract (each POST, PUT, PATCH and DELETE; the table below must name them all) is sent with a
 * real session cookie and a valid body, as a page on another site would send it:
 *
 * - with a foreign `Origin`,
 * - with `Origin: null` (a sandboxed frame, a data: URL, some redirects),
 * - with no `Origin` but `Sec-Fetch-Site: cross-site`,
 * - from an allowed embed partner's origin with the cookie alone (a partner may write only with its
 *   widget's bearer token).
 *
 * Each is a 403 with the contract's Error body and leaves every table, stored file and mail exactly as
 * it was. The same request from Sufra's own origin then goes through (its own answer, never that 403),
 * which shows each refused request would have done something.
 *
 * Also covered elsewhere: the session calls with a foreign origin (modules/session/origin-check.test.ts),
 * reads not guarded and no CORS for a foreign origin (same file; modules/embed/embed.test.ts "CORS"),
 * the partner's bearer token only from its own origin (modules/embed/embed.test.ts "embed sessions").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listOperations, loadContract } from '../contract/contract'
import { engines, expectContractResponse, startTestServer, type TestServer } from '../testing/test-server'
import { expectErrorBody } from '../modules/session/session-testing'
import {
  ATTEMPTED_OPERATIONS,
  attemptsConfig,
  makeAttempts,
  PARTNER,
  sendAttempt,
  SUFRA,
} from './attempts-testing'
import { stateFingerprint } from './security-testing'

const CROSS_SITE = 'This request came from another website, so Sufra refused it. Please use the Sufra site.'

const FORGED: [name: string, headers: Record<string, string>][] = [
  ['a foreign Origin', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
  ['Origin: null', { origin: 'null' }],
  ['no Origin and Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ['an embed partner’s Origin with the cookie and no bearer token', { origin: PARTNER }],
]
const OWN_ORIGIN = { origin: SUFRA, 'sec-fetch-site': 'same-origin' }

describe.each(engines)('CSRF: every state-changing operation refuses another site (%s)', (engine) => {
  let server: TestServer
  let made: Awaited<ReturnType<typeof makeAttempts>>
  beforeAll(async () => {
    server = await startTestServer(engine, { seed: false, config: attemptsConfig })
    made = await makeAttempts(server, 'csrf.test')
  }, 120_000)
  afterAll(() => server?.close())

  it('names every POST, PUT, PATCH and DELETE of the contract', () => {
    const stateChanging = listOperations(loadContract())
      .filter((operation) => operation.method !== 'get')
      .map((operation) => operation.operationId)
    expect([...ATTEMPTED_OPERATIONS].sort()).toEqual(stateChanging.sort())
  })

  for (const operationId of ATTEMPTED_OPERATIONS) {
    it(`${operationId}: refused from another site with nothing changed, accepted from Sufra`, async () => {
      const attempt = await made.attempts[operationId]()
      const before = await stateFingerprint(server)
      for (const [name, headers] of FORGED) {
        const response = await sendAttempt(server, made.owner, attempt, headers)
        expectContractResponse(operationId, response)
        expect(expectErrorBody(response, 403).message, name).toBe(CROSS_SITE)
        expect(response.cookies, name).toEqual([])
      }
      expect(await stateFingerprint(server)).toEqual(before)

      const own = await sendAttempt(server, made.owner, attempt, OWN_ORIGIN)
      expectContractResponse(operationId, own)
      expect(own.statusCode, own.body.slice(0, 300)).toBe(attempt.sameOrigin)
      await attempt.settled?.()
    })
  }
})
