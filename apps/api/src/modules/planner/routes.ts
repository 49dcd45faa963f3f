/**
 * The meal planner (spec sections 3, 4 and 7): one plan per person and day, `meal-time name → slots`,
 * each slot a recipe id or null. Every read and write is by the signed-in person's id, so another
 * person's plan is never read or written. Writes refuse expired days (see ./expiry) before anything is
 * written, and a whole-week write is one transaction.
 */
import {
  isCalendarDate,
  monthDates,
  normalizeSlots,
  recipeNutrientById,
  weekDates,
  weekStart,
} from '@sufra/core'
import type { components } from '@sufra/api-client/schema'
import { and, asc, between, eq, inArray } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import { envelope } from '../../http/envelope'
import { badRequest, forbidden, notFound } from '../../http/errors'
import { requireViewer } from '../../http/session-viewer'
import type { OperationHandlers } from '../../http/types'
import { canonicalId, localized, picture } from '../presenters'
import { EXPIRED_DELETE, EXPIRED_UPDATE, isExpiredDay, isKnownTimeZone, todayIn } from './expiry'

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
type MealPlanInput = components['schemas']['MealPlan']
type MealPlanDay = components['schemas']['MealPlanDay']
type MealPlanRecipe = components['schemas']['MealPlanRecipe']

export const UNKNOWN_RECIPE = 'Some of these recipes are not on Sufra any more. Please choose them again.'
export const NO_PLAN = 'There is no meal plan for this day.'
export const NOT_A_DAY = 'This date does not exist. Please choose a day in the calendar.'
export const ONE_WEEK = 'Please send days of one week (Saturday to Friday), each day once.'
export const UNNAMED_MEAL = 'Each meal time needs a name.'
export const savedMessage = (date: string) => `Saved plan for ${date}!`
export const SAVED_DAYS = 'Saved plan for the remaining days!'
export const DELETED = 'The meal plan was deleted.'

/** The server's clock: tests set `config.now`. */
const now = (request: FastifyRequest) => request.server.config.now?.() ?? Date.now()

function requireDay(date: string, field: string): string {
  if (!isCalendarDate(date)) throw badRequest(NOT_A_DAY, `${field}: not a calendar day`)
  return date
}

/** The account's stored time zone, locked for the write (so two saves storing zones do not cross). */
async function storedZone(tx: Transaction | Database, userId: string, lock: boolean): Promise<string | null> {
  const query = tx.select({ timeZone: t.users.timeZone }).from(t.users).where(eq(t.users.id, userId))
  const [row] = await (lock ? query.for('no key update') : query)
  return row?.timeZone ?? null
}

/** Stores a time zone Intl knows, when it differs from the stored one. */
async function storeZone(tx: Transaction, userId: string, stored: string | null, sent: string | undefined) {
  if (!isKnownTimeZone(sent) || sent === stored) return
  await tx.update(t.users).set({ timeZone: sent }).where(eq(t.users.id, userId))
}

/**
 * The plan as stored: each row's recipe ids in canonical form and one trailing empty slot (added when
 * missing, extra trailing ones trimmed). Names are kept as given; a name of spaces only is refused.
 */
function storedSlots(mealPlan: MealPlanInput['mealPlan'], field: string): t.MealPlanSlots {
  const slots: t.MealPlanSlots = {}
  for (const [name, row] of Object.entries(mealPlan)) {
    if (name.trim() === '')
      throw badRequest(UNNAMED_MEAL, `${field}[${JSON.stringify(name)}]: empty meal-time name`)
    slots[name] = normalizeSlots((row ?? []).map((id) => (id == null ? null : canonicalId(id))))
  }
  return slots
}

/**
 * Refuses (400, naming the first position) a plan holding ids of no recipe. The found recipes are
 * KEY SHARE locked, so one deleted meanwhile waits for this write and then clears its slots.
 */
async function checkRecipes(tx: Transaction, plans: { field: string; slots: t.MealPlanSlots }[]) {
  const ids = [
    ...new Set(plans.flatMap(({ slots }) => Object.values(slots).flat()).filter((id) => id != null)),
  ]
  if (ids.length === 0) return
  const found = await tx
    .select({ id: t.recipes.id })
    .from(t.recipes)
    .where(inArray(t.recipes.id, ids))
    .for('key share')
  const known = new Set(found.map((row) => row.id))
  for (const { field, slots } of plans) {
    for (const [name, row] of Object.entries(slots)) {
      const index = row.findIndex((id) => id != null && !known.has(id))
      if (index >= 0) throw badRequest(UNKNOWN_RECIPE, `${field}.${name}[${index}]: unknown recipe`)
    }
  }
}

/** Writes (inserts or replaces) one day's plan; returns the stored row. */
async function writeDay(tx: Transaction, userId: string, date: string, slots: t.MealPlanSlots) {
  const [row] = await tx
    .insert(t.mealPlans)
    .values({ userId, date, slots })
    .onConflictDoUpdate({
      target: [t.mealPlans.userId, t.mealPlans.date],
      set: { slots, updatedAt: new Date() },
    })
    .returning({ id: t.mealPlans.id, date: t.mealPlans.date, slots: t.mealPlans.slots })
  return row!
}

interface PlanRow {
  id: string
  date: string
  slots: t.MealPlanSlots
}

/** The recipes' summaries the planner shows and adds up (nutrition per serving), by id. */
async function recipeSummaries(
  db: Database | Transaction,
  ids: string[],
): Promise<Map<string, MealPlanRecipe>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({
      id: t.recipes.id,
      titleEn: t.recipes.titleEn,
      titleAr: t.recipes.titleAr,
      thumbnailUrl: t.recipes.thumbnailUrl,
      thumbnailKey: t.recipes.thumbnailKey,
      timeMinutes: t.recipes.timeMinutes,
      servings: t.recipes.servings,
      nutrition: t.recipes.nutrition,
    })
    .from(t.recipes)
    .where(inArray(t.recipes.id, ids))
  return new Map(
    rows.map((row) => [
      row.id,
      {
        _id: row.id,
        title: localized(row.titleEn, row.titleAr),
        thumbnail: row.thumbnailUrl ? picture(row.thumbnailUrl, row.thumbnailKey) : null,
        time: row.timeMinutes,
        servings: row.servings,
        nutrition: {
          servings: row.servings,
          perServing: true as const,
          nutrients: row.nutrition.flatMap(({ nutrientId, amount }) => {
            const definition = recipeNutrientById.get(nutrientId)
            return definition
              ? [{ nutrientId, name: { ...definition.name }, amount, unit: { ...definition.unit } }]
              : []
          }),
        },
      },
    ]),
  )
}

/** Days as the API shows them: the default meal times first, then the person's own; a recipe gone is null. */
async function presentDays(db: Database | Transaction, rows: PlanRow[]): Promise<MealPlanDay[]> {
  const ids = [...new Set(rows.flatMap((row) => Object.values(row.slots).flat()).filter((id) => id != null))]
  const recipes = await recipeSummaries(db, ids)
  return rows.map((row) => ({
    _id: row.id,
    date: row.date,
    mealPlan: Object.fromEntries(
      orderedMealTimes(Object.keys(row.slots)).map((name) => [
        name,
        row.slots[name]!.map((id) => (id == null ? null : (recipes.get(id) ?? null))),
      ]),
    ),
  }))
}

const DEFAULT_ORDER = ['Breakfast', 'Lunch', 'Snacks', 'Dinner']

/** Stored plans are JSONB, whose keys have no order: the defaults in the spec's order, then the rest as stored. */
function orderedMealTimes(names: string[]): string[] {
  const defaults = DEFAULT_ORDER.filter((name) => names.includes(name))
  return [...defaults, ...names.filter((name) => !DEFAULT_ORDER.includes(name))]
}

/** The planned days of the person between `from` and `to` (inclusive), by date. */
async function plannedDays(db: Database, userId: string, from: string, to: string) {
  const rows = await db
    .select({ id: t.mealPlans.id, date: t.mealPlans.date, slots: t.mealPlans.slots })
    .from(t.mealPlans)
    .where(and(eq(t.mealPlans.userId, userId), between(t.mealPlans.date, from, to)))
    .orderBy(asc(t.mealPlans.date))
  return presentDays(db, rows)
}

/** The `date` query, else today in the person's stored zone (UTC when none is stored). */
async function dayAsked(request: FastifyRequest, userId: string, date: string | undefined) {
  if (date !== undefined) return requireDay(date, 'date')
  const zone = await storedZone(request.server.db, userId, false)
  return todayIn(isKnownTimeZone(zone) ? zone : 'UTC', now(request))
}

export const plannerHandlers = {
  async getMealPlan(request) {
    const userId = requireViewer(request)
    const date = requireDay(request.params.date, 'date')
    const [row] = await request.server.db
      .select({ id: t.mealPlans.id, date: t.mealPlans.date, slots: t.mealPlans.slots })
      .from(t.mealPlans)
      .where(and(eq(t.mealPlans.userId, userId), eq(t.mealPlans.date, date)))
    if (!row) throw notFound(NO_PLAN)
    const [day] = await presentDays(request.server.db, [row])
    return envelope(day!)
  },

  async getWeekMealPlans(request) {
    const userId = requireViewer(request)
    const days = weekDates(await dayAsked(request, userId, request.query.date))
    return envelope(await plannedDays(request.server.db, userId, days[0]!, days.at(-1)!))
  },

  async getMonthMealPlans(request) {
    const userId = requireViewer(request)
    const days = monthDates(await dayAsked(request, userId, request.query.date))
    return envelope(await plannedDays(request.server.db, userId, days[0]!, days.at(-1)!))
  },

  async saveMealPlan(request) {
    const userId = requireViewer(request)
    const { date, mealPlan, timeZone } = request.body
    requireDay(date, 'date')
    const slots = storedSlots(mealPlan, 'mealPlan')
    const day = await request.server.db.transaction(async (tx) => {
      const stored = await storedZone(tx, userId, true)
      if (isExpiredDay(date, { stored, sent: timeZone }, now(request))) throw forbidden(EXPIRED_UPDATE)
      await checkRecipes(tx, [{ field: 'mealPlan', slots }])
      const row = await writeDay(tx, userId, date, slots)
      await storeZone(tx, userId, stored, timeZone)
      const [presented] = await presentDays(tx, [row])
      return presented!
    })
    return envelope(day, savedMessage(date))
  },

  async saveWeekMealPlans(request) {
    const userId = requireViewer(request)
    const { days } = request.body
    const timeZone = request.body.timeZone ?? days.find((day) => day.timeZone !== undefined)?.timeZone
    const week = days[0] && isCalendarDate(days[0].date) ? weekStart(days[0].date) : undefined
    const seen = new Set<string>()
    const plans = days.map((day, index) => {
      requireDay(day.date, `days[${index}].date`)
      if (weekStart(day.date) !== week || seen.has(day.date)) {
        throw badRequest(ONE_WEEK, `days[${index}].date: not in the week of days[0] or repeated`)
      }
      seen.add(day.date)
      return {
        date: day.date,
        field: `days[${index}].mealPlan`,
        slots: storedSlots(day.mealPlan, `days[${index}].mealPlan`),
      }
    })
    const saved = await request.server.db.transaction(async (tx) => {
      const stored = await storedZone(tx, userId, true)
      const at = now(request)
      if (plans.some((plan) => isExpiredDay(plan.date, { stored, sent: timeZone }, at)))
        throw forbidden(EXPIRED_UPDATE)
      await checkRecipes(tx, plans)
      const rows: PlanRow[] = []
      for (const plan of [...plans].sort((a, b) => a.date.localeCompare(b.date))) {
        rows.push(await writeDay(tx, userId, plan.date, plan.slots))
      }
      await storeZone(tx, userId, stored, timeZone)
      return presentDays(tx, rows)
    })
    return envelope(saved, SAVED_DAYS)
  },

  async deleteMealPlan(request) {
    const userId = requireViewer(request)
    const date = requireDay(request.params.date, 'date')
    const timeZone = request.query.timeZone
    await request.server.db.transaction(async (tx) => {
      const stored = await storedZone(tx, userId, true)
      if (isExpiredDay(date, { stored, sent: timeZone }, now(request))) throw forbidden(EXPIRED_DELETE)
      const [row] = await tx
        .select({ id: t.mealPlans.id })
        .from(t.mealPlans)
        .where(and(eq(t.mealPlans.userId, userId), eq(t.mealPlans.date, date)))
        .for('update')
      if (!row) throw notFound(NO_PLAN)
      await tx.delete(t.mealPlans).where(eq(t.mealPlans.id, row.id))
      await storeZone(tx, userId, stored, timeZone)
    })
    return envelope(null, DELETED)
  },
} satisfies OperationHandlers
