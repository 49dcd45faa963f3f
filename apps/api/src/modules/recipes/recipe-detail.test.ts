/**
 * The recipe detail as a public, cacheable read, on each database engine: the same bytes for everyone
 * (the session is not even read), headers that let a shared cache keep it and revalidate it, the kept
 * answer sent again without the database, and every write that changes what it shows visible on the
 * next read. The viewer's own flags are their own private call.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import * as t from '../../db/schema'
import { SESSION_COOKIE } from '../../http/session-viewer'
import { engines, expectContractResponse, startTestServer, type TestServer } from '../../testing/test-server'
import { sendForm } from '../images/image-testing'
import { PASSWORD, signUp } from '../session/session-testing'
import { recipeDetailCache } from './detail-cache'

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

interface Detail {
  _id: string
  title: { en: string; ar: string }
  likesCount: number
  likedByMe: boolean
  savedByMe: boolean
  commentsCount: number
  createdBy: { _id: string; firstName: { en: string; ar: string } } | null
}

const recipeForm = (title: string): [string, string][] => [
  ['title', title],
  ['description', 'A warm, quick soup for cold evenings.'],
  ['ingredients', JSON.stringify(['1 cup red lentils', '4 cup water'])],
  ['instructions', JSON.stringify([{ step: 'Simmer the lentils for 20 minutes.', image: null }])],
  ['time', '30'],
  ['servings', '4'],
  ['lang', 'en'],
  ['language', 'english'],
]

describe.each(engines)('the recipe detail, public and kept (%s)', (engine) => {
  let server: TestServer
  let cook: { id: string; token: string }
  let fan: { id: string; token: string }
  let clock = Date.now()

  beforeAll(async () => {
    server = await startTestServer(engine, {
      seed: false,
      config: {
        rateLimits: { signup: { points: 1000, seconds: 60 }, comment: { points: 1000, seconds: 60 } },
      },
    })
    cook = await signUp(server, 'cook@detail.test')
    fan = await signUp(server, 'fan@detail.test')
    // Made before the first read, so its clock is the test's.
    recipeDetailCache(server.database.db, { now: () => clock })
  }, 120_000)
  afterAll(() => server?.close())

  const db = () => server.database.db
  const cache = () => recipeDetailCache(db())

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
  async function call(
    operationId: string,
    method: Method,
    url: string,
    options: { token?: string; body?: object; headers?: Record<string, string> } = {},
  ) {
    const response = await server.app.inject({
      method,
      url: `/api/v1${url}`,
      ...(options.body ? { payload: options.body as Record<string, unknown> } : {}),
      headers: options.headers ?? {},
      cookies: options.token ? { [SESSION_COOKIE]: options.token } : {},
    })
    // A 304 has no body, and a compressed one is compared with the plain one instead.
    if (response.statusCode !== 304 && !response.headers['content-encoding']) {
      expectContractResponse(operationId, response)
    }
    return response
  }
  const read = (id: string, options: { token?: string; headers?: Record<string, string> } = {}) =>
    call('getRecipe', 'GET', `/recipe/${id}`, options)
  async function detail(id: string): Promise<Detail> {
    const response = await read(id)
    expect(response.statusCode, response.body).toBe(200)
    return (response.json() as { data: Detail }).data
  }

  async function newRecipe(title = 'Red lentil soup') {
    const response = await sendForm(
      server,
      'createRecipe',
      'POST',
      '/recipe/custom',
      recipeForm(title),
      cook.token,
    )
    expect(response.statusCode, response.body).toBe(200)
    return (response.json() as { data: { _id: string } }).data._id
  }

  it('is the same bytes for a visitor and a signed-in user, public and revalidated, and 304 when unchanged', async () => {
    const id = await newRecipe()
    const visitor = await read(id)
    const signedIn = await read(id, { token: fan.token })
    expect(visitor.statusCode).toBe(200)
    expect(signedIn.body).toBe(visitor.body)
    expect(visitor.headers['cache-control']).toBe('public, no-cache')
    expect(visitor.headers.vary).toBe('Accept-Encoding')
    expect(visitor.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(visitor.headers.etag).toMatch(/^W\//)
    expect(signedIn.headers.etag).toBe(visitor.headers.etag)
    expect(visitor.json().data).toMatchObject({ _id: id, likedByMe: false, savedByMe: false })

    const unchanged = await read(id, { headers: { 'if-none-match': String(visitor.headers.etag) } })
    expect(unchanged.statusCode).toBe(304)
    expect(unchanged.body).toBe('')
    expect(unchanged.headers['cache-control']).toBe('public, no-cache')
    expect(unchanged.headers.etag).toBe(visitor.headers.etag)
  })

  it('sends the kept answer again, compressed as the client asks', async () => {
    const id = await newRecipe()
    const plain = await read(id)
    const before = cache().stats()
    const br = await read(id, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    const gzip = await read(id, { headers: { 'accept-encoding': 'gzip' } })
    const upperCase = await read(id.toUpperCase())
    expect(cache().stats().hits - before.hits).toBe(3)
    expect(cache().stats().misses).toBe(before.misses)

    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
    expect(br.headers.etag).toBe(plain.headers.etag)
    expect(upperCase.body).toBe(plain.body)

    const head = await server.app.inject({ method: 'HEAD', url: `/api/v1/recipe/${id}` })
    expect(head.statusCode).toBe(200)
    expect(head.body).toBe('')
    expect(head.headers.etag).toBe(plain.headers.etag)
  })

  it('answers 404 for an unknown recipe, kept by nobody, and 400 for a malformed id', async () => {
    const missing = await read(UNKNOWN_ID)
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['cache-control']).toBe('no-store')
    expect((await read('42')).statusCode).toBe(400)
  })

  it('shows a like, an unlike and a comment on the next read', async () => {
    const id = await newRecipe()
    const first = await read(id)
    const liked = await call('toggleRecipeLike', 'POST', `/like/${id}`, { token: fan.token })
    expect(liked.json().data).toMatchObject({ liked: true, likesCount: 1 })
    const afterLike = await read(id, { headers: { 'if-none-match': String(first.headers.etag) } })
    expect(afterLike.statusCode).toBe(200)
    expect(afterLike.json().data).toMatchObject({ likesCount: 1, likedByMe: false })

    await call('toggleRecipeLike', 'POST', `/like/${id}`, { token: fan.token })
    expect((await detail(id)).likesCount).toBe(0)

    const comment = await call('createComment', 'POST', '/comment/create', {
      token: fan.token,
      body: { content: 'Lovely.', recipeId: id },
    })
    expect(comment.statusCode, comment.body).toBe(201)
    expect((await detail(id)).commentsCount).toBe(1)
    const commentId = (comment.json() as { data: { _id: string } }).data._id
    await call('deleteComment', 'DELETE', `/comment/delete/${commentId}`, {
      token: fan.token,
      body: { recipeId: id },
    })
    expect((await detail(id)).commentsCount).toBe(0)
  })

  it('shows an edit on the next read, and a delete as a 404', async () => {
    const id = await newRecipe('Lentil soup, first try')
    expect((await detail(id)).title.en).toBe('Lentil soup, first try')
    const edited = await sendForm(
      server,
      'updateRecipe',
      'PUT',
      `/recipe/edit/${id}`,
      recipeForm('Lentil soup, second try'),
      cook.token,
    )
    expect(edited.statusCode, edited.body).toBe(200)
    expect((await detail(id)).title.en).toBe('Lentil soup, second try')

    const deleted = await call('deleteRecipe', 'DELETE', `/recipe/delete/${id}`, { token: cook.token })
    expect(deleted.statusCode).toBe(200)
    expect((await read(id)).statusCode).toBe(404)
  })

  it("shows the creator's new name on each of their recipes, and none of a deleted account's", async () => {
    const creator = await signUp(server, 'renamed@detail.test')
    const ids: string[] = []
    for (const title of ['Fattoush', 'Tabbouleh']) {
      const response = await sendForm(
        server,
        'createRecipe',
        'POST',
        '/recipe/custom',
        recipeForm(title),
        creator.token,
      )
      ids.push((response.json() as { data: { _id: string } }).data._id)
    }
    for (const id of ids) expect((await detail(id)).createdBy?.firstName.en).toBe('Layla')
    const renamed = await sendForm(
      server,
      'updateUser',
      'PUT',
      '/user/update',
      [['firstName.en', 'Salma']],
      creator.token,
    )
    expect(renamed.statusCode, renamed.body).toBe(200)
    for (const id of ids) expect((await detail(id)).createdBy?.firstName.en).toBe('Salma')

    const gone = await call('deleteAccount', 'DELETE', '/user/delete', {
      token: creator.token,
      body: { reason: 'Testing', password: PASSWORD },
    })
    expect(gone.statusCode, gone.body).toBe(200)
    for (const id of ids) expect((await read(id)).statusCode).toBe(404)
  })

  it('sees a write made by another process once its copy is older than 30 s (a version check)', async () => {
    const id = await newRecipe()
    await detail(id)
    // Another API process on the same database edits the recipe and takes a like: this one is not told.
    await db()
      .update(t.recipes)
      .set({ titleEn: 'Edited elsewhere', likesCount: 1, updatedAt: new Date() })
      .where(eq(t.recipes.id, id))
    expect((await detail(id)).title.en).toBe('Red lentil soup')
    clock += 30_001
    // The old copy goes out while its version is checked; the next read has the new one.
    expect((await detail(id)).title.en).toBe('Red lentil soup')
    await vi.waitFor(() => expect(cache().stats().loads).toBeGreaterThan(0))
    await vi.waitFor(async () => expect((await detail(id)).title.en).toBe('Edited elsewhere'))
    expect((await detail(id)).likesCount).toBe(1)

    // Unchanged after another 30 s: checked by its version and kept, not made again.
    const { loads, revalidated } = cache().stats()
    clock += 30_001
    await detail(id)
    await vi.waitFor(() => expect(cache().stats().revalidated).toBe(revalidated + 1))
    expect(cache().stats().loads).toBe(loads)
  })

  it('lets caches keep the other public reads, and keeps per-viewer reads private', async () => {
    const visitor = await call('listCategories', 'GET', '/category')
    const signedIn = await call('listCategories', 'GET', '/category', { token: fan.token })
    expect(visitor.headers['cache-control']).toBe('public, no-cache')
    expect(signedIn.body).toBe(visitor.body)
    const cards = await call('listRecipes', 'GET', '/recipe', { token: fan.token })
    expect(cards.headers['cache-control']).toBe('private, no-cache')
    const me = await call('getCurrentUser', 'GET', '/user/profile', { token: fan.token })
    expect(me.headers['cache-control']).toBe('private, no-cache')
  })

  describe('the viewer’s own flags (GET /recipe-user/state/{id})', () => {
    const state = (id: string, token?: string) =>
      call('getRecipeViewerState', 'GET', `/recipe-user/state/${id}`, token ? { token } : {})

    it('says what the signed-in user likes and saved, kept by no cache', async () => {
      const id = await newRecipe()
      const before = await state(id, fan.token)
      expect(before.statusCode).toBe(200)
      expect(before.headers['cache-control']).toBe('private, no-store')
      expect(before.json().data).toEqual({ recipeId: id, likedByMe: false, savedByMe: false })

      await call('toggleRecipeLike', 'POST', `/like/${id}`, { token: fan.token })
      await call('saveRecipe', 'POST', `/recipe-user/save/${id}`, { token: fan.token })
      expect((await state(id.toUpperCase(), fan.token)).json().data).toEqual({
        recipeId: id,
        likedByMe: true,
        savedByMe: true,
      })
      expect((await state(id, cook.token)).json().data).toEqual({
        recipeId: id,
        likedByMe: false,
        savedByMe: false,
      })
    })

    it('answers 401 signed out and 404 for an unknown recipe', async () => {
      const signedOut = await state(UNKNOWN_ID)
      expect(signedOut.statusCode).toBe(401)
      expect(signedOut.headers['cache-control']).toBe('no-store')
      expect((await state(UNKNOWN_ID, fan.token)).statusCode).toBe(404)
    })
  })
})
