import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { type MessageId, messages, useI18n } from '@sufra/i18n'
import { FullScreenLoader, Splash } from '.'

const storyLocale = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const message = (id: MessageId) => messages[storyLocale()][id]
const plannerLabel = { en: 'Loading your meal plan…', ar: 'جارٍ تحميل خطة وجباتك…' }

/** The overlay covers the whole viewport above every other layer. */
async function expectCoversViewport(element: HTMLElement) {
  const rect = element.getBoundingClientRect()
  await expect(rect.left).toBe(0)
  await expect(rect.top).toBe(0)
  await expect(rect.width).toBe(document.documentElement.clientWidth)
  await expect(rect.height).toBe(window.innerHeight)
  const style = getComputedStyle(element)
  await expect(style.position).toBe('fixed')
  // zIndex token `loader`: above modals (1400), toasts (1700) and tooltips (1800).
  await expect(Number(style.zIndex)).toBeGreaterThan(1800)
}

const meta = {
  title: 'UI/FullScreenLoader',
  component: FullScreenLoader,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullScreenLoader>

export default meta
type Story = StoryObj<typeof meta>

export const Loader: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: message('common.loading') })
    // Fades in over the `normal` duration.
    await waitFor(() => expect(status).toBeVisible())
    await expectCoversViewport(status.parentElement as HTMLElement)
    // Centred: the spinner's middle is the viewport's middle.
    const rect = status.getBoundingClientRect()
    await expect(rect.left + rect.width / 2).toBeCloseTo(document.documentElement.clientWidth / 2, 0)
    await expect(rect.top + rect.height / 2).toBeCloseTo(window.innerHeight / 2, 0)
  },
}

export const WithLabel: Story = {
  render: function Render() {
    const { locale } = useI18n()
    return <FullScreenLoader label={plannerLabel[locale]} />
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: plannerLabel[storyLocale()] })
    await waitFor(() => expect(status).toBeVisible())
  },
}

export const StartUpSplash: Story = {
  render: () => <Splash />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const name = canvas.getByText(message('app.name'))
    await waitFor(() => expect(name).toBeVisible())
    const status = canvas.getByRole('status', { name: message('shell.splash') })
    await expectCoversViewport(status.parentElement as HTMLElement)
    // The app name sits above the spinner.
    await expect(name.getBoundingClientRect().bottom).toBeLessThanOrEqual(status.getBoundingClientRect().top)
  },
}
