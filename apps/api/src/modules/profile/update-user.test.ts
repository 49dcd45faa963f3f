/**
 * PUT /user/update on each database engine: multipart fields held to the contract's UserUpdateForm, only the
 * fields sent change, refused forms change nothing, and a new picture replaces the user's old upload.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { dailyTargets, ageOn } from '@sufra/core'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { SESSION_COOKIE } from '../../http/session-viewer'
import { engines, expectContractResponse, startTestServer, type TestServer } from '../../testing/test-server'
import {
  formBody,
  jpegWithGps,
  noisePng,
  pngFile,
  sendForm,
  storedFiles,
  textAsPng,
  type FilePart,
} from '../images/image-testing'
import { signUp } from '../session/session-testing'

type Entries = [string, string | FilePart][]

interface CurrentUser {
  _id: string
  username: string
  firstName: { en: string; ar: string }
  bio: { en: string; ar: string }
  image: { url: string; key: string }
  status: string
  email: string
  height: number | null
  calorieGoal: number | null
  instagramURL: string | null
  youtubeURL: string | null
}

describe.each(engines)('updating the profile (%s)', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(engine, {
      seed: false,
      config: { rateLimits: { signup: { points: 1000, seconds: 60 } } },
    })
  }, 120_000)
  afterAll(() => server?.close())

  const db = () => server.database.db
  let accounts = 0
  /** A fresh account for each test, so tests do not depend on each other's changes. */
  const newAccount = () => signUp(server, `cook${++accounts}@profile.test`)

  const update = (entries: Entries, token: string | null) =>
    sendForm(server, 'updateUser', 'PUT', '/user/update', entries, token ?? undefined)

  async function userRow(id: string) {
    const [row] = await db().select().from(t.users).where(eq(t.users.id, id))
    return row!
  }

  /** Sends a form that must be refused with `status` and `message`, and checks nothing about the user changed. */
  async function expectRefused(
    account: { id: string; token: string },
    entries: Entries,
    status: number,
    message: string,
  ) {
    const before = await userRow(account.id)
    const files = storedFiles(server.uploadsDir)
    const response = await update(entries, account.token)
    expect(response.json(), JSON.stringify(entries.map(([name]) => name))).toEqual(
      expect.objectContaining({ statusCode: status, message }),
    )
    expect(await userRow(account.id)).toEqual(before)
    expect(storedFiles(server.uploadsDir)).toEqual(files)
  }

  it('needs a session', async () => {
    const response = await update([['bio.en', 'Hello']], null)
    expect(response.statusCode).toBe(401)
  })

  it('saves the fields sent and leaves the others alone', async () => {
    const account = await newAccount()
    const before = await userRow(account.id)
    const response = await update(
      [
        ['firstName.en', '  Salma '],
        ['firstName.ar', 'سلمى'],
        ['bio.en', 'I cook on weekends.'],
        ['bio.ar', 'أطبخ في عطلة نهاية الأسبوع.'],
        ['username', 'Salma.Cooks'],
        ['instagramURL', 'https://instagram.com/salma'],
        ['youtubeURL', ''],
        ['height', '168.5'],
        ['language', 'arabic'],
      ],
      account.token,
    )
    expect(response.statusCode, response.body).toBe(200)
    const { message, data } = response.json() as { message: string; data: CurrentUser }
    expect(message).toBe('Profile updated successfully')
    expect(data).toMatchObject({
      _id: account.id,
      username: 'Salma.Cooks',
      firstName: { en: 'Salma', ar: 'سلمى' },
      bio: { en: 'I cook on weekends.', ar: 'أطبخ في عطلة نهاية الأسبوع.' },
      instagramURL: 'https://instagram.com/salma',
      youtubeURL: null,
      height: 168.5,
    })

    const after = await userRow(account.id)
    expect(after).toMatchObject({
      firstNameEn: 'Salma',
      firstNameAr: 'سلمى',
      username: 'Salma.Cooks',
      heightCm: 168.5,
      language: 'arabic',
      // Not sent: unchanged.
      lastNameEn: before.lastNameEn,
      lastNameAr: before.lastNameAr,
      email: before.email,
      status: before.status,
      imageUrl: 'default.webp',
    })

    const profile = await server.app.inject({
      method: 'GET',
      url: '/api/v1/user/profile',
      cookies: { [SESSION_COOKIE]: account.token },
    })
    expectContractResponse('getCurrentUser', profile)
    expect((profile.json() as { data: CurrentUser }).data).toEqual(data)
  })

  it('refuses a username or email another account has (in any case) and changes nothing', async () => {
    const first = await newAccount()
    const second = await newAccount()
    expect((await update([['username', 'Zaatar_Lover']], first.token)).statusCode).toBe(200)
    await expectRefused(
      second,
      [
        ['firstName.en', 'Changed'],
        ['username', 'zaatar_LOVER'],
      ],
      400,
      'This username is already taken. Please choose another one.',
    )
    const firstEmail = (await userRow(first.id)).email
    await expectRefused(
      second,
      [
        ['bio.en', 'Changed'],
        ['email', firstEmail.toUpperCase()],
      ],
      400,
      'This email is already used by another account.',
    )
    // Their own username in another case is theirs to keep.
    const own = await update([['username', 'ZAATAR_lover']], first.token)
    expect(own.statusCode, own.body).toBe(200)
  })

  it('refuses fields the form does not have (mass assignment) and changes nothing', async () => {
    const account = await newAccount()
    const someone = await newAccount()
    for (const [field, value] of [
      ['status', 'verified'],
      ['follower', someone.id],
      ['calorieGoal', '9999'],
      ['password', 'a new password'],
      ['passwordHash', 'x'],
      ['image_url', '/uploads/other.webp'],
    ]) {
      await expectRefused(
        account,
        [
          ['bio.en', 'Sneaky'],
          [field!, value!],
        ],
        400,
        `The form has an unknown field "${field}".`,
      )
    }
    expect(await db().select().from(t.follows)).toEqual([])
  })

  it('holds the text fields to the contract, coercing numbers', async () => {
    const account = await newAccount()
    const cases: [Entries, string][] = [
      [[['height', 'tall']], '"height" must be a number.'],
      [[['height', '']], '"height" must be a number.'],
      [[['height', '300']], '"height" must be at most 272.'],
      [[['weight', '1']], '"weight" must be at least 2.'],
      [[['username', 'no spaces allowed']], '"username" is not in the expected format.'],
      [[['username', 'ab']], '"username" must be at least 3 characters long.'],
      [[['firstName.en', 'x'.repeat(51)]], '"firstName.en" must be at most 50 characters long.'],
      [[['email', 'not-an-email']], '"email" must be a valid email.'],
      [[['dob', '2001-02-30']], '"dob" must be a valid date.'],
      [[['gender', 'other']], '"gender" must be one of: male, female.'],
      [[['instagramURL', 'javascript:alert(1)']], '"instagramURL" is not in the expected format.'],
      [[['profilePicture', 'not a file']], 'The form field "profilePicture" must be a file.'],
      [[['bio.en', await pngFile()]], 'The form field "bio.en" must be text, not a file.'],
      [
        [
          ['username', 'first.name'],
          ['username', 'second.name'],
        ],
        'The form field "username" was sent more than once.',
      ],
    ]
    for (const [entries, message] of cases) await expectRefused(account, entries, 400, message)
    // Under the checks lies the date rule shared with the sign-up steps.
    await expectRefused(account, [['dob', '2999-01-01']], 400, 'Date of birth cannot be in the future.')
  })

  it('answers a JSON body with a 415', async () => {
    const account = await newAccount()
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/user/update',
      payload: { 'bio.en': 'JSON' },
      cookies: { [SESSION_COOKIE]: account.token },
    })
    expect(response.statusCode).toBe(415)
  })

  it('recomputes the daily goals when a body measurement changes', async () => {
    const account = await newAccount()
    const first = await update(
      [
        ['dob', '1990-06-15'],
        ['gender', 'female'],
        ['height', '165'],
        ['weight', '60'],
        ['activityLevel', 'light'],
      ],
      account.token,
    )
    expect(first.statusCode, first.body).toBe(200)
    const expected = (weightKg: number) =>
      dailyTargets({
        sex: 'female',
        ageYears: ageOn('1990-06-15', new Date()),
        heightCm: 165,
        weightKg,
        activityLevel: 'light',
      })
    expect((first.json() as { data: CurrentUser }).data.calorieGoal).toBe(expected(60).calories)

    const second = await update([['weight', '72']], account.token)
    expect(second.statusCode, second.body).toBe(200)
    const row = await userRow(account.id)
    const targets = expected(72)
    expect(row).toMatchObject({
      weightKg: 72,
      calorieGoal: targets.calories,
      proteinGoal: targets.protein,
      carbGoal: targets.carbs,
      fatGoal: targets.fats,
      sugarGoal: targets.sugars,
    })
  })

  it('marks a new email unverified and writes to the new and the old address', async () => {
    const account = await newAccount()
    await db().update(t.users).set({ status: 'verified' }).where(eq(t.users.id, account.id))
    const oldEmail = (await userRow(account.id)).email
    const outboxBefore = existsSync(server.outboxDir) ? readdirSync(server.outboxDir) : []

    // The same address in another case is not a new address.
    const sameAddress = await update([['email', oldEmail.toUpperCase()]], account.token)
    expect(sameAddress.statusCode, sameAddress.body).toBe(200)
    expect((await userRow(account.id)).status).toBe('verified')

    const response = await update([['email', 'new.address@profile.test']], account.token)
    expect(response.statusCode, response.body).toBe(200)
    expect((response.json() as { data: CurrentUser }).data).toMatchObject({
      email: 'new.address@profile.test',
      status: 'unverified',
    })
    const mails = readdirSync(server.outboxDir)
      .filter((name) => !outboxBefore.includes(name))
      // Quoted-printable bodies wrap long lines with a trailing "=".
      .map((name) => readFileSync(path.join(server.outboxDir, name), 'utf8').replace(/=\r?\n/g, ''))
    expect(mails).toHaveLength(2)
    const toNew = mails.find((mail) => /^To: new\.address@profile\.test$/m.test(mail))
    const toOld = mails.find((mail) => new RegExp(`^To: ${oldEmail.toUpperCase()}$`, 'mi').test(mail))
    expect(toNew).toMatch(/Subject: Confirm your new Sufra email address/)
    expect(toNew).toContain('Forgot password?')
    expect(toOld).toMatch(/Subject: The email address of your Sufra account changed/)
    expect(toOld).toContain('new.address@profile.test')
  })

  it('replaces the picture: the new one is stored as WebP without EXIF, the old upload is removed', async () => {
    const account = await newAccount()
    const first = await update([['profilePicture', await jpegWithGps()]], account.token)
    expect(first.statusCode, first.body).toBe(200)
    const oldImage = (first.json() as { data: CurrentUser }).data.image
    expect(oldImage.url).toBe(`/uploads/${oldImage.key}`)
    const oldFile = path.join(server.uploadsDir, oldImage.key)
    const stored = await sharp(readFileSync(oldFile)).metadata()
    expect(stored.format).toBe('webp')
    expect(stored.exif).toBeUndefined()

    const second = await update(
      [
        ['profilePicture', await pngFile(80, 80)],
        ['bio.en', 'New face'],
      ],
      account.token,
    )
    expect(second.statusCode, second.body).toBe(200)
    const newImage = (second.json() as { data: CurrentUser }).data.image
    expect(newImage.key).not.toBe(oldImage.key)
    expect(existsSync(oldFile)).toBe(false)
    expect(await db().select().from(t.uploads).where(eq(t.uploads.key, oldImage.key))).toEqual([])
    const [row] = await db().select().from(t.uploads).where(eq(t.uploads.key, newImage.key))
    expect(row).toMatchObject({ ownerId: account.id, width: 80, height: 80 })
    expect(await userRow(account.id)).toMatchObject({
      imageUrl: newImage.url,
      imageKey: newImage.key,
      bioEn: 'New face',
    })

    const served = await server.app.inject({ method: 'GET', url: newImage.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
  })

  it("never removes a picture that is not the user's own upload (the seed's artwork)", async () => {
    const account = await newAccount()
    const seedKey = 'demo/avatars/someone.svg'
    mkdirSync(path.join(server.uploadsDir, 'demo/avatars'), { recursive: true })
    writeFileSync(path.join(server.uploadsDir, seedKey), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    await db()
      .update(t.users)
      .set({ imageUrl: `/uploads/${seedKey}`, imageKey: seedKey })
      .where(eq(t.users.id, account.id))
    const response = await update([['profilePicture', await pngFile()]], account.token)
    expect(response.statusCode, response.body).toBe(200)
    expect(existsSync(path.join(server.uploadsDir, seedKey))).toBe(true)
  })

  it('refuses a picture that is not an image, or too large, and changes nothing', async () => {
    const account = await newAccount()
    await expectRefused(
      account,
      [
        ['bio.en', 'Should not be saved'],
        ['profilePicture', textAsPng],
      ],
      400,
      'Please upload a valid image file.',
    )
    await expectRefused(
      account,
      [
        ['bio.en', 'Should not be saved'],
        ['profilePicture', await noisePng(2.5 * 1024 * 1024)],
      ],
      413,
      'The picture is too large; the limit is 2 MB.',
    )
  })

  it('removes the new file again when the database refuses the write', async () => {
    const account = await newAccount()
    // A real failure inside the transaction, after the picture was written.
    await db().execute(sql`create or replace function refuse_explosive_bio() returns trigger as $$
      begin
        if new.bio_en = 'explode' then raise exception 'refused by the test'; end if;
        return new;
      end $$ language plpgsql`)
    await db().execute(sql`create trigger refuse_explosive_bio before update on users
      for each row execute function refuse_explosive_bio()`)
    try {
      const before = await userRow(account.id)
      const files = storedFiles(server.uploadsDir)
      const uploadsBefore = await db().select().from(t.uploads)
      // Not through `update`: the contract lists no 500, which is the point of this test.
      const response = await server.app.inject({
        method: 'PUT',
        url: '/api/v1/user/update',
        ...(await formBody([
          ['bio.en', 'explode'],
          ['profilePicture', await pngFile()],
        ])),
        cookies: { [SESSION_COOKIE]: account.token },
      })
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({
        statusCode: 500,
        message: 'Something went wrong on our side. Please try again later.',
      })
      expect(await userRow(account.id)).toEqual(before)
      expect(storedFiles(server.uploadsDir)).toEqual(files)
      expect(await db().select().from(t.uploads)).toEqual(uploadsBefore)
    } finally {
      await db().execute(sql`drop trigger refuse_explosive_bio on users`)
    }
  })
})
