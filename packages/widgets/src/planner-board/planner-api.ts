import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import {
  ApiError,
  type Schema,
  invalidateAfter,
  useApiQuery,
  useQueryClient,
  useSufraApi,
} from '@sufra/api-client'
import type { MealSlotsOf } from '@sufra/core'

export type MealPlanDay = Schema<'MealPlanDay'>
export type MealPlanRecipe = Schema<'MealPlanRecipe'>
export type RecipeSummary = Schema<'RecipeSummary'>
/** A day's plan as the widget edits it: meal time → recipe ids (null is an empty slot). */
export type DayPlan = MealSlotsOf<string>

/** What a slot shows about a planned recipe; nutrition once a plan read or save has told it. */
export type PlannedRecipeInfo = {
  _id: string
  title: Schema<'LocalizedText'>
  thumbnail: Schema<'Image'> | null
  time: number
  nutrition?: Schema<'RecipeNutrition'>
}

/** A plan as the server answers it, reduced to ids. */
export function dayPlanOf(day: Pick<MealPlanDay, 'mealPlan'>): DayPlan {
  return Object.fromEntries(
    Object.entries(day.mealPlan).map(([meal, slots]) => [meal, slots.map((slot) => slot?._id ?? null)]),
  )
}

/** The recipes a plan answer names, for the slots and the rings. */
export function recipesOf(days: readonly Pick<MealPlanDay, 'mealPlan'>[]): PlannedRecipeInfo[] {
  return days.flatMap((day) =>
    Object.values(day.mealPlan).flatMap((slots) =>
      slots.filter((slot): slot is MealPlanRecipe => slot != null),
    ),
  )
}

/** The browser's IANA time zone (the server stores it to judge which days have passed for this person). */
export function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    return zone && zone.length <= 64 ? zone : undefined
  } catch {
    return undefined
  }
}

/** Today in the browser's time zone, `yyyy-MM-dd`. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** GET /meal-planner/week for the week holding `date` (every planned day, with its recipes). */
export function useWeekPlans(weekStart: string) {
  return useApiQuery('/meal-planner/week', { params: { query: { date: weekStart } } })
}

/** GET /meal-planner/month for the month holding `date`; held until the month tab asks. */
export function useMonthPlans(date: string, enabled: boolean) {
  return useApiQuery('/meal-planner/month', { params: { query: { date } } }, { enabled })
}

export type SaveStatus = 'saving' | 'failed'

type SaveJob =
  { kind: 'day'; date: string; plan: DayPlan } | { kind: 'week'; days: { date: string; plan: DayPlan }[] }

export type SaveOutcome =
  | { ok: true; job: SaveJob; days: MealPlanDay[] }
  | { ok: false; job: SaveJob; expired: boolean; message?: string }

/**
 * The planner's auto-save: one save at a time per day (a change made while a day saves is sent
 * when that save ends, with the latest plan); a failed day stays failed, keeping the person's plan
 * on screen, until the next change or `retry()` sends it again. `saveWeek` writes several days in
 * one call (POST /meal-planner/week: all or none).
 */
export function usePlanSaver(onSettled: (outcome: SaveOutcome) => void) {
  const { client } = useSufraApi()
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<Record<string, SaveStatus>>({})
  // The latest plan wanted per day, the days being sent, the days waiting behind them.
  const latest = useRef(new Map<string, DayPlan>())
  const inFlight = useRef(new Set<string>())
  const queued = useRef(new Set<string>())
  const failed = useRef(new Set<string>())
  const settledRef = useRef(onSettled)
  useEffect(() => {
    settledRef.current = onSettled
  }, [onSettled])
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const mark = useCallback((dates: string[], next: SaveStatus | null) => {
    if (!mounted.current) return
    setStatus((current) => {
      const copy = { ...current }
      for (const date of dates) {
        if (next) copy[date] = next
        else delete copy[date]
      }
      return copy
    })
  }, [])

  // The days changed while they were being sent go again, with the latest plan.
  const runNext = useRef<(job: SaveJob) => Promise<void>>(async () => {})
  const run = useCallback(
    async (job: SaveJob) => {
      const dates = job.kind === 'day' ? [job.date] : job.days.map((day) => day.date)
      dates.forEach((date) => inFlight.current.add(date))
      mark(dates, 'saving')
      const timeZone = browserTimeZone()
      let outcome: SaveOutcome
      try {
        if (job.kind === 'day') {
          const answer = await client.POST('/meal-planner/create', {
            body: { date: job.date, mealPlan: job.plan, ...(timeZone ? { timeZone } : {}) },
          })
          outcome = { ok: true, job, days: answer.data ? [answer.data.data] : [] }
        } else {
          const answer = await client.POST('/meal-planner/week', {
            body: {
              days: job.days.map((day) => ({ date: day.date, mealPlan: day.plan })),
              ...(timeZone ? { timeZone } : {}),
            },
          })
          outcome = { ok: true, job, days: answer.data?.data ?? [] }
        }
        dates.forEach((date) => failed.current.delete(date))
      } catch (error) {
        // 403: a day has passed (the server's clock and zone decide); anything else may be retried.
        const expired = error instanceof ApiError && error.status === 403
        outcome = { ok: false, job, expired, message: error instanceof Error ? error.message : undefined }
        dates.forEach((date) => failed.current.add(date))
      }
      dates.forEach((date) => inFlight.current.delete(date))
      const again = dates.filter((date) => queued.current.delete(date))
      mark(
        dates.filter((date) => !again.includes(date)),
        outcome.ok ? null : 'failed',
      )
      settledRef.current(outcome)
      // The week and month reads (and the goal rings) follow what was saved.
      void invalidateAfter(queryClient, 'post /meal-planner/create')
      for (const date of again) {
        const plan = latest.current.get(date)
        if (plan) void runNext.current({ kind: 'day', date, plan })
      }
    },
    [client, mark, queryClient],
  )
  useEffect(() => {
    runNext.current = run
  }, [run])

  /** Saves each of `dates` with its latest plan, after the save in flight for it, if any. */
  const saveDays = useCallback(
    (plans: { date: string; plan: DayPlan }[]) => {
      // A change also sends the days whose last save failed.
      const retry = [...failed.current].filter((date) => !plans.some((entry) => entry.date === date))
      for (const { date, plan } of plans) latest.current.set(date, plan)
      for (const date of [...plans.map((entry) => entry.date), ...retry]) {
        const plan = latest.current.get(date)
        if (!plan) continue
        if (inFlight.current.has(date)) queued.current.add(date)
        else void run({ kind: 'day', date, plan })
      }
    },
    [run],
  )

  /** Saves several days of one week together; if one of them is still being sent, day by day instead. */
  const saveWeek = useCallback(
    (plans: { date: string; plan: DayPlan }[]) => {
      if (plans.some((entry) => inFlight.current.has(entry.date))) {
        saveDays(plans)
        return
      }
      for (const { date, plan } of plans) latest.current.set(date, plan)
      void run({ kind: 'week', days: plans })
    },
    [run, saveDays],
  )

  /** Sends every failed day again. */
  const retry = useCallback(() => saveDays([]), [saveDays])

  const summary = useMemo(() => {
    const values = Object.values(status)
    return {
      saving: values.includes('saving'),
      failed: values.includes('failed'),
      unsaved: values.length > 0,
    }
  }, [status])

  return { status, summary, saveDays, saveWeek, retry }
}
