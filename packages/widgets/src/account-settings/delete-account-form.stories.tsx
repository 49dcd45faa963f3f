import type { Meta, StoryObj } from '@storybook/react-vite'
import { type Mock, expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Toaster, toaster } from '@sufra/ui/toast'
import type { AccountSettingsApi } from './account-settings-api'
import { DeleteAccountForm, type DeleteAccountFormProps } from './delete-account-form'
import { fill, m, refusal, requiredText } from './story-data'

type DeleteAccount = AccountSettingsApi['deleteAccount']

const meta = {
  title: 'Widgets/AccountSettings/DeleteAccountForm',
  component: DeleteAccountForm,
  render: (args) => (
    <>
      <DeleteAccountForm {...args} />
      <Toaster />
    </>
  ),
  args: {
    hasPassword: true,
    api: {
      deleteAccount: fn<DeleteAccount>(async () => ({
        statusCode: 200,
        message: 'Account deleted',
        data: null,
      })),
    },
    onDeleted: fn(),
  },
  beforeEach: () => {
    toaster.remove()
  },
} satisfies Meta<typeof DeleteAccountForm>

export default meta
type Story = StoryObj<typeof meta>

const deleteAccountOf = (args: DeleteAccountFormProps) => args.api!.deleteAccount as Mock<DeleteAccount>
const reasonInput = (canvas: HTMLElement) => within(canvas).getByRole('textbox')
const passwordInput = (canvas: HTMLElement) =>
  within(canvas).getByLabelText(new RegExp(`^${m('settings.field.password')}\\*?$`), { selector: 'input' })
const submit = (canvas: HTMLElement) =>
  within(canvas).getByRole('button', { name: m('settings.delete.submit') })

/** The confirmation, once its opening animation has finished. */
async function confirmation() {
  const dialog = await screen.findByRole('alertdialog', { name: m('settings.delete.confirmTitle') })
  await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0))
  await expect(dialog).toHaveAccessibleDescription(m('settings.delete.confirmDescription'))
  return dialog
}

/** Reason and password are required; nothing is asked or sent without them. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(reasonInput(canvasElement), '  ')
    await userEvent.click(submit(canvasElement))
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(requiredText('settings.field.reason'))).toBeVisible()
    await expect(canvas.getByText(requiredText('settings.field.password'))).toBeVisible()
    await expect(reasonInput(canvasElement)).toHaveAttribute('aria-invalid', 'true')
    await expect(passwordInput(canvasElement)).toHaveAttribute('aria-invalid', 'true')
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    await expect(deleteAccountOf(args)).not.toHaveBeenCalled()
  },
}

/** Cancel in the confirmation sends nothing; confirming deletes, toasts and hands over to the app. */
export const ConfirmAndDelete: Story = {
  play: async ({ canvasElement, args, step }) => {
    await fill(reasonInput(canvasElement), 'I cook from paper books now.')
    await fill(passwordInput(canvasElement), 'za3tar&oil')

    await step('Cancel closes the confirmation and sends nothing', async () => {
      await userEvent.click(submit(canvasElement))
      const dialog = await confirmation()
      await userEvent.click(within(dialog).getByRole('button', { name: m('common.cancel') }))
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
      await expect(deleteAccountOf(args)).not.toHaveBeenCalled()
    })

    await step('confirming sends {reason, password}', async () => {
      await userEvent.click(submit(canvasElement))
      const dialog = await confirmation()
      await userEvent.click(within(dialog).getByRole('button', { name: m('settings.delete.confirm') }))
      await waitFor(() =>
        expect(deleteAccountOf(args)).toHaveBeenCalledWith({
          reason: 'I cook from paper books now.',
          password: 'za3tar&oil',
        }),
      )
      const toast = await screen.findByRole(
        'status',
        { name: m('settings.delete.deleted') },
        { timeout: 15_000 },
      )
      await waitFor(() => expect(toast).toBeVisible())
      await waitFor(() => expect(args.onDeleted).toHaveBeenCalledTimes(1))
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    })
  },
}

/** A wrong password (403) is shown in the form in the server's words; the account stays. */
export const WrongPassword: Story = {
  play: async ({ canvasElement, args }) => {
    deleteAccountOf(args).mockRejectedValueOnce(refusal('The password is not correct.', 403))
    await fill(reasonInput(canvasElement), 'Too many notifications.')
    await fill(passwordInput(canvasElement), 'wrong-password')
    await userEvent.click(submit(canvasElement))
    const dialog = await confirmation()
    await userEvent.click(within(dialog).getByRole('button', { name: m('settings.delete.confirm') }))
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('The password is not correct.')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await expect(args.onDeleted).not.toHaveBeenCalled()
  },
}

/**
 * A Google-only account has no password to give: the form explains the recent sign-in rule, sends
 * only the reason, and shows the server's 403 when the sign-in is too old.
 */
export const GoogleAccount: Story = {
  args: { hasPassword: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByLabelText(new RegExp(m('settings.field.password')))).not.toBeInTheDocument()
    await expect(canvas.getByText(m('settings.delete.googleHint'))).toBeVisible()

    const tooOld =
      'For your safety, sign in with Google again (within the last 10 minutes) to delete your account.'
    deleteAccountOf(args).mockRejectedValueOnce(refusal(tooOld, 403))
    await fill(reasonInput(canvasElement), 'Switching to a shared family account.')
    await userEvent.click(submit(canvasElement))
    await userEvent.click(
      within(await confirmation()).getByRole('button', { name: m('settings.delete.confirm') }),
    )
    await expect(await canvas.findByRole('alert')).toHaveTextContent(tooOld)
    await expect(deleteAccountOf(args)).toHaveBeenCalledWith({
      reason: 'Switching to a shared family account.',
    })

    // Signed in again, the same request goes through.
    await userEvent.click(submit(canvasElement))
    await userEvent.click(
      within(await confirmation()).getByRole('button', { name: m('settings.delete.confirm') }),
    )
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument())
  },
}
