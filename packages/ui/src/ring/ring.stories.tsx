import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { intlLocaleOf, messages, useI18n } from '@sufra/i18n'
import { Ring } from './ring'

const nutrients = {
  en: { calories: 'Calories', protein: 'Protein', carbs: 'Carbs', fat: 'Fat', kcal: 'kcal', g: 'g' },
  ar: {
    calories: 'السعرات',
    protein: 'البروتين',
    carbs: 'الكربوهيدرات',
    fat: 'الدهون',
    kcal: 'سعرة',
    g: 'غ',
  },
}
const storyLocale = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const copy = () => nutrients[storyLocale()]

/** The value text the ring should announce, built from the same message as the component. */
function expectedValueText(value: number, max: number, unit: string) {
  const locale = storyLocale()
  const format = new Intl.NumberFormat(intlLocaleOf(locale), { maximumFractionDigits: 1 })
  return messages[locale]['ui.ring.valueText']
    .replace('{value}', format.format(value))
    .replace('{max}', format.format(max))
    .replace('{unit}', unit)
    .trim()
}

function strokeOf(bar: Element) {
  return getComputedStyle(bar.querySelector('[data-part=circle-range]')!).stroke
}

function tokenColour(variable: string) {
  const probe = document.createElement('span')
  probe.style.color = `var(${variable})`
  document.body.append(probe)
  const colour = getComputedStyle(probe).color
  probe.remove()
  return colour
}

const meta = {
  title: 'UI/Ring',
  component: Ring,
  args: { value: 1600, max: 2000, label: 'Calories', unit: 'kcal' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Ring>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  render: function Render(args) {
    const { locale } = useI18n()
    return <Ring {...args} label={nutrients[locale].calories} unit={nutrients[locale].kcal} />
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: copy().calories })
    await expect(bar).toHaveAttribute('aria-valuetext', expectedValueText(1600, 2000, copy().kcal))
    await expect(bar).toHaveAttribute('aria-valuenow', '1600')
    await expect(bar).toHaveAttribute('aria-valuemax', '2000')
  },
}

/** The spec's colours: 80 % green, 110 % amber, 140 % red; the arc stops at a full circle. */
export const ColourByPercent: Story = {
  render: function Render() {
    const { locale } = useI18n()
    const n = nutrients[locale]
    return (
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        <Ring value={100} max={125} label={n.protein} unit={n.g} />
        <Ring value={247.5} max={225} label={n.carbs} unit={n.g} />
        <Ring value={2800} max={2000} label={n.calories} unit={n.kcal} />
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const n = copy()
    const protein = canvas.getByRole('progressbar', { name: n.protein })
    const carbs = canvas.getByRole('progressbar', { name: n.carbs })
    const calories = canvas.getByRole('progressbar', { name: n.calories })
    const rootOf = (bar: HTMLElement) => bar.closest('[data-scope=progress][data-part=root]')!

    await expect(rootOf(protein)).toHaveAttribute('data-status', 'ok')
    await expect(rootOf(carbs)).toHaveAttribute('data-status', 'warning')
    await expect(rootOf(calories)).toHaveAttribute('data-status', 'danger')
    await expect(strokeOf(protein)).toBe(tokenColour('--colors-success-default'))
    await expect(strokeOf(carbs)).toBe(tokenColour('--colors-warning-default'))
    await expect(strokeOf(calories)).toBe(tokenColour('--colors-danger-default'))

    // Over the goal: the arc is full, the text says the real amount.
    await expect(calories).toHaveAttribute('aria-valuenow', '2000')
    await expect(calories).toHaveAttribute('aria-valuetext', expectedValueText(2800, 2000, n.kcal))
    await expect(carbs).toHaveAttribute('aria-valuetext', expectedValueText(247.5, 225, n.g))
    const caloriesText = rootOf(calories).querySelector('[data-part=value-text]')!
    const figure = new Intl.NumberFormat(intlLocaleOf(storyLocale())).format(2800)
    await expect(caloriesText).toHaveTextContent(figure)
    await expect(caloriesText).toHaveAttribute('aria-hidden', 'true')
  },
}

export const Sizes: Story = {
  render: function Render() {
    const { locale } = useI18n()
    const n = nutrients[locale]
    return (
      <div style={{ display: 'flex', gap: 24, alignItems: 'end' }}>
        <Ring size="sm" value={30} max={66.66} label={n.fat} unit={n.g} />
        <Ring size="md" value={30} max={66.66} label={n.protein} unit={n.g} />
        <Ring size="lg" value={30} max={66.66} label={n.carbs} unit={n.g} />
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const n = copy()
    const widths = [n.fat, n.protein, n.carbs].map(
      (name) => canvas.getByRole('progressbar', { name }).getBoundingClientRect().width,
    )
    await expect(widths).toEqual([56, 80, 96])
    await expect(canvas.getByRole('progressbar', { name: n.fat })).toHaveAttribute(
      'aria-valuetext',
      expectedValueText(30, 66.66, n.g),
    )
  },
}

/** Nothing eaten yet, and a goal of zero: no arc, no error. */
export const EmptyAndNoGoal: Story = {
  render: function Render() {
    const { locale } = useI18n()
    const n = nutrients[locale]
    return (
      <div style={{ display: 'flex', gap: 24 }}>
        <Ring value={0} max={50} label={n.protein} unit={n.g} />
        <Ring value={12} max={0} label={n.fat} unit={n.g} />
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const empty = canvas.getByRole('progressbar', { name: copy().protein })
    await expect(empty.closest('[data-part=root]')).toHaveAttribute('data-status', 'ok')
    await expect(empty.querySelector('[data-part=circle-range]')).toHaveAttribute('opacity', '0')
    const noGoal = canvas.getByRole('progressbar', { name: copy().fat })
    await expect(noGoal.closest('[data-part=root]')).toHaveAttribute('data-status', 'danger')
    await expect(noGoal).toHaveAttribute('aria-valuetext', expectedValueText(12, 0, copy().g))
  },
}
