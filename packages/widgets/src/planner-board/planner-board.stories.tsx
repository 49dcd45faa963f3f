import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
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
const slotsOf = (canvas: HTMLElement, meal: string) =>
  [...mealRow(canvas, meal).querySelectorAll<HTMLElement>('[data-drop-slot]')]
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
      const save = server.requests.find((request) => request.path === '/meal-planner/create')
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

void dayFrom
void userEvent
