import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { monthDates, nutrientIds, weekDates } from '@sufra/core'
import { toaster } from '@sufra/ui/toast'
import { PlannerBoard } from './planner-board'
import {
  type FakePlanner,
  PlannerProviders,
  dayFrom,
  fakePlanner,
  idOf,
  m,
  planner,
  storyLocale,
  titleOf,
  today,
} from './story-data'
import type { CurrentUser } from '../widget-host'

type Scenario = { server: FakePlanner; user: CurrentUser; initialDate?: string }

/**
 * A board with its own fake server, made afresh before each run (the English and Arabic runs start
 * from the same plans).
 */
function scenario(make: () => Scenario) {
  let current = make()
  return {
    get: () => current,
    beforeEach: () => {
      current = make()
      toaster.remove()
    },
    render: () => (
      <PlannerProviders client={current.server.client} user={current.user}>
        <PlannerBoard initialDate={current.initialDate} />
      </PlannerProviders>
    ),
  }
}

const meta = {
  title: 'Widgets/PlannerBoard',
  component: PlannerBoard,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PlannerBoard>

export default meta
type Story = StoryObj<typeof meta>

// ------------------------------------------------------------------ helpers

/** Real input (Playwright's mouse and keyboard under Vitest); null in the Storybook UI. */
async function realInput() {
  try {
    const { userEvent: real } = await import('vitest/browser')
    return real
  } catch {
    return null
  }
}

/** A toast once its entry animation has made it visible. */
async function toastNamed(name: string) {
  const toast = await screen.findByText(name, {}, { timeout: 15_000 })
  await waitFor(() => expect(toast).toBeVisible())
  return toast
}

const mealRow = (canvas: HTMLElement, meal: string) =>
  canvas.querySelector<HTMLElement>(`[data-part=meal-row][data-meal="${meal}"]`)!
const slotsOf = (canvas: HTMLElement, meal: string) => [
  ...mealRow(canvas, meal).querySelectorAll<HTMLElement>('[data-drop-slot]'),
]
const slotTitles = (canvas: HTMLElement, meal: string) =>
  slotsOf(canvas, meal).map((slot) => slot.querySelector('[role=button]')?.getAttribute('aria-label') ?? null)

async function boardReady(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await canvas.findByRole('heading', { name: new RegExp(m('planner.meal.Breakfast')) })
  return canvas
}

/** A source card of the saved-recipes tab. */
async function sourceCard(canvasElement: HTMLElement, title: string) {
  const source = canvasElement.querySelector<HTMLElement>('[data-part=recipe-source]')!
  // Named by its title and cooking time.
  return within(source).findByRole('button', { name: new RegExp(`^${title}`) })
}

/**
 * Drags `source` onto `target` with the mouse: the drag events Chromium fires for a mouse drag
 * (dragstart on the card, dragenter/dragover/drop on the slot, dragend on the card), each at the
 * element's centre and sharing one DataTransfer. (Playwright's mouse does not start a native drag
 * inside the test runner's frame, so the events are fired here; react-aria's handlers do the rest.)
 */
async function dragWithMouse(source: HTMLElement, target: HTMLElement) {
  const data = new DataTransfer()
  const fire = (element: HTMLElement, type: string) => {
    const box = element.getBoundingClientRect()
    const init = { bubbles: true, cancelable: true, dataTransfer: data }
    const at = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 }
    return element.dispatchEvent(new DragEvent(type, { ...init, ...at }))
  }
  source.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }))
  fire(source, 'dragstart')
  await new Promise(requestAnimationFrame)
  fire(target, 'dragenter')
  fire(target, 'dragover')
  fire(target, 'drop')
  fire(source, 'dragend')
}

// ------------------------------------------------------------------ stories

const planByMouse = scenario(() => ({ server: fakePlanner(), user: planner(), initialDate: today() }))

/**
 * Today's plan by mouse: dragging a saved recipe into Breakfast's empty slot fills it and appends a
 * new empty slot; the day is auto-saved (POST /meal-planner/create) with the spec's toast.
 */
export const PlanByMouse: Story = {
  beforeEach: planByMouse.beforeEach,
  render: planByMouse.render,
  play: async ({ canvasElement, step }) => {
    const { server } = planByMouse.get()
    await boardReady(canvasElement)

    await step('four default meal times, each with one empty slot', async () => {
      for (const meal of ['Breakfast', 'Lunch', 'Snacks', 'Dinner']) {
        await expect(slotTitles(canvasElement, meal)).toEqual([null])
      }
    })

    await step('drag Fattoush into Breakfast', async () => {
      const card = await sourceCard(canvasElement, titleOf('fattoush'))
      await dragWithMouse(card, slotsOf(canvasElement, 'Breakfast')[0]!)
      await waitFor(() => expect(slotTitles(canvasElement, 'Breakfast')).toEqual([titleOf('fattoush'), null]))
    })

    await step('saved for today, with the toast', async () => {
      await toastNamed(m('planner.autoSaved', { date: dayName(today()) }))
      const save = server.requests.find(
        (request) => request.method === 'POST' && request.path === '/meal-planner/create',
      )
      await expect(save?.body).toMatchObject({
        date: today(),
        mealPlan: { Breakfast: [idOf('fattoush'), null] },
      })
      await expect(server.plans.get(today())).toMatchObject({ Breakfast: [idOf('fattoush'), null] })
    })
  },
}

/** The day as the toasts name it: "Friday, 27 November" in the page's language. */
function dayName(date: string) {
  return new Intl.DateTimeFormat(storyLocale() === 'ar' ? 'ar-u-nu-latn' : 'en', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`))
}

// ------------------------------------------------------------------ keyboard

const keyboardPlan = scenario(() => ({ server: fakePlanner(), user: planner(), initialDate: today() }))
const focusedSlot = () => document.activeElement?.closest<HTMLElement>('[data-drop-slot]') ?? null

/**
 * The keyboard only: Enter picks a recipe up (react-aria announces it in the page's language), the
 * arrow keys move between meal rows and slots (left and right as drawn: in Arabic the right arrow
 * goes back), Enter drops; a planned recipe moves between slots the same way; Escape cancels.
 */
export const KeyboardDragAndDrop: Story = {
  beforeEach: keyboardPlan.beforeEach,
  render: keyboardPlan.render,
  play: async ({ canvasElement, step }) => {
    const { server } = keyboardPlan.get()
    await boardReady(canvasElement)
    const real = await realInput()
    const keyboard = real ? real.keyboard.bind(real) : userEvent.keyboard.bind(userEvent)
    const ar = storyLocale() === 'ar'

    await step('Enter picks Shakshuka up; react-aria says so in the page language', async () => {
      const card = await sourceCard(canvasElement, titleOf('shakshuka'))
      card.focus()
      await keyboard('{Enter}')
      await waitFor(() => expect(focusedSlot()).not.toBeNull())
      const started = ar ? 'بدأ السحب' : 'Started dragging'
      await waitFor(() => expect(document.body.textContent).toContain(started))
    })

    await step('up to Breakfast, down to Lunch, Enter drops it there', async () => {
      for (let i = 0; i < 4; i += 1) await keyboard('{ArrowUp}')
      await waitFor(() =>
        expect(focusedSlot()?.closest('[data-meal]')).toHaveAttribute('data-meal', 'Breakfast'),
      )
      await keyboard('{ArrowDown}')
      await waitFor(() => expect(focusedSlot()?.closest('[data-meal]')).toHaveAttribute('data-meal', 'Lunch'))
      await expect(focusedSlot()).toHaveAccessibleName(
        m('planner.slot.empty', { meal: m('planner.meal.Lunch'), number: 1 }),
      )
      await keyboard('{Enter}')
      await waitFor(() => expect(slotTitles(canvasElement, 'Lunch')).toEqual([titleOf('shakshuka'), null]))
      const announcer = canvasElement.querySelector('[data-part=announcer]')!
      await waitFor(() =>
        expect(announcer).toHaveTextContent(
          m('planner.announce.placed', {
            recipe: titleOf('shakshuka'),
            meal: m('planner.meal.Lunch'),
            number: 1,
          }),
        ),
      )
      await waitFor(() =>
        expect(server.plans.get(today())).toMatchObject({ Lunch: [idOf('shakshuka'), null] }),
      )
    })

    await step('the planned recipe moves to the next slot with the arrow that points there', async () => {
      const planned = within(mealRow(canvasElement, 'Lunch')).getByRole('button', {
        name: titleOf('shakshuka'),
      })
      planned.focus()
      await keyboard('{Enter}')
      await waitFor(() => expect(focusedSlot()).not.toBeNull())
      // The drag starts on its own slot; the next slot is to the right in English, to the left in Arabic.
      await waitFor(() => expect(focusedSlot()).toHaveAttribute('data-index', '0'))
      await keyboard(ar ? '{ArrowLeft}' : '{ArrowRight}')
      await waitFor(() => expect(focusedSlot()).toHaveAttribute('data-index', '1'))
      await keyboard('{Enter}')
      await waitFor(() =>
        expect(slotTitles(canvasElement, 'Lunch')).toEqual([null, titleOf('shakshuka'), null]),
      )
      await waitFor(() =>
        expect(server.plans.get(today())).toMatchObject({ Lunch: [null, idOf('shakshuka'), null] }),
      )
    })

    await step('Escape cancels: nothing changes and focus goes back to the recipe', async () => {
      const card = await sourceCard(canvasElement, titleOf('fattoush'))
      card.focus()
      await keyboard('{Enter}')
      await waitFor(() => expect(focusedSlot()).not.toBeNull())
      await keyboard('{ArrowDown}')
      await keyboard('{Escape}')
      await waitFor(() => expect(document.activeElement).toBe(card))
      await expect(slotTitles(canvasElement, 'Breakfast')).toEqual([null])
      await expect(slotTitles(canvasElement, 'Dinner')).toEqual([null])
      await expect(slotTitles(canvasElement, 'Lunch')).toEqual([null, titleOf('shakshuka'), null])
    })
  },
}

// ------------------------------------------------------------------ whole week

const wholeWeek = scenario(() => ({ server: fakePlanner(), user: planner(), initialDate: today() }))

/**
 * Whole week: with no day chosen, a recipe dropped into Dinner goes to every day still to come, in
 * one POST /meal-planner/week; the toast says the whole week, or the remaining days when some have passed.
 */
export const WholeWeekEdit: Story = {
  beforeEach: wholeWeek.beforeEach,
  render: wholeWeek.render,
  play: async ({ canvasElement, step }) => {
    const { server } = wholeWeek.get()
    const canvas = await boardReady(canvasElement)
    const remaining = weekDates(today()).filter((date) => date >= today())

    await step('Whole week is chosen and says what it does', async () => {
      const whole = canvas.getByRole('button', { name: new RegExp(m('planner.days.wholeWeek')) })
      await userEvent.click(whole)
      await expect(whole).toHaveAttribute('aria-pressed', 'true')
      await expect(canvas.getByText(m('planner.wholeWeek.note'))).toBeVisible()
      // The weekly goal tab goes with it.
      await expect(canvas.getByRole('tab', { name: m('planner.goals.week') })).toHaveAttribute(
        'aria-selected',
        'true',
      )
    })

    await step('Mansaf into Dinner: every remaining day gets it, in one call', async () => {
      await dragWithMouse(
        await sourceCard(canvasElement, titleOf('mansaf')),
        slotsOf(canvasElement, 'Dinner')[0]!,
      )
      await waitFor(() => expect(slotTitles(canvasElement, 'Dinner')).toEqual([titleOf('mansaf'), null]))
      await toastNamed(m(remaining.length === 7 ? 'planner.autoSavedWeek' : 'planner.savedRemaining'))
      const save = server.requests.find(
        (request) => request.method === 'POST' && request.path === '/meal-planner/week',
      )
      await expect(save?.body).toMatchObject({
        days: remaining.map((date) => ({ date, mealPlan: { Dinner: [idOf('mansaf'), null] } })),
      })
      for (const date of remaining)
        await expect(server.plans.get(date)).toMatchObject({ Dinner: [idOf('mansaf'), null] })
    })

    await step('each remaining day shows it', async () => {
      const last = remaining[remaining.length - 1]!
      await userEvent.click(canvasElement.querySelector<HTMLElement>(`[data-date="${last}"]`)!)
      await expect(slotTitles(canvasElement, 'Dinner')).toEqual([titleOf('mansaf'), null])
    })
  },
}

// ------------------------------------------------------------------ meal types

const mealTypes = scenario(() => ({ server: fakePlanner(), user: planner(), initialDate: today() }))

/** Add meal type: the name is trimmed; an empty name or one already there (any case) adds nothing. */
export const AddMealType: Story = {
  beforeEach: mealTypes.beforeEach,
  render: mealTypes.render,
  play: async ({ canvasElement, step }) => {
    const { server } = mealTypes.get()
    const canvas = await boardReady(canvasElement)
    const rows = () =>
      [...canvasElement.querySelectorAll('[data-part=meal-row]')].map((row) => row.getAttribute('data-meal'))
    const suhoor = storyLocale() === 'ar' ? 'السحور' : 'Suhoor'
    const add = async (name: string) => {
      await userEvent.click(canvas.getByRole('button', { name: m('planner.addMealType') }))
      const dialog = await screen.findByRole('dialog', { name: m('planner.addMealType.title') })
      const field = within(dialog).getByRole('textbox', { name: m('planner.addMealType.name') })
      await userEvent.clear(field)
      if (name) await userEvent.type(field, name)
      await userEvent.click(within(dialog).getByRole('button', { name: m('planner.addMealType.submit') }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    }

    await step('"  Suhoor  " adds a row named Suhoor, saved with the day', async () => {
      await add(`  ${suhoor}  `)
      await waitFor(() => expect(rows()).toEqual(['Breakfast', 'Lunch', 'Snacks', 'Dinner', suhoor]))
      await expect(canvas.getByRole('heading', { name: new RegExp(suhoor) })).toBeVisible()
      await waitFor(() => expect(server.plans.get(today())).toMatchObject({ [suhoor]: [null] }))
    })

    await step('a duplicate (any case) and an empty name add nothing', async () => {
      const posts = () => server.requests.filter((request) => request.method === 'POST').length
      const saves = posts()
      await add(suhoor.toUpperCase() === suhoor ? ` ${suhoor} ` : suhoor.toUpperCase())
      await add('lunch')
      await add('   ')
      await expect(rows()).toEqual(['Breakfast', 'Lunch', 'Snacks', 'Dinner', suhoor])
      await expect(posts()).toBe(saves)
    })
  },
}

// ------------------------------------------------------------------ expired days

const pastWeek = scenario(() => ({
  server: fakePlanner({ [dayFrom(-7)]: { Lunch: [idOf('hummus'), null] } }),
  user: planner(),
  initialDate: dayFrom(-7),
}))

/** A past day is read-only: its plan shows, and a drop on it brings the spec's alert and no save. */
export const ExpiredDay: Story = {
  beforeEach: pastWeek.beforeEach,
  render: pastWeek.render,
  play: async ({ canvasElement, step }) => {
    const { server } = pastWeek.get()
    const canvas = await boardReady(canvasElement)
    await step('the plan is shown without a way to change it', async () => {
      await waitFor(() => expect(slotTitles(canvasElement, 'Lunch')).toEqual([titleOf('hummus'), null]))
      await expect(canvas.getByText(m('planner.expired.note'))).toBeVisible()
      await expect(
        canvas.queryByRole('button', {
          name: m('planner.slot.remove', { recipe: titleOf('hummus'), meal: m('planner.meal.Lunch') }),
        }),
      ).toBeNull()
    })
    await step('a drop brings the alert; nothing is sent', async () => {
      await dragWithMouse(
        await sourceCard(canvasElement, titleOf('fattoush')),
        slotsOf(canvasElement, 'Dinner')[0]!,
      )
      await toastNamed(m('planner.expired'))
      await expect(slotTitles(canvasElement, 'Dinner')).toEqual([null])
      await expect(server.calls.filter((call) => call.startsWith('POST'))).toEqual([])
    })
  },
}

// ------------------------------------------------------------------ auto-save failure

const failingSave = scenario(() => {
  const server = fakePlanner()
  server.failNextSaves = 1
  return { server, user: planner(), initialDate: today() }
})

/** A failed auto-save keeps the change on screen and offers Retry; the retry saves it. */
export const AutoSaveFailureAndRetry: Story = {
  beforeEach: failingSave.beforeEach,
  render: failingSave.render,
  play: async ({ canvasElement, step }) => {
    const { server } = failingSave.get()
    const canvas = await boardReady(canvasElement)
    await step('the save fails: the toast, the recipe still there, Retry offered', async () => {
      await dragWithMouse(
        await sourceCard(canvasElement, titleOf('lentilSoup')),
        slotsOf(canvasElement, 'Lunch')[0]!,
      )
      await toastNamed(m('planner.autoSaveFailed', { date: dayName(today()) }))
      await expect(slotTitles(canvasElement, 'Lunch')).toEqual([titleOf('lentilSoup'), null])
      await expect(canvas.getByText(m('planner.save.failed'))).toBeVisible()
      await expect(server.plans.has(today())).toBe(false)
    })
    await step('Retry saves it', async () => {
      toaster.remove()
      await userEvent.click(canvas.getByRole('button', { name: m('planner.retry') }))
      await toastNamed(m('planner.autoSaved', { date: dayName(today()) }))
      await expect(server.plans.get(today())).toMatchObject({ Lunch: [idOf('lentilSoup'), null] })
      await waitFor(() => expect(canvas.queryByText(m('planner.save.failed'))).toBeNull())
    })
  },
}

// ------------------------------------------------------------------ goals

const goalsPlan = scenario(() => ({
  server: fakePlanner({
    [today()]: {
      Breakfast: [idOf('shakshuka'), null],
      Lunch: [idOf('mansaf'), null],
      Dinner: [idOf('kunafa'), null],
    },
  }),
  user: planner(),
  initialDate: today(),
}))

const ringStatus = (canvasElement: HTMLElement, nutrientId: number) =>
  canvasElement
    .querySelector(`[data-part=goals] [data-nutrient="${nutrientId}"] [data-scope=progress][data-part=root]`)
    ?.getAttribute('data-status')

/**
 * Goal tabs: today's plan (2,500 kcal against 2,000: amber; 120 g fat against 66.66: red; 115 g
 * protein against 125: green); this week averages over 7 days (all green) and clears the chosen day;
 * this month reads the month and averages over its days.
 */
export const GoalTabsAndRingColours: Story = {
  beforeEach: goalsPlan.beforeEach,
  render: goalsPlan.render,
  play: async ({ canvasElement, step }) => {
    const { server } = goalsPlan.get()
    const canvas = await boardReady(canvasElement)
    await step('today', async () => {
      await waitFor(() => expect(ringStatus(canvasElement, nutrientIds.calories)).toBe('warning'))
      await expect(ringStatus(canvasElement, nutrientIds.fat)).toBe('danger')
      await expect(ringStatus(canvasElement, nutrientIds.protein)).toBe('ok')
      await expect(canvas.getByText(m('planner.goals.againstDefaults'), { exact: false })).toBeVisible()
    })
    await step('this week: the daily average over 7 days, and no day chosen', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: m('planner.goals.week') }))
      await waitFor(() => expect(ringStatus(canvasElement, nutrientIds.calories)).toBe('ok'))
      await expect(ringStatus(canvasElement, nutrientIds.fat)).toBe('ok')
      const calories = canvasElement.querySelector(
        `[data-part=goals] [data-nutrient="${nutrientIds.calories}"] [role=progressbar]`,
      )!
      await expect(calories.getAttribute('aria-valuetext')).toContain(
        new Intl.NumberFormat(storyLocale() === 'ar' ? 'ar-u-nu-latn' : 'en', {
          maximumFractionDigits: 1,
        }).format(2500 / 7),
      )
      await expect(
        canvas.getByRole('button', { name: new RegExp(m('planner.days.wholeWeek')) }),
      ).toHaveAttribute('aria-pressed', 'true')
    })
    await step('this month: read when chosen', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: m('planner.goals.month') }))
      await waitFor(() =>
        expect(server.calls.some((call) => call.startsWith('GET /meal-planner/month'))).toBe(true),
      )
      await waitFor(() => expect(ringStatus(canvasElement, nutrientIds.calories)).toBe('ok'))
      const days = monthDates(today()).length
      const caption = canvasElement.querySelector('[data-part=goals] [data-part=goal-caption]')
      await expect(caption?.textContent).toContain(String(days))
    })
  },
}

// ------------------------------------------------------------------ recipe source

const sourceTabs = scenario(() => ({ server: fakePlanner(), user: planner(), initialDate: today() }))

/**
 * The source's three tabs: saved recipes (GET /recipe-user), the person's own (GET
 * /user/recipes/{id}), and all recipes 15 a page (GET /recipe?limit=15&page=n, the next page as the
 * slider's end comes near) with a search (GET /search/query?keyword).
 */
export const RecipeSourceTabs: Story = {
  beforeEach: sourceTabs.beforeEach,
  render: sourceTabs.render,
  play: async ({ canvasElement, step }) => {
    const { server, user } = sourceTabs.get()
    await boardReady(canvasElement)
    const source = within(canvasElement.querySelector<HTMLElement>('[data-part=recipe-source]')!)
    const cards = () => [...canvasElement.querySelectorAll('[data-part=recipe-source] [data-recipe]')]

    await step('saved recipes first', async () => {
      await waitFor(() => expect(cards()).toHaveLength(4))
      await expect(server.calls).toContain('GET /recipe-user')
    })
    await step('my recipes', async () => {
      await userEvent.click(source.getByRole('tab', { name: m('planner.source.mine') }))
      await waitFor(() => expect(cards()).toHaveLength(2))
      await expect(server.calls).toContain(`GET /user/recipes/${user._id}`)
    })
    await step('all recipes: 15, then 15 more at the end of the slider', async () => {
      await userEvent.click(source.getByRole('tab', { name: m('planner.source.all') }))
      await waitFor(() => expect(cards()).toHaveLength(15))
      await expect(server.calls).toContain('GET /recipe?limit=15&page=1')
      const slider = source.getByRole('list', { name: m('planner.source.all') })
      slider.scrollLeft = storyLocale() === 'ar' ? -slider.scrollWidth : slider.scrollWidth
      await waitFor(() => expect(cards()).toHaveLength(30))
      await expect(server.calls).toContain('GET /recipe?limit=15&page=2')
    })
    await step('a search', async () => {
      await userEvent.type(source.getByRole('searchbox', { name: m('planner.source.search') }), 'kunafa')
      await waitFor(() => expect(cards()).toHaveLength(1))
      await expect(server.calls).toContain('GET /search/query?keyword=kunafa&limit=15&page=1')
      await expect(source.getByRole('button', { name: new RegExp(`^${titleOf('kunafa')}`) })).toBeVisible()
    })
  },
}

const ownGoals = scenario(() => ({
  server: fakePlanner({ [today()]: { Lunch: [idOf('mansaf'), idOf('kunafa'), null] } }),
  user: planner({ calorieGoal: 2500, fatGoal: 80 }),
  initialDate: today(),
}))

/** A person's own goals replace the defaults: 2,000 kcal against 2,500 is green, 95 g fat against 80 amber. */
export const PersonalGoals: Story = {
  beforeEach: ownGoals.beforeEach,
  render: ownGoals.render,
  play: async ({ canvasElement }) => {
    const canvas = await boardReady(canvasElement)
    await waitFor(() => expect(ringStatus(canvasElement, nutrientIds.calories)).toBe('ok'))
    await expect(ringStatus(canvasElement, nutrientIds.fat)).toBe('warning')
    await expect(canvas.getByText(m('planner.goals.againstGoals'), { exact: false })).toBeVisible()
  },
}
