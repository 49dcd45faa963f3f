/**
 * Feedback (stored and mailed to the team) and account deletion (password or fresh Google sign-in, then
 * every row and file of the account gone, other people's data intact) on each database engine.
 */
import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { SESSION_COOKIE, sessionIdOf } from '../../http/session-viewer'
import { engines, expectContractResponse, startTestServer, type TestServer } from '../../testing/test-server'
import { PASSWORD, sessionCalls, sessionCookie, signupBody } from '../session/session-testing'

const MINUTE_MS = 60 * 1000

describe.each(engines)('feedback and account deletion (%s)', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(engine, {
      seed: false,
      config: {
        rateLimits: { signup: { points: 1000, seconds: 60 }, login: { points: 1000, seconds: 60 } },
      },
    })
  }, 120_000)
  afterAll(() => server?.close())

  const { signup, login, profile } = sessionCalls(() => server)
  const db = () => server.database.db
  let accounts = 0

  async function newAccount() {
    const email = `account-${engine}-${++accounts}@example.com`
    const response = await signup(signupBody(email))
    expect(response.statusCode, response.body).toBe(201)
    return { id: response.json().data._id as string, email, token: sessionCookie(response).value }
  }

  async function call(
    operationId: 'sendFeedback' | 'deleteAccount',
    token: string | undefined,
    payload: Record<string, unknown>,
  ) {
    const response = await server.app.inject({
      method: operationId === 'sendFeedback' ? 'POST' : 'DELETE',
      url: operationId === 'sendFeedback' ? '/api/v1/user/feedback' : '/api/v1/user/delete',
      payload,
      cookies: token ? { [SESSION_COOKIE]: token } : {},
    })
    expectContractResponse(operationId, response)
    return response
  }
  const sendFeedback = (token: string | undefined, payload: Record<string, unknown>) =>
    call('sendFeedback', token, payload)
  const deleteAccount = (token: string | undefined, payload: Record<string, unknown>) =>
    call('deleteAccount', token, payload)

  const outbox = () =>
    existsSync(server.outboxDir) ? readdirSync(server.outboxDir).filter((name) => name.endsWith('.eml')) : []

  async function userExists(id: string) {
    const rows = await db().select({ id: t.users.id }).from(t.users).where(eq(t.users.id, id))
    return rows.length === 1
  }

  /** A stored picture owned by `ownerId`: a file under the uploads folder and its row. */
  async function storedFile(ownerId: string) {
    const key = `${randomUUID()}.webp`
    writeFileSync(path.join(server.uploadsDir, key), 'RIFF....WEBP')
    await db().insert(t.uploads).values({ key, ownerId, mimeType: 'image/webp', bytes: 12 })
    return { key, file: path.join(server.uploadsDir, key) }
  }

  async function recipeBy(creatorId: string, title: string) {
    const thumbnail = await storedFile(creatorId)
    const [recipe] = await db()
      .insert(t.recipes)
      .values({
        creatorId,
        titleEn: title,
        timeMinutes: 20,
        thumbnailKey: thumbnail.key,
        thumbnailUrl: `/uploads/${thumbnail.key}`,
      })
      .returning({ id: t.recipes.id })
    return { id: recipe!.id, thumbnail }
  }

  describe('feedback', () => {
    it('stores the feedback with the user and mails it to the team, replying to the given address', async () => {
      const account = await newAccount()
      const before = outbox()
      const response = await sendFeedback(account.token, {
        email: 'reader@example.org',
        feedback: 'Please add a metric/imperial switch to the shopping list.',
      })
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json()).toEqual({
        statusCode: 200,
        message: 'Thank you for your feedback.',
        data: null,
      })

      const rows = await db().select().from(t.feedback).where(eq(t.feedback.userId, account.id))
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({
        email: 'reader@example.org',
        feedback: 'Please add a metric/imperial switch to the shopping list.',
      })

      const mails = outbox().filter((name) => !before.includes(name))
      expect(mails).toHaveLength(1)
      const mail = readFileSync(path.join(server.outboxDir, mails[0]!), 'utf8')
      expect(mail).toMatch(/^To: team@sufra\.test$/m)
      expect(mail).toMatch(/^Reply-To: reader@example\.org$/m)
      expect(mail).toMatch(/^From: Sufra <no-reply@sufra\.test>$/m)
      expect(mail).toMatch(/^Subject: Feedback from @account\w+$/m)
      expect(mail).toContain('Please add a metric/imperial switch to the shopping list.')
      expect(mail).toMatch(new RegExp(`^From @account\\w+, account ${account.id}$`, 'm'))
      expect(mail).toContain(`Account email: ${account.email}`)
    })

    it('refuses empty feedback, a bad email and unknown fields, storing and sending nothing', async () => {
      const { id, token } = await newAccount()
      const before = outbox()
      for (const [payload, message] of [
        [{ email: 'reader@example.org', feedback: '' }, '"feedback" must not be empty.'],
        [{ email: 'reader@example.org', feedback: '   ' }, '"feedback" is not in the expected format.'],
        [{ email: 'not an email', feedback: 'Hello' }, '"email" must be a valid email.'],
        [{ email: 'reader@example.org' }, 'The request body is missing the required field "feedback".'],
        [
          { email: 'reader@example.org', feedback: 'Hello', userId: id },
          'The request body has an unknown field "userId".',
        ],
      ] as const) {
        const response = await sendFeedback(token, payload)
        expect(response.statusCode).toBe(400)
        expect(response.json().message).toBe(message)
      }
      expect(await db().select().from(t.feedback).where(eq(t.feedback.userId, id))).toEqual([])
      expect(outbox()).toEqual(before)
    })
  })

  describe('deleting an account', () => {
    it('keeps the account when the password is wrong or missing', async () => {
      const { id, token } = await newAccount()
      const wrong = await deleteAccount(token, { reason: 'Testing', password: 'not my password' })
      expect(wrong.statusCode).toBe(403)
      expect(wrong.json()).toEqual({ statusCode: 403, message: 'The password is not correct.' })
      const missing = await deleteAccount(token, { reason: 'Testing' })
      expect(missing.statusCode).toBe(400)
      expect(missing.json().message).toBe('Please enter your password to delete your account.')
      const noReason = await deleteAccount(token, { reason: ' ', password: PASSWORD })
      expect(noReason.statusCode).toBe(400)
      expect(noReason.json().message).toBe('"reason" is not in the expected format.')

      expect(await userExists(id)).toBe(true)
      expect((await profile(token)).statusCode).toBe(200)
    })

    it('with the right password removes the user, their sessions, recipes and files, and keeps others’ data', async () => {
      const gone = await newAccount()
      const other = await newAccount()
      const secondSession = sessionCookie(await login(gone.email, PASSWORD)).value

      // The account's content: an avatar, a recipe with a second picture, comments, likes, follows, lists, plans.
      const avatar = await storedFile(gone.id)
      await db()
        .update(t.users)
        .set({ imageKey: avatar.key, imageUrl: `/uploads/${avatar.key}` })
        .where(eq(t.users.id, gone.id))
      const own = await recipeBy(gone.id, 'Lentil soup')
      const ownSecond = await storedFile(gone.id)
      await db()
        .insert(t.recipeImages)
        .values({ recipeId: own.id, position: 0, url: `/uploads/${ownSecond.key}`, key: ownSecond.key })
      const stepPicture = await storedFile(gone.id)
      await db()
        .insert(t.recipeInstructions)
        .values({
          recipeId: own.id,
          position: 0,
          stepEn: 'Simmer.',
          imageKey: stepPicture.key,
          imageUrl: `/uploads/${stepPicture.key}`,
        })
      await db().insert(t.recipeIngredients).values({ recipeId: own.id, position: 0, nameEn: 'lentils' })
      const others = await recipeBy(other.id, 'Fattoush')
      await db().update(t.recipes).set({ likesCount: 2 }).where(eq(t.recipes.id, others.id))
      await db()
        .insert(t.likes)
        .values([
          { userId: gone.id, recipeId: others.id },
          { userId: other.id, recipeId: others.id },
          { userId: other.id, recipeId: own.id },
        ])
      const [theirComment] = await db()
        .insert(t.comments)
        .values({ recipeId: others.id, userId: gone.id, contentEn: 'Lovely!' })
        .returning({ id: t.comments.id })
      const [commentOnOwn] = await db()
        .insert(t.comments)
        .values({ recipeId: own.id, userId: other.id, contentEn: 'Made it twice.' })
        .returning({ id: t.comments.id })
      const [keptComment] = await db()
        .insert(t.comments)
        .values({ recipeId: others.id, userId: other.id, contentEn: 'Thanks!' })
        .returning({ id: t.comments.id })
      await db()
        .insert(t.follows)
        .values([
          { followerId: gone.id, followeeId: other.id },
          { followerId: other.id, followeeId: gone.id },
        ])
      await db().insert(t.savedRecipes).values({ userId: other.id, recipeId: own.id })
      const [othersList] = await db()
        .insert(t.shoppingLists)
        .values({ userId: other.id, nameEn: 'For the soup', recipeId: own.id })
        .returning({ id: t.shoppingLists.id })
      await db().insert(t.shoppingLists).values({ userId: gone.id, nameEn: 'Mine' })
      await db()
        .insert(t.mealPlans)
        .values({ userId: gone.id, date: '2024-05-01', slots: { lunch: [own.id] } })
      await sendFeedback(gone.token, { email: gone.email, feedback: 'Earlier feedback.' })
      const othersFile = others.thumbnail.file

      const response = await deleteAccount(gone.token, {
        reason: '  Moving to paper recipes.  ',
        password: PASSWORD,
      })
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json()).toEqual({
        statusCode: 200,
        message: 'Your account has been deleted.',
        data: null,
      })
      const cleared = sessionCookie(response)
      expect(cleared.value).toBe('')
      expect(cleared.expires?.getTime() ?? 0).toBeLessThanOrEqual(Date.now())

      // The account and everything hanging off it.
      expect(await userExists(gone.id)).toBe(false)
      const countOf = async (query: Promise<unknown[]>) => (await query).length
      expect(await countOf(db().select().from(t.sessions).where(eq(t.sessions.userId, gone.id)))).toBe(0)
      expect(await countOf(db().select().from(t.recipes).where(eq(t.recipes.creatorId, gone.id)))).toBe(0)
      expect(
        await countOf(db().select().from(t.recipeImages).where(eq(t.recipeImages.recipeId, own.id))),
      ).toBe(0)
      expect(
        await countOf(
          db().select().from(t.recipeInstructions).where(eq(t.recipeInstructions.recipeId, own.id)),
        ),
      ).toBe(0)
      expect(
        await countOf(
          db().select().from(t.recipeIngredients).where(eq(t.recipeIngredients.recipeId, own.id)),
        ),
      ).toBe(0)
      expect(await countOf(db().select().from(t.likes).where(eq(t.likes.recipeId, own.id)))).toBe(0)
      expect(await countOf(db().select().from(t.likes).where(eq(t.likes.userId, gone.id)))).toBe(0)
      expect(
        await countOf(
          db()
            .select()
            .from(t.comments)
            .where(inArray(t.comments.id, [theirComment!.id, commentOnOwn!.id])),
        ),
      ).toBe(0)
      expect(
        await countOf(
          db()
            .select()
            .from(t.follows)
            .where(sql`${gone.id} in (${t.follows.followerId}, ${t.follows.followeeId})`),
        ),
      ).toBe(0)
      expect(
        await countOf(db().select().from(t.savedRecipes).where(eq(t.savedRecipes.recipeId, own.id))),
      ).toBe(0)
      expect(
        await countOf(db().select().from(t.shoppingLists).where(eq(t.shoppingLists.userId, gone.id))),
      ).toBe(0)
      expect(await countOf(db().select().from(t.mealPlans).where(eq(t.mealPlans.userId, gone.id)))).toBe(0)
      expect(await countOf(db().select().from(t.uploads).where(eq(t.uploads.ownerId, gone.id)))).toBe(0)
      for (const file of [avatar.file, own.thumbnail.file, ownSecond.file, stepPicture.file])
        expect(existsSync(file), file).toBe(false)

      // Other people's data stays, counts follow.
      expect(await userExists(other.id)).toBe(true)
      const [fattoush] = await db().select().from(t.recipes).where(eq(t.recipes.id, others.id))
      expect(fattoush?.likesCount).toBe(1)
      expect(await countOf(db().select().from(t.comments).where(eq(t.comments.id, keptComment!.id)))).toBe(1)
      const [list] = await db().select().from(t.shoppingLists).where(eq(t.shoppingLists.id, othersList!.id))
      expect(list).toMatchObject({ userId: other.id, recipeId: null })
      expect(existsSync(othersFile)).toBe(true)
      expect((await profile(other.token)).statusCode).toBe(200)

      // The team keeps the feedback and the reason, no longer linked to an account.
      const feedbackRows = await db()
        .select()
        .from(t.feedback)
        .where(eq(t.feedback.email, gone.email))
        .orderBy(t.feedback.createdAt)
      expect(feedbackRows.map((row) => [row.userId, row.feedback])).toEqual([
        [null, 'Earlier feedback.'],
        [null, 'Account deleted: Moving to paper recipes.'],
      ])

      // Neither session works, and the password no longer signs in.
      for (const token of [gone.token, secondSession]) expect((await profile(token)).statusCode).toBe(401)
      const relogin = await login(gone.email, PASSWORD)
      expect(relogin.statusCode).toBe(401)
    })

    it('asks a Google-only account for a fresh sign-in, then deletes it', async () => {
      const [user] = await db()
        .insert(t.users)
        .values({ email: `google-${engine}@example.com`, username: `google_${engine}`, passwordHash: null })
        .returning({ id: t.users.id })
      await db()
        .insert(t.oauthAccounts)
        .values({
          provider: 'google',
          subject: `subject-${engine}`,
          userId: user!.id,
          email: `google-${engine}@example.com`,
          emailVerified: true,
        })
      const staleToken = `stale-google-${engine}`
      const freshToken = `fresh-google-${engine}`
      const twentyMinutesAgo = new Date(Date.now() - 20 * MINUTE_MS)
      await db()
        .insert(t.sessions)
        .values({
          id: sessionIdOf(staleToken),
          userId: user!.id,
          createdAt: twentyMinutesAgo,
          lastSeenAt: new Date(),
          expiresAt: new Date(Date.now() + 60 * MINUTE_MS),
        })

      // A password does not stand in for the Google sign-in.
      const stale = await deleteAccount(staleToken, { reason: 'Too many emails', password: 'anything' })
      expect(stale.statusCode).toBe(403)
      expect(stale.json()).toEqual({
        statusCode: 403,
        message: 'Please sign in with Google again to confirm.',
      })
      expect(await userExists(user!.id)).toBe(true)

      await db()
        .insert(t.sessions)
        .values({
          id: sessionIdOf(freshToken),
          userId: user!.id,
          expiresAt: new Date(Date.now() + 60 * MINUTE_MS),
        })
      const fresh = await deleteAccount(freshToken, { reason: 'Too many emails' })
      expect(fresh.statusCode, fresh.body).toBe(200)
      expect(fresh.json().message).toBe('Your account has been deleted.')
      expect(await userExists(user!.id)).toBe(false)
      expect(await db().select().from(t.oauthAccounts).where(eq(t.oauthAccounts.userId, user!.id))).toEqual(
        [],
      )
      expect(await db().select().from(t.sessions).where(eq(t.sessions.userId, user!.id))).toEqual([])
      expect((await profile(staleToken)).statusCode).toBe(401)
    })

    it('needs a session: 401 when signed out', async () => {
      const feedback = await sendFeedback(undefined, { email: 'a@example.org', feedback: 'Hi' })
      const deletion = await deleteAccount(undefined, { reason: 'Bye', password: PASSWORD })
      for (const response of [feedback, deletion]) {
        expect(response.statusCode).toBe(401)
        expect(response.json().message).toBe('Please log in to do this.')
      }
      expect(await db().select().from(t.feedback).where(eq(t.feedback.email, 'a@example.org'))).toEqual([])
    })
  })
})
