/**
 * The cross-site guard on the session calls, on each engine: a foreign Origin (or Sec-Fetch-Site: cross-site)
 * is refused before the handler runs, so nothing is read, written or ended; the site's own origin works.
 */
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { SESSION_COOKIE } from '../../http/session-viewer'
import { engines, startTestServer, type TestServer } from '../../testing/test-server'
import { expectErrorBody, PASSWORD, sessionCalls, sessionCookie, signupBody } from './session-testing'

const CROSS_SITE = 'This request came from another website, so Sufra refused it. Please use the Sufra site.'
const EVIL = { origin: 'https://evil.example' }

describe.each(engines)('origin check on the session calls (%s)', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(engine, {
      seed: false,
      config: {
        publicUrl: 'https://sufra.example',
        rateLimits: { login: { points: 1000, seconds: 60 }, signup: { points: 1000, seconds: 60 } },
      },
    })
  }, 120_000)
  afterAll(() => server?.close())
  const { signup, login, logout, profile } = sessionCalls(() => server)
  const db = () => server.database.db

  /** A raw call (no contract check: 403 is not among these operations' declared answers). */
  const post = (url: string, headers: Record<string, string>, token?: string, payload?: object) =>
    server.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers,
      cookies: token ? { [SESSION_COOKIE]: token } : {},
      ...(payload ? { payload } : {}),
    })

  async function sessionCount(userId: string) {
    const [row] = await db().select({ n: count() }).from(t.sessions).where(eq(t.sessions.userId, userId))
    return row!.n
  }
  async function newAccount(email: string) {
    const response = await signup(signupBody(email))
    expect(response.statusCode, response.body).toBe(201)
    return { id: response.json().data._id as string, token: sessionCookie(response).value }
  }

  it('refuses a logout from another site and the session stays valid', async () => {
    const account = await newAccount('logout-csrf@example.com')
    const response = await post('/user/logout', EVIL, account.token)
    expect(expectErrorBody(response, 403)).toEqual({ statusCode: 403, message: CROSS_SITE })
    expect(response.cookies).toEqual([])
    expect(await sessionCount(account.id)).toBe(1)
    expect((await profile(account.token)).statusCode).toBe(200)
  })

  it('refuses a login from another site: no new session, the old one untouched', async () => {
    const account = await newAccount('login-csrf@example.com')
    const response = await post('/user/login', EVIL, account.token, {
      email: 'login-csrf@example.com',
      password: PASSWORD,
    })
    expect(expectErrorBody(response, 403).message).toBe(CROSS_SITE)
    expect(response.cookies).toEqual([])
    expect(await sessionCount(account.id)).toBe(1)
    expect((await profile(account.token)).statusCode).toBe(200)
  })

  it('refuses a sign-up from another site and creates no account', async () => {
    const response = await post('/user/signup', EVIL, undefined, signupBody('signup-csrf@example.com'))
    expect(expectErrorBody(response, 403).message).toBe(CROSS_SITE)
    const [row] = await db()
      .select({ n: count() })
      .from(t.users)
      .where(eq(t.users.email, 'signup-csrf@example.com'))
    expect(row!.n).toBe(0)
  })

  it('refuses Sec-Fetch-Site cross-site or same-site without an Origin, and the "null" origin', async () => {
    const account = await newAccount('fetch-site@example.com')
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
      // Same host, other scheme or port: another origin.
      { origin: 'https://localhost:80' },
      { origin: 'http://localhost:8081' },
    ]) {
      const response = await post('/user/logout', headers, account.token)
      expect(expectErrorBody(response, 403).message).toBe(CROSS_SITE)
    }
    expect((await profile(account.token)).statusCode).toBe(200)
  })

  it('accepts PUBLIC_URL’s origin, same-origin fetches and non-browser calls', async () => {
    const account = await newAccount('own-origin@example.com')
    const viaPublicUrl = await login('own-origin@example.com', PASSWORD, {
      headers: { origin: 'https://sufra.example', 'sec-fetch-site': 'same-origin' },
    })
    expect(viaPublicUrl.statusCode).toBe(200)
    const fetchSameOrigin = await login('own-origin@example.com', PASSWORD, {
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    expect(fetchSameOrigin.statusCode).toBe(200)

    const loggedOut = await logout({ token: account.token, headers: { origin: 'https://sufra.example' } })
    expect(loggedOut.statusCode).toBe(200)
    expect((await profile(account.token)).statusCode).toBe(401)
    // Typed into the address bar or a bookmark: Sec-Fetch-Site none.
    const direct = await logout({
      token: sessionCookie(fetchSameOrigin).value,
      headers: { 'sec-fetch-site': 'none' },
    })
    expect(direct.statusCode).toBe(200)
    expect((await profile(sessionCookie(fetchSameOrigin).value)).statusCode).toBe(401)
  })

  it('with PUBLIC_URL set, never takes the Host header’s origin for its own', async () => {
    const account = await newAccount('host-origin@example.com')
    for (const headers of <Record<string, string>[]>[
      // The address the request was sent to, which is not PUBLIC_URL.
      { origin: 'http://localhost:80' },
      // A forged Host naming the attacker's own page.
      { host: 'evil.example', origin: 'http://evil.example' },
      { host: 'evil.example', origin: 'https://evil.example', 'x-forwarded-proto': 'https' },
    ]) {
      const response = await post('/user/logout', headers, account.token)
      expect(expectErrorBody(response, 403).message, JSON.stringify(headers)).toBe(CROSS_SITE)
    }
    expect((await profile(account.token)).statusCode).toBe(200)
  })

  it('does not guard reads: the profile answers with a foreign Origin (the cookie is SameSite=Lax)', async () => {
    const account = await newAccount('read-origin@example.com')
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: EVIL,
      cookies: { [SESSION_COOKIE]: account.token },
    })
    expect(response.statusCode).toBe(200)
    // No CORS headers are sent, so a foreign page cannot read the answer.
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })
})

describe.each(engines)('origin check without PUBLIC_URL, in development (%s)', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(engine, { seed: false })
  }, 120_000)
  afterAll(() => server?.close())
  const { signup, logout } = sessionCalls(() => server)

  it('takes the origin the request was addressed to for its own, and no other', async () => {
    const response = await signup(signupBody('dev-origin@example.com'), {
      headers: { origin: 'http://localhost:80' },
    })
    expect(response.statusCode).toBe(201)
    const token = sessionCookie(response).value
    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/v1/user/logout',
      headers: { origin: 'http://localhost:8081' },
      cookies: { [SESSION_COOKIE]: token },
    })
    expect(expectErrorBody(refused, 403).message).toBe(CROSS_SITE)
    expect((await logout({ token, headers: { origin: 'http://localhost:80' } })).statusCode).toBe(200)
  })
})
