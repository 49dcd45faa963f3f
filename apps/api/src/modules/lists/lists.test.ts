/**
 * Creating shopping lists on each database engine, on the demo content: answers held to the contract,
 * items in the order sent, unknown entries refused with nothing stored, and 401 when signed out.
 */
import { asc, count, eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { SESSION_COOKIE } from '../../http/session-viewer'
import { engines, expectContractResponse, startTestServer, type TestServer } from '../../testing/test-server'
import { signUp } from '../session/session-testing'
import { FALLBACK_LIST_NAME, UNKNOWN_INGREDIENT } from './routes'

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

interface Account {
  id: string
  token: string
}

interface ShoppingList {
  _id: string
  listName: { en: string; ar: string }
  list: { _id: string; name: { en: string; ar: string }; image: { url: string; key: string } | null }[]
  recipeId: string | null
  createdAt: string
}

describe.each(engines)('shopping lists (%s)', (engine) => {
  let server: TestServer
  /** Demo recipes, oldest first. */
  let recipeIds: string[] = []
  let nextRecipe = 0
  const freshRecipe = () => recipeIds[nextRecipe++]!
  let accounts = 0
  const newAccount = () => signUp(server, `cook${++accounts}@lists.test`)

  beforeAll(async () => {
    server = await startTestServer(engine)
    const rows = await db().select({ id: t.recipes.id }).from(t.recipes).orderBy(asc(t.recipes.createdAt))
    recipeIds = rows.map((row) => row.id)
  }, 120_000)
  afterAll(() => server?.close())

  const db = () => server.database.db

  /** Creates a list (as `account`, or signed out with null) and checks the answer against the contract. */
  async function createList(payload: Record<string, unknown>, account: Account | null) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/list/create',
      cookies: account ? { [SESSION_COOKIE]: account.token } : {},
      payload,
    })
    expectContractResponse('createShoppingList', response)
    return response
  }

  function ok<T>(response: LightMyRequestResponse, status = 200): { data: T; message: string } {
    expect(response.statusCode, response.body).toBe(status)
    const { data, message, statusCode } = response.json() as { data: T; message: string; statusCode: number }
    expect(statusCode).toBe(status)
    return { data, message }
  }

  describe('creating a shopping list', () => {
    async function catalogue(n: number) {
      return db()
        .select({
          id: t.ingredients.id,
          nameEn: t.ingredients.nameEn,
          nameAr: t.ingredients.nameAr,
          imageUrl: t.ingredients.imageUrl,
          imageKey: t.ingredients.imageKey,
        })
        .from(t.ingredients)
        .orderBy(asc(t.ingredients.key))
        .limit(n)
    }

    it('creates the list with its name, the items in the order given and the recipe it came from', async () => {
      const cook = await newAccount()
      const entries = (await catalogue(4)).reverse()
      const recipeId = freshRecipe()
      const response = await createList(
        {
          listName: { en: '  Fattoush night ', ar: 'ليلة الفتوش' },
          list: entries.map((entry) => entry.id),
          recipeId,
        },
        cook,
      )
      const { data, message } = ok<ShoppingList>(response, 201)
      expect(message).toBe('Shopping list created successfully')
      expect(data.listName).toEqual({ en: 'Fattoush night', ar: 'ليلة الفتوش' })
      expect(data.recipeId).toBe(recipeId)
      expect(data.list).toEqual(
        entries.map((entry) => ({
          _id: entry.id,
          name: { en: entry.nameEn, ar: entry.nameAr },
          image: entry.imageUrl ? { url: entry.imageUrl, key: entry.imageKey } : null,
        })),
      )
      expect(Date.now() - Date.parse(data.createdAt)).toBeLessThan(60_000)

      const [stored] = await db().select().from(t.shoppingLists).where(eq(t.shoppingLists.id, data._id))
      expect(stored).toMatchObject({ userId: cook.id, nameEn: 'Fattoush night', recipeId })
      const items = await db()
        .select({ ingredientId: t.shoppingListItems.ingredientId, checked: t.shoppingListItems.checked })
        .from(t.shoppingListItems)
        .where(eq(t.shoppingListItems.listId, data._id))
        .orderBy(asc(t.shoppingListItems.position))
      expect(items).toEqual(entries.map((entry) => ({ ingredientId: entry.id, checked: false })))
    })

    it('names a list with an empty name "Shopping List" / "قائمة التسوق"; one side alone is kept', async () => {
      const cook = await newAccount()
      const [entry] = await catalogue(1)
      const unnamed = ok<ShoppingList>(
        await createList({ listName: { en: ' ', ar: '' }, list: [entry!.id] }, cook),
        201,
      ).data
      expect(unnamed.listName).toEqual({ en: 'Shopping List', ar: 'قائمة التسوق' })
      expect(FALLBACK_LIST_NAME).toEqual({ en: 'Shopping List', ar: 'قائمة التسوق' })
      expect(unnamed.recipeId).toBeNull()
      const arabicOnly = ok<ShoppingList>(
        await createList({ listName: { en: '', ar: 'مشتريات الأسبوع' }, list: [entry!.id] }, cook),
        201,
      ).data
      expect(arabicOnly.listName).toEqual({ en: '', ar: 'مشتريات الأسبوع' })
    })

    it('refuses unknown ingredients (400) and an unknown recipe (404), storing nothing', async () => {
      const cook = await newAccount()
      const [entry] = await catalogue(1)
      const unknownIngredient = await createList(
        { listName: { en: 'Mine', ar: '' }, list: [entry!.id, UNKNOWN_ID] },
        cook,
      )
      expect(unknownIngredient.statusCode).toBe(400)
      expect(unknownIngredient.json()).toMatchObject({
        message: UNKNOWN_INGREDIENT,
        errMessage: 'list[1]: unknown ingredient',
      })
      const unknownRecipe = await createList(
        { listName: { en: 'Mine', ar: '' }, list: [entry!.id], recipeId: UNKNOWN_ID },
        cook,
      )
      expect(unknownRecipe.statusCode).toBe(404)
      expect(unknownRecipe.json().message).toBe('Recipe not found.')
      const empty = await createList({ listName: { en: 'Mine', ar: '' }, list: [] }, cook)
      expect(empty.statusCode).toBe(400)
      const [rows] = await db()
        .select({ n: count() })
        .from(t.shoppingLists)
        .where(eq(t.shoppingLists.userId, cook.id))
      expect(Number(rows!.n)).toBe(0)
    })

    it('answers 401 when signed out', async () => {
      const [entry] = await catalogue(1)
      const response = await createList({ listName: { en: 'Mine', ar: '' }, list: [entry!.id] }, null)
      expect(response.statusCode).toBe(401)
      const [rows] = await db()
        .select({ n: count() })
        .from(t.shoppingLists)
        .where(eq(t.shoppingLists.nameEn, 'Mine'))
      expect(Number(rows!.n)).toBe(0)
    })
  })
})
