import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { type MessageId, messages, useI18n } from '@sufra/i18n'
import { Button } from '../button'
import { Dialog } from '.'

const text = {
  en: {
    open: 'Delete recipe',
    title: 'Delete this recipe?',
    description: 'Shakshuka will be removed from your profile and from every meal plan.',
    body: 'People who saved it will no longer see it in their collections.',
    confirm: 'Delete',
    size: (size: string) => `Open ${size} dialog`,
  },
  ar: {
    open: 'حذف الوصفة',
    title: 'حذف هذه الوصفة؟',
    description: 'ستُحذف الشكشوكة من ملفك الشخصي ومن كل خطط الوجبات.',
    body: 'لن يراها بعد الآن من حفظها في مجموعاته.',
    confirm: 'حذف',
    size: (size: string) => `فتح نافذة ${size}`,
  },
}

// The decorator sets <html lang> before play runs, so assertions can pick the same strings.
const storyLocale = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const copy = () => text[storyLocale()]
const message = (id: MessageId) => messages[storyLocale()][id]

function DeleteDialog(props: Dialog.RootProps & { onConfirm?: () => void }) {
  const { locale, t } = useI18n()
  const { onConfirm, ...rootProps } = props
  const s = text[locale]
  return (
    <Dialog.Root role="alertdialog" {...rootProps}>
      <Dialog.Trigger asChild>
        <Button variant="danger">{s.open}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{s.title}</Dialog.Title>
              <Dialog.Description>{s.description}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              <p>{s.body}</p>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <Button variant="outline">{t('common.cancel')}</Button>
              </Dialog.CloseTrigger>
              <Button variant="danger" onClick={onConfirm}>
                {s.confirm}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

const meta = {
  title: 'UI/Dialog',
  component: DeleteDialog,
  args: { onOpenChange: fn(), onConfirm: fn() },
} satisfies Meta<typeof DeleteDialog>

export default meta
type Story = StoryObj<typeof meta>

const body = () => within(document.body)
// Opening moves focus into the dialog on the next frame; act only once it has.
const focusInside = (dialog: HTMLElement) =>
  waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))

export const OpenAndClose: Story = {
  play: async ({ canvasElement, args, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: copy().open })
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog')

    await step('opens from the trigger, labelled by its title and description', async () => {
      await userEvent.click(trigger)
      const dialog = await body().findByRole('alertdialog', { name: copy().title })
      await expect(dialog).toHaveAccessibleDescription(copy().description)
      await expect(trigger).toHaveAttribute('aria-expanded', 'true')
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(expect.objectContaining({ open: true }))
      await focusInside(dialog)
    })

    await step('Escape closes it and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument())
      await waitFor(() => expect(trigger).toHaveFocus())
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(expect.objectContaining({ open: false }))
    })

    await step('the corner close button closes it', async () => {
      await userEvent.click(trigger)
      await focusInside(await body().findByRole('alertdialog'))
      await userEvent.click(body().getByRole('button', { name: message('ui.dialog.close') }))
      await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument())
      await waitFor(() => expect(trigger).toHaveFocus())
    })

    await step('Cancel in the footer closes it too', async () => {
      await userEvent.click(trigger)
      await focusInside(await body().findByRole('alertdialog'))
      await userEvent.click(body().getByRole('button', { name: message('common.cancel') }))
      await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument())
      await waitFor(() => expect(trigger).toHaveFocus())
    })
  },
}

export const FocusTrapAndScrollLock: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: copy().open }))
    const dialog = await body().findByRole('alertdialog')
    // Page scrolling is blocked while the dialog is open.
    await waitFor(() => expect(getComputedStyle(document.body).overflow).toBe('hidden'))

    // Tab and Shift+Tab cycle through the three buttons without leaving the dialog.
    for (let i = 0; i < 4; i++) {
      await userEvent.tab()
      await expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    await userEvent.tab({ shift: true })
    await expect(dialog).toContainElement(document.activeElement as HTMLElement)

    await userEvent.click(within(dialog).getByRole('button', { name: copy().confirm }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
    // Left open on purpose: the accessibility check then covers the open dialog.
    await expect(dialog).toBeVisible()
  },
}

export const Sizes: Story = {
  render: function Render() {
    const { locale } = useI18n()
    const s = text[locale]
    return (
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        {(['sm', 'md', 'lg', 'full'] as const).map((size) => (
          <Dialog.Root key={size} size={size}>
            <Dialog.Trigger asChild>
              <Button variant="outline">{s.size(size)}</Button>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Backdrop />
              <Dialog.Positioner>
                <Dialog.Content data-testid={`dialog-${size}`}>
                  <Dialog.Header>
                    <Dialog.Title>{s.title}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <p>{s.description}</p>
                  </Dialog.Body>
                  <Dialog.CloseTrigger />
                </Dialog.Content>
              </Dialog.Positioner>
            </Dialog.Portal>
          </Dialog.Root>
        ))}
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const widths = { sm: 0, md: 0, lg: 0 }
    for (const size of ['sm', 'md', 'lg'] as const) {
      await userEvent.click(canvas.getByRole('button', { name: copy().size(size) }))
      const content = await body().findByTestId(`dialog-${size}`)
      await waitFor(() => expect(content.getAnimations()).toHaveLength(0))
      widths[size] = content.getBoundingClientRect().width
      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(body().queryByTestId(`dialog-${size}`)).not.toBeInTheDocument())
    }
    await expect(widths.sm).toBeLessThanOrEqual(widths.md)
    await expect(widths.md).toBeLessThanOrEqual(widths.lg)

    await userEvent.click(canvas.getByRole('button', { name: copy().size('full') }))
    const full = await body().findByTestId('dialog-full')
    await waitFor(() => expect(full.getAnimations()).toHaveLength(0))
    const rect = full.getBoundingClientRect()
    const viewport = document.documentElement.clientWidth
    if (viewport < 768) {
      // Phones: edge to edge, top to bottom.
      await expect(rect.width).toBeCloseTo(viewport, 0)
      await expect(rect.height).toBeCloseTo(window.innerHeight, 0)
    } else {
      await expect(rect.width).toBeGreaterThanOrEqual(widths.lg)
    }
    await userEvent.click(body().getByRole('button', { name: message('ui.dialog.close') }))
    await waitFor(() => expect(body().queryByTestId('dialog-full')).not.toBeInTheDocument())
  },
}
