import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { type MessageId, messages, useI18n } from '@sufra/i18n'
import { Button } from '../button'
import { Toaster, toaster } from '.'

const storyLocale = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const message = (id: MessageId) => messages[storyLocale()][id]
const body = () => within(document.body)

const text = {
  en: {
    success: 'Show success',
    error: 'Show error',
    info: 'Show info',
    loading: 'Show loading',
    saved: 'Recipe saved successfully',
    importing: 'Importing recipe…',
    tip: 'Tip',
    tipBody: 'Swipe a recipe card to save it.',
  },
  ar: {
    success: 'إظهار نجاح',
    error: 'إظهار خطأ',
    info: 'إظهار معلومة',
    loading: 'إظهار تحميل',
    saved: 'تم حفظ الوصفة بنجاح',
    importing: 'جارٍ استيراد الوصفة…',
    tip: 'نصيحة',
    tipBody: 'اسحب بطاقة الوصفة لحفظها.',
  },
}
const copy = () => text[storyLocale()]

function ToastDemo() {
  const { locale, t } = useI18n()
  const s = text[locale]
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button onClick={() => toaster.success({ title: s.saved, duration: 8000 })}>{s.success}</Button>
      <Button
        variant="danger"
        onClick={() =>
          toaster.error({ title: t('common.somethingWentWrong'), description: t('shell.logoutFailed') })
        }
      >
        {s.error}
      </Button>
      <Button variant="outline" onClick={() => toaster.info({ title: s.tip, description: s.tipBody })}>
        {s.info}
      </Button>
      <Button variant="subtle" onClick={() => toaster.loading({ title: s.importing })}>
        {s.loading}
      </Button>
      <Toaster />
    </div>
  )
}

const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
  // Every story starts with an empty queue: the toaster is shared by the whole app.
  beforeEach: () => {
    toaster.remove()
  },
} satisfies Meta<typeof ToastDemo>

export default meta
type Story = StoryObj<typeof meta>

const toastRoots = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-scope="toast"][data-part="root"]'))

export const SuccessAndDismiss: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: copy().success }))
    const toast = await body().findByRole('status', { name: copy().saved })
    await expect(toast).toHaveAttribute('data-type', 'success')
    await waitFor(() => expect(toast).toHaveAttribute('data-mounted'))

    // Placed at the inline end: the right half in English, the left half in Arabic.
    await waitFor(() => expect(getComputedStyle(toast).opacity).toBe('1'))
    const rect = toast.getBoundingClientRect()
    const middle = document.documentElement.clientWidth / 2
    if (document.dir === 'rtl') await expect(rect.right).toBeLessThan(middle)
    else await expect(rect.left).toBeGreaterThan(middle)
    await expect(rect.bottom).toBeGreaterThan(window.innerHeight / 2)

    await userEvent.click(within(toast).getByRole('button', { name: message('ui.toast.dismiss') }))
    await waitFor(() => expect(toastRoots()).toHaveLength(0))
  },
}

export const ErrorIsAnAlert: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: copy().error }))
    const toast = await body().findByRole('alert', { name: message('common.somethingWentWrong') })
    await expect(toast).toHaveAccessibleDescription(message('shell.logoutFailed'))
    await expect(toast).toHaveAttribute('data-type', 'error')
    await expect(
      within(document.body).getByRole('region', { name: message('ui.toast.region') }),
    ).toContainElement(toast)

    // Escape on a focused toast dismisses it too.
    toast.focus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(toastRoots()).toHaveLength(0))
  },
}

export const Stacking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: copy().info }))
    await userEvent.click(canvas.getByRole('button', { name: copy().loading }))
    await waitFor(() => expect(toastRoots()).toHaveLength(2))
    const loading = await body().findByRole('status', { name: copy().importing })
    await expect(loading).toHaveAttribute('data-type', 'loading')
    // The newest toast is in front.
    await expect(loading).toHaveAttribute('data-first')
    // Left on screen so the accessibility check covers both toasts.
  },
}
