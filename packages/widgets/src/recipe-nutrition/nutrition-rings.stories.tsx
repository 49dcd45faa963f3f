import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import type { Schema } from '@sufra/api-client'
import { intlLocaleOf } from '@sufra/i18n'
import { type CurrentUser, WidgetHostProvider } from '../widget-host'
import { NutritionRings } from './nutrition-rings'
import { storyUser } from '@sufra/api-client/testing'
import { hummusNutrition, m, mf, storyHost, storyLocale } from './story-data'

type DemoProps = { nutrition: Schema<'RecipeNutrition'>; user: CurrentUser | null }

function Demo({ nutrition, user }: DemoProps) {
  return (
    <WidgetHostProvider host={storyHost(user)}>
      <NutritionRings nutrition={nutrition} />
    </WidgetHostProvider>
  )
}

const meta = {
  title: 'Widgets/RecipeNutrition/NutritionRings',
  component: Demo,
  args: { nutrition: hummusNutrition, user: null },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

/** The value text a ring announces, built from the same message and number format as the ring. */
function valueText(value: number, max: number, unit: string) {
  const format = new Intl.NumberFormat(intlLocaleOf(storyLocale()), { maximumFractionDigits: 1 })
  return mf('ui.ring.valueText', { value: format.format(value), max: format.format(max), unit }).trim()
}

const nutrient = (id: number) => hummusNutrition.nutrients.find((n) => n.nutrientId === id)!
const named = (id: number) => nutrient(id).name[storyLocale()]
const unitOf = (id: number) => nutrient(id).unit[storyLocale()]

/** Signed out: the seven basic rings against the default goals, and the full table under See All. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)

    await step('heading and "per serving"', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: m('nutrition.title') })).toBeVisible()
      await expect(canvas.getByText(m('nutrition.againstDefaults'))).toBeVisible()
      await expect(canvas.getByRole('list', { name: m('nutrition.perServing') })).toBeVisible()
    })

    await step('one ring per basic nutrient, in the spec order, with amount and unit', async () => {
      const rings = canvas.getAllByRole('progressbar')
      await expect(rings.map((ring) => ring.getAttribute('aria-label'))).toEqual(
        [1008, 1004, 1005, 2000, 1003, 1093, 1079].map(named),
      )
      const calories = canvas.getByRole('progressbar', { name: named(1008) })
      await expect(calories).toHaveAttribute('aria-valuetext', valueText(356.4, 2000, unitOf(1008)))
      await expect(canvas.getByRole('progressbar', { name: named(1005) })).toHaveAttribute(
        'aria-valuetext',
        valueText(26.1, 225, unitOf(1005)),
      )
      await expect(canvas.getByRole('progressbar', { name: named(1004) })).toHaveAttribute(
        'aria-valuetext',
        valueText(24.6, 66.66, unitOf(1004)),
      )
      await expect(canvas.getByRole('progressbar', { name: named(1093) })).toHaveAttribute(
        'aria-valuetext',
        valueText(610, 2300, unitOf(1093)),
      )
      await expect(canvas.getByRole('progressbar', { name: named(1079) })).toHaveAttribute(
        'aria-valuetext',
        valueText(8.4, 28, unitOf(1079)),
      )
      // The amount and the unit are printed in the ring.
      const ring = canvasElement.querySelector('[data-nutrient="1008"]')!
      await expect(ring).toHaveTextContent('356.4')
      await expect(ring).toHaveTextContent(unitOf(1008))
      // The rest is not a ring.
      await expect(canvas.queryByRole('progressbar', { name: named(1087) })).toBeNull()
    })

    await step('See All: every nutrient per serving in a table', async () => {
      const seeAll = canvas.getByRole('button', { name: m('nutrition.seeAll') })
      await userEvent.click(seeAll)
      const modal = await screen.findByRole('dialog', { name: m('nutrition.modal.title') })
      // Once its opening animation has made it visible.
      await waitFor(() => expect(modal).toBeVisible())
      await expect(modal).toHaveAccessibleDescription(
        storyLocale() === 'ar'
          ? 'القيم لكل حصة، والوصفة تكفي 4 حصص.'
          : 'Per serving. This recipe makes 4 servings.',
      )
      const table = within(modal).getByRole('table')
      const rows = within(table).getAllByRole('row').slice(1)
      await expect(rows).toHaveLength(hummusNutrition.nutrients.length)
      await expect(rows.length).toBeGreaterThan(7)
      for (const id of [1008, 1087, 1162, 1178, 1051]) {
        await expect(within(table).getByRole('rowheader', { name: named(id) })).toBeInTheDocument()
      }
      const calcium = rows.find((row) => row.getAttribute('data-nutrient') === '1087')!
      await expect(calcium).toHaveTextContent(`96 ${unitOf(1087)}`)
      // Basic nutrients also say how much of the day's goal a serving is.
      const calories = rows.find((row) => row.getAttribute('data-nutrient') === '1008')!
      const percent = new Intl.NumberFormat(intlLocaleOf(storyLocale()), {
        style: 'percent',
        maximumFractionDigits: 0,
      }).format(356.4 / 2000)
      await expect(calories).toHaveTextContent(percent)
      await expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual([m('nutrition.table.nutrient'), m('nutrition.table.amount'), m('nutrition.table.daily')])

      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      await waitFor(() => expect(seeAll).toHaveFocus())
    })
  },
}

/** Signed in with goals of one's own: the rings measure against them. */
export const PersonalGoals: Story = {
  args: {
    user: { ...storyUser, calorieGoal: 1800, proteinGoal: 90, carbGoal: null, fatGoal: 60, sugarGoal: 30 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(m('nutrition.againstGoals'))).toBeVisible()
    await expect(canvas.getByRole('progressbar', { name: named(1008) })).toHaveAttribute(
      'aria-valuetext',
      valueText(356.4, 1800, unitOf(1008)),
    )
    await expect(canvas.getByRole('progressbar', { name: named(1003) })).toHaveAttribute(
      'aria-valuemax',
      '90',
    )
    // No carbohydrate goal of one's own: the default.
    await expect(canvas.getByRole('progressbar', { name: named(1005) })).toHaveAttribute(
      'aria-valuemax',
      '225',
    )
  },
}

/** A rich serving goes over some goals: the ring turns amber or red and the number stays true. */
export const OverTheGoal: Story = {
  args: {
    nutrition: {
      ...hummusNutrition,
      nutrients: hummusNutrition.nutrients.map((n) =>
        n.nutrientId === 1093 ? { ...n, amount: 3100 } : n.nutrientId === 1004 ? { ...n, amount: 74 } : n,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-nutrient="1093"] [data-status]')).toHaveAttribute(
      'data-status',
      'danger',
    )
    await expect(canvasElement.querySelector('[data-nutrient="1004"] [data-status]')).toHaveAttribute(
      'data-status',
      'warning',
    )
    await expect(canvasElement.querySelector('[data-nutrient="1093"]')).toHaveTextContent('3,100')
  },
}

/** No nutrition from the server: a sentence, no rings and no See All. */
export const NoNutrition: Story = {
  args: { nutrition: { servings: 4, perServing: true, nutrients: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(m('nutrition.empty'))).toBeVisible()
    await expect(canvas.queryByRole('progressbar')).toBeNull()
    await expect(canvas.queryByRole('button', { name: m('nutrition.seeAll') })).toBeNull()
  },
}
