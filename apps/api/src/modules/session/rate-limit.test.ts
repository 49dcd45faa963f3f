/**
 * Sign-in and sign-up rate limits on each engine, with small limits: failed logins per account from one
 * address (3 a minute), per address whatever the account (3), per account from anywhere (a ceiling of 6);
 * a stranger's failures never lock the owner out from another address, successes do not count; sign-ups
 * per address and per account; a made-up X-Forwarded-For does not reset the count unless the proxy is
 * trusted. (The defaults, 10 and 100, are tested in auth/rate-limits-config.test.ts.)
 */
import { count, eq, sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { engines, startTestServer, type TestServer } from '../../testing/test-server'
import { PASSWORD, sessionCalls, sessionCookie, signupBody } from './session-testing'

const limits = {
  login: { points: 3, seconds: 60 },
  loginAccount: { points: 6, seconds: 60 },
  signup: { points: 3, seconds: 60 },
}

function expectTooManyAttempts(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(429)
  expect(response.json()).toEqual({
    statusCode: 429,
    message: 'Too many attempts. Please wait a minute and try again.',
  })
  const retryAfter = Number(response.headers['retry-after'])
  expect(Number.isInteger(retryAfter)).toBe(true)
  expect(retryAfter).toBeGreaterThanOrEqual(1)
  expect(retryAfter).toBeLessThanOrEqual(60)
  expect(response.cookies).toEqual([])
}

describe.each(engines)('rate limits (%s)', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(engine, { seed: false, config: { rateLimits: limits } })
  }, 120_000)
  afterAll(() => server?.close())
  const { signup, login } = sessionCalls(() => server)

  async function countUsers(email?: string) {
    const [row] = await server.database.db
      .select({ n: count() })
      .from(t.users)
      .where(email ? eq(sql`lower(${t.users.email})`, email.toLowerCase()) : undefined)
    return row!.n
  }
  async function countSessions() {
    const [row] = await server.database.db.select({ n: count() }).from(t.sessions)
    return row!.n
  }

  it('stops the 4th failed login for one email from one address, even with the right password', async () => {
    const created = await signup(signupBody('target@example.com'), { remoteAddress: '10.0.0.100' })
    expect(created.statusCode).toBe(201)
    for (let attempt = 0; attempt < 3; attempt++) {
      const guess = await login('target@example.com', 'guess number one', { remoteAddress: '10.0.0.1' })
      expect(guess.statusCode).toBe(401)
    }
    const sessionsBefore = await countSessions()
    // Another letter case is the same account.
    expectTooManyAttempts(await login('TARGET@example.com', PASSWORD, { remoteAddress: '10.0.0.1' }))
    expect(await countSessions()).toBe(sessionsBefore)
  })

  it('lets the owner in from their own address while a stranger is locked out of guessing', async () => {
    expect((await signup(signupBody('owner@example.com'), { remoteAddress: '10.6.0.100' })).statusCode).toBe(
      201,
    )
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(
        (await login('owner@example.com', `guess ${attempt}`, { remoteAddress: '10.6.0.1' })).statusCode,
      ).toBe(401)
    }
    expectTooManyAttempts(await login('owner@example.com', 'guess 4', { remoteAddress: '10.6.0.1' }))
    const owner = await login('Owner@example.com', PASSWORD, { remoteAddress: '10.6.0.2' })
    expect(owner.statusCode, owner.body).toBe(200)
    expect(sessionCookie(owner).value).toBeTruthy()
  })

  it('does not count successful logins as failures', async () => {
    expect((await signup(signupBody('often@example.com'), { remoteAddress: '10.7.0.100' })).statusCode).toBe(
      201,
    )
    // Twice the limit of successes from one address (and the account ceiling too), then failures still get 401.
    for (let attempt = 0; attempt < 7; attempt++) {
      expect((await login('often@example.com', PASSWORD, { remoteAddress: '10.7.0.1' })).statusCode).toBe(200)
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login('often@example.com', 'typo typo', { remoteAddress: '10.7.0.1' })).statusCode).toBe(
        401,
      )
    }
    expectTooManyAttempts(await login('often@example.com', PASSWORD, { remoteAddress: '10.7.0.1' }))
  })

  it('stops failures for one account spread over many addresses at the per-account ceiling', async () => {
    expect((await signup(signupBody('spread@example.com'), { remoteAddress: '10.8.0.100' })).statusCode).toBe(
      201,
    )
    // Six addresses, one guess each: the ceiling (6) is reached although no address reached its 3.
    for (let address = 1; address <= 6; address++) {
      const guess = await login('spread@example.com', 'a guess', { remoteAddress: `10.8.0.${address}` })
      expect(guess.statusCode).toBe(401)
    }
    expectTooManyAttempts(await login('spread@example.com', 'a guess', { remoteAddress: '10.8.0.7' }))
    // The ceiling holds for the owner too, and for the account only: another account from there is answered.
    expectTooManyAttempts(await login('spread@example.com', PASSWORD, { remoteAddress: '10.8.0.8' }))
    expect((await login('other@spread.example', 'a guess', { remoteAddress: '10.8.0.9' })).statusCode).toBe(
      401,
    )
  })

  it('answers an unknown email and a wrong password alike, and counts them alike', async () => {
    expect((await signup(signupBody('known@example.com'), { remoteAddress: '10.10.0.100' })).statusCode).toBe(
      201,
    )
    const unknown = await login('unknown@example.com', 'a guess', { remoteAddress: '10.10.0.1' })
    const wrong = await login('known@example.com', 'a guess', { remoteAddress: '10.10.0.2' })
    expect([unknown.statusCode, wrong.statusCode]).toEqual([401, 401])
    expect(unknown.json()).toEqual(wrong.json())
    for (const address of ['10.10.0.1', '10.10.0.2']) {
      for (let attempt = 0; attempt < 2; attempt++) {
        const email = address === '10.10.0.1' ? 'unknown@example.com' : 'known@example.com'
        expect((await login(email, 'a guess', { remoteAddress: address })).statusCode).toBe(401)
      }
    }
    expectTooManyAttempts(await login('unknown@example.com', 'a guess', { remoteAddress: '10.10.0.1' }))
    expectTooManyAttempts(await login('known@example.com', 'a guess', { remoteAddress: '10.10.0.2' }))
  })

  it('stops the 4th login from one address across different emails', async () => {
    for (const email of ['a@ip.example', 'b@ip.example', 'c@ip.example']) {
      expect((await login(email, PASSWORD, { remoteAddress: '10.1.0.1' })).statusCode).toBe(401)
    }
    expectTooManyAttempts(await login('d@ip.example', PASSWORD, { remoteAddress: '10.1.0.1' }))
    // The same email from another address is still allowed.
    expect((await login('d@ip.example', PASSWORD, { remoteAddress: '10.1.0.2' })).statusCode).toBe(401)
  })

  it('counts by the connection address when the proxy is not trusted, whatever X-Forwarded-For says', async () => {
    const responses: LightMyRequestResponse[] = []
    for (const [index, email] of [
      'e@spoof.example',
      'f@spoof.example',
      'g@spoof.example',
      'h@spoof.example',
    ].entries()) {
      responses.push(
        await login(email, PASSWORD, {
          remoteAddress: '10.2.0.1',
          headers: { 'x-forwarded-for': `203.0.113.${index + 1}` },
        }),
      )
    }
    expect(responses.slice(0, 3).map((response) => response.statusCode)).toEqual([401, 401, 401])
    expectTooManyAttempts(responses[3]!)
  })

  it('stops the 4th sign-up from one address and stores nothing for it', async () => {
    for (const email of ['one@signup.example', 'two@signup.example', 'three@signup.example']) {
      expect((await signup(signupBody(email), { remoteAddress: '10.3.0.1' })).statusCode).toBe(201)
    }
    expectTooManyAttempts(await signup(signupBody('four@signup.example'), { remoteAddress: '10.3.0.1' }))
    expect(await countUsers('four@signup.example')).toBe(0)
  })

  it('stops the 4th sign-up attempt for one email from different addresses', async () => {
    const first = await signup(signupBody('wanted@signup.example'), { remoteAddress: '10.4.0.1' })
    expect(first.statusCode).toBe(201)
    for (const address of ['10.4.0.2', '10.4.0.3']) {
      const taken = await signup(signupBody('Wanted@signup.example'), { remoteAddress: address })
      expect(taken.statusCode).toBe(400)
    }
    expectTooManyAttempts(await signup(signupBody('WANTED@signup.example'), { remoteAddress: '10.4.0.4' }))
    expect(await countUsers('wanted@signup.example')).toBe(1)
  })

  it('keeps login and sign-up counts apart', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login('apart@example.com', 'nope nope', { remoteAddress: '10.5.0.1' })).statusCode).toBe(
        401,
      )
    }
    expectTooManyAttempts(await login('apart@example.com', 'nope nope', { remoteAddress: '10.5.0.1' }))
    const created = await signup(signupBody('apart@example.com'), { remoteAddress: '10.5.0.1' })
    expect(created.statusCode).toBe(201)
  })
})

describe.each(engines)('rate limits behind a trusted proxy (%s)', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(engine, {
      seed: false,
      config: { trustProxy: true, rateLimits: limits },
    })
  }, 120_000)
  afterAll(() => server?.close())
  const { login } = sessionCalls(() => server)

  it('counts each client address the proxy names separately', async () => {
    const clients = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4', '198.51.100.5']
    for (const [index, client] of clients.entries()) {
      const response = await login(`client${index}@example.com`, PASSWORD, {
        remoteAddress: '10.9.0.1',
        headers: { 'x-forwarded-for': client },
      })
      expect(response.statusCode).toBe(401)
    }
    // ...and still limits one of them.
    for (let attempt = 0; attempt < 2; attempt++) {
      await login(`again${attempt}@example.com`, PASSWORD, { headers: { 'x-forwarded-for': '198.51.100.1' } })
    }
    expectTooManyAttempts(
      await login('last@example.com', PASSWORD, { headers: { 'x-forwarded-for': '198.51.100.1' } }),
    )
  })
})
