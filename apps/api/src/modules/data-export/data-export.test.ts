/**
 * "Download my data" (GET /user/export) on each engine: the file holds the person's profile, recipes as
 * schema.org JSON-LD with absolute picture addresses, comments, likes, saves, follows, lists and plans,
 * and nothing of another person's, no password hash and no session; a visitor gets 401.
 */
import { randomUUID } from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { SESSION_COOKIE } from '../../http/session-viewer'
import { engines, expectContractResponse, startTestServer, type TestServer } from '../../testing/test-server'
import { signUp } from '../session/session-testing'
import type { DataExport } from './export-data'

const PUBLIC_URL = 'https://sufra.test'

describe.each(engines)('download my data (%s)', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(engine, { seed: false, config: { publicUrl: PUBLIC_URL } })
  }, 120_000)
  afterAll(() => server?.close())
  const db = () => server.database.db

  async function exportAs(token: string | null): Promise<LightMyRequestResponse> {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/v1/user/export',
      cookies: token === null ? {} : { [SESSION_COOKIE]: token },
    })
    expectContractResponse('exportMyData', response)
    return response
  }

  /** A person with one of everything, each carrying `marker` so the other person's data can be told apart. */
  async function personWithData(email: string, marker: string) {
    const person = await signUp(server, email)
    const key = `${randomUUID()}.webp`
    const [recipe] = await db()
      .insert(t.recipes)
      .values({
        creatorId: person.id,
        titleEn: `${marker} stew`,
        titleAr: `${marker} يخنة`,
        timeMinutes: 45,
        servings: 4,
        thumbnailKey: key,
        thumbnailUrl: `/uploads/${key}`,
      })
      .returning({ id: t.recipes.id })
    const recipeId = recipe!.id
    await db()
      .insert(t.recipeInstructions)
      .values({ recipeId, position: 0, stepEn: `${marker} simmer` })
    await db()
      .insert(t.comments)
      .values({ recipeId, userId: person.id, contentEn: `${marker} comment` })
    await db().insert(t.likes).values({ recipeId, userId: person.id })
    await db().insert(t.savedRecipes).values({ recipeId, userId: person.id })
    const [list] = await db()
      .insert(t.shoppingLists)
      .values({ userId: person.id, nameEn: `${marker} list` })
      .returning({ id: t.shoppingLists.id })
    await db()
      .insert(t.shoppingListItems)
      .values({ listId: list!.id, position: 0, nameEn: `${marker} lemons`, nameAr: `${marker} lemons` })
    await db()
      .insert(t.mealPlans)
      .values({ userId: person.id, date: '2030-01-05', slots: { [`${marker} dinner`]: [recipeId, null] } })
    return { ...person, recipeId, key }
  }

  it('answers the person’s own data as a private JSON file', async () => {
    const mine = await personWithData('mine@example.com', 'MINE')
    const theirs = await personWithData('theirs@example.com', 'THEIRS')
    // Their recipe gets my comment, like and save, and I follow them: these are mine to keep.
    await db()
      .insert(t.comments)
      .values({ recipeId: theirs.recipeId, userId: mine.id, contentEn: 'MINE on theirs' })
    await db().insert(t.likes).values({ recipeId: theirs.recipeId, userId: mine.id })
    await db().insert(t.follows).values({ followerId: mine.id, followeeId: theirs.id })
    // ...and they comment on mine and follow me: theirs, not in my file.
    await db()
      .insert(t.comments)
      .values({ recipeId: mine.recipeId, userId: theirs.id, contentEn: 'THEIRS on mine' })
    await db().insert(t.follows).values({ followerId: theirs.id, followeeId: mine.id })

    const response = await exportAs(mine.token)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="sufra-data-[\w.-]+-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    expect(response.cookies).toEqual([])

    const data = response.json<DataExport>()
    expect(data.format).toBe('sufra-data-export/1')
    expect(data.profile).toMatchObject({ _id: mine.id, email: 'mine@example.com', hasPassword: true })
    expect(data.profile.image.url).toMatch(/^https:\/\/sufra\.test\//)

    expect(data.recipes).toHaveLength(1)
    expect(data.recipes[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'MINE stew',
      url: `${PUBLIC_URL}/en/recipe/${mine.recipeId}`,
      recipeYield: expect.anything(),
    })
    expect(JSON.stringify(data.recipes[0])).toContain(`${PUBLIC_URL}/uploads/${mine.key}`)
    expect(JSON.stringify(data.recipes[0])).toContain('MINE simmer')

    expect(data.comments.map((comment) => comment.content.en).sort()).toEqual([
      'MINE comment',
      'MINE on theirs',
    ])
    expect(data.comments.find((comment) => comment.content.en === 'MINE on theirs')).toMatchObject({
      recipeId: theirs.recipeId,
      recipeTitle: { en: 'THEIRS stew', ar: 'THEIRS يخنة' },
      recipeUrl: `${PUBLIC_URL}/en/recipe/${theirs.recipeId}`,
      parent: null,
    })
    expect(data.likes.map((like) => like.recipeId).sort()).toEqual([mine.recipeId, theirs.recipeId].sort())
    expect(data.savedRecipes.map((save) => save.recipeId)).toEqual([mine.recipeId])
    expect(data.following).toEqual([
      {
        userId: theirs.id,
        username: expect.any(String),
        url: `${PUBLIC_URL}/en/creators/${theirs.id}`,
        createdAt: expect.any(String),
      },
    ])
    expect(data.shoppingLists.map((list) => list.listName.en)).toEqual(['MINE list'])
    expect(data.shoppingLists[0]!.list.map((item) => item.name.en)).toEqual(['MINE lemons'])
    expect(data.mealPlans).toEqual([
      { date: '2030-01-05', mealPlan: { 'MINE dinner': [mine.recipeId, null] } },
    ])

    // Nothing of theirs (their recipe's title appears only where my own comment or like names it), no secrets.
    const text = response.body
    for (const theirsOnly of [
      'THEIRS on mine',
      'THEIRS comment',
      'THEIRS list',
      'THEIRS lemons',
      'THEIRS dinner',
    ]) {
      expect(text).not.toContain(theirsOnly)
    }
    expect(text).not.toContain('theirs@example.com')
    expect(text).not.toMatch(/passwordHash|password_hash|\$argon2/)
    expect(text).not.toContain(mine.token)
  })

  it('answers 401 to a visitor', async () => {
    const response = await exportAs(null)
    expect(response.statusCode).toBe(401)
    expect(response.headers['content-disposition']).toBeUndefined()
  })
})
