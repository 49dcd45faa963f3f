/**
 * Comment writes on each database engine: create and reply, edit and delete by the author only (a delete
 * takes the whole subtree), like toggles, limits, and content kept as the exact text a person wrote.
 */
import { count, eq, inArray } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { SESSION_COOKIE } from '../../http/session-viewer'
import { engines, expectContractResponse, startTestServer, type TestServer } from '../../testing/test-server'
import { signUp } from '../session/session-testing'

interface Comment {
  _id: string
  recipeId: string
  user: { _id: string }
  content: { en: string; ar: string }
  likes: string[]
  parent: string | null
  replies: Comment[]
  createdAt: string
  updatedAt: string
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(1)>'

describe.each(engines)('comment writes (%s)', (engine) => {
  let server: TestServer
  let author: { id: string; token: string }
  let other: { id: string; token: string }
  let recipeId: string
  let otherRecipeId: string

  beforeAll(async () => {
    server = await startTestServer(engine, {
      seed: false,
      config: {
        rateLimits: { signup: { points: 1000, seconds: 60 }, comment: { points: 1000, seconds: 60 } },
      },
    })
    author = await signUp(server, 'author@comments.test')
    other = await signUp(server, 'other@comments.test')
    const rows = await server.database.db
      .insert(t.recipes)
      .values([
        { creatorId: other.id, titleEn: 'Lentil soup', timeMinutes: 30 },
        { creatorId: other.id, titleEn: 'Fattoush', timeMinutes: 15 },
      ])
      .returning({ id: t.recipes.id })
    recipeId = rows[0]!.id
    otherRecipeId = rows[1]!.id
  }, 120_000)
  afterAll(() => server?.close())

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** `token` null: signed out. */
  async function call(
    operationId: string,
    method: Method,
    url: string,
    body?: object,
    token: string | null = author.token,
  ) {
    const response = await server.app.inject({
      method,
      url: `/api/v1${url}`,
      ...(body ? { payload: body as Record<string, unknown> } : {}),
      cookies: token ? { [SESSION_COOKIE]: token } : {},
    })
    expectContractResponse(operationId, response)
    return response
  }

  const create = (body: object, token: string | null = author.token) =>
    call('createComment', 'POST', '/comment/create', body, token)
  const edit = (id: string, content: string, token: string | null = author.token) =>
    call('editComment', 'PUT', `/comment/edit/${id}`, { content }, token)
  const remove = (id: string, recipe: string, token: string | null = author.token) =>
    call('deleteComment', 'DELETE', `/comment/delete/${id}`, { recipeId: recipe }, token)
  const like = (id: string, token: string | null = author.token) =>
    call('toggleCommentLike', 'POST', `/comment/like/${id}`, undefined, token)

  async function created(body: object, token: string = author.token) {
    const response = await create(body, token)
    expect(response.statusCode, response.body).toBe(201)
    return (response.json() as { data: Comment }).data
  }

  async function thread(recipe = recipeId) {
    const response = await call('listComments', 'GET', `/comment/${recipe}`, undefined, null)
    expect(response.statusCode).toBe(200)
    return (response.json() as { data: Comment[] }).data
  }

  async function commentRows() {
    const [row] = await server.database.db.select({ n: count() }).from(t.comments)
    return row!.n
  }

  /** Runs `send`, expects `status` and checks that no comment row or like changed. */
  async function expectNothingChanged(status: number, send: () => Promise<LightMyRequestResponse>) {
    const db = server.database.db
    const before = [
      await db.select().from(t.comments).orderBy(t.comments.id),
      await db.select().from(t.commentLikes),
    ]
    const response = await send()
    expect(response.statusCode, response.body).toBe(status)
    const after = [
      await db.select().from(t.comments).orderBy(t.comments.id),
      await db.select().from(t.commentLikes),
    ]
    expect(after).toEqual(before)
    return response
  }

  it('creates a comment (201, trimmed, the same text in en and ar) shown at the top of the thread', async () => {
    const first = await created({ content: 'First!', recipeId })
    const response = await create({ content: '  Lovely soup,\nthank you!  \n', recipeId })
    expect(response.statusCode, response.body).toBe(201)
    const { statusCode, message, data } = response.json() as {
      statusCode: number
      message: string
      data: Comment
    }
    expect([statusCode, message]).toEqual([201, 'Comment added successfully'])
    expect(data).toMatchObject({
      recipeId,
      user: { _id: author.id },
      content: { en: 'Lovely soup,\nthank you!', ar: 'Lovely soup,\nthank you!' },
      likes: [],
      parent: null,
      replies: [],
    })
    const list = await thread()
    expect(list.map((comment) => comment._id).slice(0, 2)).toEqual([data._id, first._id])
  })

  it('nests a reply under its parent, and a reply to a reply under that', async () => {
    const root = await created({ content: 'Can I use red lentils?', recipeId })
    const reply = await created(
      { content: 'Yes, they cook faster.', recipeId, parentId: root._id },
      other.token,
    )
    expect(reply).toMatchObject({ parent: root._id, user: { _id: other.id }, replies: [] })
    const deeper = await created({ content: 'Thanks!', recipeId, parentId: reply._id })
    const shown = (await thread()).find((comment) => comment._id === root._id)!
    expect(shown.replies.map((node) => node._id)).toEqual([reply._id])
    expect(shown.replies[0]!.replies.map((node) => node._id)).toEqual([deeper._id])
  })

  it('refuses a reply whose parent is on another recipe (400) or gone (404), storing nothing', async () => {
    const elsewhere = await created({ content: 'On the salad', recipeId: otherRecipeId })
    const rows = await commentRows()
    const response = await expectNothingChanged(400, () =>
      create({ content: 'Wrong thread', recipeId, parentId: elsewhere._id }),
    )
    expect(response.json()).toMatchObject({ message: 'You can only reply to a comment on the same recipe.' })
    await expectNothingChanged(404, () => create({ content: 'Too late', recipeId, parentId: UNKNOWN_ID }))
    expect(await commentRows()).toBe(rows)
  })

  it('answers 404 for an unknown recipe and 401 when signed out, storing nothing', async () => {
    const missing = await expectNothingChanged(404, () => create({ content: 'Hello', recipeId: UNKNOWN_ID }))
    expect(missing.json()).toMatchObject({ message: 'Recipe not found.' })
    const root = await created({ content: 'Root', recipeId })
    await expectNothingChanged(401, () => create({ content: 'Hello', recipeId }, null))
    await expectNothingChanged(401, () => edit(root._id, 'Changed', null))
    await expectNothingChanged(401, () => remove(root._id, recipeId, null))
    await expectNothingChanged(401, () => like(root._id, null))
  })

  it('refuses blank, empty and over-long content (400) and accepts exactly 2000 characters', async () => {
    for (const content of ['', '   ', '\n\t ', 'x'.repeat(2001)]) {
      const response = await expectNothingChanged(400, () => create({ content, recipeId }))
      expect((response.json() as { message: string }).message).not.toBe('')
    }
    // Only invisible characters: zero-width spaces, a BOM, bidi marks, a Hangul filler.
    for (const content of ['\u200b\u200b\u200b', '\u200b \ufeff\u200f', '\u3164']) {
      const response = await expectNothingChanged(400, () => create({ content, recipeId }))
      expect((response.json() as { message: string }).message).toBe('A comment needs some visible text.')
    }
    const longest = await created({ content: 'x'.repeat(2000), recipeId })
    expect(longest.content.en).toHaveLength(2000)
    await expectNothingChanged(400, () => edit(longest._id, '  '))
    await expectNothingChanged(400, () => edit(longest._id, '\u200b\u2060'))
    await expectNothingChanged(400, () => edit(longest._id, 'y'.repeat(2001)))
    await expectNothingChanged(400, () => create({ content: 'Hi', recipeId, extra: true }))
  })

  it('stores HTML and script text verbatim and answers it as plain text', async () => {
    const comment = await created({ content: HOSTILE, recipeId })
    expect(comment.content).toEqual({ en: HOSTILE, ar: HOSTILE })
    const [row] = await server.database.db.select().from(t.comments).where(eq(t.comments.id, comment._id))
    expect([row!.contentEn, row!.contentAr]).toEqual([HOSTILE, HOSTILE])
    const listed = (await thread()).find((node) => node._id === comment._id)!
    expect(listed.content.en).toBe(HOSTILE)
    const response = await call('listComments', 'GET', `/comment/${recipeId}`, undefined, null)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
  })

  it('lets the author edit (content replaced, replies kept); anyone else gets 403 and nothing changes', async () => {
    const root = await created({ content: 'Needs more salt', recipeId })
    const reply = await created({ content: 'Agreed', recipeId, parentId: root._id }, other.token)
    const refused = await expectNothingChanged(403, () => edit(root._id, 'Hijacked', other.token))
    expect(refused.json()).toMatchObject({ message: 'Only the author of a comment can edit it.' })

    const response = await edit(root._id, '  Needs more cumin  ')
    expect(response.statusCode, response.body).toBe(200)
    const { data } = response.json() as { data: Comment }
    expect(data).toMatchObject({ _id: root._id, content: { en: 'Needs more cumin', ar: 'Needs more cumin' } })
    expect(data.replies.map((node) => node._id)).toEqual([reply._id])
    expect(Date.parse(data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(root.updatedAt))
    expect(data.createdAt).toBe(root.createdAt)

    await expectNothingChanged(404, () => edit(UNKNOWN_ID, 'Anything'))
  })

  it('deletes a comment with its replies at every depth and their likes, in one go, author only', async () => {
    const root = await created({ content: 'Level 1', recipeId })
    const level2 = await created({ content: 'Level 2', recipeId, parentId: root._id }, other.token)
    const level2b = await created({ content: 'Level 2b', recipeId, parentId: root._id })
    const level3 = await created({ content: 'Level 3', recipeId, parentId: level2._id })
    const bystander = await created({ content: 'Unrelated', recipeId })
    expect((await like(level3._id, other.token)).statusCode).toBe(200)
    expect((await like(bystander._id, other.token)).statusCode).toBe(200)
    const subtree = [root._id, level2._id, level2b._id, level3._id]

    const refused = await expectNothingChanged(403, () => remove(root._id, recipeId, other.token))
    expect(refused.json()).toMatchObject({ message: 'Only the author of a comment can delete it.' })
    // The recipe's creator is not the author either: still 403.
    await expectNothingChanged(403, () => remove(level2b._id, recipeId, other.token))
    const mismatch = await expectNothingChanged(400, () => remove(root._id, otherRecipeId))
    expect(mismatch.json()).toMatchObject({ message: 'This comment does not belong to that recipe.' })

    const response = await remove(root._id, recipeId)
    expect(response.statusCode, response.body).toBe(200)
    const { data } = response.json() as { data: { deleted: string[] } }
    expect(data.deleted[0]).toBe(root._id)
    expect([...data.deleted].sort()).toEqual([...subtree].sort())

    const db = server.database.db
    expect(await db.select().from(t.comments).where(inArray(t.comments.id, subtree))).toEqual([])
    expect(await db.select().from(t.commentLikes).where(inArray(t.commentLikes.commentId, subtree))).toEqual(
      [],
    )
    const left = await thread()
    expect(left.some((node) => subtree.includes(node._id))).toBe(false)
    expect(left.find((node) => node._id === bystander._id)?.likes).toEqual([other.id])

    expect((await remove(root._id, recipeId)).statusCode).toBe(404)
  })

  it('deletes a reply alone, leaving its parent and siblings', async () => {
    const root = await created({ content: 'Parent', recipeId })
    const keep = await created({ content: 'Sibling', recipeId, parentId: root._id })
    const gone = await created({ content: 'Oops', recipeId, parentId: root._id }, other.token)
    const response = await remove(gone._id, recipeId, other.token)
    expect((response.json() as { data: { deleted: string[] } }).data.deleted).toEqual([gone._id])
    const shown = (await thread()).find((node) => node._id === root._id)!
    expect(shown.replies.map((node) => node._id)).toEqual([keep._id])
  })

  it('toggles a like on and off and answers the likes after each toggle', async () => {
    const comment = await created({ content: 'Like me', recipeId })
    const likes = async (token: string) => {
      const response = await like(comment._id, token)
      expect(response.statusCode, response.body).toBe(200)
      const { data } = response.json() as { data: { _id: string; likes: string[] } }
      expect(data._id).toBe(comment._id)
      return data.likes
    }
    expect(await likes(other.token)).toEqual([other.id])
    expect(await likes(author.token)).toEqual([other.id, author.id])
    expect(await likes(other.token)).toEqual([author.id])
    expect((await thread()).find((node) => node._id === comment._id)?.likes).toEqual([author.id])
    expect(await likes(author.token)).toEqual([])
    expect((await like(UNKNOWN_ID)).statusCode).toBe(404)
  })
})

describe.each(engines)('comment rate limit (%s)', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(engine, {
      seed: false,
      config: { rateLimits: { comment: { points: 2, seconds: 600 } } },
    })
  }, 120_000)
  afterAll(() => server?.close())

  it('answers 429 with Retry-After once an account has posted too many comments, storing nothing', async () => {
    const poster = await signUp(server, 'poster@comments.test')
    const [recipe] = await server.database.db
      .insert(t.recipes)
      .values({ creatorId: poster.id, titleEn: 'Hummus', timeMinutes: 10 })
      .returning({ id: t.recipes.id })
    const post = async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/v1/comment/create',
        payload: { content: 'Again', recipeId: recipe!.id },
        cookies: { [SESSION_COOKIE]: poster.token },
      })
      expectContractResponse('createComment', response)
      return response
    }
    expect((await post()).statusCode).toBe(201)
    expect((await post()).statusCode).toBe(201)
    const limited = await post()
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect((limited.json() as { message: string }).message).toMatch(/^Too many attempts/)
    const [row] = await server.database.db.select({ n: count() }).from(t.comments)
    expect(row!.n).toBe(2)
  })
})
