import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { InstructionSlider } from './instruction-slider'
import { hummusInstructions, m, mf, storyLocale } from './story-data'

const meta = {
  title: 'Widgets/RecipeNutrition/InstructionSlider',
  component: InstructionSlider,
  args: { instructions: hummusInstructions },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof InstructionSlider>

export default meta
type Story = StoryObj<typeof meta>

const stepText = (index: number) => hummusInstructions[index]!.step[storyLocale()]
const progress = (current: number) => mf('instructions.progress', { current, total: 7 })

/** One step at a time: next and previous, the progress bar, "Step 2 of 7", the step's picture. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const bar = canvas.getByRole('progressbar', { name: m('instructions.progressLabel') })
    const previous = canvas.getByRole('button', { name: m('instructions.previous') })
    const next = canvas.getByRole('button', { name: m('instructions.next') })
    const slide = () => canvas.getByRole('group', { name: /\d/ })

    await step('the first step, with its picture', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: m('instructions.title') })).toBeVisible()
      await expect(canvas.getByText(storyLocale() === 'ar' ? '7 خطوات' : '7 steps')).toBeVisible()
      await expect(canvas.getByText(progress(1))).toBeVisible()
      await expect(bar).toHaveAttribute('aria-valuenow', '1')
      await expect(bar).toHaveAttribute('aria-valuemax', '7')
      await expect(bar).toHaveAttribute('aria-valuetext', progress(1))
      await expect(slide()).toHaveAccessibleName(progress(1))
      await expect(within(slide()).getByText(stepText(0))).toHaveAttribute('dir', 'auto')
      await expect(
        within(slide()).getByRole('img', { name: mf('instructions.stepImage', { number: 1 }) }),
      ).toBeVisible()
      await expect(previous).toHaveAttribute('aria-disabled', 'true')
    })

    await step('next and previous move one step; the bar follows', async () => {
      await userEvent.click(next)
      await expect(canvas.getByText(progress(2))).toBeVisible()
      await expect(bar).toHaveAttribute('aria-valuenow', '2')
      await expect(within(slide()).getByText(stepText(1))).toBeVisible()
      // Step 2 has no picture.
      await expect(within(slide()).queryByRole('img')).toBeNull()
      await expect(previous).not.toHaveAttribute('aria-disabled')
      const fill = bar.firstElementChild as HTMLElement
      await expect(Number.parseFloat(fill.style.width)).toBeCloseTo((2 / 7) * 100, 2)
      await userEvent.click(previous)
      await expect(bar).toHaveAttribute('aria-valuenow', '1')
      // At the first step, previous does nothing and keeps the focus.
      await userEvent.click(previous)
      await expect(bar).toHaveAttribute('aria-valuenow', '1')
      await expect(previous).toHaveFocus()
    })

    await step('to the last step; next stops there', async () => {
      for (let i = 0; i < 8; i++) await userEvent.click(next)
      await expect(canvas.getByText(progress(7))).toBeVisible()
      await expect(within(slide()).getByText(stepText(6))).toBeVisible()
      await expect(next).toHaveAttribute('aria-disabled', 'true')
      await expect(next).toHaveFocus()
    })
  },
}

/** Arrow keys follow the reading direction (the next step is on the left in Arabic); Home and End. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const bar = canvas.getByRole('progressbar')
    const slide = canvas.getByRole('group', { name: progress(1) })
    const [forward, backward] =
      storyLocale() === 'ar' ? ['{ArrowLeft}', '{ArrowRight}'] : ['{ArrowRight}', '{ArrowLeft}']

    // In the tab order after the view toggle.
    await expect(slide).toHaveAttribute('tabindex', '0')
    await userEvent.click(slide)
    await expect(slide).toHaveFocus()
    await userEvent.keyboard(forward)
    await expect(bar).toHaveAttribute('aria-valuenow', '2')
    await userEvent.keyboard(forward)
    await expect(bar).toHaveAttribute('aria-valuenow', '3')
    await userEvent.keyboard(backward)
    await expect(bar).toHaveAttribute('aria-valuenow', '2')
    await userEvent.keyboard('{End}')
    await expect(bar).toHaveAttribute('aria-valuenow', '7')
    await userEvent.keyboard(forward)
    await expect(bar).toHaveAttribute('aria-valuenow', '7')
    await userEvent.keyboard('{Home}')
    await expect(bar).toHaveAttribute('aria-valuenow', '1')
    await expect(canvas.getByText(stepText(0))).toBeVisible()

    // The arrow icons point the way the steps go: mirrored in Arabic.
    const icon = canvas.getByRole('button', { name: m('instructions.next') }).querySelector('svg')!
    await expect(getComputedStyle(icon).transform).toBe(
      storyLocale() === 'ar' ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none',
    )
  },
}

/** The toggle lists every step at once, numbered, and goes back to the slider. */
export const AllSteps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const all = canvas.getByRole('button', { name: m('instructions.view.all') })
    const slider = canvas.getByRole('button', { name: m('instructions.view.slider') })
    await expect(slider).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(all)
    await expect(all).toHaveAttribute('aria-pressed', 'true')
    const items = within(canvas.getByRole('list')).getAllByRole('listitem')
    await expect(items).toHaveLength(7)
    await expect(items[6]).toHaveTextContent(stepText(6))
    await expect(canvas.queryByRole('progressbar')).toBeNull()
    await expect(canvas.getAllByRole('img')).toHaveLength(3)
    await userEvent.click(slider)
    await expect(canvas.getByRole('progressbar')).toBeVisible()
  },
}

/** A recipe without steps says so. */
export const NoSteps: Story = {
  args: { instructions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(m('instructions.empty'))).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}
