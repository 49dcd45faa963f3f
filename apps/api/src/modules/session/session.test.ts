/**
 * Sign-up, login, the current user and logout on each database engine: stored rows, cookie flags, token
 * rotation and revocation, session expiry; every response held to the contract.
 */
import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { SECURE_SESSION_COOKIE, SESSION_COOKIE, sessionIdOf } from '../../http/session-viewer'
import { engines, startTestServer, type TestServer } from '../../testing/test-server'
import {
  PASSWORD,
  sessionCalls,
  sessionCookie,
  sessionSetCookieLine,
  signupBody,
  type SignupBody,
} from './session-testing'
import { usernameBase } from './username'

const DAY_MS = 24 * 60 * 60 * 1000
const WRONG_CREDENTIALS = 'The email or password is incorrect.'

describe('usernameBase', () => {
  it('keeps the lower-cased local part, letters, digits, _ and . only', () => {
    expect(usernameBase('Layla.Nasser@example.com')).toBe('layla.nasser')
    expect(usernameBase('chef_omar99@example.com')).toBe('chef_omar99')
    expect(usernameBase('first-last@example.com')).toBe('firstlast')
  })

  it('drops a +tag, folds accents, and trims dots and underscores at the ends', () => {
    expect(usernameBase('zoë+news@example.com')).toBe('zoe')
    expect(usernameBase('.a..b._@example.com')).toBe('a.b')
    expect(usernameBase('__x__@example.com')).toBe('x')
  })

  it('falls back to "cook" when nothing usable is left, and stops at 30 characters', () => {
    expect(usernameBase('سلمى@example.com')).toBe('cook')
    expect(usernameBase('+@example.com')).toBe('cook')
    const long = usernameBase(`${'abcdefghij'.repeat(5)}@example.com`)
    expect(long).toBe('abcdefghij'.repeat(3))
    expect(usernameBase(`${'a'.repeat(29)}.b@example.com`)).toBe('a'.repeat(29))
  })
})

describe.each(engines)('sign-up, login, profile and logout (%s)', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(engine, {
      // Many sign-ins from one address in this file; the limits themselves are tested in rate-limit.test.ts.
      config: {
        rateLimits: { login: { points: 1000, seconds: 60 }, signup: { points: 1000, seconds: 60 } },
      },
    })
  }, 120_000)
  afterAll(() => server?.close())

  const { signup, login, profile, logout } = sessionCalls(() => server)
  const db = () => server.database.db

  async function userByEmail(email: string) {
    const [row] = await db()
      .select()
      .from(t.users)
      .where(eq(sql`lower(${t.users.email})`, email.toLowerCase()))
    return row
  }
  async function usersWithEmail(email: string) {
    const [row] = await db()
      .select({ n: count() })
      .from(t.users)
      .where(eq(sql`lower(${t.users.email})`, email.toLowerCase()))
    return row!.n
  }
  async function sessionsOf(userId: string) {
    return db().select().from(t.sessions).where(eq(t.sessions.userId, userId))
  }
  /** Signs a new account up and answers its id and session token. */
  async function newAccount(email: string, extra: Partial<SignupBody> = {}) {
    const response = await signup(signupBody(email, extra))
    expect(response.statusCode, response.body).toBe(201)
    return { id: response.json().data._id as string, token: sessionCookie(response).value }
  }

  describe('sign-up', () => {
    it('creates the account, signs it in with a safe cookie, and the profile works with that cookie', async () => {
      const response = await signup(signupBody('Layla.Nasser@example.com', { language: 'arabic' }))
      expect(response.statusCode, response.body).toBe(201)
      const body = response.json()
      expect(body.statusCode).toBe(201)
      expect(body.message).toBe('User registered successfully')
      expect(body.data).toMatchObject({
        firstName: { en: 'Layla', ar: 'Layla' },
        lastName: { en: 'Nasser', ar: 'Nasser' },
        username: 'layla.nasser',
        email: 'Layla.Nasser@example.com',
        language: 'arabic',
        status: 'unverified',
        image: { url: 'default.webp', key: '' },
        follower: [],
        following: [],
        recipesCount: 0,
        savedRecipes: [],
        dob: null,
        gender: null,
      })

      const cookie = sessionCookie(response)
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
      expect(cookie.secure).toBeFalsy()
      expect(cookie.maxAge).toBe(30 * 24 * 60 * 60)
      const line = sessionSetCookieLine(response)
      expect(line).toMatch(/; HttpOnly/)
      expect(line).toMatch(/; SameSite=Lax/)
      expect(line).toMatch(/; Path=\//)
      expect(line).not.toMatch(/; Secure/i)

      const me = await profile(cookie.value)
      expect(me.statusCode).toBe(200)
      expect(me.json().message).toBe('User profile fetched successfully')
      expect(me.json().data).toEqual(body.data)

      // Stored: argon2id hash (never the password), names in both languages, the session by its hash.
      const row = await userByEmail('layla.nasser@example.com')
      expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
      expect(row!.passwordHash).not.toContain(PASSWORD)
      expect(row).toMatchObject({
        firstNameEn: 'Layla',
        firstNameAr: 'Layla',
        lastNameEn: 'Nasser',
        lastNameAr: 'Nasser',
      })
      const stored = await sessionsOf(row!.id)
      expect(stored.map((session) => session.id)).toEqual([sessionIdOf(cookie.value)])
      expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * DAY_MS)
    })

    it('trims the names and defaults the language to English', async () => {
      const response = await signup(
        signupBody('trimmed@example.com', { firstName: '  Omar ', lastName: ' Farouk  ' }),
      )
      expect(response.statusCode, response.body).toBe(201)
      expect(response.json().data).toMatchObject({
        firstName: { en: 'Omar', ar: 'Omar' },
        lastName: { en: 'Farouk', ar: 'Farouk' },
        language: 'english',
      })
    })

    it.each([
      [
        'passwords that differ',
        signupBody('mismatch@example.com', { confirmPassword: `${PASSWORD}!` }),
        /^Passwords do not match$/,
      ],
      [
        'a password under 8 characters',
        signupBody('short@example.com', { password: 'short12', confirmPassword: 'short12' }),
        /"password" must be at least 8 characters long/,
      ],
      [
        'a password over 128 characters',
        signupBody('long@example.com', { password: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) }),
        /"password" must be at most 128 characters long/,
      ],
      ['an email that is not one', signupBody('not-an-email'), /"email" must be a valid email/],
      ['a blank first name', signupBody('blank@example.com', { firstName: '   ' }), /"firstName"/],
      [
        'a missing last name',
        { ...signupBody('missing@example.com'), lastName: undefined },
        /missing the required field "lastName"/,
      ],
      [
        'an unknown field "status"',
        signupBody('status@example.com', { status: 'verified' }),
        /unknown field "status"/,
      ],
      [
        'an unknown field "follower"',
        signupBody('follower@example.com', { follower: ['00000000-0000-4000-8000-000000000000'] }),
        /unknown field "follower"/,
      ],
      ['an unknown language', signupBody('klingon@example.com', { language: 'klingon' }), /"language"/],
    ])('refuses %s with a 400 and stores nothing', async (_case, body, message) => {
      const usersBefore = (await db().select({ n: count() }).from(t.users))[0]!.n
      const response = await signup(JSON.parse(JSON.stringify(body)))
      expect(response.statusCode, response.body).toBe(400)
      expect(response.json().message).toMatch(message)
      expect(response.cookies).toEqual([])
      expect((await db().select({ n: count() }).from(t.users))[0]!.n).toBe(usersBefore)
      if (typeof body.email === 'string') expect(await usersWithEmail(body.email)).toBe(0)
    })

    it('says "Passwords do not match" and names the field for the form', async () => {
      const response = await signup(
        signupBody('mismatch2@example.com', { confirmPassword: 'something else' }),
      )
      expect(response.json()).toEqual({
        statusCode: 400,
        message: 'Passwords do not match',
        errMessage: 'confirmPassword: does not match the password',
      })
    })

    it.each([
      ['password123', 'common', 'This password is one of the most used ones'],
      ['12345678', 'common', 'This password is one of the most used ones'],
      ['qwertyuiop', 'common', 'This password is one of the most used ones'],
      ['layla.qasim', 'personal', 'This password contains your name or email address'],
      ['Qasim2024!', 'personal', 'This password contains your name or email address'],
    ])(
      'refuses the guessable password %s with a sentence that helps, and stores nothing',
      async (password, problem, sentence) => {
        const email = `layla.qasim.${password.length}.${problem}@example.com`
        const usersBefore = (await db().select({ n: count() }).from(t.users))[0]!.n
        const response = await signup(
          signupBody(email, { lastName: 'Qasim', password, confirmPassword: password }),
        )
        expect(response.statusCode).toBe(400)
        const body = response.json()
        expect(body.message).toContain(sentence)
        expect(body.message).toContain('a few unrelated words')
        expect(body.errMessage).toBe(`password: ${problem}`)
        expect(response.cookies).toEqual([])
        expect(await usersWithEmail(email)).toBe(0)
        expect((await db().select({ n: count() }).from(t.users))[0]!.n).toBe(usersBefore)
      },
    )

    it('accepts a passphrase of unrelated words', async () => {
      const response = await signup(
        signupBody('passphrase@example.com', {
          password: 'mango tea on tuesday',
          confirmPassword: 'mango tea on tuesday',
        }),
      )
      expect(response.statusCode, response.body).toBe(201)
      expect((await login('passphrase@example.com', 'mango tea on tuesday')).statusCode).toBe(200)
    })

    it('refuses an email already used in any letter case and leaves that account untouched', async () => {
      const original = await newAccount('Taken@Example.com')
      const before = await userByEmail('taken@example.com')
      const again = await signup(
        signupBody('tAKEN@example.COM', {
          firstName: 'Mallory',
          password: 'other password',
          confirmPassword: 'other password',
        }),
      )
      expect(again.statusCode).toBe(400)
      expect(again.json()).toEqual({
        statusCode: 400,
        message:
          'An account with this email already exists. Log in instead, or reset your password if you forgot it.',
        errMessage: 'email: already registered',
      })
      expect(again.cookies).toEqual([])
      expect(await usersWithEmail('taken@example.com')).toBe(1)
      expect(await userByEmail('taken@example.com')).toEqual(before)
      expect((await login('taken@example.com', PASSWORD)).statusCode).toBe(200)
      expect((await login('taken@example.com', 'other password')).statusCode).toBe(401)
      expect((await profile(original.token)).statusCode).toBe(200)
    })

    it('lets only one of two simultaneous sign-ups with the same email through', async () => {
      const responses = await Promise.all([
        signup(signupBody('race@example.com')),
        signup(signupBody('RACE@example.com')),
        signup(signupBody('Race@Example.com')),
      ])
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400, 400])
      expect(await usersWithEmail('race@example.com')).toBe(1)
    })

    it('adds digits to a username that is taken (the demo creator salma.haddad exists)', async () => {
      const [demo] = await db()
        .select({ username: t.users.username })
        .from(t.users)
        .where(eq(t.users.username, 'salma.haddad'))
      expect(demo).toBeDefined()
      const names: string[] = []
      for (const email of [
        'Salma.Haddad@example.com',
        'salma.haddad@example.org',
        'salma.haddad+x@example.net',
      ]) {
        const response = await signup(signupBody(email))
        expect(response.statusCode, response.body).toBe(201)
        names.push(response.json().data.username)
      }
      expect(names).toEqual(['salma.haddad2', 'salma.haddad3', 'salma.haddad4'])
    })

    it('pads short usernames, cuts long ones to 30 with their digits, and uses "cook" when nothing is left', async () => {
      const username = async (email: string) => {
        const response = await signup(signupBody(email))
        expect(response.statusCode, response.body).toBe(201)
        return response.json().data.username as string
      }
      expect(await username('a@short.example')).toBe('a01')
      expect(await username('a@short2.example')).toBe('a02')
      expect(await username('li@short.example')).toBe('li1')
      const long = `${'x'.repeat(40)}@example.com`
      expect(await username(long)).toBe('x'.repeat(30))
      expect(await username(`${'x'.repeat(40)}@example.org`)).toBe(`${'x'.repeat(29)}2`)
      expect(await username('--@example.com')).toBe('cook')
      expect(await username('__@example.org')).toBe('cook2')
      for (const name of ['a01', 'x'.repeat(30), 'cook2']) expect(name).toMatch(/^[a-z0-9_.]{3,30}$/)
    })

    it('gives simultaneous sign-ups with the same username base different usernames', async () => {
      const responses = await Promise.all(
        ['twin@a.example', 'twin@b.example', 'twin@c.example', 'twin@d.example'].map((email) =>
          signup(signupBody(email)),
        ),
      )
      for (const response of responses) expect(response.statusCode, response.body).toBe(201)
      const names = responses.map((response) => response.json().data.username as string)
      expect(new Set(names).size).toBe(4)
      expect(names.sort()).toEqual(['twin', 'twin2', 'twin3', 'twin4'])
    })

    it('replaces a session the browser already had', async () => {
      const first = await newAccount('first-of-two@example.com')
      const second = await signup(signupBody('second-of-two@example.com'), { token: first.token })
      expect(second.statusCode).toBe(201)
      expect(sessionCookie(second).value).not.toBe(first.token)
      expect((await profile(first.token)).statusCode).toBe(401)
      expect(await sessionsOf(first.id)).toEqual([])
    })
  })

  describe('login', () => {
    it('signs in with the email in any case and answers the current user', async () => {
      const account = await newAccount('login.ok@example.com')
      const response = await login('LOGIN.OK@example.com', PASSWORD)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json().message).toBe('Login successful')
      expect(response.json().data._id).toBe(account.id)
      const cookie = sessionCookie(response)
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
      expect(cookie.secure).toBeFalsy()
      const me = await profile(cookie.value)
      expect(me.json().data).toEqual(response.json().data)
      // Both sessions (sign-up's and login's) are valid: a login elsewhere does not sign other devices out.
      expect(await sessionsOf(account.id)).toHaveLength(2)
      expect((await profile(account.token)).statusCode).toBe(200)
    })

    it('answers a wrong password, an unknown email and a Google-only account exactly alike', async () => {
      await newAccount('known@example.com')
      const wrongPassword = await login('known@example.com', 'not the password')
      const unknownEmail = await login('nobody-here@example.com', PASSWORD)
      // Demo creators have no password (Google-only accounts look the same).
      const noPassword = await login('salma.haddad@sufra.test', PASSWORD)
      const [demo] = await db()
        .select({ passwordHash: t.users.passwordHash })
        .from(t.users)
        .where(eq(t.users.email, 'salma.haddad@sufra.test'))
      expect(demo).toEqual({ passwordHash: null })
      for (const response of [wrongPassword, unknownEmail, noPassword]) {
        expect(response.statusCode).toBe(401)
        expect(response.json()).toEqual({ statusCode: 401, message: WRONG_CREDENTIALS })
        expect(response.cookies).toEqual([])
      }
      expect(unknownEmail.body).toBe(wrongPassword.body)
      expect(noPassword.body).toBe(wrongPassword.body)
      const headerNames = (response: typeof wrongPassword) =>
        Object.keys(response.headers)
          .filter((name) => name !== 'date')
          .sort()
      expect(headerNames(unknownEmail)).toEqual(headerNames(wrongPassword))
    })

    it('takes comparable time for an unknown email and a wrong password (both hash)', async () => {
      await newAccount('timing@example.com')
      const time = async (email: string) => {
        const started = performance.now()
        for (let round = 0; round < 5; round++) {
          expect((await login(email, 'not the password')).statusCode).toBe(401)
        }
        return performance.now() - started
      }
      await time('nobody@example.com') // warms the decoy hash
      const wrongPassword = await time('timing@example.com')
      const unknownEmail = await time('nobody@example.com')
      // An argon2id check costs tens of milliseconds; a lookup alone would be several times faster.
      expect(unknownEmail / wrongPassword).toBeGreaterThan(0.4)
      expect(unknownEmail / wrongPassword).toBeLessThan(2.5)
    })

    it('rotates the token: the cookie sent with the login stops working and a new one is issued', async () => {
      const account = await newAccount('rotate@example.com')
      const response = await login('rotate@example.com', PASSWORD, { token: account.token })
      expect(response.statusCode).toBe(200)
      const fresh = sessionCookie(response).value
      expect(fresh).not.toBe(account.token)
      expect((await profile(account.token)).statusCode).toBe(401)
      expect((await profile(fresh)).statusCode).toBe(200)
      const stored = await sessionsOf(account.id)
      expect(stored.map((session) => session.id)).toEqual([sessionIdOf(fresh)])
    })

    it('does not end the session of the browser when the login fails', async () => {
      const account = await newAccount('failed-login@example.com')
      const response = await login('failed-login@example.com', 'wrong password', { token: account.token })
      expect(response.statusCode).toBe(401)
      expect((await profile(account.token)).statusCode).toBe(200)
    })

    it('refuses a body with an unknown field or without a password', async () => {
      const extra = await server.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: 'known@example.com', password: PASSWORD, rememberMe: true },
      })
      expect(extra.statusCode).toBe(400)
      expect(extra.json().message).toMatch(/unknown field "rememberMe"/)
      const missing = await server.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: 'known@example.com' },
      })
      expect(missing.statusCode).toBe(400)
      expect(missing.json().message).toMatch(/missing the required field "password"/)
    })
  })

  describe('current user', () => {
    it('is a 401 when signed out or with an unknown token', async () => {
      for (const token of [undefined, 'made-up-token', 'x'.repeat(500)]) {
        const response = await profile(token)
        expect(response.statusCode).toBe(401)
        expect(response.json().message).toBe('Please log in to do this.')
      }
    })

    it('ends a session unused for more than 7 days (idle), not one used 6 days ago', async () => {
      const account = await newAccount('idle@example.com')
      const id = sessionIdOf(account.token)
      await db()
        .update(t.sessions)
        .set({ lastSeenAt: new Date(Date.now() - 6 * DAY_MS) })
        .where(eq(t.sessions.id, id))
      expect((await profile(account.token)).statusCode).toBe(200)
      const [touched] = await db().select().from(t.sessions).where(eq(t.sessions.id, id))
      expect(Date.now() - touched!.lastSeenAt.getTime()).toBeLessThan(60_000)

      await db()
        .update(t.sessions)
        .set({ lastSeenAt: new Date(Date.now() - 8 * DAY_MS) })
        .where(eq(t.sessions.id, id))
      expect((await profile(account.token)).statusCode).toBe(401)
    })

    it('ends a session past its absolute expiry even when used a moment ago', async () => {
      const account = await newAccount('absolute@example.com')
      const id = sessionIdOf(account.token)
      await db()
        .update(t.sessions)
        .set({ expiresAt: new Date(Date.now() + 60_000) })
        .where(eq(t.sessions.id, id))
      expect((await profile(account.token)).statusCode).toBe(200)
      await db()
        .update(t.sessions)
        .set({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() })
        .where(eq(t.sessions.id, id))
      expect((await profile(account.token)).statusCode).toBe(401)
    })
  })

  describe('logout', () => {
    it('deletes the session, clears the cookie, and the old token no longer works', async () => {
      const account = await newAccount('logout@example.com')
      const response = await logout({ token: account.token })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ statusCode: 200, message: 'Logout successful', data: null })
      const cleared = sessionCookie(response)
      expect(cleared.value).toBe('')
      expect(cleared).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
      expect(cleared.expires!.getTime()).toBeLessThanOrEqual(Date.now())
      expect(await sessionsOf(account.id)).toEqual([])
      const reused = await profile(account.token)
      expect(reused.statusCode).toBe(401)
      // Logging in again works.
      expect((await login('logout@example.com', PASSWORD)).statusCode).toBe(200)
    })

    it('only ends the session it was sent with', async () => {
      const account = await newAccount('two-devices@example.com')
      const other = sessionCookie(await login('two-devices@example.com', PASSWORD)).value
      expect((await logout({ token: account.token })).statusCode).toBe(200)
      expect((await profile(account.token)).statusCode).toBe(401)
      expect((await profile(other)).statusCode).toBe(200)
    })

    it('is a 200 without a session, with an unknown token, and twice in a row', async () => {
      for (const token of [undefined, 'made-up-token']) {
        const response = await logout({ token })
        expect(response.statusCode).toBe(200)
        expect(response.json().message).toBe('Logout successful')
      }
      const account = await newAccount('twice@example.com')
      expect((await logout({ token: account.token })).statusCode).toBe(200)
      expect((await logout({ token: account.token })).statusCode).toBe(200)
    })
  })
})

describe.each(engines)('cookie over https behind a trusted proxy (%s)', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(engine, { seed: false, config: { trustProxy: true } })
  }, 120_000)
  afterAll(() => server?.close())
  const { signup, login, logout, profile } = sessionCalls(() => server)
  const https = { 'x-forwarded-proto': 'https' }
  /** The profile over https with these cookies. */
  const profileOverHttps = (cookies: Record<string, string>) =>
    server.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: https, cookies })

  it('sets __Host-sufra_session (Secure, Path=/, no Domain) over https, and sufra_session over plain http', async () => {
    const secure = await signup(signupBody('secure@example.com'), { headers: https })
    expect(secure.statusCode).toBe(201)
    expect(secure.cookies.map((cookie) => cookie.name)).toEqual([SECURE_SESSION_COOKIE])
    const cookie = sessionCookie(secure, SECURE_SESSION_COOKIE)
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie.domain).toBeUndefined()
    const line = sessionSetCookieLine(secure, SECURE_SESSION_COOKIE)
    expect(line).toMatch(/; Secure/)
    expect(line).toMatch(/; Path=\/(;|$)/)
    expect(line).not.toMatch(/; Domain=/i)
    expect((await profileOverHttps({ [SECURE_SESSION_COOKIE]: cookie.value })).statusCode).toBe(200)

    const loggedIn = await login('secure@example.com', PASSWORD, {
      headers: https,
      cookies: { [SECURE_SESSION_COOKIE]: cookie.value },
    })
    const next = sessionCookie(loggedIn, SECURE_SESSION_COOKIE)
    expect(next.secure).toBe(true)
    // The session is rotated at login: the one the request carried (read under its __Host- name) is over.
    expect((await profileOverHttps({ [SECURE_SESSION_COOKIE]: cookie.value })).statusCode).toBe(401)
    const cleared = await logout({ headers: https, cookies: { [SECURE_SESSION_COOKIE]: next.value } })
    expect(sessionSetCookieLine(cleared, SECURE_SESSION_COOKIE)).toMatch(/; Secure/)
    expect((await profileOverHttps({ [SECURE_SESSION_COOKIE]: next.value })).statusCode).toBe(401)

    const plain = await login('secure@example.com', PASSWORD, { headers: { 'x-forwarded-proto': 'http' } })
    expect(plain.statusCode).toBe(200)
    expect(plain.cookies.map((one) => one.name)).toEqual([SESSION_COOKIE])
    expect(sessionCookie(plain).secure).toBeFalsy()
    expect(sessionSetCookieLine(plain)).not.toMatch(/; Secure/i)
    expect((await profile(sessionCookie(plain).value)).statusCode).toBe(200)
  })

  it('over https, ignores a session under the unprefixed name (another host of the domain could have set it)', async () => {
    const plain = await signup(signupBody('planted@example.com'))
    const token = sessionCookie(plain).value
    expect((await profile(token)).statusCode).toBe(200)
    expect((await profileOverHttps({ [SESSION_COOKIE]: token })).statusCode).toBe(401)
    // A page's own reads are made in-process over http: they pass the __Host- cookie on, and it counts.
    const secure = await signup(signupBody('in-process@example.com'), { headers: https })
    const secureToken = sessionCookie(secure, SECURE_SESSION_COOKIE).value
    const inProcess = await server.app.inject({
      method: 'GET',
      url: '/api/v1/user/profile',
      cookies: { [SECURE_SESSION_COOKIE]: secureToken },
    })
    expect(inProcess.statusCode).toBe(200)
  })
})
