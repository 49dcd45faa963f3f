/**
 * Text no database can hold (a NUL, half of a surrogate pair) and empty files, on each engine: one check
 * for every operation answers a 400 with a sentence naming the field, and nothing is stored.
 */
import { count, eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../db/schema'
import { EMPTY_FILE } from '../http/multipart'
import { SESSION_COOKIE } from '../http/session-viewer'
import { pngFile, sendForm, storedFiles } from '../modules/images/image-testing'
import { signUp, signupBody } from '../modules/session/session-testing'
import { engines, expectContractResponse, startTestServer, type TestServer } from '../testing/test-server'

const notAllowed = (field: string) =>
  `"${field}" contains a character that is not allowed (a NUL character or an unpaired surrogate). Please remove it and try again.`

function expectRefused(response: LightMyRequestResponse, message: string) {
  expect(response.statusCode, response.body).toBe(400)
  expect(response.json()).toEqual({ statusCode: 400, message })
}

describe.each(engines)('unstorable text and empty files (%s)', (engine) => {
  let server: TestServer
  let cook: { id: string; token: string }
  beforeAll(async () => {
    server = await startTestServer(engine, { seed: false })
    cook = await signUp(server, 'cook@text.test')
  }, 120_000)
  afterAll(() => server?.close())

  const db = () => server.database.db
  const rows = async (table: typeof t.users | typeof t.comments | typeof t.recipes | typeof t.uploads) => {
    const [row] = await db().select({ n: count() }).from(table)
    return Number(row!.n)
  }

  it('refuses a NUL in the query, also inside a JSON list parameter', async () => {
    const search = async (query: string) => {
      const response = await server.app.inject({ method: 'GET', url: `/api/v1/search/query?${query}` })
      expectContractResponse('searchRecipes', response)
      return response
    }
    expectRefused(await search('keyword=%00'), notAllowed('keyword'))
    expectRefused(
      await search(`ingredients=${encodeURIComponent('["egg","\\u0000"]')}`),
      notAllowed('ingredients[1]'),
    )
    expect((await search('keyword=egg')).statusCode).toBe(200)
  })

  it('refuses a NUL or a lone surrogate in a JSON body, storing nothing', async () => {
    const users = await rows(t.users)
    const signup = await server.app.inject({
      method: 'POST',
      url: '/api/v1/user/signup',
      payload: signupBody('nul@text.test', { firstName: 'Lay\u0000la' }),
    })
    expectContractResponse('signupUser', signup)
    expectRefused(signup, notAllowed('firstName'))
    expect(await rows(t.users)).toBe(users)

    // A lone surrogate can only arrive as a JSON escape; the payload is written out as the client sent it.
    const comment = await server.app.inject({
      method: 'POST',
      url: '/api/v1/comment/create',
      cookies: { [SESSION_COOKIE]: cook.token },
      headers: { 'content-type': 'application/json' },
      payload: '{"recipeId":"00000000-0000-4000-8000-000000000000","content":"tasty \\ud83d"}',
    })
    expectContractResponse('createComment', comment)
    expectRefused(comment, notAllowed('content'))
    expect(await rows(t.comments)).toBe(0)
  })

  it('answers a deeply nested body with a 400, and still finds a NUL deep inside', async () => {
    // The check walked bodies by recursion: 40,000 nested lists (80 KB) overflowed the stack, a 500.
    const post = (payload: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        headers: { 'content-type': 'application/json' },
        payload,
      })
    for (const payload of [
      '['.repeat(40_000) + ']'.repeat(40_000),
      '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000),
    ]) {
      const response = await post(payload)
      expectContractResponse('loginUser', response)
      expect(response.statusCode, response.body).toBe(400)
    }
    const nul = await post(`{"email":${'['.repeat(3)}"a","b\\u0000"${']'.repeat(3)}}`)
    expectRefused(nul, notAllowed('email[0][0][1]'))
  })

  it('refuses a NUL in a form field, also inside a field that carries JSON, storing nothing', async () => {
    const profile = await sendForm(
      server,
      'updateUser',
      'PUT',
      '/user/update',
      [['firstName.en', 'Lay\u0000la']],
      cook.token,
    )
    expectRefused(profile, notAllowed('firstName.en'))
    const [user] = await db()
      .select({ firstNameEn: t.users.firstNameEn })
      .from(t.users)
      .where(eq(t.users.id, cook.id))
    expect(user!.firstNameEn).toBe('Layla')

    const recipe = await sendForm(
      server,
      'createRecipe',
      'POST',
      '/recipe/custom',
      [
        ['title', 'Omelette'],
        ['description', 'Eggs, quickly.'],
        ['ingredients', '["2 eggs","1 pinch salt\\u0000"]'],
        ['instructions', '[{"step":"Whisk and cook.","image":null}]'],
        ['time', '10'],
        ['servings', '1'],
        ['lang', 'en'],
      ],
      cook.token,
    )
    expectRefused(recipe, notAllowed('ingredients[1]'))
    expect(await rows(t.recipes)).toBe(0)
  })

  it('refuses an empty (0-byte) picture, storing nothing', async () => {
    const files = storedFiles(server.uploadsDir)
    const uploads = await rows(t.uploads)
    const empty = { filename: 'empty.png', type: 'image/png', data: Buffer.alloc(0) }
    expectRefused(
      await sendForm(server, 'uploadImage', 'POST', '/image/upload', [['image', empty]], cook.token),
      EMPTY_FILE,
    )
    expectRefused(
      await sendForm(server, 'updateUser', 'PUT', '/user/update', [['profilePicture', empty]], cook.token),
      EMPTY_FILE,
    )
    expect(storedFiles(server.uploadsDir)).toEqual(files)
    expect(await rows(t.uploads)).toBe(uploads)
    // A real picture still goes through.
    const picture = await sendForm(
      server,
      'uploadImage',
      'POST',
      '/image/upload',
      [['image', await pngFile()]],
      cook.token,
    )
    expect(picture.statusCode, picture.body).toBe(200)
  })
})
