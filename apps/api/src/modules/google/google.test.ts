/**
 * Google sign-in end to end against a real OpenID Connect provider (oauth2-mock-server on 127.0.0.1):
 * our server redirects to the provider, the provider redirects back with a code, our server exchanges it
 * and checks state, nonce, PKCE and the signed ID token. Each engine runs the whole flow.
 */
import { createServer } from 'node:net'
import { and, eq, sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { SESSION_COOKIE } from '../../http/session-viewer'
import { startOidcProvider, type OidcProvider, type OidcUserClaims } from '../../testing/oidc-provider'
import { engines, expectContractResponse, startTestServer, type TestServer } from '../../testing/test-server'
import { PASSWORD, signUp } from '../session/session-testing'

const START = '/api/v1/user/auth/google'
const FLOW_COOKIE = 'sufra_google_flow'

function cookie(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((entry) => entry.name === name)
}

/** The Location of a redirect, as the path (and query) the browser would request next. */
function location(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(302)
  return String(response.headers.location)
}

describe.each(engines)('Google sign-in with a configured provider (%s)', (engine) => {
  let provider: OidcProvider
  let server: TestServer
  beforeAll(async () => {
    provider = await startOidcProvider()
    server = await startTestServer(engine, {
      seed: false,
      config: { google: provider.googleConfig, rateLimits: { login: { points: 1000, seconds: 60 } } },
    })
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    await provider?.close()
  })

  const get = (url: string, cookies: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, cookies })

  /** Our start route, then the provider's /authorize: the callback URL the browser is sent back to. */
  async function toCallback(returnTo?: string) {
    const start = await get(
      returnTo === undefined ? START : `${START}?returnTo=${encodeURIComponent(returnTo)}`,
    )
    const authorizeUrl = new URL(location(start))
    const flow = cookie(start, FLOW_COOKIE)
    expect(flow, 'the start sets the flow cookie').toBeDefined()
    const atProvider = await fetch(authorizeUrl, { redirect: 'manual' })
    expect(atProvider.status).toBe(302)
    const callback = new URL(atProvider.headers.get('location')!)
    return { start, authorizeUrl, flowCookie: flow!.value, callback }
  }

  async function finish(callback: URL, cookies: Record<string, string>) {
    return get(callback.pathname + callback.search, cookies)
  }

  /** The whole browser flow for the person `claims` describes; the callback's response. */
  async function signInWithGoogle(claims: OidcUserClaims, returnTo?: string) {
    provider.setNextUser(claims)
    const { flowCookie, callback } = await toCallback(returnTo)
    return finish(callback, { [FLOW_COOKIE]: flowCookie })
  }

  async function profile(token: string) {
    const response = await get('/api/v1/user/profile', { [SESSION_COOKIE]: token })
    expectContractResponse('getCurrentUser', response)
    return response
  }

  function sessionToken(response: LightMyRequestResponse) {
    const session = cookie(response, SESSION_COOKIE)
    expect(session?.value, 'a session cookie is set').toBeTruthy()
    return session!.value
  }

  async function tableCounts() {
    const count = async (table: typeof t.users | typeof t.oauthAccounts | typeof t.sessions) => {
      const [row] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(table)
      return row!.n
    }
    return {
      users: await count(t.users),
      oauthAccounts: await count(t.oauthAccounts),
      sessions: await count(t.sessions),
    }
  }

  const signUpAs = (email: string) => signUp(server, email, { firstName: 'Omar', lastName: 'Haddad' })

  it('says Google sign-in is available', async () => {
    const response = await get('/api/v1/user/auth/options')
    expectContractResponse('getAuthOptions', response)
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual({ google: true })
  })

  it('sends the browser to the provider with PKCE, state and nonce kept in a short-lived cookie', async () => {
    const start = await get(`${START}?returnTo=${encodeURIComponent('/en/recipes')}`)
    const url = new URL(location(start))
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/authorize`)
    const params = Object.fromEntries(url.searchParams)
    expect(params).toMatchObject({
      client_id: provider.googleConfig.clientId,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      redirect_uri: 'http://localhost/api/v1/user/auth/google/callback',
    })
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/)
    expect(params.state).toMatch(/^[\w-]{20,}$/)
    expect(params.nonce).toMatch(/^[\w-]{20,}$/)
    expect(params.nonce).not.toBe(params.state)

    const flow = cookie(start, FLOW_COOKIE)!
    expect(flow).toMatchObject({ path: START, httpOnly: true, sameSite: 'Lax', maxAge: 600 })
    expect(flow.secure).toBeFalsy()
    // The verifier stays with the browser's cookie and never travels to the provider.
    const kept = JSON.parse(flow.value) as {
      state: string
      nonce: string
      verifier: string
      returnTo: string
    }
    expect(kept).toMatchObject({ state: params.state, nonce: params.nonce, returnTo: '/en/recipes' })
    expect(url.href).not.toContain(kept.verifier)

    // A second start gets fresh values.
    const again = new URL(location(await get(START)))
    expect(again.searchParams.get('state')).not.toBe(params.state)
    expect(again.searchParams.get('nonce')).not.toBe(params.nonce)
  })

  it('creates a verified account for a new Google user and signs them in', async () => {
    const before = await tableCounts()
    const response = await signInWithGoogle({
      sub: 'google-sub-layla',
      email: 'layla.mansour@gmail.test',
      email_verified: true,
      given_name: 'Layla',
      family_name: 'Mansour',
      name: 'Layla Mansour',
      picture: 'https://pictures.example/layla.jpg',
    })
    expect(location(response)).toBe('/')
    expect(cookie(response, SESSION_COOKIE)).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' })
    // The flow cookie is used once.
    expect(cookie(response, FLOW_COOKIE)).toMatchObject({ value: '', path: START })

    const me = await profile(sessionToken(response))
    expect(me.statusCode).toBe(200)
    expect(me.json().data).toMatchObject({
      email: 'layla.mansour@gmail.test',
      firstName: { en: 'Layla', ar: 'Layla' },
      lastName: { en: 'Mansour', ar: 'Mansour' },
      username: 'layla.mansour',
      status: 'verified',
      image: { url: 'default.webp' },
    })
    const [account] = await server.database.db
      .select()
      .from(t.oauthAccounts)
      .where(eq(t.oauthAccounts.subject, 'google-sub-layla'))
    expect(account).toMatchObject({ provider: 'google', userId: me.json().data._id, emailVerified: true })
    const [user] = await server.database.db.select().from(t.users).where(eq(t.users.id, account!.userId))
    expect(user!.passwordHash).toBeNull()
    expect(await tableCounts()).toEqual({
      users: before.users + 1,
      oauthAccounts: before.oauthAccounts + 1,
      sessions: before.sessions + 1,
    })
  })

  it('signs the same Google user in to the same account the next time, even with a changed email', async () => {
    const claims = {
      sub: 'google-sub-yusuf',
      email: 'yusuf@gmail.test',
      email_verified: true,
      name: 'Yusuf Karim',
    }
    const first = await signInWithGoogle(claims)
    const firstUser = (await profile(sessionToken(first))).json().data
    expect(firstUser).toMatchObject({
      firstName: { en: 'Yusuf' },
      lastName: { en: 'Karim' },
      username: 'yusuf',
    })
    const before = await tableCounts()

    const second = await signInWithGoogle({ ...claims, email: 'yusuf.karim@gmail.test' })
    expect(location(second)).toBe('/')
    const secondUser = (await profile(sessionToken(second))).json().data
    expect(secondUser._id).toBe(firstUser._id)
    expect(secondUser.email).toBe('yusuf@gmail.test')
    expect(await tableCounts()).toEqual({ ...before, sessions: before.sessions + 1 })
  })

  it('gives a new Google user whose email Google has not verified an unverified account', async () => {
    const response = await signInWithGoogle({
      sub: 'google-sub-unverified-new',
      email: 'nadia@workspace.test',
      email_verified: false,
      given_name: 'Nadia',
    })
    expect(location(response)).toBe('/')
    const me = (await profile(sessionToken(response))).json().data
    expect(me).toMatchObject({
      email: 'nadia@workspace.test',
      status: 'unverified',
      firstName: { en: 'Nadia' },
    })
  })

  it('picks a free username when the email suggests a taken one', async () => {
    await signUpAs('sami@mail.test')
    const response = await signInWithGoogle({
      sub: 'google-sub-sami',
      email: 'sami@gmail.test',
      email_verified: true,
    })
    const me = (await profile(sessionToken(response))).json().data
    expect(me.username).toBe('sami2')
    expect(me.firstName).toEqual({ en: 'sami', ar: 'sami' })
  })

  it('links a verified Google email to the existing password account with that email', async () => {
    const owner = await signUpAs('Omar.Haddad@example.test')
    const before = await tableCounts()
    const response = await signInWithGoogle({
      sub: 'google-sub-omar',
      email: 'omar.haddad@example.test',
      email_verified: true,
      given_name: 'Omar',
      family_name: 'Haddad',
    })
    expect(location(response)).toBe('/')
    const me = (await profile(sessionToken(response))).json().data
    expect(me).toMatchObject({ _id: owner.id, email: 'Omar.Haddad@example.test', status: 'verified' })
    const accounts = await server.database.db
      .select()
      .from(t.oauthAccounts)
      .where(eq(t.oauthAccounts.userId, owner.id))
    expect(accounts).toEqual([expect.objectContaining({ provider: 'google', subject: 'google-sub-omar' })])
    expect(await tableCounts()).toMatchObject({
      users: before.users,
      oauthAccounts: before.oauthAccounts + 1,
    })

    // Nobody had proven the address before, so the password and sessions set up before the link end:
    // someone who registered the address first cannot keep a way in.
    expect((await profile(owner.token)).statusCode).toBe(401)
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: 'omar.haddad@example.test', password: PASSWORD },
    })
    expect(login.statusCode).toBe(401)

    // The next Google sign-in finds the link by subject.
    const again = await signInWithGoogle({
      sub: 'google-sub-omar',
      email: 'omar.haddad@example.test',
      email_verified: true,
    })
    expect((await profile(sessionToken(again))).json().data._id).toBe(owner.id)
  })

  it('never links an email Google has not verified to an existing password account', async () => {
    const owner = await signUpAs('huda@example.test')
    const usersBefore = await server.database.db.select().from(t.users).where(eq(t.users.id, owner.id))
    const before = await tableCounts()
    const response = await signInWithGoogle({
      sub: 'google-sub-impostor',
      email: 'HUDA@example.test',
      email_verified: false,
      given_name: 'Huda',
    })
    expect(location(response)).toBe('/?authError=google')
    expect(cookie(response, SESSION_COOKIE)).toBeUndefined()
    expect(await tableCounts()).toEqual(before)
    expect(await server.database.db.select().from(t.users).where(eq(t.users.id, owner.id))).toEqual(
      usersBefore,
    )
    const links = await server.database.db
      .select()
      .from(t.oauthAccounts)
      .where(eq(t.oauthAccounts.subject, 'google-sub-impostor'))
    expect(links).toEqual([])
    // The owner's own session is untouched.
    expect((await profile(owner.token)).statusCode).toBe(200)
  })

  it('returns to the page the person came from', async () => {
    const response = await signInWithGoogle(
      { sub: 'google-sub-return', email: 'return@gmail.test', email_verified: true },
      '/ar/recipes?category=soups#top',
    )
    expect(location(response)).toBe('/ar/recipes?category=soups#top')
    sessionToken(response)
  })

  it('refuses a returnTo that leaves the site', async () => {
    for (const returnTo of ['//evil.example', 'https://evil.example', '/\\evil.example', 'evil.example']) {
      const response = await get(`${START}?returnTo=${encodeURIComponent(returnTo)}`)
      expect(response.statusCode, returnTo).toBe(400)
      expect(response.json().message).toBe('"returnTo" is not in the expected format.')
      expect(cookie(response, FLOW_COOKIE)).toBeUndefined()
    }
  })

  it('refuses a callback whose state was tampered with', async () => {
    provider.setNextUser({ sub: 'google-sub-tampered', email: 'tampered@gmail.test', email_verified: true })
    const { flowCookie, callback } = await toCallback('/en')
    callback.searchParams.set('state', 'forged-state-value')
    const before = await tableCounts()
    const response = await finish(callback, { [FLOW_COOKIE]: flowCookie })
    expect(location(response)).toBe('/en?authError=google')
    expect(cookie(response, SESSION_COOKIE)).toBeUndefined()
    expect(cookie(response, FLOW_COOKIE)).toMatchObject({ value: '' })
    expect(await tableCounts()).toEqual(before)
  })

  it('refuses a callback without the flow cookie (a link made elsewhere, or a second use)', async () => {
    provider.setNextUser({ sub: 'google-sub-nocookie', email: 'nocookie@gmail.test', email_verified: true })
    const { flowCookie, callback } = await toCallback('/en/recipes')
    const withoutCookie = await finish(callback, {})
    expect(location(withoutCookie)).toBe('/?authError=google')
    expect(cookie(withoutCookie, SESSION_COOKIE)).toBeUndefined()

    // A flow cookie from another start does not fit this callback's state either.
    const other = await toCallback()
    const crossed = await finish(callback, { [FLOW_COOKIE]: other.flowCookie })
    expect(location(crossed)).toBe('/?authError=google')
    expect(cookie(crossed, SESSION_COOKIE)).toBeUndefined()
    expect(flowCookie).not.toBe(other.flowCookie)
  })

  it('refuses an ID token carrying another nonce', async () => {
    provider.setNextUser({
      sub: 'google-sub-nonce',
      email: 'nonce@gmail.test',
      email_verified: true,
      nonce: 'replayed',
    })
    const { flowCookie, callback } = await toCallback()
    const response = await finish(callback, { [FLOW_COOKIE]: flowCookie })
    expect(location(response)).toBe('/?authError=google')
    expect(cookie(response, SESSION_COOKIE)).toBeUndefined()
  })

  it('refuses a code exchange the provider rejects, and a provider error', async () => {
    provider.setNextUser({ sub: 'google-sub-exchange', email: 'exchange@gmail.test', email_verified: true })
    const { flowCookie, callback } = await toCallback('/en/planner')
    provider.server.service.once('beforeResponse', (tokenResponse: { body: unknown; statusCode: number }) => {
      tokenResponse.statusCode = 400
      tokenResponse.body = { error: 'invalid_grant' }
    })
    const rejected = await finish(callback, { [FLOW_COOKIE]: flowCookie })
    expect(location(rejected)).toBe('/en/planner?authError=google')
    expect(cookie(rejected, SESSION_COOKIE)).toBeUndefined()

    // The person pressed Cancel at the provider.
    provider.failNextAuthorization('access_denied')
    const cancelled = await toCallback('/ar?tab=new')
    expect(cancelled.callback.searchParams.get('error')).toBe('access_denied')
    const response = await finish(cancelled.callback, { [FLOW_COOKIE]: cancelled.flowCookie })
    expect(location(response)).toBe('/ar?tab=new&authError=google')
    expect(cookie(response, SESSION_COOKIE)).toBeUndefined()
    const [link] = await server.database.db
      .select()
      .from(t.oauthAccounts)
      .where(and(eq(t.oauthAccounts.provider, 'google'), eq(t.oauthAccounts.subject, 'google-sub-exchange')))
    expect(link).toBeUndefined()
  })
})

describe.each(engines)('Google sign-in without a provider (%s)', (engine) => {
  let unconfigured: TestServer
  let unreachable: TestServer
  let port: number
  let lateProvider: OidcProvider | undefined
  beforeAll(async () => {
    port = await closedPort()
    unconfigured = await startTestServer(engine, {
      seed: false,
      config: { rateLimits: { login: { points: 3, seconds: 60 } } },
    })
    unreachable = await startTestServer(engine, {
      seed: false,
      config: { google: { issuer: `http://127.0.0.1:${port}`, clientId: 'id', clientSecret: 'secret' } },
    })
  }, 120_000)
  afterAll(async () => {
    await unconfigured?.close()
    await unreachable?.close()
    await lateProvider?.close()
  })

  it('says Google sign-in is unavailable and sends the browser back with authError=google-unavailable', async () => {
    const options = await unconfigured.app.inject({ method: 'GET', url: '/api/v1/user/auth/options' })
    expectContractResponse('getAuthOptions', options)
    expect(options.json().data).toEqual({ google: false })

    const start = await unconfigured.app.inject({ method: 'GET', url: START, remoteAddress: '10.0.0.1' })
    expect(location(start)).toBe('/?authError=google-unavailable')
    const withQuery = await unconfigured.app.inject({
      method: 'GET',
      url: `${START}?returnTo=${encodeURIComponent('/en/recipes?page=2')}`,
      remoteAddress: '10.0.0.1',
    })
    expect(location(withQuery)).toBe('/en/recipes?page=2&authError=google-unavailable')
    expect(cookie(withQuery, FLOW_COOKIE)).toBeUndefined()

    // A tab passes the contract's pattern, but browsers drop it and would read `//evil.example`.
    const sneaky = await unconfigured.app.inject({
      method: 'GET',
      url: `${START}?returnTo=${encodeURIComponent('/\t/evil.example')}`,
      remoteAddress: '10.0.0.3',
    })
    expect(location(sneaky)).toBe('/?authError=google-unavailable')

    const callback = await unconfigured.app.inject({ method: 'GET', url: `${START}/callback?code=x&state=y` })
    expect(location(callback)).toBe('/?authError=google')
  })

  it('limits how often one address starts a sign-in', async () => {
    const attempt = () => unconfigured.app.inject({ method: 'GET', url: START, remoteAddress: '10.0.0.2' })
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(302)
    const limited = await attempt()
    expect(limited.statusCode).toBe(429)
    expectContractResponse('startGoogleSignIn', limited)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('survives a provider that cannot be reached, and tries again next time', async () => {
    const options = await unreachable.app.inject({ method: 'GET', url: '/api/v1/user/auth/options' })
    expect(options.json().data).toEqual({ google: true })
    for (let i = 0; i < 2; i++) {
      const start = await unreachable.app.inject({ method: 'GET', url: `${START}?returnTo=%2Fen` })
      expect(location(start)).toBe('/en?authError=google')
      expect(cookie(start, FLOW_COOKIE)).toBeUndefined()
    }
    // Once the provider answers, the failed discovery is not remembered.
    lateProvider = await startOidcProvider({ port })
    const start = await unreachable.app.inject({ method: 'GET', url: START })
    expect(location(start).startsWith(`${lateProvider.issuer}/authorize?`)).toBe(true)
    expect(cookie(start, FLOW_COOKIE)).toBeDefined()
  })
})

/** A port nothing listens on (taken from the system, then released). */
async function closedPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  return port
}
