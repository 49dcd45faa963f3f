/**
 * Password reset by emailed code, on each database engine, with the mail caught by a real SMTP server:
 * the whole journey, what the code refuses, single use, storage, rate limits and the outbox default.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../auth/passwords'
import { otps, sessions, users } from '../../db/schema'
import { SESSION_COOKIE } from '../../http/session-viewer'
import { readMail, startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../../testing/smtp-catcher'
import { engines, expectContractResponse, startTestServer, type TestServer } from '../../testing/test-server'

/** Mail to the catcher (the outbox folder is then never used). */
const mailConfig = (smtpUrl: string) => ({
  smtpUrl,
  outboxDir: path.join(tmpdir(), 'sufra-unused-outbox'),
  from: 'Sufra <no-reply@sufra.test>',
  feedbackTo: 'team@sufra.test',
})
const roomyLimits = {
  login: { points: 1000, seconds: 60 },
  signup: { points: 1000, seconds: 60 },
  otpSend: { points: 1000, seconds: 60 },
  otpVerify: { points: 1000, seconds: 60 },
}

const WRONG = 'The code is not correct.'
const NOT_VERIFIED = 'Please verify the code we emailed you first.'

/** The six digits of a reset mail; the plain text carries them on a line of their own. */
function codeIn(mail: Pick<CaughtMail, 'text'>): string {
  const match = mail.text.match(/^(\d{6})$/m)
  expect(match, `a 6-digit code in:\n${mail.text}`).not.toBeNull()
  return match![1]!
}

/** Another 6-digit code than `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

let counter = 0
const uniqueEmail = (name: string) => `${name}.${process.pid}.${++counter}@example.com`

function sessionToken(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)
  expect(cookie?.value, 'a session cookie').toBeTruthy()
  return cookie!.value
}

describe.each(engines)('password reset by emailed code (%s)', (engine) => {
  let catcher: SmtpCatcher
  let server: TestServer
  beforeAll(async () => {
    catcher = await startSmtpCatcher()
    server = await startTestServer(engine, {
      seed: false,
      config: { mail: mailConfig(catcher.url), rateLimits: roomyLimits },
    })
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    await catcher?.close()
  })

  async function post(operationId: string, url: string, payload: object, token?: string) {
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload,
      cookies: token ? { [SESSION_COOKIE]: token } : {},
    })
    expectContractResponse(operationId, response)
    return response
  }
  const sendOtp = (email: string) => post('sendOtp', '/user/otp', { email })
  const verifyOtp = (email: string, otp: string) => post('verifyOtp', '/user/otp-verify', { email, otp })
  const resetPassword = (email: string, password: string, token?: string) =>
    post('resetPassword', '/user/reset-password', { email, password }, token)
  const login = (email: string, password: string) => post('loginUser', '/user/login', { email, password })

  /** An account made directly in the database (the journey test signs up through the API instead). */
  async function createUser(
    options: { language?: 'english' | 'arabic'; password?: string | null; firstNameAr?: string } = {},
  ) {
    const email = uniqueEmail('cook')
    const password = options.password === undefined ? 'original password 1' : options.password
    const [user] = await server.database.db
      .insert(users)
      .values({
        email,
        username: email.split('@')[0]!.replace(/\./g, '_'),
        passwordHash: password ? await hashPassword(password) : null,
        firstNameEn: 'Layla',
        firstNameAr: options.firstNameAr ?? 'ليلى',
        language: options.language ?? 'english',
      })
      .returning()
    return { ...user!, password }
  }

  async function requestCode(email: string) {
    const response = await sendOtp(email)
    expect(response.statusCode, response.body).toBe(200)
    const mail = await catcher.waitForMail(email)
    return { mail, code: codeIn(mail) }
  }

  const storedUser = async (id: string) =>
    (await server.database.db.select().from(users).where(eq(users.id, id)))[0]!
  const codesOf = (userId: string) => server.database.db.select().from(otps).where(eq(otps.userId, userId))

  it('takes a signed-up account from a forgotten password to a new one', async () => {
    const email = uniqueEmail('Journey')
    const signup = await post('signupUser', '/user/signup', {
      firstName: 'Omar',
      lastName: 'Haddad',
      email,
      password: 'forgotten password',
      confirmPassword: 'forgotten password',
    })
    expect(signup.statusCode, signup.body).toBe(201)
    const laptop = sessionToken(signup)
    const phoneLogin = await login(email, 'forgotten password')
    expect(phoneLogin.statusCode, phoneLogin.body).toBe(200)
    const phone = sessionToken(phoneLogin)
    const userId = (signup.json() as { data: { _id: string } }).data._id
    expect((await storedUser(userId)).status).toBe('unverified')

    // The address is matched whatever its case.
    const sent = await sendOtp(email.toUpperCase())
    expect(sent.statusCode).toBe(200)
    expect(sent.json()).toEqual({ statusCode: 200, message: 'OTP sent successfully', data: null })
    const mail = await catcher.waitForMail(email)
    expect(mail.from).toBe('no-reply@sufra.test')
    expect(mail.subject).toBe('Your Sufra password reset code')
    expect(mail.text).toContain('Hello Omar,')
    expect(mail.text).toContain('10 minutes')
    const code = codeIn(mail)
    expect(mail.html).toContain(code)
    expect(mail.html).toContain('lang="en"')

    const verified = await verifyOtp(email, code)
    expect(verified.statusCode, verified.body).toBe(200)
    expect(verified.json()).toEqual({ statusCode: 200, message: 'OTP verified successfully', data: null })

    const reset = await resetPassword(email, 'brand new password', phone)
    expect(reset.statusCode, reset.body).toBe(200)
    expect(reset.json()).toEqual({ statusCode: 200, message: 'Password reset successfully', data: null })

    const oldPassword = await login(email, 'forgotten password')
    expect(oldPassword.statusCode).toBe(401)
    const newPassword = await login(email, 'brand new password')
    expect(newPassword.statusCode, newPassword.body).toBe(200)

    // The other device is signed out; the one that reset the password stays signed in.
    const profile = (token: string) =>
      server.app.inject({ method: 'GET', url: '/api/v1/user/profile', cookies: { [SESSION_COOKIE]: token } })
    expect((await profile(laptop)).statusCode).toBe(401)
    const stillIn = await profile(phone)
    expect(stillIn.statusCode).toBe(200)
    expectContractResponse('getCurrentUser', stillIn)
    // Proving the address verifies it.
    expect((await storedUser(userId)).status).toBe('verified')
  })

  it('writes to Arabic speakers in Arabic and lets a Google-only account set a password', async () => {
    const user = await createUser({ language: 'arabic', password: null, firstNameAr: 'سلمى' })
    await server.database.db
      .insert(sessions)
      .values({ id: `google-session-${user.id}`, userId: user.id, expiresAt: new Date(Date.now() + 3.6e6) })
    const { mail, code } = await requestCode(user.email)
    expect(mail.subject).toBe('رمز إعادة تعيين كلمة المرور في سفرة')
    expect(mail.text).toContain('مرحبًا سلمى،')
    expect(mail.html).toContain('dir="rtl"')
    expect(mail.html).toContain('lang="ar"')

    expect((await verifyOtp(user.email, code)).statusCode).toBe(200)
    // Signed out, so every session of the account ends.
    expect((await resetPassword(user.email, 'first password ever')).statusCode).toBe(200)
    expect(await server.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([])
    expect((await login(user.email, 'first password ever')).statusCode).toBe(200)
  })

  it('answers an unknown address like a known one and sends it nothing', async () => {
    const stranger = uniqueEmail('nobody')
    const codesBefore = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(otps)
    const unknown = await sendOtp(stranger)
    expect(unknown.statusCode).toBe(200)
    expect(unknown.json()).toEqual({ statusCode: 200, message: 'OTP sent successfully', data: null })
    const codesAfter = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(otps)
    expect(codesAfter).toEqual(codesBefore)

    // A mail to a real account, sent after, arrives; none ever went to the stranger.
    const user = await createUser()
    const known = await sendOtp(user.email)
    expect(known.json()).toEqual(unknown.json())
    await catcher.waitForMail(user.email)
    expect(catcher.messages.filter((mail) => mail.to.includes(stranger))).toEqual([])

    // Checking a code for an unknown address says no more than a wrong code does.
    const verify = await verifyOtp(stranger, '123456')
    expect(verify.statusCode).toBe(400)
    expect(verify.json().message).toBe(WRONG)
  })

  it('voids a code after five wrong tries, even for the right code, and keeps the password', async () => {
    const user = await createUser()
    const { code } = await requestCode(user.email)
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await verifyOtp(user.email, otherThan(code))
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json()).toMatchObject({ statusCode: 400, message: WRONG })
    }
    const right = await verifyOtp(user.email, code)
    expect(right.statusCode).toBe(400)
    expect(right.json().message).toBe(
      'This code was entered wrongly too many times. Please request a new one.',
    )
    const reset = await resetPassword(user.email, 'attacker password')
    expect(reset.statusCode).toBe(400)
    expect((await storedUser(user.id)).passwordHash).toBe(user.passwordHash)
    expect((await codesOf(user.id))[0]).toMatchObject({ attempts: 5, verifiedAt: null, consumedAt: null })
  })

  it('refuses an expired code', async () => {
    const user = await createUser()
    const { code } = await requestCode(user.email)
    await server.database.db
      .update(otps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otps.userId, user.id))
    const expired = await verifyOtp(user.email, code)
    expect(expired.statusCode).toBe(400)
    expect(expired.json().message).toBe('This code has expired. Please request a new one.')
    expect((await resetPassword(user.email, 'new password here')).statusCode).toBe(400)
  })

  it('uses a verified code once', async () => {
    const user = await createUser()
    const { code } = await requestCode(user.email)
    expect((await verifyOtp(user.email, code)).statusCode).toBe(200)
    expect((await resetPassword(user.email, 'first new password')).statusCode).toBe(200)
    const changedHash = (await storedUser(user.id)).passwordHash

    const again = await resetPassword(user.email, 'second new password')
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toBe(NOT_VERIFIED)
    const reverify = await verifyOtp(user.email, code)
    expect(reverify.statusCode).toBe(400)
    expect(reverify.json().message).toBe('This code has already been used. Please request a new one.')
    expect((await storedUser(user.id)).passwordHash).toBe(changedHash)
  })

  it('refuses a common or personal new password with a sentence, keeps the old one and the code', async () => {
    const user = await createUser()
    const { code } = await requestCode(user.email)
    expect((await verifyOtp(user.email, code)).statusCode).toBe(200)
    const hashBefore = (await storedUser(user.id)).passwordHash
    const refusals = [
      ['password123', 'common', 'This password is one of the most used ones'],
      ['12345678', 'common', 'This password is one of the most used ones'],
      ['qwertyuiop', 'common', 'This password is one of the most used ones'],
      // The email's own name (cook.<pid>.<n>) and the account's first name.
      [`${user.email.split('@')[0]}!`, 'personal', 'This password contains your name or email address'],
      ['Layla2024', 'personal', 'This password contains your name or email address'],
    ] as const
    for (const [password, problem, sentence] of refusals) {
      const refused = await resetPassword(user.email, password)
      expect(refused.statusCode, password).toBe(400)
      expect(refused.json().message).toContain(sentence)
      expect(refused.json().errMessage).toBe(`password: ${problem}`)
    }
    expect((await storedUser(user.id)).passwordHash).toBe(hashBefore)
    expect((await codesOf(user.id)).every((row) => row.consumedAt === null)).toBe(true)
    expect((await login(user.email, user.password!)).statusCode).toBe(200)

    // The same verified code still sets a passphrase.
    expect((await resetPassword(user.email, 'kitchen window seven')).statusCode).toBe(200)
    expect((await login(user.email, 'kitchen window seven')).statusCode).toBe(200)
  })

  it('says nothing about the password before the code is verified', async () => {
    const user = await createUser()
    const refused = await resetPassword(user.email, 'Layla2024')
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe(NOT_VERIFIED)
  })

  it('refuses a reset without a verified code, and after the verification has grown old', async () => {
    const user = await createUser()
    const noCode = await resetPassword(user.email, 'new password here')
    expect(noCode.statusCode).toBe(400)
    expect(noCode.json().message).toBe(NOT_VERIFIED)

    const { code } = await requestCode(user.email)
    const unverified = await resetPassword(user.email, 'new password here')
    expect(unverified.statusCode).toBe(400)
    expect(unverified.json().message).toBe(NOT_VERIFIED)

    expect((await verifyOtp(user.email, code)).statusCode).toBe(200)
    await server.database.db
      .update(otps)
      .set({ verifiedAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(otps.userId, user.id))
    expect((await resetPassword(user.email, 'new password here')).statusCode).toBe(400)

    expect((await storedUser(user.id)).passwordHash).toBe(user.passwordHash)
    expect((await login(user.email, user.password!)).statusCode).toBe(200)
  })

  it('stores only a hash of the code', async () => {
    const user = await createUser()
    const { code } = await requestCode(user.email)
    const rows = await codesOf(user.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/)
    // Every stored column of every code, as text.
    const everything = await server.database.db
      .select({ row: sql<string>`row_to_json(otps)::text` })
      .from(otps)
    expect(everything.length).toBeGreaterThan(0)
    expect(JSON.stringify(everything)).not.toContain(code)
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60 * 1000)
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000)
  })

  it('voids the earlier code when a new one is sent', async () => {
    const user = await createUser()
    const first = await requestCode(user.email)
    const second = await requestCode(user.email)
    expect(second.code).not.toBe(first.code)
    expect(await codesOf(user.id)).toHaveLength(1)
    const old = await verifyOtp(user.email, first.code)
    expect(old.statusCode).toBe(400)
    expect(old.json().message).toBe(WRONG)
    expect((await verifyOtp(user.email, second.code)).statusCode).toBe(200)
  })

  it('refuses malformed codes with a sentence', async () => {
    const response = await verifyOtp(uniqueEmail('someone'), '12345')
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/otp/i)
  })
})

describe.each(engines)('password reset with mail to the outbox and small rate limits (%s)', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    // No smtpUrl: the test default, where mail is written to the outbox folder.
    server = await startTestServer(engine, {
      seed: false,
      config: { rateLimits: { otpSend: { points: 2, seconds: 60 }, otpVerify: { points: 3, seconds: 60 } } },
    })
  }, 120_000)
  afterAll(() => server?.close())

  const post = async (operationId: string, url: string, payload: object, remoteAddress: string) => {
    const response = await server.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress })
    expectContractResponse(operationId, response)
    return response
  }

  async function createUser(email: string) {
    await server.database.db
      .insert(users)
      .values({ email, username: email.split('@')[0]!.replace(/\./g, '_'), firstNameEn: 'Nadia' })
  }

  /** The outbox's .eml files addressed to `email`, waiting a moment for the first (mail goes out after the answer). */
  async function outboxMailTo(email: string) {
    const read = () =>
      (existsSync(server.outboxDir) ? readdirSync(server.outboxDir) : [])
        .filter((name) => name.endsWith('.eml'))
        .map((name) => readMail(readFileSync(path.join(server.outboxDir, name))))
        .filter((mail) => mail.headers.get('to') === email)
    for (let waited = 0; waited < 5000; waited += 50) {
      const found = read()
      if (found.length > 0) return found
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return read()
  }

  it('writes the message as an .eml file in the outbox', async () => {
    const email = uniqueEmail('outbox')
    await createUser(email)
    const sent = await post('sendOtp', '/user/otp', { email }, '10.0.2.1')
    expect(sent.statusCode).toBe(200)
    const mails = await outboxMailTo(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Your Sufra password reset code')
    expect(mails[0]!.headers.get('from')).toBe('Sufra <no-reply@sufra.test>')
    const verified = await post(
      'verifyOtp',
      '/user/otp-verify',
      { email, otp: codeIn(mails[0]!) },
      '10.0.2.1',
    )
    expect(verified.statusCode).toBe(200)
  })

  it('limits code requests per address and per IP', async () => {
    const email = uniqueEmail('limited')
    for (let i = 0; i < 2; i++)
      expect((await post('sendOtp', '/user/otp', { email }, '10.0.0.1')).statusCode).toBe(200)
    // Another IP, same address: the address's own count is spent.
    const perAccount = await post('sendOtp', '/user/otp', { email }, '10.0.0.2')
    expect(perAccount.statusCode).toBe(429)
    expect(Number(perAccount.headers['retry-after'])).toBeGreaterThan(0)
    expect(perAccount.json().message).toMatch(/^Too many attempts/)

    // One IP, a fresh address each time: the IP's count is spent.
    for (let i = 0; i < 2; i++)
      expect((await post('sendOtp', '/user/otp', { email: uniqueEmail('x') }, '10.0.0.3')).statusCode).toBe(
        200,
      )
    expect((await post('sendOtp', '/user/otp', { email: uniqueEmail('x') }, '10.0.0.3')).statusCode).toBe(429)
  })

  it('limits code checks, refusing even the right code once over', async () => {
    const email = uniqueEmail('guesser')
    await createUser(email)
    expect((await post('sendOtp', '/user/otp', { email }, '10.0.1.1')).statusCode).toBe(200)
    const code = codeIn((await outboxMailTo(email))[0]!)
    for (let i = 0; i < 3; i++) {
      const wrong = await post('verifyOtp', '/user/otp-verify', { email, otp: otherThan(code) }, '10.0.1.1')
      expect(wrong.statusCode).toBe(400)
    }
    // From another IP too: the address's count is spent.
    const limited = await post('verifyOtp', '/user/otp-verify', { email, otp: code }, '10.0.1.2')
    expect(limited.statusCode).toBe(429)
  })
})
