import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { I18nProvider as AriaI18nProvider } from 'react-aria'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import {
  type SlotAddress,
  addDays,
  addMealTime,
  dailyGoalsFor,
  isCalendarDate,
  mealTimesOf,
  monthDates,
  moveBetweenSlots,
  normalizeSlots,
  placeInSlot,
  removeFromSlot,
  weekDates,
  weekStart,
} from '@sufra/core'
import { intlLocaleOf, pickText, useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { IconButton } from '@sufra/ui/icon-button'
import { Spinner } from '@sufra/ui/spinner'
import { toaster } from '@sufra/ui/toast'
import { useWidgetHost } from '../widget-host'
import { AddMealTypeDialog } from './add-meal-type-dialog'
import type { RecipeDrag } from './drag-data'
import { useArrowKeysBetweenSlots } from './keyboard-slot-moves'
import { MealRow, useMealName } from './meal-rows'
import { dailyAverage } from './plan-nutrition'
import {
  type DayPlan,
  type PlannedRecipeInfo,
  type RecipeSummary,
  type SaveOutcome,
  dayPlanOf,
  localToday,
  recipesOf,
  useMonthPlans,
  usePlanSaver,
  useWeekPlans,
} from './planner-api'
import { type GoalTab, PlannerGoals } from './planner-goals'
import { styles } from './planner-styles'
import { RecipeSource } from './recipe-source'

export type PlannerBoardProps = {
  /** A day (`yyyy-MM-dd`) of the week shown first, and the day chosen; default today. */
  initialDate?: string
}

/**
 * The meal planner (spec sections 2–4, 8, 9): a week (Saturday to Friday) of meal-time rows to drag
 * recipes into, day by day or for the whole week at once, saved as you go, with the day's, week's or
 * month's nutrition against the person's goals. For a signed-in person; reads and writes are theirs.
 */
export function PlannerBoard({ initialDate }: PlannerBoardProps) {
  const { locale } = useI18n()
  return (
    // react-aria's drag-and-drop announcements ("Started dragging…", "Drop complete") in the page's language.
    <AriaI18nProvider locale={intlLocaleOf(locale)}>
      <Board initialDate={initialDate} />
    </AriaI18nProvider>
  )
}

function Board({ initialDate }: PlannerBoardProps) {
  const { t, locale, dir, intl } = useI18n()
  const host = useWidgetHost()
  const mealName = useMealName()
  const boardRef = useRef<HTMLDivElement>(null)
  const [today] = useState(localToday)
  const start = initialDate && isCalendarDate(initialDate) ? initialDate : today
  const [week, setWeek] = useState(() => weekStart(start))
  const days = useMemo(() => weekDates(week), [week])
  const [selected, setSelected] = useState<string | null>(start)
  const [goalTab, setGoalTab] = useState<GoalTab>('today')
  const [edits, setEdits] = useState<Record<string, DayPlan>>({})
  const [extraMeals, setExtraMeals] = useState<string[]>([])
  const [picked, setPicked] = useState<Record<string, PlannedRecipeInfo>>({})
  const [dragging, setDragging] = useState(false)
  const [announcement, setAnnouncement] = useState('')

  const expired = useCallback((date: string) => date < today, [today])
  const weekQuery = useWeekPlans(week)
  const monthOf = selected ?? (days.includes(today) ? today : week)
  const monthQuery = useMonthPlans(monthOf, goalTab === 'month')

  // What the server says, reduced to ids, and every recipe it describes (titles, pictures, nutrition).
  const saved = useMemo(() => {
    const byDate: Record<string, DayPlan> = {}
    for (const day of [...(monthQuery.data ?? []), ...(weekQuery.data ?? [])])
      byDate[day.date] = dayPlanOf(day)
    return byDate
  }, [weekQuery.data, monthQuery.data])
  const remember = useCallback((recipes: PlannedRecipeInfo[]) => {
    if (recipes.length === 0) return
    setPicked((current) => {
      const next = { ...current }
      for (const recipe of recipes) next[recipe._id] = { ...next[recipe._id], ...recipe }
      return next
    })
  }, [])
  // The recipes the plan reads describe, with those remembered from drags and save answers.
  const known = useMemo(() => {
    const all = { ...picked }
    for (const recipe of recipesOf([...(weekQuery.data ?? []), ...(monthQuery.data ?? [])])) {
      all[recipe._id] = { ...all[recipe._id], ...recipe }
    }
    return all
  }, [picked, weekQuery.data, monthQuery.data])
  const recipeOf = useCallback((id: string) => known[id], [known])
  const planOf = useCallback((date: string) => edits[date] ?? saved[date] ?? {}, [edits, saved])

  const formatDay = useCallback(
    (
      date: string,
      options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' },
    ) => intl.formatDate(new Date(`${date}T00:00:00Z`), { ...options, timeZone: 'UTC' }),
    [intl],
  )
  const weekRange = t('planner.week.range', {
    start: formatDay(days[0]!, { day: 'numeric', month: 'short' }),
    end: formatDay(days[6]!, { day: 'numeric', month: 'short', year: 'numeric' }),
  })

  // ------------------------------------------------------------------ saving
  const onSaved = useCallback(
    (outcome: SaveOutcome) => {
      if (outcome.ok) {
        remember(recipesOf(outcome.days))
        if (outcome.job.kind === 'day') {
          toaster.success({ title: t('planner.autoSaved', { date: formatDay(outcome.job.date) }) })
        } else {
          const whole = outcome.job.days.length === 7
          toaster.success({ title: t(whole ? 'planner.autoSavedWeek' : 'planner.savedRemaining') })
        }
        return
      }
      if (outcome.expired) {
        toaster.error({ title: t('planner.expired') })
        return
      }
      const date =
        outcome.job.kind === 'day' ? formatDay(outcome.job.date) : weekRangeOf(outcome.job.days, formatDay)
      toaster.error({ title: t('planner.autoSaveFailed', { date }) })
    },
    [formatDay, remember, t],
  )
  const saver = usePlanSaver(onSaved)

  // Leaving with unsaved changes warns. `beforeunload` is the browser's own question (no navigation of
  // ours, no reading of the page's state): it is the only way to ask before a tab closes or reloads.
  useEffect(() => {
    if (!saver.summary.unsaved) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [saver.summary.unsaved])

  // ------------------------------------------------------------------ editing
  const remaining = days.filter((date) => !expired(date))
  /** The day the rows show: the chosen day, or for the whole week the first day still to come. */
  const shownDate = selected ?? remaining[0] ?? days[0]!
  const readOnly = selected ? expired(selected) : remaining.length === 0
  const shownPlan = planOf(shownDate)
  const meals = mealTimesOf([...days.map(planOf)], extraMeals)

  const refuse = useCallback(() => toaster.error({ title: t('planner.expired') }), [t])

  const edit = (change: (plan: DayPlan) => DayPlan) => {
    if (readOnly) {
      refuse()
      return
    }
    const next = normalizePlan(change(shownPlan))
    if (selected) {
      setEdits((current) => ({ ...current, [selected]: next }))
      saver.saveDays([{ date: selected, plan: next }])
    } else {
      // The whole week: every day still to come gets the plan.
      setEdits((current) => ({ ...current, ...Object.fromEntries(remaining.map((date) => [date, next])) }))
      saver.saveWeek(remaining.map((date) => ({ date, plan: next })))
    }
  }

  const titleOf = (id: string) => {
    const recipe = known[id]
    return recipe ? pickText(recipe.title, locale) : ''
  }

  const onDrop = (drag: RecipeDrag, to: SlotAddress) => {
    if (drag.from) {
      const from = drag.from
      edit((plan) => moveBetweenSlots(plan, from, to))
      setAnnouncement(
        t('planner.announce.moved', {
          recipe: titleOf(drag.recipeId),
          meal: mealName(to.meal),
          number: to.index + 1,
        }),
      )
    } else {
      edit((plan) => ({ ...plan, [to.meal]: placeInSlot(plan[to.meal] ?? [null], to.index, drag.recipeId) }))
      setAnnouncement(
        t('planner.announce.placed', {
          recipe: titleOf(drag.recipeId),
          meal: mealName(to.meal),
          number: to.index + 1,
        }),
      )
    }
  }
  const onRemove = (at: SlotAddress) => {
    const id = shownPlan[at.meal]?.[at.index]
    edit((plan) => ({ ...plan, [at.meal]: removeFromSlot(plan[at.meal] ?? [], at.index) }))
    if (id) setAnnouncement(t('planner.announce.removed', { recipe: titleOf(id), meal: mealName(at.meal) }))
  }
  const onPick = useCallback(
    (recipe: RecipeSummary) =>
      remember([{ _id: recipe._id, title: recipe.title, thumbnail: recipe.thumbnail, time: recipe.time }]),
    [remember],
  )
  const onAddMeal = (name: string) => {
    const next = addMealTime(meals, name)
    // Trimmed; an empty name or one already there is ignored (spec section 5).
    if (next.length === meals.length) return
    const added = next[next.length - 1]!
    if (readOnly) {
      refuse()
      return
    }
    setExtraMeals((current) => [...current, added])
    // Saved with the day (or the remaining days), so the row is still there next time.
    edit((plan) => ({ ...plan, [added]: [null] }))
  }

  useArrowKeysBetweenSlots(boardRef, dragging, dir)

  // ------------------------------------------------------------------ goals
  const goals = dailyGoalsFor(host.user)
  const goalData = (() => {
    if (goalTab === 'month') {
      const month = monthDates(monthOf)
      return {
        nutrients: dailyAverage(month.map(planOf), month.length, recipeOf),
        caption: t('planner.goals.monthAverage', {
          days: month.length,
          month: intl.formatDate(new Date(`${monthOf}T00:00:00Z`), {
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          }),
        }),
      }
    }
    if (goalTab === 'week') {
      return {
        nutrients: dailyAverage(days.map(planOf), 7, recipeOf),
        caption: t('planner.goals.weekAverage', {
          start: formatDay(days[0]!, { day: 'numeric', month: 'short' }),
          end: formatDay(days[6]!, { day: 'numeric', month: 'short' }),
        }),
      }
    }
    return {
      nutrients: dailyAverage([planOf(shownDate)], 1, recipeOf),
      caption: t('planner.goals.day', { date: formatDay(shownDate) }),
    }
  })()
  const chooseGoalTab = (tab: GoalTab) => {
    setGoalTab(tab)
    // Spec: the weekly tab clears the chosen day; "today" goes back to a day.
    if (tab === 'week') setSelected(null)
    if (tab === 'today' && !selected) setSelected(days.includes(today) ? today : days[0]!)
  }
  const chooseDay = (date: string | null) => {
    setSelected(date)
    setGoalTab(date ? 'today' : 'week')
  }
  const moveWeek = (weeks: number) => {
    const next = addDays(week, weeks * 7)
    setWeek(next)
    const nextDays = weekDates(next)
    setSelected(nextDays.includes(today) ? today : nextDays[0]!)
    setGoalTab('today')
  }

  // ------------------------------------------------------------------ render
  const mealsLabel = selected
    ? t('planner.meals.label', { day: formatDay(selected) })
    : t('planner.meals.labelWeek')

  return (
    <div ref={boardRef} className={styles.root} data-scope="planner-board" data-part="root">
      <div className={styles.toolbar}>
        <div className={styles.weekPicker} role="group" aria-label={t('planner.week.label')}>
          <IconButton
            variant="outline"
            size="sm"
            aria-label={t('planner.week.previous')}
            onClick={() => moveWeek(-1)}
          >
            <ChevronLeft aria-hidden className={styles.mirrored} />
          </IconButton>
          <p className={styles.weekRange} aria-live="polite" data-part="week-range">
            {weekRange}
          </p>
          <IconButton
            variant="outline"
            size="sm"
            aria-label={t('planner.week.next')}
            onClick={() => moveWeek(1)}
          >
            <ChevronRight aria-hidden className={styles.mirrored} />
          </IconButton>
          {days.includes(today) ? null : (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => moveWeek(Math.round(daysBetween(week, weekStart(today)) / 7))}
            >
              {t('planner.week.current')}
            </Button>
          )}
        </div>
        <SaveState saving={saver.summary.saving} failed={saver.summary.failed} onRetry={saver.retry} />
      </div>

      <div className={styles.dayTabs} role="group" aria-label={t('planner.days.label')} data-part="days">
        <button
          type="button"
          className={styles.dayTab}
          aria-pressed={selected === null}
          onClick={() => chooseDay(null)}
        >
          <span className={styles.dayName}>{t('planner.days.wholeWeek')}</span>
          <span className={styles.dayNote}>{weekRange}</span>
        </button>
        {days.map((date) => (
          <button
            key={date}
            type="button"
            className={styles.dayTab}
            aria-pressed={selected === date}
            data-date={date}
            data-expired={expired(date) || undefined}
            onClick={() => chooseDay(date)}
          >
            <span className={styles.dayName}>{formatDay(date, { weekday: 'short' })}</span>
            <span>{formatDay(date, { day: 'numeric', month: 'short' })}</span>
            <span className={styles.dayNote}>
              {date === today ? t('planner.days.today') : expired(date) ? t('planner.days.past') : '\u00a0'}
            </span>
          </button>
        ))}
      </div>

      {readOnly ? (
        <p className={styles.alertNote} data-part="read-only">
          {selected ? t('planner.expired.note') : t('planner.wholeWeek.noneLeft')}
        </p>
      ) : selected === null ? (
        <p className={styles.note} data-part="whole-week">
          {t('planner.wholeWeek.note')}
        </p>
      ) : null}

      <div className={styles.layout}>
        <div className={styles.column}>
          {weekQuery.isPending ? (
            <Spinner label={t('planner.loading')} />
          ) : weekQuery.isError ? (
            <div role="alert" className={styles.column}>
              <p>{t('planner.loadFailed')}</p>
              <Button size="sm" variant="outline" onClick={() => void weekQuery.refetch()}>
                {t('planner.retry')}
              </Button>
            </div>
          ) : (
            <section className={styles.rows} aria-label={mealsLabel} data-part="meals">
              {meals.map((meal, row) => (
                <MealRow
                  key={meal}
                  meal={meal}
                  row={row}
                  slots={normalizeSlots(shownPlan[meal] ?? [])}
                  recipeOf={recipeOf}
                  date={selected}
                  readOnly={readOnly}
                  onDrop={onDrop}
                  onRemove={onRemove}
                  onRefused={refuse}
                  onDragging={setDragging}
                />
              ))}
              <AddMealTypeDialog onAdd={onAddMeal} />
            </section>
          )}
          <RecipeSource onPick={onPick} onDragging={setDragging} />
        </div>
        <PlannerGoals
          tab={goalTab}
          onTabChange={chooseGoalTab}
          goals={goals}
          nutrients={goalData.nutrients}
          caption={goalData.caption}
          monthState={
            goalTab !== 'month'
              ? 'idle'
              : monthQuery.isPending
                ? 'loading'
                : monthQuery.isError
                  ? 'failed'
                  : 'idle'
          }
        />
      </div>
      <p className={styles.visuallyHidden} role="status" aria-live="polite" data-part="announcer">
        {announcement}
      </p>
    </div>
  )
}

function SaveState({ saving, failed, onRetry }: { saving: boolean; failed: boolean; onRetry: () => void }) {
  const { t } = useI18n()
  return (
    <div className={styles.saveState} data-part="save-state">
      {saving ? (
        <>
          <Spinner size="sm" decorative />
          <span>{t('planner.save.saving')}</span>
        </>
      ) : failed ? (
        <>
          <span className={styles.saveFailed}>{t('planner.save.failed')}</span>
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('planner.retry')}
          </Button>
        </>
      ) : null}
    </div>
  )
}

/** Every row normalised: a trailing empty slot each. */
function normalizePlan(plan: DayPlan): DayPlan {
  return Object.fromEntries(Object.entries(plan).map(([meal, slots]) => [meal, normalizeSlots(slots)]))
}

function daysBetween(from: string, to: string) {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000
}

function weekRangeOf(days: { date: string }[], format: (date: string) => string) {
  const first = days[0]?.date
  const last = days[days.length - 1]?.date
  return first && last && first !== last ? `${format(first)} – ${format(last)}` : first ? format(first) : ''
}
