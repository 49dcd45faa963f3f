/**
 * Shopping lists on each database engine, on the demo content: every answer held to the contract;
 * lists created with the recipe's amounts scaled by servings; a second recipe merged into the amounts
 * (1 cup + 200 g of flour through the USDA cup portion, 2 + 3 eggs; a clove and grams of garlic stay two
 * lines); typed items in English and Arabic; checks stored and seen from a second session; bulk check,
 * clear checked, rename, delete, All Lists; another person gets 404 on every operation and changes nothing;
 * bad input answered with a sentence; the metric / US choice kept.
 */
import { aisleOfGroup } from '@sufra/core'
import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { SESSION_COOKIE } from '../../http/session-viewer'
import { engines, expectContractResponse, startTestServer, type TestServer } from '../../testing/test-server'
import { PASSWORD, sessionCookie, signUp } from '../session/session-testing'
import { AMOUNT_TOO_LARGE, NOT_IN_RECIPE, RECIPE_NOT_FOUND } from './merge'
import { LIST_NOT_FOUND } from './read'
import {
  FALLBACK_LIST_NAME,
  ITEMS_NOT_FOUND,
  ITEM_NOT_FOUND,
  NO_INGREDIENT_CHOSEN,
  UNKNOWN_INGREDIENT,
  UNKNOWN_UNIT,
} from './routes'

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
const SUFRA = 'https://sufra.example'
const PARTNER = 'https://blog.example'
const OTHER_PARTNER = 'https://other-blog.example'

interface Account {
  id: string
  token: string
  email: string
}

type Localized = { en: string; ar: string }
interface Quantity {
  amount: number | null
  unit: string
}
interface RecipeRef {
  _id: string
  title: Localized
}
interface Item {
  _id: string
  ingredientId: string | null
  name: Localized
  image: { url: string; key: string } | null
  aisle: string
  quantities: Quantity[]
  recipes: RecipeRef[]
  checked: boolean
}
interface ShoppingList {
  _id: string
  listName: Localized
  list: Item[]
  recipeId: string | null
  recipes: RecipeRef[]
  itemCount: number
  checkedCount: number
  createdAt: string
  updatedAt: string
}
interface Summary {
  _id: string
  listName: Localized
  itemCount: number
  checkedCount: number
}
interface AllLists {
  list: (Item & { itemIds: string[]; lists: { _id: string; listName: Localized }[] })[]
  recipes: RecipeRef[]
  itemCount: number
  checkedCount: number
}

/** One line of a test recipe: a catalogue key (or null: a line the catalogue does not know). */
interface Line {
  key: string | null
  amount: number | null
  unit: string
}

describe.each(engines)('shopping lists (%s)', (engine) => {
  let server: TestServer
  /** Catalogue ids by key. */
  const ids = new Map<string, string>()
  const group = new Map<string, string>()
  let accounts = 0
  const db = () => server.database.db
  const id = (key: string) => ids.get(key)!

  async function newAccount(): Promise<Account> {
    const email = `cook${++accounts}@lists.test`
    return { ...(await signUp(server, email)), email }
  }

  beforeAll(async () => {
    server = await startTestServer(engine, {
      config: {
        publicUrl: SUFRA,
        embedOrigins: [PARTNER, OTHER_PARTNER],
        rateLimits: { signup: { points: 1000, seconds: 60 }, login: { points: 1000, seconds: 60 } },
      },
    })
    const rows = await db()
      .select({ id: t.ingredients.id, key: t.ingredients.key, group: t.ingredients.group })
      .from(t.ingredients)
    for (const row of rows) {
      ids.set(row.key, row.id)
      group.set(row.key, row.group)
    }
  }, 120_000)
  afterAll(() => server?.close())

  let recipes = 0
  /** A recipe written straight into the database with lines tied to the catalogue by key. */
  async function recipe(servings: number, lines: Line[]): Promise<{ id: string; title: Localized }> {
    const title = { en: `List test recipe ${++recipes}`, ar: `وصفة اختبار ${recipes}` }
    const [row] = await db()
      .insert(t.recipes)
      .values({ titleEn: title.en, titleAr: title.ar, timeMinutes: 20, servings })
      .returning({ id: t.recipes.id })
    if (lines.length === 0) return { id: row!.id, title }
    await db()
      .insert(t.recipeIngredients)
      .values(
        lines.map((line, position) => ({
          recipeId: row!.id,
          position,
          ingredientId: line.key ? id(line.key) : null,
          amount: line.amount,
          unit: line.unit,
          nameEn: line.key ?? 'mystery',
        })),
      )
    return { id: row!.id, title }
  }

  /** Calls `operationId` as `account` (signed out with null) and checks the answer against the contract. */
  async function call(
    operationId: string,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    account: Pick<Account, 'token'> | null,
    payload?: unknown,
  ) {
    const response = await server.app.inject({
      method,
      url: `/api/v1${url}`,
      cookies: account ? { [SESSION_COOKIE]: account.token } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    })
    expectContractResponse(operationId, response)
    return response
  }

  function ok<T>(response: LightMyRequestResponse, status = 200): { data: T; message: string } {
    expect(response.statusCode, response.body).toBe(status)
    const { data, message, statusCode } = response.json() as { data: T; message: string; statusCode: number }
    expect(statusCode).toBe(status)
    return { data, message }
  }

  function refused(response: LightMyRequestResponse, status: number, message?: string) {
    expect(response.statusCode, response.body).toBe(status)
    const body = response.json() as { message: string; errMessage?: string }
    if (message) expect(body.message).toBe(message)
    // A sentence for a person: a capital, words, a full stop; no internals.
    expect(body.message).toMatch(/^[A-Z].*\.$/)
    expect(body.message).not.toMatch(/sql|select|stack|\/src\//i)
    return body
  }

  const createList = (payload: Record<string, unknown>, account: Account | null) =>
    call('createShoppingList', 'POST', '/list/create', account, payload)
  const getList = (listId: string, account: Pick<Account, 'token'> | null) =>
    call('getShoppingList', 'GET', `/list/${listId}`, account)
  const addItems = (listId: string, payload: Record<string, unknown>, account: Account) =>
    call('addShoppingListItems', 'POST', `/list/${listId}/items`, account, payload)
  const updateItem = (listId: string, itemId: string, payload: Record<string, unknown>, account: Account) =>
    call('updateShoppingListItem', 'PATCH', `/list/${listId}/items/${itemId}`, account, payload)
  const allLists = (account: Account) => call('getAllShoppingLists', 'GET', '/list/all-lists', account)

  async function newList(account: Account, payload: Record<string, unknown>): Promise<ShoppingList> {
    return ok<ShoppingList>(await createList({ listName: { en: 'Mine', ar: '' }, ...payload }, account), 201)
      .data
  }
  const byIngredient = (list: { list: Item[] }, key: string) =>
    list.list.find((item) => item.ingredientId === id(key))

  describe('creating a shopping list', () => {
    async function catalogue(n: number) {
      return db()
        .select({
          id: t.ingredients.id,
          nameEn: t.ingredients.nameEn,
          nameAr: t.ingredients.nameAr,
          imageUrl: t.ingredients.imageUrl,
          imageKey: t.ingredients.imageKey,
          group: t.ingredients.group,
        })
        .from(t.ingredients)
        .orderBy(asc(t.ingredients.key))
        .limit(n)
    }

    it('creates the list with its name, the items in the order given and the recipe they came from', async () => {
      const cook = await newAccount()
      const entries = (await catalogue(4)).reverse()
      const source = await recipe(2, [])
      const response = await createList(
        {
          listName: { en: '  Fattoush night ', ar: 'ليلة الفتوش' },
          list: entries.map((entry) => entry.id),
          recipeId: source.id,
        },
        cook,
      )
      const { data, message } = ok<ShoppingList>(response, 201)
      expect(message).toBe('Shopping list created successfully')
      expect(data.listName).toEqual({ en: 'Fattoush night', ar: 'ليلة الفتوش' })
      expect(data.recipeId).toBe(source.id)
      expect(data.recipes).toEqual([{ _id: source.id, title: source.title }])
      expect(data.list).toEqual(
        entries.map((entry) => ({
          _id: expect.any(String),
          ingredientId: entry.id,
          name: { en: entry.nameEn, ar: entry.nameAr },
          image: entry.imageUrl ? { url: entry.imageUrl, key: entry.imageKey } : null,
          aisle: aisleOfGroup(entry.group),
          // Not in the recipe: no amount.
          quantities: [],
          recipes: [{ _id: source.id, title: source.title }],
          checked: false,
        })),
      )
      expect([data.itemCount, data.checkedCount]).toEqual([4, 0])
      expect(Date.now() - Date.parse(data.createdAt)).toBeLessThan(60_000)
      expect(data.updatedAt).toBe(data.createdAt)

      const [stored] = await db().select().from(t.shoppingLists).where(eq(t.shoppingLists.id, data._id))
      expect(stored).toMatchObject({ userId: cook.id, nameEn: 'Fattoush night', recipeId: source.id })
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
      expect(unnamed.recipes).toEqual([])
      const arabicOnly = ok<ShoppingList>(
        await createList({ listName: { en: '', ar: 'مشتريات الأسبوع' }, list: [entry!.id] }, cook),
        201,
      ).data
      expect(arabicOnly.listName).toEqual({ en: '', ar: 'مشتريات الأسبوع' })
    })

    it('comes with the recipe amounts, scaled by the servings chosen and merged per ingredient', async () => {
      const cook = await newAccount()
      const source = await recipe(4, [
        { key: 'all-purpose-flour', amount: 1, unit: 'cup' },
        { key: 'egg', amount: 2, unit: '' },
        { key: 'garlic', amount: 2, unit: 'clove' },
        { key: 'garlic', amount: 10, unit: 'g' },
        { key: 'salt', amount: null, unit: 'to taste' },
        { key: 'lemon', amount: 1, unit: '' },
        { key: null, amount: 3, unit: 'tbsp' },
      ])
      const list = await newList(cook, {
        list: [id('all-purpose-flour'), id('egg'), id('garlic'), id('salt')],
        recipeId: source.id,
        servings: 8,
      })
      expect(list.list.map((item) => [item.ingredientId, item.quantities])).toEqual([
        [id('all-purpose-flour'), [{ amount: 2, unit: 'cup' }]],
        [id('egg'), [{ amount: 4, unit: '' }]],
        // A clove does not convert to grams: two lines of one item.
        [
          id('garlic'),
          [
            { amount: 4, unit: 'clove' },
            { amount: 20, unit: 'g' },
          ],
        ],
        [id('salt'), [{ amount: null, unit: 'to taste' }]],
      ])
      expect(byIngredient(list, 'all-purpose-flour')!.aisle).toBe(
        aisleOfGroup(group.get('all-purpose-flour')),
      )
      expect(byIngredient(list, 'all-purpose-flour')!.recipes).toEqual([
        { _id: source.id, title: source.title },
      ])

      // Without servings: the recipe's own.
      const own = await newList(cook, { list: [id('all-purpose-flour')], recipeId: source.id })
      expect(own.list[0]!.quantities).toEqual([{ amount: 1, unit: 'cup' }])
      // Servings without a recipe mean nothing: refused.
      refused(
        await createList({ listName: { en: 'x', ar: '' }, list: [id('egg')], servings: 2 }, cook),
        400,
        'Servings only apply to a list made from a recipe.',
      )
    })

    it('refuses unknown ingredients (400) and an unknown recipe (404), storing nothing', async () => {
      const cook = await newAccount()
      const [entry] = await catalogue(1)
      const unknownIngredient = await createList(
        { listName: { en: 'Mine', ar: '' }, list: [entry!.id, UNKNOWN_ID] },
        cook,
      )
      expect(refused(unknownIngredient, 400, UNKNOWN_INGREDIENT).errMessage).toBe(
        'list[1]: unknown ingredient',
      )
      const unknownRecipe = await createList(
        { listName: { en: 'Mine', ar: '' }, list: [entry!.id], recipeId: UNKNOWN_ID },
        cook,
      )
      refused(unknownRecipe, 404, RECIPE_NOT_FOUND)
      const source = await recipe(1, [{ key: 'all-purpose-flour', amount: 1, unit: 'cup' }])
      const nothingChosen = await createList(
        { listName: { en: 'Mine', ar: '' }, list: [], recipeId: source.id },
        cook,
      )
      expect(refused(nothingChosen, 400, NO_INGREDIENT_CHOSEN).errMessage).toBe('list: empty with recipeId')
      const [rows] = await db()
        .select({ n: count() })
        .from(t.shoppingLists)
        .where(eq(t.shoppingLists.userId, cook.id))
      expect(Number(rows!.n)).toBe(0)
    })

    it('makes an empty list without a recipe (the New button), to fill with typed items', async () => {
      const cook = await newAccount()
      const empty = ok<ShoppingList>(
        await createList({ listName: { en: 'Weekend', ar: '' }, list: [] }, cook),
        201,
      ).data
      expect(empty).toMatchObject({ list: [], itemCount: 0 })
      expect(empty.listName.en).toBe('Weekend')
      const filled = ok<ShoppingList>(
        await addItems(empty._id, { text: '2 cups flour', lang: 'en' }, cook),
      ).data
      expect(filled.list).toHaveLength(1)
      expect(filled.list[0]!.quantities).toEqual([{ amount: 2, unit: 'cup' }])
    })

    it('answers 401 when signed out, for every operation', async () => {
      const [entry] = await catalogue(1)
      const response = await createList({ listName: { en: 'Signed out', ar: '' }, list: [entry!.id] }, null)
      expect(response.statusCode).toBe(401)
      const [rows] = await db()
        .select({ n: count() })
        .from(t.shoppingLists)
        .where(eq(t.shoppingLists.nameEn, 'Signed out'))
      expect(Number(rows!.n)).toBe(0)
      expect((await call('listShoppingLists', 'GET', '/list', null)).statusCode).toBe(401)
      expect((await call('getAllShoppingLists', 'GET', '/list/all-lists', null)).statusCode).toBe(401)
      expect((await getList(UNKNOWN_ID, null)).statusCode).toBe(401)
      expect((await call('setUnitSystem', 'PUT', '/user/units', null, { units: 'us' })).statusCode).toBe(401)
    })
  })

  describe('adding to a list', () => {
    it('merges a second recipe: 1 cup + 200 g flour is one line, 2 + 3 eggs, clove and grams stay apart', async () => {
      const cook = await newAccount()
      const first = await recipe(4, [
        { key: 'all-purpose-flour', amount: 1, unit: 'cup' },
        { key: 'egg', amount: 2, unit: '' },
        { key: 'garlic', amount: 2, unit: 'clove' },
      ])
      const second = await recipe(2, [
        { key: 'all-purpose-flour', amount: 200, unit: 'g' },
        { key: 'egg', amount: 3, unit: '' },
        { key: 'garlic', amount: 10, unit: 'g' },
        { key: 'lemon', amount: 1, unit: '' },
        { key: null, amount: 1, unit: 'pinch' },
      ])
      const created = await newList(cook, {
        list: [id('all-purpose-flour'), id('egg'), id('garlic')],
        recipeId: first.id,
      })
      const { data: list, message } = ok<ShoppingList>(
        await addItems(created._id, { recipeId: second.id }, cook),
      )
      expect(message).toBe('Added to the shopping list')
      // USDA: 1 cup of all-purpose flour is 125 g, so 200 g is 1.6 cups.
      expect(list.list.map((item) => [item.ingredientId, item.quantities])).toEqual([
        [id('all-purpose-flour'), [{ amount: 2.6, unit: 'cup' }]],
        [id('egg'), [{ amount: 5, unit: '' }]],
        [
          id('garlic'),
          [
            { amount: 2, unit: 'clove' },
            { amount: 10, unit: 'g' },
          ],
        ],
        [id('lemon'), [{ amount: 1, unit: '' }]],
      ])
      const both = [
        { _id: first.id, title: first.title },
        { _id: second.id, title: second.title },
      ]
      expect(byIngredient(list, 'all-purpose-flour')!.recipes).toEqual(both)
      expect(byIngredient(list, 'lemon')!.recipes).toEqual([both[1]])
      expect(list.recipes).toEqual(both)
      expect(list.itemCount).toBe(4)
      expect(Date.parse(list.updatedAt)).toBeGreaterThanOrEqual(Date.parse(list.createdAt))

      // The same recipe again, only the eggs, for 4 servings (twice the recipe's 2): 6 more.
      const again = ok<ShoppingList>(
        await addItems(created._id, { recipeId: second.id, list: [id('egg')], servings: 4 }, cook),
      ).data
      expect(byIngredient(again, 'egg')!.quantities).toEqual([{ amount: 11, unit: '' }])
      expect(byIngredient(again, 'egg')!.recipes).toEqual(both)
      const links = await db()
        .select({ n: count() })
        .from(t.shoppingListItemRecipes)
        .where(eq(t.shoppingListItemRecipes.itemId, byIngredient(again, 'egg')!._id))
      expect(Number(links[0]!.n)).toBe(2)
    })

    it('adds typed items in English and Arabic: catalogue names merge, other text is a free item', async () => {
      const cook = await newAccount()
      const source = await recipe(1, [{ key: 'all-purpose-flour', amount: 1, unit: 'cup' }])
      const list = await newList(cook, { list: [id('all-purpose-flour')], recipeId: source.id })

      const english = ok<ShoppingList>(
        await addItems(list._id, { text: '2 cups flour', lang: 'en' }, cook),
      ).data
      expect(english.list).toHaveLength(1)
      expect(english.list[0]!.quantities).toEqual([{ amount: 3, unit: 'cup' }])

      const arabic = ok<ShoppingList>(
        await addItems(list._id, { text: '٢٥٠ غرام طحين', lang: 'ar' }, cook),
      ).data
      expect(arabic.list).toHaveLength(1)
      expect(arabic.list[0]!.quantities).toEqual([{ amount: 5, unit: 'cup' }])

      const towels = ok<ShoppingList>(
        await addItems(list._id, { text: 'Paper towels', lang: 'en' }, cook),
      ).data
      expect(towels.list[1]).toEqual({
        _id: expect.any(String),
        ingredientId: null,
        name: { en: 'Paper towels', ar: 'Paper towels' },
        image: null,
        aisle: 'other',
        quantities: [],
        recipes: [],
        checked: false,
      })
      // The same free-text name in other letter case (and with an amount) is the same item.
      const moreTowels = ok<ShoppingList>(
        await addItems(list._id, { text: '2 paper TOWELS', lang: 'en' }, cook),
      ).data
      expect(moreTowels.list).toHaveLength(2)
      expect(moreTowels.list[1]!.quantities).toEqual([{ amount: 2, unit: '' }])

      const tissues = ok<ShoppingList>(
        await addItems(list._id, { text: '٣ علب مناديل ورقية', lang: 'ar' }, cook),
      ).data
      expect(tissues.list).toHaveLength(3)
      expect(tissues.list[2]).toMatchObject({
        ingredientId: null,
        name: { en: 'مناديل ورقية', ar: 'مناديل ورقية' },
        aisle: 'other',
        quantities: [{ amount: 3, unit: 'can' }],
      })

      const eggs = ok<ShoppingList>(await addItems(list._id, { text: '٣ بيض', lang: 'ar' }, cook)).data
      expect(byIngredient(eggs, 'egg')).toMatchObject({ quantities: [{ amount: 3, unit: '' }], recipes: [] })
    })

    it('unchecks an item that gets more: there is more to buy', async () => {
      const cook = await newAccount()
      const list = await newList(cook, { list: [id('egg')] })
      ok(await updateItem(list._id, list.list[0]!._id, { checked: true }, cook))
      const after = ok<ShoppingList>(await addItems(list._id, { text: '6 eggs', lang: 'en' }, cook)).data
      expect(after.list[0]).toMatchObject({ quantities: [{ amount: 6, unit: '' }], checked: false })
    })
  })

  describe('checking, editing and removing', () => {
    it('stores a check: a second session of the same person sees it, checked items last', async () => {
      const cook = await newAccount()
      const list = await newList(cook, { list: [id('egg'), id('lemon'), id('garlic')] })
      const lemon = byIngredient(list, 'lemon')!
      const { data: item, message } = ok<Item>(await updateItem(list._id, lemon._id, { checked: true }, cook))
      expect(message).toBe('Item saved')
      expect(item).toMatchObject({ _id: lemon._id, checked: true })

      const login = await server.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: cook.email, password: PASSWORD },
      })
      expect(login.statusCode, login.body).toBe(200)
      const laptop = { token: sessionCookie(login).value }
      expect(laptop.token).not.toBe(cook.token)
      const seen = ok<ShoppingList>(await getList(list._id, laptop)).data
      expect(seen.list.map((entry) => [entry.ingredientId, entry.checked])).toEqual([
        [id('egg'), false],
        [id('garlic'), false],
        [id('lemon'), true],
      ])
      expect([seen.itemCount, seen.checkedCount]).toEqual([3, 1])
      const summaries = ok<Summary[]>(await call('listShoppingLists', 'GET', '/list', laptop)).data
      expect(summaries).toEqual([
        expect.objectContaining({
          _id: list._id,
          listName: { en: 'Mine', ar: '' },
          itemCount: 3,
          checkedCount: 1,
        }),
      ])

      // Unchecked again: back in its place.
      ok(await updateItem(list._id, lemon._id, { checked: false }, cook))
      const back = ok<ShoppingList>(await getList(list._id, laptop)).data
      expect(back.list.map((entry) => entry.ingredientId)).toEqual([id('egg'), id('lemon'), id('garlic')])
    })

    it('renames an item (free text in the reader’s words) and replaces its amounts', async () => {
      const cook = await newAccount()
      const list = await newList(cook, { list: [id('egg')] })
      const egg = list.list[0]!
      const renamed = ok<Item>(
        await updateItem(list._id, egg._id, { name: '  Free-range   eggs ' }, cook),
      ).data
      expect(renamed).toMatchObject({
        ingredientId: null,
        name: { en: 'Free-range eggs', ar: 'Free-range eggs' },
        aisle: 'other',
        image: null,
      })
      const amounts = ok<Item>(
        await updateItem(
          list._id,
          egg._id,
          {
            quantities: [
              { amount: 12, unit: '' },
              { amount: 1, unit: 'dozen' },
            ],
          },
          cook,
        ),
      ).data
      expect(amounts.quantities).toEqual([
        { amount: 12, unit: '' },
        { amount: 1, unit: 'dozen' },
      ])
      const body = refused(
        await updateItem(list._id, egg._id, { quantities: [{ amount: 2, unit: 'bucketful' }] }, cook),
        400,
        UNKNOWN_UNIT,
      )
      expect(body.errMessage).toBe('quantities[0].unit: unknown unit')
      expect((await updateItem(list._id, egg._id, {}, cook)).statusCode).toBe(400)
      expect(
        (await updateItem(list._id, egg._id, { quantities: [{ amount: 0, unit: 'g' }] }, cook)).statusCode,
      ).toBe(400)
      const stored = ok<ShoppingList>(await getList(list._id, cook)).data
      expect(stored.list[0]!.quantities).toEqual(amounts.quantities)
    })

    it('removes an item, clears checked items, checks many at once', async () => {
      const cook = await newAccount()
      const first = await newList(cook, { list: [id('egg'), id('lemon'), id('garlic'), id('salt')] })
      const second = await newList(cook, { list: [id('tomato')] })
      const removed = await call(
        'deleteShoppingListItem',
        'DELETE',
        `/list/${first._id}/items/${byIngredient(first, 'salt')!._id}`,
        cook,
      )
      expect(ok(removed).message).toBe('Item removed')
      refused(
        await call(
          'deleteShoppingListItem',
          'DELETE',
          `/list/${first._id}/items/${byIngredient(first, 'salt')!._id}`,
          cook,
        ),
        404,
        ITEM_NOT_FOUND,
      )

      const picked = [byIngredient(first, 'egg')!._id, byIngredient(first, 'lemon')!._id, second.list[0]!._id]
      const checked = await call('checkShoppingListItems', 'POST', '/list/check', cook, {
        items: picked,
        checked: true,
      })
      expect(ok(checked).message).toBe('Items checked')
      const rows = await db()
        .select({ id: t.shoppingListItems.id, checked: t.shoppingListItems.checked })
        .from(t.shoppingListItems)
        .where(inArray(t.shoppingListItems.listId, [first._id, second._id]))
      expect(new Set(rows.filter((row) => row.checked).map((row) => row.id))).toEqual(new Set(picked))

      const cleared = await call(
        'clearCheckedShoppingListItems',
        'POST',
        `/list/${first._id}/clear-checked`,
        cook,
      )
      const { data, message } = ok<ShoppingList>(cleared)
      expect(message).toBe('Checked items cleared')
      expect(data.list.map((item) => item.ingredientId)).toEqual([id('garlic')])
      expect([data.itemCount, data.checkedCount]).toEqual([1, 0])
      // The other list is untouched.
      expect(ok<ShoppingList>(await getList(second._id, cook)).data.list[0]!.checked).toBe(true)

      // An item no longer there: refused whole, nothing changed.
      const partly = await call('checkShoppingListItems', 'POST', '/list/check', cook, {
        items: [second.list[0]!._id, picked[0]],
        checked: false,
      })
      expect(refused(partly, 404, ITEMS_NOT_FOUND).errMessage).toBe('items[1]: not on your lists')
      expect(ok<ShoppingList>(await getList(second._id, cook)).data.list[0]!.checked).toBe(true)
    })

    it('renames and deletes a list', async () => {
      const cook = await newAccount()
      const list = await newList(cook, { list: [id('egg')] })
      const renamed = await call('renameShoppingList', 'PATCH', `/list/${list._id}`, cook, {
        listName: { en: ' Party ', ar: 'حفلة' },
      })
      expect(ok<ShoppingList>(renamed).data.listName).toEqual({ en: 'Party', ar: 'حفلة' })
      const unnamed = await call('renameShoppingList', 'PATCH', `/list/${list._id}`, cook, {
        listName: { en: '', ar: ' ' },
      })
      expect(ok<ShoppingList>(unnamed).data.listName).toEqual(FALLBACK_LIST_NAME)

      const deleted = await call('deleteShoppingList', 'DELETE', `/list/${list._id}`, cook)
      expect(ok(deleted).message).toBe('Shopping list deleted')
      refused(await getList(list._id, cook), 404, LIST_NOT_FOUND)
      const [items] = await db()
        .select({ n: count() })
        .from(t.shoppingListItems)
        .where(eq(t.shoppingListItems.listId, list._id))
      expect(Number(items!.n)).toBe(0)
      expect(ok<Summary[]>(await call('listShoppingLists', 'GET', '/list', cook)).data).toEqual([])
    })
  })

  describe('All Lists', () => {
    it('is empty without lists, and merges every list: one row per ingredient with its items and lists', async () => {
      const cook = await newAccount()
      expect(ok<AllLists>(await allLists(cook)).data).toEqual({
        list: [],
        recipes: [],
        itemCount: 0,
        checkedCount: 0,
      })

      const pancakes = await recipe(1, [
        { key: 'all-purpose-flour', amount: 1, unit: 'cup' },
        { key: 'egg', amount: 2, unit: '' },
      ])
      const bread = await recipe(1, [{ key: 'all-purpose-flour', amount: 250, unit: 'g' }])
      const older = await newList(cook, {
        listName: { en: 'Pancakes', ar: '' },
        list: [id('all-purpose-flour'), id('egg')],
        recipeId: pancakes.id,
      })
      const newer = await newList(cook, {
        listName: { en: 'Bread', ar: '' },
        list: [id('all-purpose-flour')],
        recipeId: bread.id,
      })
      ok(await addItems(newer._id, { text: 'Paper towels', lang: 'en' }, cook))
      ok(await addItems(older._id, { text: 'paper towels', lang: 'en' }, cook))

      const { data } = ok<AllLists>(await allLists(cook))
      const flourRow = data.list.find((row) => row.ingredientId === id('all-purpose-flour'))!
      expect(flourRow).toMatchObject({
        _id: byIngredient(newer, 'all-purpose-flour')!._id,
        itemIds: [
          byIngredient(newer, 'all-purpose-flour')!._id,
          byIngredient(older, 'all-purpose-flour')!._id,
        ],
        // 250 g first (the newer list), then a cup of flour is 125 g.
        quantities: [{ amount: 375, unit: 'g' }],
        lists: [
          { _id: newer._id, listName: { en: 'Bread', ar: '' } },
          { _id: older._id, listName: { en: 'Pancakes', ar: '' } },
        ],
        checked: false,
      })
      expect(flourRow.recipes.map((ref) => ref._id).sort()).toEqual([pancakes.id, bread.id].sort())
      expect(data.list.map((row) => row.name.en)).toEqual(['All-purpose flour', 'Paper towels', 'Egg'])
      expect(data.list[1]!.itemIds).toHaveLength(2)
      expect([data.itemCount, data.checkedCount]).toEqual([3, 0])

      // A row is checked when all its items are; checked rows go last.
      ok(
        await call('checkShoppingListItems', 'POST', '/list/check', cook, {
          items: [flourRow.itemIds[0]],
          checked: true,
        }),
      )
      expect(ok<AllLists>(await allLists(cook)).data.list[0]!.checked).toBe(false)
      ok(
        await call('checkShoppingListItems', 'POST', '/list/check', cook, {
          items: flourRow.itemIds,
          checked: true,
        }),
      )
      const after = ok<AllLists>(await allLists(cook)).data
      expect(after.list.map((row) => [row.name.en, row.checked])).toEqual([
        ['Paper towels', false],
        ['Egg', false],
        ['All-purpose flour', true],
      ])
      expect(after.checkedCount).toBe(1)
    })
  })

  describe('only the owner', () => {
    it('answers 404 to anyone else on every operation and changes nothing', async () => {
      const owner = await newAccount()
      const stranger = await newAccount()
      const source = await recipe(2, [{ key: 'egg', amount: 2, unit: '' }])
      const list = await newList(owner, { list: [id('egg'), id('lemon')], recipeId: source.id })
      const itemId = list.list[0]!._id
      const before = ok<ShoppingList>(await getList(list._id, owner)).data

      const attempts = [
        await getList(list._id, stranger),
        await call('renameShoppingList', 'PATCH', `/list/${list._id}`, stranger, {
          listName: { en: 'Mine', ar: '' },
        }),
        await call('deleteShoppingList', 'DELETE', `/list/${list._id}`, stranger),
        await addItems(list._id, { recipeId: source.id }, stranger),
        await addItems(list._id, { text: '2 eggs', lang: 'en' }, stranger),
        await updateItem(list._id, itemId, { checked: true }, stranger),
        await call('deleteShoppingListItem', 'DELETE', `/list/${list._id}/items/${itemId}`, stranger),
        await call('clearCheckedShoppingListItems', 'POST', `/list/${list._id}/clear-checked`, stranger),
      ]
      for (const response of attempts) refused(response, 404, LIST_NOT_FOUND)
      // The stranger's own list with the owner's item id: the item is not on it.
      const theirs = await newList(stranger, { list: [id('egg')] })
      refused(await updateItem(theirs._id, itemId, { checked: true }, stranger), 404, ITEM_NOT_FOUND)
      refused(
        await call('deleteShoppingListItem', 'DELETE', `/list/${theirs._id}/items/${itemId}`, stranger),
        404,
        ITEM_NOT_FOUND,
      )
      refused(
        await call('checkShoppingListItems', 'POST', '/list/check', stranger, {
          items: [theirs.list[0]!._id, itemId],
          checked: true,
        }),
        404,
        ITEMS_NOT_FOUND,
      )
      // An unknown id reads the same as another person's.
      refused(await getList(UNKNOWN_ID, owner), 404, LIST_NOT_FOUND)

      expect(ok<ShoppingList>(await getList(list._id, owner)).data).toEqual(before)
      expect(ok<ShoppingList>(await getList(theirs._id, stranger)).data.list[0]!.checked).toBe(false)
      const strangerSees = ok<AllLists>(await allLists(stranger)).data
      expect(strangerSees.list.flatMap((row) => row.itemIds)).toEqual([theirs.list[0]!._id])
      expect(
        ok<Summary[]>(await call('listShoppingLists', 'GET', '/list', stranger)).data.map((s) => s._id),
      ).toEqual([theirs._id])
    })
  })

  describe('bad input', () => {
    it('answers a sentence and writes nothing', async () => {
      const cook = await newAccount()
      const source = await recipe(2, [{ key: 'egg', amount: 2, unit: '' }])
      const empty = await recipe(2, [{ key: null, amount: 1, unit: 'cup' }])
      const list = await newList(cook, { list: [id('egg')] })
      const before = ok<ShoppingList>(await getList(list._id, cook)).data

      const notInRecipe = refused(
        await addItems(list._id, { recipeId: source.id, list: [id('egg'), id('lemon')] }, cook),
        400,
        NOT_IN_RECIPE,
      )
      expect(notInRecipe.errMessage).toBe('list[1]: not an ingredient of the recipe')
      refused(await addItems(list._id, { recipeId: UNKNOWN_ID }, cook), 404, RECIPE_NOT_FOUND)
      refused(await addItems(list._id, { recipeId: empty.id }, cook), 400)
      refused(await addItems(list._id, { text: '2 cups', lang: 'en' }, cook), 400)
      expect((await addItems(list._id, { text: '   ', lang: 'en' }, cook)).statusCode).toBe(400)
      expect((await addItems(list._id, { text: 'eggs', lang: 'fr' }, cook)).statusCode).toBe(400)
      expect(
        (await addItems(list._id, { recipeId: source.id, text: 'eggs', lang: 'en' }, cook)).statusCode,
      ).toBe(400)
      refused(await addItems(list._id, { text: '2000000 eggs', lang: 'en' }, cook), 400, AMOUNT_TOO_LARGE)
      expect(
        (
          await call('renameShoppingList', 'PATCH', `/list/${list._id}`, cook, {
            listName: { en: 'x'.repeat(201), ar: '' },
          })
        ).statusCode,
      ).toBe(400)
      expect(
        (await call('checkShoppingListItems', 'POST', '/list/check', cook, { items: [], checked: true }))
          .statusCode,
      ).toBe(400)
      expect((await getList('not-a-uuid', cook)).statusCode).toBe(400)

      expect(ok<ShoppingList>(await getList(list._id, cook)).data).toEqual(before)
    })
  })

  describe('on a partner page', () => {
    it('takes the embed token (bearer, its own origin) on every list operation, CORS to that partner', async () => {
      const cook = await newAccount()
      const made = await server.app.inject({
        method: 'POST',
        url: '/api/v1/embed/session',
        headers: { origin: SUFRA },
        cookies: { [SESSION_COOKIE]: cook.token },
        payload: { origin: PARTNER },
      })
      expect(made.statusCode, made.body).toBe(201)
      const token = (made.json() as { data: { token: string } }).data.token
      const widget = (
        method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
        url: string,
        payload?: unknown,
        origin = PARTNER,
      ) =>
        server.app.inject({
          method,
          url: `/api/v1${url}`,
          headers: { authorization: `Bearer ${token}`, origin },
          ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
        })

      const created = await widget('POST', '/list/create', {
        listName: { en: 'Blog', ar: '' },
        list: [id('egg')],
      })
      const list = ok<ShoppingList>(created, 201).data
      expect(created.headers['access-control-allow-origin']).toBe(PARTNER)
      const added = await widget('POST', `/list/${list._id}/items`, { text: '2 lemons', lang: 'en' })
      expect(ok<ShoppingList>(added).data.list).toHaveLength(2)
      const checked = await widget('PATCH', `/list/${list._id}/items/${list.list[0]!._id}`, { checked: true })
      expect(ok<Item>(checked).data.checked).toBe(true)
      ok(await widget('POST', '/list/check', { items: [list.list[0]!._id], checked: false }))
      ok(await widget('POST', `/list/${list._id}/clear-checked`))
      ok(await widget('PATCH', `/list/${list._id}`, { listName: { en: 'Blog list', ar: '' } }))
      for (const url of ['/list', '/list/all-lists', `/list/${list._id}`]) {
        const read = await widget('GET', url)
        expect(read.statusCode, url).toBe(200)
        expect(read.headers['access-control-allow-origin']).toBe(PARTNER)
      }
      // Each call ran its handler once: one Create made one list (a bearer call once ran twice).
      expect(ok<Array<{ _id: string }>>(await widget('GET', '/list')).data.map((one) => one._id)).toEqual([
        list._id,
      ])
      const [owned] = await db()
        .select({ lists: count() })
        .from(t.shoppingLists)
        .where(eq(t.shoppingLists.userId, cook.id))
      expect(owned?.lists).toBe(1)
      ok(await widget('PUT', '/user/units', { units: 'us' }))
      ok(await widget('DELETE', `/list/${list._id}/items/${list.list[0]!._id}`))
      // The token belongs to PARTNER: from another partner it is refused, nothing done.
      expect((await widget('DELETE', `/list/${list._id}`, undefined, OTHER_PARTNER)).statusCode).toBe(401)
      expect(ok<ShoppingList>(await getList(list._id, cook)).data.listName.en).toBe('Blog list')
      ok(await widget('DELETE', `/list/${list._id}`))
      refused(await getList(list._id, cook), 404, LIST_NOT_FOUND)

      const preflight = await server.app.inject({
        method: 'OPTIONS',
        url: `/api/v1/list/${list._id}/items/${list.list[0]!._id}`,
        headers: { origin: PARTNER, 'access-control-request-method': 'PATCH' },
      })
      expect(preflight.headers['access-control-allow-origin']).toBe(PARTNER)
      expect(preflight.headers['access-control-allow-methods']).toBe('PATCH, DELETE')
    })
  })

  describe('units', () => {
    it('keeps the person’s metric or US choice (metric at first)', async () => {
      const cook = await newAccount()
      const profile = async () =>
        ok<{ units: string }>(await call('getCurrentUser', 'GET', '/user/profile', cook)).data.units
      expect(await profile()).toBe('metric')
      const saved = await call('setUnitSystem', 'PUT', '/user/units', cook, { units: 'us' })
      expect(ok(saved).message).toBe('Units saved')
      expect(await profile()).toBe('us')
      const [row] = await db()
        .select({ units: t.users.unitSystem })
        .from(t.users)
        .where(eq(t.users.id, cook.id))
      expect(row!.units).toBe('us')
      expect(
        (await call('setUnitSystem', 'PUT', '/user/units', cook, { units: 'imperial' })).statusCode,
      ).toBe(400)
      expect(await profile()).toBe('us')
      ok(await call('setUnitSystem', 'PUT', '/user/units', cook, { units: 'metric' }))
      expect(await profile()).toBe('metric')
      const [other] = await db()
        .select({ n: count() })
        .from(t.users)
        .where(and(eq(t.users.unitSystem, 'us'), eq(t.users.id, cook.id)))
      expect(Number(other!.n)).toBe(0)
    })
  })
})
