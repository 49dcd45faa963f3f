/**
 * The meal planner on each database engine, on the demo content, with the server's clock set by the test:
 * days saved and read back with their recipes' summaries, week (Saturday to Friday) and month ranges,
 * expired days refused around midnight in two time zones (UTC+14 and UTC−7/−8) with nothing written,
 * the whole-week write in one transaction, unknown recipes named by position, and another person's plan
 * never read or written.
 */
import { recipeNutrientById } from '@sufra/core'
import { asc, eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { SESSION_COOKIE } from '../../http/session-viewer'
import { engines, expectContractResponse, startTestServer, type TestServer } from '../../testing/test-server'
import { expectErrorBody, signUp } from '../session/session-testing'
import { EXPIRED_DELETE, EXPIRED_UPDATE } from './expiry'
import { ONE_WEEK, UNKNOWN_RECIPE } from './routes'

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
const KIRITIMATI = 'Pacific/Kiritimati' // UTC+14 all year
const LOS_ANGELES = 'America/Los_Angeles' // UTC−7 in March after the 8th (PDT), UTC−8 in winter

interface Account {
  id: string
  token: string
}

interface PlanRecipe {
  _id: string
  title: { en: string; ar: string }
  servings: number
  nutrition: { servings: number; perServing: true; nutrients: { nutrientId: number; amount: number }[] }
}

interface Day {
  _id: string
  date: string
  mealPlan: Record<string, (PlanRecipe | null)[]>
}

describe.each(engines)('meal planner (%s)', (engine) => {
  let server: TestServer
  let clock = Date.parse('2026-03-10T12:00:00Z')
  const setClock = (iso: string) => {
    clock = Date.parse(iso)
  }
  let recipeIds: string[] = []
  let accounts = 0
  const newAccount = () => signUp(server, `cook${++accounts}@planner.test`)
  const db = () => server.database.db

  beforeAll(async () => {
    server = await startTestServer(engine, {
      config: { now: () => clock, rateLimits: { signup: { points: 1000, seconds: 60 } } },
    })
    const rows = await db().select({ id: t.recipes.id }).from(t.recipes).orderBy(asc(t.recipes.createdAt))
    recipeIds = rows.map((row) => row.id)
  }, 120_000)
  afterAll(() => server?.close())
  beforeEach(() => setClock('2026-03-10T12:00:00Z'))

  async function call(
    operationId: string,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    account: Account | null,
    payload?: Record<string, unknown>,
  ) {
    const response = await server.app.inject({
      method,
      url: `/api/v1${url}`,
      cookies: account ? { [SESSION_COOKIE]: account.token } : {},
      ...(payload ? { payload } : {}),
    })
    expectContractResponse(operationId, response)
    return response
  }

  const save = (account: Account | null, body: Record<string, unknown>) =>
    call('saveMealPlan', 'POST', '/meal-planner/create', account, body)
  const saveWeek = (account: Account | null, body: Record<string, unknown>) =>
    call('saveWeekMealPlans', 'POST', '/meal-planner/week', account, body)
  const read = (account: Account | null, date: string) =>
    call('getMealPlan', 'GET', `/meal-planner/${date}`, account)
  const remove = (account: Account | null, date: string, timeZone?: string) =>
    call(
      'deleteMealPlan',
      'DELETE',
      `/meal-planner/delete/${date}${timeZone ? `?timeZone=${encodeURIComponent(timeZone)}` : ''}`,
      account,
    )
  const week = (account: Account, date?: string) =>
    call('getWeekMealPlans', 'GET', `/meal-planner/week${date ? `?date=${date}` : ''}`, account)
  const month = (account: Account, date?: string) =>
    call('getMonthMealPlans', 'GET', `/meal-planner/month${date ? `?date=${date}` : ''}`, account)

  function ok<T>(response: LightMyRequestResponse): { data: T; message: string } {
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as { data: T; message: string }
  }

  /** The stored slots of a person's day (undefined when there is no row). */
  async function stored(account: Account, date: string) {
    const rows = await db().select().from(t.mealPlans).where(eq(t.mealPlans.userId, account.id))
    return rows.find((row) => row.date === date)?.slots
  }
  const storedZone = async (account: Account) =>
    (await db().select({ zone: t.users.timeZone }).from(t.users).where(eq(t.users.id, account.id)))[0]!.zone

  /** Only recipe ids, as a day answers them. */
  const idsOf = (day: Day) =>
    Object.fromEntries(
      Object.entries(day.mealPlan).map(([name, slots]) => [name, slots.map((slot) => slot?._id ?? null)]),
    )

  describe('a day', () => {
    it('saves a day with a trailing empty slot kept and reads it back with the recipes and their nutrition', async () => {
      const cook = await newAccount()
      const [a, b, c] = recipeIds as [string, string, string]
      const { data, message } = ok<Day>(
        await save(cook, {
          date: '2026-03-10',
          mealPlan: { Dinner: [c, null, null], Breakfast: [a.toUpperCase(), b], 'Late snack': [] },
          timeZone: LOS_ANGELES,
        }),
      )
      expect(message).toBe('Saved plan for 2026-03-10!')
      expect(data.date).toBe('2026-03-10')
      // The defaults in the spec's order, then the person's own; one trailing empty slot per row.
      expect(Object.keys(data.mealPlan)).toEqual(['Breakfast', 'Dinner', 'Late snack'])
      expect(idsOf(data)).toEqual({ Breakfast: [a, b, null], Dinner: [c, null], 'Late snack': [null] })
      expect(await stored(cook, '2026-03-10')).toEqual({
        Breakfast: [a, b, null],
        Dinner: [c, null],
        'Late snack': [null],
      })

      const [recipe] = await db().select().from(t.recipes).where(eq(t.recipes.id, a))
      const first = data.mealPlan.Breakfast![0]!
      expect(first.title).toEqual({ en: recipe!.titleEn, ar: recipe!.titleAr })
      expect(first.servings).toBe(recipe!.servings)
      expect(first.nutrition.perServing).toBe(true)
      expect(first.nutrition.nutrients.map((n) => [n.nutrientId, n.amount])).toEqual(
        recipe!.nutrition
          .filter((n) => recipeNutrientById.has(n.nutrientId))
          .map((n) => [n.nutrientId, n.amount]),
      )
      expect(first.nutrition.nutrients.length).toBeGreaterThan(0)

      expect(ok<Day>(await read(cook, '2026-03-10')).data).toEqual(data)
      expect(await storedZone(cook)).toBe(LOS_ANGELES)
    })

    it('answers 404 for a day without a plan, 400 for a day that does not exist, 401 signed out', async () => {
      const cook = await newAccount()
      expect(expectErrorBody(await read(cook, '2026-03-11'), 404).message).toBe(
        'There is no meal plan for this day.',
      )
      expectErrorBody(await read(cook, '2026-02-30'), 400)
      expectErrorBody(await save(cook, { date: '2026-02-30', mealPlan: {} }), 400)
      expectErrorBody(await read(null, '2026-03-11'), 401)
      expectErrorBody(await save(null, { date: '2026-03-11', mealPlan: {} }), 401)
      expectErrorBody(await remove(null, '2026-03-11'), 401)
    })

    it('replaces the whole day on a second save and deletes it', async () => {
      const cook = await newAccount()
      const [a, b] = recipeIds as [string, string]
      ok(await save(cook, { date: '2026-03-12', mealPlan: { Lunch: [a], Dinner: [b] } }))
      const { data } = ok<Day>(await save(cook, { date: '2026-03-12', mealPlan: { Lunch: [b] } }))
      expect(idsOf(data)).toEqual({ Lunch: [b, null] })
      expect(await stored(cook, '2026-03-12')).toEqual({ Lunch: [b, null] })
      expect(ok(await remove(cook, '2026-03-12')).message).toBe('The meal plan was deleted.')
      expect(await stored(cook, '2026-03-12')).toBeUndefined()
      expectErrorBody(await remove(cook, '2026-03-12'), 404)
    })

    it('refuses unknown recipe ids naming the position, writing nothing', async () => {
      const cook = await newAccount()
      const [a, b] = recipeIds as [string, string]
      ok(await save(cook, { date: '2026-03-12', mealPlan: { Lunch: [a] } }))
      const response = await save(cook, {
        date: '2026-03-12',
        mealPlan: { Breakfast: [b], Lunch: [a, null, UNKNOWN_ID] },
      })
      const body = expectErrorBody(response, 400) as { message: string; errMessage?: string }
      expect(body.message).toBe(UNKNOWN_RECIPE)
      expect(body.errMessage).toBe('mealPlan.Lunch[2]: unknown recipe')
      expect(await stored(cook, '2026-03-12')).toEqual({ Lunch: [a, null] })
    })

    it('shows a recipe deleted since as an empty slot', async () => {
      const cook = await newAccount()
      const gone = recipeIds.at(-1)!
      const kept = recipeIds[0]!
      ok(await save(cook, { date: '2026-03-13', mealPlan: { Dinner: [kept, gone] } }))
      await db().delete(t.recipes).where(eq(t.recipes.id, gone))
      const { data } = ok<Day>(await read(cook, '2026-03-13'))
      expect(idsOf(data)).toEqual({ Dinner: [kept, null, null] })
      expect(idsOf(ok<Day[]>(await week(cook, '2026-03-13')).data[0]!)).toEqual({
        Dinner: [kept, null, null],
      })
    })
  })

  describe('expired days, in the person’s time zone', () => {
    const plan = () => ({ Lunch: [recipeIds[1]!] })

    it('Pacific/Kiritimati (UTC+14): the 10th can be changed until 10:00 UTC, then it is refused', async () => {
      const cook = await newAccount()
      setClock('2026-03-10T09:59:59Z') // 23:59:59 on the 10th in Kiritimati
      ok(await save(cook, { date: '2026-03-10', mealPlan: { Lunch: [recipeIds[0]!] }, timeZone: KIRITIMATI }))
      setClock('2026-03-10T10:00:00Z') // midnight: the 11th in Kiritimati (still the 10th in UTC)
      const refused = expectErrorBody(
        await save(cook, { date: '2026-03-10', mealPlan: plan(), timeZone: KIRITIMATI }),
        403,
      )
      expect(refused.message).toBe(EXPIRED_UPDATE)
      expect(expectErrorBody(await remove(cook, '2026-03-10', KIRITIMATI), 403).message).toBe(EXPIRED_DELETE)
      // The stored zone alone refuses too.
      expect(expectErrorBody(await save(cook, { date: '2026-03-10', mealPlan: plan() }), 403).message).toBe(
        EXPIRED_UPDATE,
      )
      expect(await stored(cook, '2026-03-10')).toEqual({ Lunch: [recipeIds[0]!, null] })
      // The 11th is today there.
      ok(await save(cook, { date: '2026-03-11', mealPlan: plan(), timeZone: KIRITIMATI }))
    })

    it('America/Los_Angeles (UTC−7): the 10th can be changed until 07:00 UTC on the 11th, then it is refused', async () => {
      const cook = await newAccount()
      setClock('2026-03-11T06:59:59Z') // 23:59:59 on the 10th in Los Angeles, already the 11th in UTC
      ok(
        await save(cook, { date: '2026-03-10', mealPlan: { Lunch: [recipeIds[0]!] }, timeZone: LOS_ANGELES }),
      )
      ok(await save(cook, { date: '2026-03-10', mealPlan: plan(), timeZone: LOS_ANGELES }))
      setClock('2026-03-11T07:00:00Z')
      expect(
        expectErrorBody(await save(cook, { date: '2026-03-10', mealPlan: {}, timeZone: LOS_ANGELES }), 403)
          .message,
      ).toBe(EXPIRED_UPDATE)
      expect(expectErrorBody(await remove(cook, '2026-03-10'), 403).message).toBe(EXPIRED_DELETE)
      expect(await stored(cook, '2026-03-10')).toEqual({ Lunch: [recipeIds[1]!, null] })
      // Winter time (UTC−8): midnight is 08:00 UTC.
      setClock('2026-01-16T07:59:59Z')
      ok(await save(cook, { date: '2026-01-15', mealPlan: plan() }))
      setClock('2026-01-16T08:00:00Z')
      expectErrorBody(await save(cook, { date: '2026-01-15', mealPlan: plan() }), 403)
    })

    it('a day that is already today where the person now is is not refused because of the stored zone', async () => {
      const cook = await newAccount()
      ok(await save(cook, { date: '2026-03-11', mealPlan: plan(), timeZone: KIRITIMATI }))
      expect(await storedZone(cook)).toBe(KIRITIMATI)
      // 12:00 UTC: the 11th in Kiritimati, the 10th (05:00) in Los Angeles, where the person has gone.
      ok(await save(cook, { date: '2026-03-10', mealPlan: plan(), timeZone: LOS_ANGELES }))
      expect(await storedZone(cook)).toBe(LOS_ANGELES)
      // A day before today in both zones is refused.
      expectErrorBody(await save(cook, { date: '2026-03-09', mealPlan: plan(), timeZone: KIRITIMATI }), 403)
      expect(await stored(cook, '2026-03-09')).toBeUndefined()
      // A refused save stores no zone.
      expect(await storedZone(cook)).toBe(LOS_ANGELES)
    })

    it('with no zone known, today is taken at UTC−12; an unknown zone name is ignored and not stored', async () => {
      const cook = await newAccount()
      setClock('2026-03-10T11:30:00Z') // 23:30 on the 9th at UTC−12
      ok(await save(cook, { date: '2026-03-09', mealPlan: plan(), timeZone: 'Mars/Olympus_Mons' }))
      expect(await storedZone(cook)).toBeNull()
      expectErrorBody(await save(cook, { date: '2026-03-08', mealPlan: plan() }), 403)
      setClock('2026-03-10T12:00:00Z') // the 10th everywhere
      expect(expectErrorBody(await remove(cook, '2026-03-09'), 403).message).toBe(EXPIRED_DELETE)
      expect(await stored(cook, '2026-03-09')).toEqual({ Lunch: [recipeIds[1]!, null] })
    })
  })

  describe('the whole week', () => {
    it('saves several days of one week in one call, answered by date', async () => {
      const cook = await newAccount()
      const [a, b] = recipeIds as [string, string]
      const { data, message } = ok<Day[]>(
        await saveWeek(cook, {
          days: [
            { date: '2026-03-13', mealPlan: { Dinner: [b] } },
            { date: '2026-03-10', mealPlan: { Breakfast: [a] } },
          ],
          timeZone: LOS_ANGELES,
        }),
      )
      expect(message).toBe('Saved plan for the remaining days!')
      expect(data.map((day) => [day.date, idsOf(day)])).toEqual([
        ['2026-03-10', { Breakfast: [a, null] }],
        ['2026-03-13', { Dinner: [b, null] }],
      ])
      expect(await storedZone(cook)).toBe(LOS_ANGELES)
    })

    it('writes nothing when one day is expired (403) or names an unknown recipe (400)', async () => {
      const cook = await newAccount()
      const [a, b] = recipeIds as [string, string]
      ok(await save(cook, { date: '2026-03-11', mealPlan: { Lunch: [a] }, timeZone: LOS_ANGELES }))
      const expired = await saveWeek(cook, {
        days: [
          { date: '2026-03-11', mealPlan: { Lunch: [b] } },
          { date: '2026-03-12', mealPlan: { Lunch: [b] } },
          { date: '2026-03-09', mealPlan: { Lunch: [b] } },
        ],
        timeZone: LOS_ANGELES,
      })
      expect(expectErrorBody(expired, 403).message).toBe(EXPIRED_UPDATE)
      const unknown = await saveWeek(cook, {
        days: [
          { date: '2026-03-11', mealPlan: { Lunch: [b] } },
          { date: '2026-03-12', mealPlan: { Lunch: [b], Dinner: [UNKNOWN_ID] } },
        ],
      })
      const body = expectErrorBody(unknown, 400) as { message: string; errMessage?: string }
      expect(body.message).toBe(UNKNOWN_RECIPE)
      expect(body.errMessage).toBe('days[1].mealPlan.Dinner[0]: unknown recipe')
      expect(await stored(cook, '2026-03-11')).toEqual({ Lunch: [a, null] })
      expect(await stored(cook, '2026-03-12')).toBeUndefined()
      expect(await stored(cook, '2026-03-09')).toBeUndefined()
    })

    it('refuses days of two weeks, or the same day twice', async () => {
      const cook = await newAccount()
      const twoWeeks = await saveWeek(cook, {
        days: [
          { date: '2026-03-13', mealPlan: {} }, // Friday
          { date: '2026-03-14', mealPlan: {} }, // Saturday: the next week
        ],
      })
      expect(expectErrorBody(twoWeeks, 400).message).toBe(ONE_WEEK)
      const twice = await saveWeek(cook, {
        days: [
          { date: '2026-03-12', mealPlan: {} },
          { date: '2026-03-12', mealPlan: {} },
        ],
      })
      expect(expectErrorBody(twice, 400).message).toBe(ONE_WEEK)
      expect(await stored(cook, '2026-03-13')).toBeUndefined()
    })
  })

  describe('weeks and months', () => {
    it('lists the planned days of the Saturday-to-Friday week and of the calendar month, by date', async () => {
      const cook = await newAccount()
      setClock('2026-01-01T12:00:00Z')
      const plan = { Lunch: [recipeIds[0]!] }
      for (const date of [
        '2026-03-06',
        '2026-03-07',
        '2026-03-13',
        '2026-03-14',
        '2026-02-28',
        '2026-03-31',
        '2026-04-01',
      ]) {
        ok(await save(cook, { date, mealPlan: plan, timeZone: LOS_ANGELES }))
      }
      const dates = (response: LightMyRequestResponse) => ok<Day[]>(response).data.map((day) => day.date)
      // Tuesday the 10th: Saturday the 7th to Friday the 13th.
      expect(dates(await week(cook, '2026-03-10'))).toEqual(['2026-03-07', '2026-03-13'])
      expect(dates(await week(cook, '2026-03-07'))).toEqual(['2026-03-07', '2026-03-13'])
      expect(dates(await week(cook, '2026-03-14'))).toEqual(['2026-03-14'])
      expect(dates(await month(cook, '2026-03-20'))).toEqual([
        '2026-03-06',
        '2026-03-07',
        '2026-03-13',
        '2026-03-14',
        '2026-03-31',
      ])
      expect(dates(await month(cook, '2026-02-01'))).toEqual(['2026-02-28'])
      expectErrorBody(await week(cook, '2026-02-29'), 400)
    })

    it('without a date, reads the week and month of today in the stored time zone', async () => {
      const cook = await newAccount()
      setClock('2026-03-13T11:00:00Z') // Friday the 13th in UTC, Saturday the 14th (01:00) in Kiritimati
      ok(await save(cook, { date: '2026-03-14', mealPlan: { Lunch: [recipeIds[0]!] }, timeZone: KIRITIMATI }))
      expect(ok<Day[]>(await week(cook)).data.map((day) => day.date)).toEqual(['2026-03-14'])
      setClock('2026-03-31T10:30:00Z') // April 1st in Kiritimati
      ok(await save(cook, { date: '2026-04-01', mealPlan: { Lunch: [recipeIds[0]!] } }))
      expect(ok<Day[]>(await month(cook)).data.map((day) => day.date)).toEqual(['2026-04-01'])
    })
  })

  describe('another person’s plan', () => {
    it('is never read, replaced or deleted: every call is on the signed-in person’s own plans', async () => {
      const owner = await newAccount()
      const other = await newAccount()
      const [a, b] = recipeIds as [string, string]
      ok(await save(owner, { date: '2026-03-12', mealPlan: { Lunch: [a] } }))
      expectErrorBody(await read(other, '2026-03-12'), 404)
      expect(ok<Day[]>(await week(other, '2026-03-12')).data).toEqual([])
      expect(ok<Day[]>(await month(other, '2026-03-12')).data).toEqual([])
      expectErrorBody(await remove(other, '2026-03-12'), 404)
      ok(await save(other, { date: '2026-03-12', mealPlan: { Dinner: [b] } }))
      ok(await saveWeek(other, { days: [{ date: '2026-03-12', mealPlan: { Snacks: [b] } }] }))
      expect(await stored(owner, '2026-03-12')).toEqual({ Lunch: [a, null] })
      expect(await stored(other, '2026-03-12')).toEqual({ Snacks: [b, null] })
      expect(idsOf(ok<Day>(await read(owner, '2026-03-12')).data)).toEqual({ Lunch: [a, null] })
    })
  })
})
