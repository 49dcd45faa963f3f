import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { ApiError } from '@sufra/api-client'
import { type MessageId, messages } from '@sufra/i18n'
import { AuthModal } from './auth-modal'
import type { AuthAccountApi } from './account-api'

/*
 * The new-password strength meter in sign-up and set-new-password (issue 19): the level in words, the
 * rule's sentence in a polite live region, a refused password never sent, and the server's refusal
 * worded on the field in the page's language.
 */

const storyLocale = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const m = (id: MessageId, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (text, [key, value]) => text.replace(`{${key}}`, value),
    messages[storyLocale()][id],
  )
/** The rule's sentences carry no placeholder but the minimum length (an ICU plural for 8). */
const refused = (problem: 'common' | 'personal' | 'pattern' | 'guessable') =>
  messages[storyLocale()][`auth.password.refused.${problem}`]

const ok = { statusCode: 200, message: 'OK', data: null }

const meta = {
  title: 'Widgets/AuthModal/Password strength',
  component: AuthModal,
  args: {
    open: true,
    onOpenChange: fn(),
    login: fn(async () => {}),
    signup: fn(async () => {}),
    onLoggedIn: fn(),
    onSignedUp: fn(),
    refreshUser: fn(async () => null),
    onFinished: fn(),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof AuthModal>

export default meta
type Story = StoryObj<typeof meta>

async function dialogNamed(id: MessageId) {
  const dialog = await screen.findByRole('dialog', { name: m(id) })
  await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0))
  return dialog
}
const labelled = (id: MessageId) => new RegExp(`^${m(id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`)
const passwordInput = (container: HTMLElement, id: MessageId) =>
  within(container).getByLabelText(labelled(id), { selector: 'input' })
const feedbackOf = (dialog: HTMLElement) =>
  dialog.querySelector<HTMLElement>('[data-part=strength-feedback]')!

/** The meter's bar once the dictionaries have loaded, with its level in words. */
async function expectLevel(dialog: HTMLElement, level: 0 | 1 | 2 | 3 | 4) {
  const bar = await within(dialog).findByRole(
    'progressbar',
    { name: m('auth.password.strength.label') },
    // The first judgement waits for the lazily loaded dictionaries.
    { timeout: 15_000 },
  )
  await waitFor(() =>
    expect(bar).toHaveAttribute('aria-valuetext', m(`auth.password.strength.level.${level}`)),
  )
  await expect(bar).toHaveAttribute('aria-valuenow', String(level))
  await expect(within(dialog).getByText(m(`auth.password.strength.level.${level}`))).toBeVisible()
  return bar
}

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input)
  await userEvent.type(input, text)
}

/** Sign-up: common, own-name and pattern passwords are judged as typed and never sent; a passphrase is. */
export const SignupMeter: Story = {
  args: { initialStep: 'signup' },
  play: async ({ args, step }) => {
    const dialog = await dialogNamed('auth.signup.title')
    const password = passwordInput(dialog, 'auth.field.password')
    const confirm = passwordInput(dialog, 'auth.field.confirmPassword')
    const submit = within(dialog).getByRole('button', { name: m('auth.signup.submit') })
    const feedback = feedbackOf(dialog)
    await expect(feedback).toHaveAttribute('aria-live', 'polite')
    await expect(within(dialog).queryByRole('progressbar')).toBeNull()

    await userEvent.type(within(dialog).getByRole('textbox', { name: m('auth.field.firstName') }), 'Layla')
    await userEvent.type(within(dialog).getByRole('textbox', { name: m('auth.field.lastName') }), 'Haddad')
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: m('auth.field.email') }),
      'layla.haddad@sufra.app',
    )

    await step('password123: very weak, one of the most used; not sent', async () => {
      await userEvent.type(password, 'password123')
      await expectLevel(dialog, 0)
      await waitFor(() => expect(feedback).toHaveTextContent(refused('common')))
      await userEvent.type(confirm, 'password123')
      await userEvent.click(submit)
      // The field says it (and takes focus); the meter does not repeat the sentence.
      await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'))
      await expect(within(dialog).getByText(refused('common'))).toBeVisible()
      await expect(password).toHaveFocus()
      await expect(feedback).toBeEmptyDOMElement()
      await expect(args.signup).not.toHaveBeenCalled()
    })

    await step('the email’s own name: refused as personal', async () => {
      await retype(password, 'laylahaddad')
      await waitFor(() => expect(feedback).toHaveTextContent(refused('personal')))
      await expect(password).not.toHaveAttribute('aria-invalid', 'true')
      await expectLevel(dialog, 0)
    })

    await step('qwertyuiop and abcdefgh: refused', async () => {
      await retype(password, 'qwertyuiop')
      await waitFor(() => expect(feedback).toHaveTextContent(refused('common')))
      await retype(password, 'abcdefgh')
      await waitFor(() => expect(feedback).toHaveTextContent(refused('pattern')))
    })

    await step('a passphrase: strong, accepted and sent', async () => {
      await retype(password, 'mango tea on tuesday')
      await expectLevel(dialog, 4)
      await waitFor(() => expect(feedback).toHaveTextContent(m('auth.password.strength.accepted')))
      await retype(confirm, 'mango tea on tuesday')
      await userEvent.click(submit)
      await waitFor(
        () =>
          expect(args.signup).toHaveBeenCalledWith(
            expect.objectContaining({ password: 'mango tea on tuesday' }),
          ),
        { timeout: 15_000 },
      )
    })
  },
}

/** The server's refusal (`errMessage: password: personal`, an English sentence) is worded on the field. */
const refusingApi = (): AuthAccountApi => ({
  sendOtp: fn(async () => ok),
  verifyOtp: fn(async () => ok),
  resetPassword: fn(async () => {
    throw new ApiError('This password contains your name or email address…', 400, {
      errMessage: 'password: personal',
    })
  }),
  savePersonalData: fn(async () => ok),
  saveOtherData: fn(async () => ok),
})

/** Set new password: a fair password is still refused; the server's own refusal reads in the page's language. */
export const SetNewPasswordMeter: Story = {
  args: { initialStep: 'setNewPassword', api: refusingApi() },
  play: async ({ args, step }) => {
    const api = args.api as AuthAccountApi
    const dialog = await dialogNamed('auth.setNewPassword.title')
    const password = passwordInput(dialog, 'auth.field.newPassword')
    const confirm = passwordInput(dialog, 'auth.field.confirmPassword')
    const submit = within(dialog).getByRole('button', { name: m('auth.setNewPassword.submit') })
    const feedback = feedbackOf(dialog)

    await step('12345678: refused before any request', async () => {
      await userEvent.type(password, '12345678')
      await expectLevel(dialog, 0)
      await userEvent.type(confirm, '12345678')
      await userEvent.click(submit)
      await expect(await within(dialog).findByText(refused('common'))).toBeVisible()
      await expect(api.resetPassword).not.toHaveBeenCalled()
    })

    await step('too short: the minimum length, in words', async () => {
      await retype(password, 'sumac')
      await waitFor(() => expect(feedback).toHaveTextContent(/8|٨/))
      await expectLevel(dialog, 0)
    })

    await step('a good password is sent; the server refuses it: said on the field', async () => {
      await retype(password, 'sumac&lemon')
      await expectLevel(dialog, 3)
      await waitFor(() => expect(feedback).toHaveTextContent(m('auth.password.strength.accepted')))
      await retype(confirm, 'sumac&lemon')
      await userEvent.click(submit)
      await waitFor(() => expect(api.resetPassword).toHaveBeenCalledTimes(1), { timeout: 15_000 })
      await expect(await within(dialog).findByText(refused('personal'))).toBeVisible()
      await expect(password).toHaveAttribute('aria-invalid', 'true')
      // No generic failure toast: the field says what to do.
      await expect(screen.queryByRole('alert', { name: m('auth.reset.failed') })).toBeNull()
    })
  },
}
