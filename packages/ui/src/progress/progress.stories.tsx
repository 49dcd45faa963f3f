import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { useI18n } from '@sufra/i18n'
import { Progress } from './progress'

const copy = {
  en: { importing: 'Importing the recipe from', saving: 'Saving the shopping list' },
  ar: { importing: 'جارٍ استيراد الوصفة من', saving: 'جارٍ حفظ قائمة التسوق' },
}
const storyLocale = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')

const meta = {
  title: 'UI/Progress',
  component: Progress,
  args: { value: null, label: '' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Progress>

export default meta
type Story = StoryObj<typeof meta>

const partOf = (scope: HTMLElement, part: string) =>
  scope.querySelector<HTMLElement>(`[data-scope=progress][data-part=${part}]`)!

/** How far `element` sits from the inline start of `container` (left in LTR, right in RTL), in px. */
function fromInlineStart(element: HTMLElement, container: HTMLElement) {
  const inner = element.getBoundingClientRect()
  const outer = container.getBoundingClientRect()
  return getComputedStyle(container).direction === 'rtl' ? outer.right - inner.right : inner.left - outer.left
}

/**
 * Unmeasured work (`value={null}`), named by a status line elsewhere: no value for assistive
 * technology, and a segment that travels towards the inline end (right to left in Arabic).
 */
export const Indeterminate: Story = {
  render: function Render() {
    const { locale } = useI18n()
    return (
      <div style={{ display: 'grid', gap: 8, maxWidth: 420 }}>
        <p id="progress-story-status">
          {copy[locale].importing} <bdi dir="ltr">example.com</bdi>…
        </p>
        <Progress value={null} size="sm" labelledBy="progress-story-status" />
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', {
      name: `${copy[storyLocale()].importing} example.com…`,
    })
    await expect(bar).not.toHaveAttribute('aria-valuenow')
    await expect(bar).toHaveAttribute('data-state', 'indeterminate')
    await expect(partOf(canvasElement, 'root')).toHaveAttribute('dir', document.dir)

    // Freeze the travelling segment at a quarter and at three quarters of its run: it has moved
    // away from the inline start, whichever side that is.
    const range = partOf(canvasElement, 'range')
    const [travel] = range.getAnimations()
    await expect(travel).toBeDefined()
    travel!.pause()
    const duration = Number(travel!.effect!.getComputedTiming().duration)
    travel!.currentTime = duration * 0.25
    const early = fromInlineStart(range, bar)
    travel!.currentTime = duration * 0.75
    const late = fromInlineStart(range, bar)
    await expect(late).toBeGreaterThan(early + bar.getBoundingClientRect().width / 4)
    travel!.play()
  },
}

/** Measured work with a visible label: the range fills from the inline start to the value. */
export const Measured: Story = {
  render: function Render() {
    const { locale } = useI18n()
    return (
      <div style={{ maxWidth: 420 }}>
        <Progress value={40} label={copy[locale].saving} />
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: copy[storyLocale()].saving })
    await expect(bar).toHaveAttribute('aria-valuenow', '40')
    await expect(bar).toHaveAttribute('aria-valuemax', '100')
    await expect(bar).toHaveAttribute('data-state', 'loading')
    const range = partOf(canvasElement, 'range')
    await expect(fromInlineStart(range, bar)).toBeCloseTo(0, 0)
    await expect(range.getBoundingClientRect().width / bar.getBoundingClientRect().width).toBeCloseTo(0.4, 1)
  },
}
