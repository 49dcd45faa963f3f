/**
 * Shopping-list PDFs on each database engine, read back with poppler's pdftotext: a list in English and
 * Arabic with its aisles, items and amounts in the units asked for (or the person's), user text that
 * looks like markup printed as typed, the file name, All Lists, the owner rule (404 for anyone else)
 * and the rate limit shared with recipe PDFs.
 */
import { aisleOfGroup, type Aisle } from '@sufra/core'
import { translator } from '@sufra/i18n/translate'
import { asc, eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { SESSION_COOKIE } from '../../http/session-viewer'
import { pdfText } from '../../testing/pdf-text'
import { engines, expectContractResponse, startTestServer, type TestServer } from '../../testing/test-server'
import { signUp } from '../session/session-testing'

/** pdftotext moves the space beside a number in a right-to-left line: Arabic is compared without spaces. */
const squash = (text: string) => text.replace(/\s+/g, '')

const contentDispositionName = (header: string) => {
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(header)?.[1]
  return encoded ? decodeURIComponent(encoded) : undefined
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
const MARKUP_ITEM = '<script>alert("x")</script> {count, plural, one {#} other {#}} & Co.'
const en = translator('en')
const ar = translator('ar')

let addresses = 0
/** Each call from its own address, so only the rate-limit test runs into the limit. */
const nextAddress = () => `10.1.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`

interface Account {
  id: string
  token: string
}

interface Ingredient {
  id: string
  nameEn: string
  nameAr: string
  aisle: Aisle
}

describe.each(engines)(
  'shopping-list PDF (%s)',
  (engine) => {
    let server: TestServer
    let owner: Account
    let stranger: Account
    let usCook: Account
    let weekendId: string
    let partyId: string
    let usListId: string
    let recipes: { id: string; titleEn: string; titleAr: string }[]
    /** Three catalogue ingredients in three different aisles. */
    let ingredients: Ingredient[]

    const db = () => server.database.db

    async function insertList(
      userId: string,
      name: { en: string; ar: string },
      items: {
        ingredientId?: string
        name?: string
        quantities: { amount: number | null; unit: string }[]
        checked?: boolean
        recipeIds?: string[]
      }[],
    ) {
      return db().transaction(async (tx) => {
        const [list] = await tx
          .insert(t.shoppingLists)
          .values({ userId, nameEn: name.en, nameAr: name.ar })
          .returning({ id: t.shoppingLists.id })
        for (const [position, entry] of items.entries()) {
          const [row] = await tx
            .insert(t.shoppingListItems)
            .values({
              listId: list!.id,
              position,
              ingredientId: entry.ingredientId ?? null,
              nameEn: entry.name ?? '',
              nameAr: entry.name ?? '',
              quantities: entry.quantities,
              checked: entry.checked ?? false,
            })
            .returning({ id: t.shoppingListItems.id })
          for (const recipeId of entry.recipeIds ?? [])
            await tx.insert(t.shoppingListItemRecipes).values({ itemId: row!.id, recipeId })
        }
        return list!.id
      })
    }

    beforeAll(async () => {
      server = await startTestServer(engine, { config: { rateLimits: { pdf: { points: 3, seconds: 60 } } } })
      owner = await signUp(server, 'owner@list-pdf.test')
      stranger = await signUp(server, 'stranger@list-pdf.test')
      usCook = await signUp(server, 'us-cook@list-pdf.test')
      await db().update(t.users).set({ unitSystem: 'us' }).where(eq(t.users.id, usCook.id))
      recipes = await db()
        .select({ id: t.recipes.id, titleEn: t.recipes.titleEn, titleAr: t.recipes.titleAr })
        .from(t.recipes)
        .orderBy(asc(t.recipes.createdAt))
        .limit(2)
      const catalogue = await db()
        .select({
          id: t.ingredients.id,
          nameEn: t.ingredients.nameEn,
          nameAr: t.ingredients.nameAr,
          group: t.ingredients.group,
        })
        .from(t.ingredients)
        .orderBy(asc(t.ingredients.key))
      const byAisle = new Map<Aisle, Ingredient>()
      for (const row of catalogue) {
        const aisle = aisleOfGroup(row.group)
        if (aisle !== 'other' && !byAisle.has(aisle) && row.nameEn && row.nameAr)
          byAisle.set(aisle, { id: row.id, nameEn: row.nameEn, nameAr: row.nameAr, aisle })
      }
      ingredients = [...byAisle.values()].slice(0, 3)
      expect(ingredients).toHaveLength(3)
      const [first, second, third] = ingredients as [Ingredient, Ingredient, Ingredient]
      const [hummus, other] = recipes as [(typeof recipes)[number], (typeof recipes)[number]]
      weekendId = await insertList(owner.id, { en: 'Weekend <b>{feast}</b>', ar: 'وليمة نهاية الأسبوع' }, [
        { ingredientId: first.id, quantities: [{ amount: 400, unit: 'g' }], recipeIds: [hummus.id] },
        {
          ingredientId: second.id,
          quantities: [{ amount: 2, unit: 'cup' }],
          checked: true,
          recipeIds: [hummus.id, other.id],
        },
        { ingredientId: third.id, quantities: [{ amount: null, unit: 'to taste' }] },
        { name: MARKUP_ITEM, quantities: [{ amount: 3, unit: '' }] },
      ])
      partyId = await insertList(owner.id, { en: 'Party', ar: 'الحفلة' }, [
        { ingredientId: first.id, quantities: [{ amount: 1, unit: 'kg' }] },
      ])
      usListId = await insertList(usCook.id, { en: 'Groceries', ar: '' }, [
        { ingredientId: first.id, quantities: [{ amount: 400, unit: 'g' }] },
      ])
    }, 180_000)
    afterAll(() => server?.close())

    async function download(
      body: Record<string, unknown>,
      account: Account | null = owner,
      remoteAddress = nextAddress(),
    ) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/v1/list/pdf',
        cookies: account ? { [SESSION_COOKIE]: account.token } : {},
        payload: body,
        remoteAddress,
      })
      expectContractResponse('downloadShoppingListPdf', response)
      return response
    }

    function expectPdf(response: LightMyRequestResponse) {
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200)
      expect(response.headers['content-type']).toBe('application/pdf')
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      // Lines joined: a long name wraps.
      return pdfText(response.rawPayload).replace(/\s+/g, ' ')
    }

    it('prints a list in English: name, recipes, aisles, items with amounts, checked and markup as typed', async () => {
      const response = await download({ list: weekendId, lang: 'en', units: 'metric' })
      const text = expectPdf(response)
      expect(response.headers['content-disposition']).toBe('attachment; filename="Weekend b {feast} b.pdf"')
      const [first, second, third] = ingredients as [Ingredient, Ingredient, Ingredient]
      for (const words of [
        'Weekend <b>{feast}</b>',
        '1 of 4 items checked',
        'Recipes on this list',
        recipes[0]!.titleEn,
        recipes[1]!.titleEn,
        en(`shoppingList.aisle.${first.aisle}`),
        en(`shoppingList.aisle.${second.aisle}`),
        en(`shoppingList.aisle.${third.aisle}`),
        'Other',
        first.nameEn,
        '400 grams',
        second.nameEn,
        '473 millilitres',
        third.nameEn,
        'to taste',
        `From ${recipes[0]!.titleEn}`,
        MARKUP_ITEM,
      ])
        expect(text).toContain(words)
    })

    it('prints the amounts in US units when asked, and in the person’s units by default', async () => {
      const us = expectPdf(await download({ list: weekendId, lang: 'en', units: 'us' }))
      expect(us).toContain('14.1 ounces')
      expect(us).toContain('2 cups')
      expect(us).not.toContain('grams')
      // The owner keeps metric (the default); this cook chose US units.
      expect(expectPdf(await download({ list: weekendId, lang: 'en' }))).toContain('400 grams')
      const response = await download({ list: usListId, lang: 'en' }, usCook)
      expect(expectPdf(response)).toContain('14.1 ounces')
      expect(response.headers['content-disposition']).toBe('attachment; filename="Groceries.pdf"')
      // The other units when asked.
      expect(expectPdf(await download({ list: usListId, lang: 'en', units: 'metric' }, usCook))).toContain(
        '400 grams',
      )
    })

    it('prints a list in Arabic with Arabic aisles, names and unit labels, and an Arabic file name', async () => {
      const response = await download({ list: weekendId, lang: 'ar', units: 'metric' })
      const text = squash(expectPdf(response))
      const disposition = response.headers['content-disposition'] as string
      expect(disposition).toContain('filename="shopping-list.pdf"')
      expect(contentDispositionName(disposition)).toBe('وليمة نهاية الأسبوع.pdf')
      const [first, second, third] = ingredients as [Ingredient, Ingredient, Ingredient]
      for (const words of [
        'وليمة نهاية الأسبوع',
        'الوصفات في هذه القائمة',
        recipes[0]!.titleAr,
        ar(`shoppingList.aisle.${first.aisle}`),
        ar(`shoppingList.aisle.${second.aisle}`),
        ar(`shoppingList.aisle.${third.aisle}`),
        'أخرى',
        first.nameAr,
        '400 غرام',
        second.nameAr,
        '473 مل',
        third.nameAr,
        'حسب الرغبة',
        MARKUP_ITEM,
      ])
        expect(text).toContain(squash(words))
      expect(text).not.toContain('grams')
    })

    it('prints All Lists merged, with the lists each row is on', async () => {
      const response = await download({ list: 'all-lists', lang: 'en', units: 'metric' })
      const text = expectPdf(response)
      expect(response.headers['content-disposition']).toBe('attachment; filename="All Lists.pdf"')
      for (const words of [
        'All Lists',
        ingredients[0]!.nameEn,
        '1.4 kilograms',
        'On Party, Weekend <b>{feast}</b>',
        MARKUP_ITEM,
      ])
        expect(text).toContain(words)
      const arabic = squash(expectPdf(await download({ list: 'all-lists', lang: 'ar', units: 'us' })))
      for (const words of ['كل القوائم', ingredients[0]!.nameAr, '3.09 رطل'])
        expect(arabic).toContain(squash(words))
      // Another person's All Lists holds none of these.
      const theirs = expectPdf(await download({ list: 'all-lists', lang: 'en' }, stranger))
      expect(theirs).toContain('0 items')
      expect(theirs).toContain('This list has no items yet.')
      expect(theirs).not.toContain(ingredients[0]!.nameEn)
    })

    it('answers 404 for another person’s list or an unknown one, and 401 when signed out', async () => {
      for (const [body, account] of [
        [{ list: weekendId, lang: 'en' }, stranger],
        [{ list: partyId, lang: 'ar' }, usCook],
        [{ list: UNKNOWN_ID, lang: 'en' }, owner],
      ] as const) {
        const response = await download(body, account)
        expect(response.statusCode).toBe(404)
        expect((response.json() as { message: string }).message).toBe('Shopping list not found.')
      }
      expect((await download({ list: weekendId, lang: 'en' }, null)).statusCode).toBe(401)
      expect((await download({ list: 'some-list', lang: 'en' })).statusCode).toBe(400)
      expect((await download({ list: weekendId, lang: 'en', units: 'imperial' })).statusCode).toBe(400)
    })

    it('limits how many PDFs one address makes', async () => {
      const address = nextAddress()
      for (let index = 0; index < 3; index++)
        expect((await download({ list: partyId, lang: 'en' }, owner, address)).statusCode).toBe(200)
      const limited = await download({ list: partyId, lang: 'en' }, owner, address)
      expect(limited.statusCode).toBe(429)
    })
  },
  30_000,
)
