import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { type MessageId, messages, useI18n } from '@sufra/i18n'
import { Button } from '../button'
import { ConfirmDialog, type ConfirmDialogProps } from '.'

const text = {
  en: {
    deleteOpen: 'Delete recipe',
    deleteTitle: 'Delete this recipe?',
    deleteDescription: 'Shakshuka will be removed from your profile and from every meal plan.',
    delete: 'Delete',
    leaveOpen: 'Go to Explore',
    leaveTitle: 'Leave without saving?',
    leaveDescription: 'The changes you made to this recipe will be lost.',
    stay: 'Stay',
    leave: 'Leave',
  },
  ar: {
    deleteOpen: 'حذف الوصفة',
    deleteTitle: 'حذف هذه الوصفة؟',
    deleteDescription: 'ستُحذف الشكشوكة من ملفك الشخصي ومن كل خطط الوجبات.',
    delete: 'حذف',
    leaveOpen: 'الذهاب إلى الاستكشاف',
    leaveTitle: 'المغادرة دون حفظ؟',
    leaveDescription: 'ستضيع التغييرات التي أجريتها على هذه الوصفة.',
    stay: 'البقاء',
    leave: 'مغادرة',
  },
}

// The decorator sets <html lang> before play runs, so assertions can pick the same strings.
const storyLocale = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const copy = () => text[storyLocale()]
const message = (id: MessageId) => messages[storyLocale()][id]

type DemoProps = Pick<ConfirmDialogProps, 'tone' | 'closeButton' | 'onConfirm' | 'onOpenChange'> & {
  /** `delete`: the default Cancel; `leave`: Stay / Leave. */
  question: 'delete' | 'leave'
  /** Confirming starts a request that never ends (the dialog stays busy). */
  hold?: boolean
}

/** A button that opens the question, the way a widget holds the dialog's state. */
function Demo({ question, hold = false, onConfirm, onOpenChange, ...props }: DemoProps) {
  const { locale } = useI18n()
  const s = text[locale]
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const leave = question === 'leave'
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {leave ? s.leaveOpen : s.deleteOpen}
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next)
          setOpen(next)
        }}
        title={leave ? s.leaveTitle : s.deleteTitle}
        description={leave ? s.leaveDescription : s.deleteDescription}
        cancelLabel={leave ? s.stay : undefined}
        confirmLabel={leave ? s.leave : s.delete}
        busy={busy}
        onConfirm={() => {
          onConfirm()
          if (hold) setBusy(true)
          else setOpen(false)
        }}
      />
    </>
  )
}

const meta = {
  title: 'UI/ConfirmDialog',
  component: Demo,
  args: { question: 'delete', tone: 'danger', onConfirm: fn(), onOpenChange: fn() },
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

const body = () => within(document.body)

/** Opens the question from its button; resolves with the dialog once its opening animation is over. */
async function open(canvasElement: HTMLElement, name: string) {
  const trigger = within(canvasElement).getByRole('button', { name })
  await userEvent.click(trigger)
  const dialog = await body().findByRole('alertdialog')
  await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0))
  return { trigger, dialog }
}

/** Danger: labelled and described; Cancel does nothing; the red button confirms once and closes. */
export const Danger: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('an alertdialog named by its question, focus on Cancel', async () => {
      const { dialog } = await open(canvasElement, copy().deleteOpen)
      await expect(dialog).toHaveAccessibleName(copy().deleteTitle)
      await expect(dialog).toHaveAccessibleDescription(copy().deleteDescription)
      const cancel = within(dialog).getByRole('button', { name: message('common.cancel') })
      await waitFor(() => expect(cancel).toHaveFocus())
      await expect(within(dialog).getByRole('button', { name: message('ui.dialog.close') })).toBeEnabled()
    })

    await step('Cancel closes it without confirming; focus returns to the button', async () => {
      const dialog = body().getByRole('alertdialog')
      await userEvent.click(within(dialog).getByRole('button', { name: message('common.cancel') }))
      await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument())
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
      await expect(args.onConfirm).not.toHaveBeenCalled()
      await waitFor(() =>
        expect(within(canvasElement).getByRole('button', { name: copy().deleteOpen })).toHaveFocus(),
      )
    })

    await step('the confirming button calls onConfirm once', async () => {
      const { dialog } = await open(canvasElement, copy().deleteOpen)
      await userEvent.click(within(dialog).getByRole('button', { name: copy().delete }))
      await expect(args.onConfirm).toHaveBeenCalledTimes(1)
      await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument())
    })
  },
}

/** While the confirmed request runs: the button spins, and neither Cancel, the corner nor Escape closes. */
export const Busy: Story = {
  args: { hold: true },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement, copy().deleteOpen)
    const confirm = within(dialog).getByRole('button', { name: copy().delete })
    await userEvent.click(confirm)
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'))
    await expect(confirm).toBeDisabled()
    await expect(within(dialog).getByRole('button', { name: message('common.cancel') })).toBeDisabled()
    await expect(within(dialog).getByRole('button', { name: message('ui.dialog.close') })).toBeDisabled()

    await userEvent.keyboard('{Escape}')
    await expect(dialog).toBeVisible()
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false)
    // Left open on purpose: the accessibility check then covers the busy dialog.
  },
}

/** Default tone with its own answers (Stay / Leave) and no corner button; Escape is a no. */
export const LeaveWithoutSaving: Story = {
  args: { question: 'leave', tone: 'default', closeButton: false },
  play: async ({ canvasElement, args, step }) => {
    await step('Escape closes it without confirming', async () => {
      const { dialog } = await open(canvasElement, copy().leaveOpen)
      await expect(dialog).toHaveAccessibleName(copy().leaveTitle)
      await expect(dialog).toHaveAccessibleDescription(copy().leaveDescription)
      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument())
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
      await expect(args.onConfirm).not.toHaveBeenCalled()
    })

    await step('Leave confirms', async () => {
      const { dialog } = await open(canvasElement, copy().leaveOpen)
      await userEvent.click(within(dialog).getByRole('button', { name: copy().leave }))
      await expect(args.onConfirm).toHaveBeenCalledTimes(1)
      await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument())
    })

    await step('only the two answers, no corner button', async () => {
      const { dialog } = await open(canvasElement, copy().leaveOpen)
      const names = within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent)
      await expect(names).toEqual([copy().stay, copy().leave])
      // Left open on purpose: the accessibility check then covers the default tone.
    })
  },
}
