import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { type Mock, expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { type MessageId, intlLocaleOf, messages, useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { Toaster, toaster } from '@sufra/ui/toast'
import type { AuthAccountApi } from './account-api'
import { AuthModal, type AuthModalProps } from './auth-modal'
import { googleSignInHref } from '../google-sign-in'
import type { AuthModalUser } from './auth-modal-user'

const storyLocale = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const m = (id: MessageId) => messages[storyLocale()][id]
const formatNumber = (value: number) => new Intl.NumberFormat(intlLocaleOf(storyLocale())).format(value)

/** The app's side: a Login button that opens the modal, and the toast host. */
function AuthModalDemo({ open: initiallyOpen, onOpenChange, ...props }: AuthModalProps) {
  const { t } = useI18n()
  const [open, setOpen] = useState(initiallyOpen)
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t('shell.login')}
      </Button>
      <AuthModal
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          onOpenChange(next)
        }}
      />
      <Toaster />
    </>
  )
}

const layla: AuthModalUser = {
  _id: 'u1',
  email: 'layla@sufra.app',
  firstName: { en: 'Layla', ar: 'ليلى' },
  lastName: { en: 'Haddad', ar: 'حداد' },
  dob: '1990-05-17',
  gender: 'female',
  height: 168,
  weight: 61,
  calorieGoal: 2150,
  proteinGoal: 120,
  carbGoal: 240,
  fatGoal: 70,
  sugarGoal: 35,
}

const ok = { statusCode: 200, message: 'OK', data: null }

/** A stand-in for the account calls where a story walks through the successful path. */
const succeedingApi = (): AuthAccountApi => ({
  sendOtp: fn(async () => ok),
  verifyOtp: fn(async () => ok),
  resetPassword: fn(async () => ok),
  savePersonalData: fn(async () => ok),
  saveOtherData: fn(async () => ok),
})

const meta = {
  title: 'Widgets/AuthModal',
  component: AuthModal,
  render: (args) => <AuthModalDemo {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    login: fn(async () => {}),
    signup: fn(async () => {}),
    onLoggedIn: fn(),
    onSignedUp: fn(),
    refreshUser: fn(async () => layla),
    onFinished: fn(),
  },
  parameters: { layout: 'centered' },
  // The toast queue is shared by the whole app: every story starts with it empty.
  beforeEach: () => {
    toaster.remove()
  },
} satisfies Meta<typeof AuthModal>

export default meta
type Story = StoryObj<typeof meta>

/** The modal under a step's title, once its opening animation has finished. */
async function dialogNamed(id: MessageId) {
  const dialog = await screen.findByRole('dialog', { name: m(id) })
  await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0))
  return dialog
}
const button = (container: HTMLElement, id: MessageId) =>
  within(container).getByRole('button', { name: m(id) })
/** Inputs by label, whose text also holds the required marker ("Password*", not "Confirm Password*"). */
const labelled = (id: MessageId) => new RegExp(`^${m(id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`)
/** Password inputs have no role. */
const passwordInput = (container: HTMLElement, id: MessageId) =>
  within(container).getByLabelText(labelled(id), { selector: 'input' })

/** Failed account calls show the spec's message as an error toast (the request needs time to fail). */
async function expectErrorToast(id: MessageId) {
  const toast = await screen.findByRole('alert', { name: m(id) }, { timeout: 15_000 })
  await expect(toast).toHaveAttribute('data-type', 'error')
  await waitFor(() => expect(toast).toBeVisible())
}

/**
 * Types digit by digit at the end of a number field. zag rewrites the field's text as it parses, and
 * user-event (unlike a keyboard) can then lose track of the caret.
 */
async function typeNumber(input: HTMLElement, digits: string) {
  for (const digit of digits) await userEvent.type(input, digit)
  await waitFor(() => expect(input).toHaveValue(digits))
}

async function expectRequiredErrors(dialog: HTMLElement, count: number) {
  await waitFor(() => expect(within(dialog).getAllByText(m('auth.error.required'))).toHaveLength(count))
}

/** Welcome: Google (a link), email, sign up, plain-text terms; the 0.3 s fade and the scroll lock. */
export const Initial: Story = {
  play: async ({ step }) => {
    const dialog = await dialogNamed('auth.initial.title')
    await expect(within(dialog).queryByRole('button', { name: m('auth.back') })).not.toBeInTheDocument()

    await step('Continue with Google is a link to the Google redirect', async () => {
      const google = within(dialog).getByRole('link', { name: m('auth.initial.google') })
      await expect(google).toHaveAttribute('href', '/api/v1/user/auth/google')
    })

    await step('Terms and Privacy are placeholders: text, not links', async () => {
      await expect(within(dialog).getByText(m('auth.initial.legal'))).toBeVisible()
      await expect(within(dialog).getAllByRole('link')).toHaveLength(1)
    })

    await step('the modal fades over 0.3 s and locks page scrolling', async () => {
      const backdrop = document.querySelector<HTMLElement>('[data-scope="dialog"][data-part="backdrop"]')!
      await expect(getComputedStyle(backdrop).animationDuration).toBe('0.3s')
      await waitFor(() => expect(getComputedStyle(document.body).overflow).toBe('hidden'))
    })

    await step('Continue with Email leads to login, focused on the email field', async () => {
      await userEvent.click(button(dialog, 'auth.initial.email'))
      await dialogNamed('auth.login.title')
      await waitFor(() =>
        expect(within(dialog).getByRole('textbox', { name: m('auth.field.email') })).toHaveFocus(),
      )
    })

    await step('the back arrow, mirrored in RTL, returns to initial', async () => {
      const back = button(dialog, 'auth.back')
      await expect(getComputedStyle(back.querySelector('svg')!).transform).toBe(
        document.dir === 'rtl' ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none',
      )
      await userEvent.click(back)
      await dialogNamed('auth.initial.title')
    })

    await step('the Sign up link leads to signup', async () => {
      await userEvent.click(button(dialog, 'auth.signUpLink'))
      await dialogNamed('auth.signup.title')
      await userEvent.click(button(dialog, 'auth.back'))
      await dialogNamed('auth.initial.title')
    })
  },
}

/** Continue with Google takes the visitor back to the page the modal was opened on. */
export const GoogleReturnsToPage: Story = {
  args: { googleHref: googleSignInHref('/ar/recipe/42?tab=steps') },
  play: async () => {
    const dialog = await dialogNamed('auth.initial.title')
    const google = within(dialog).getByRole('link', { name: m('auth.initial.google') })
    const target = new URL(google.getAttribute('href')!, window.location.origin)
    await expect(target.pathname).toBe('/api/v1/user/auth/google')
    await expect(target.searchParams.get('returnTo')).toBe('/ar/recipe/42?tab=steps')
  },
}

/**
 * A server without Google sign-in: Continue with Google is a disabled button described by a visible
 * note, not a link that leads to an error, and the keyboard skips it.
 */
export const GoogleUnavailable: Story = {
  args: { googleAvailable: false },
  play: async ({ step }) => {
    const dialog = await dialogNamed('auth.initial.title')

    await step('no Google link; a disabled button explains why', async () => {
      await expect(within(dialog).queryByRole('link', { name: m('auth.initial.google') })).toBeNull()
      const google = button(dialog, 'auth.initial.google')
      await expect(google).toBeDisabled()
      await expect(google).toHaveAccessibleDescription(m('auth.google.unavailable'))
      await expect(within(dialog).getByText(m('auth.google.unavailable'))).toBeVisible()
    })

    await step('Shift+Tab from Continue with Email does not land on Google', async () => {
      const google = button(dialog, 'auth.initial.google')
      button(dialog, 'auth.initial.email').focus()
      await userEvent.tab({ shift: true })
      await expect(document.activeElement).not.toBe(google)
      await expect(dialog).toContainElement(document.activeElement as HTMLElement)
    })

    await step('email sign-in still works', async () => {
      await userEvent.click(button(dialog, 'auth.initial.email'))
      await dialogNamed('auth.login.title')
    })
  },
}

/** Required fields, the password toggle, Remember me, and a login that succeeds after a wait. */
export const Login: Story = {
  args: { initialStep: 'login' },
  play: async ({ args, step }) => {
    const dialog = await dialogNamed('auth.login.title')
    const email = within(dialog).getByRole('textbox', { name: m('auth.field.email') })
    const password = passwordInput(dialog, 'auth.field.password')
    const submit = button(dialog, 'auth.login.submit')
    await expect(email).toHaveAttribute('type', 'email')

    await step('an empty submit marks both fields', async () => {
      await userEvent.click(submit)
      await expectRequiredErrors(dialog, 2)
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(password).toHaveAttribute('aria-invalid', 'true')
      await expect(args.login).not.toHaveBeenCalled()
    })

    await step('the visibility toggle shows and hides the password', async () => {
      await expect(password).toHaveAttribute('type', 'password')
      await userEvent.click(button(dialog, 'auth.password.show'))
      await expect(password).toHaveAttribute('type', 'text')
      await userEvent.click(button(dialog, 'auth.password.hide'))
      await expect(password).toHaveAttribute('type', 'password')
    })

    await step('Remember me can be ticked', async () => {
      const remember = within(dialog).getByRole('checkbox', { name: m('auth.login.rememberMe') })
      await userEvent.click(within(dialog).getByText(m('auth.login.rememberMe')))
      await expect(remember).toBeChecked()
    })

    await step('submitting calls login; the button spins meanwhile; success calls onLoggedIn', async () => {
      let finish = () => {}
      ;(args.login as Mock<AuthModalProps['login']>).mockImplementationOnce(
        () => new Promise<void>((resolve) => (finish = resolve)),
      )
      await userEvent.type(email, 'layla@sufra.app')
      await userEvent.type(password, 'za3tar&oil')
      await expect(within(dialog).queryByText(m('auth.error.required'))).not.toBeInTheDocument()
      await userEvent.click(submit)
      await waitFor(() => expect(submit).toBeDisabled())
      await expect(submit).toHaveAttribute('aria-busy', 'true')
      await expect(args.login).toHaveBeenCalledWith({ email: 'layla@sufra.app', password: 'za3tar&oil' })
      await expect(args.onLoggedIn).not.toHaveBeenCalled()
      finish()
      await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledTimes(1))
      await waitFor(() => expect(submit).toBeEnabled())
    })
  },
}

/** A rejected login shows the rejection's message as the form's root error. */
export const LoginFailure: Story = {
  args: {
    initialStep: 'login',
    login: fn(async () => {
      throw new Error('Invalid email or password')
    }),
  },
  play: async ({ args }) => {
    const dialog = await dialogNamed('auth.login.title')
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: m('auth.field.email') }),
      'layla@sufra.app',
    )
    await userEvent.type(passwordInput(dialog, 'auth.field.password'), 'wrong')
    await userEvent.click(button(dialog, 'auth.login.submit'))
    const alert = await within(dialog).findByRole('alert')
    await expect(alert).toHaveTextContent('Invalid email or password')
    await expect(args.login).toHaveBeenCalledTimes(1)
    await expect(args.onLoggedIn).not.toHaveBeenCalled()
    await expect(dialog).toHaveAccessibleName(m('auth.login.title'))
  },
}

/** Five required fields, 'Passwords do not match', then sign-up leads to the calorie steps. */
export const Signup: Story = {
  args: { initialStep: 'signup' },
  play: async ({ args, step }) => {
    const dialog = await dialogNamed('auth.signup.title')
    const firstName = within(dialog).getByRole('textbox', { name: m('auth.field.firstName') })
    const lastName = within(dialog).getByRole('textbox', { name: m('auth.field.lastName') })
    const email = within(dialog).getByRole('textbox', { name: m('auth.field.email') })
    const password = passwordInput(dialog, 'auth.field.password')
    const confirm = passwordInput(dialog, 'auth.field.confirmPassword')
    const submit = button(dialog, 'auth.signup.submit')

    await step('an empty submit marks all five fields', async () => {
      await userEvent.click(submit)
      await expectRequiredErrors(dialog, 5)
      for (const input of [firstName, lastName, email, password, confirm]) {
        await expect(input).toHaveAttribute('aria-invalid', 'true')
      }
      await expect(args.signup).not.toHaveBeenCalled()
    })

    await step('a different confirmation: Passwords do not match', async () => {
      await userEvent.type(firstName, 'Layla')
      await userEvent.type(lastName, 'Haddad')
      await userEvent.type(email, 'layla@sufra.app')
      await userEvent.type(password, 'za3tar&oil')
      await userEvent.type(confirm, 'za3tar&olive')
      await userEvent.click(submit)
      await expect(await within(dialog).findByText(m('auth.error.passwordsDoNotMatch'))).toBeVisible()
      await expect(confirm).toHaveAttribute('aria-invalid', 'true')
      await expect(args.signup).not.toHaveBeenCalled()
    })

    await step('matching passwords: signup is called, then ageGender', async () => {
      await userEvent.clear(confirm)
      await userEvent.type(confirm, 'za3tar&oil')
      await userEvent.click(submit)
      // The password rule's dictionaries load before the first send (a lazy chunk).
      await waitFor(
        () =>
          expect(args.signup).toHaveBeenCalledWith({
            firstName: 'Layla',
            lastName: 'Haddad',
            email: 'layla@sufra.app',
            password: 'za3tar&oil',
            confirmPassword: 'za3tar&oil',
          }),
        { timeout: 15_000 },
      )
      await dialogNamed('auth.calories.title')
      await expect(args.onSignedUp).toHaveBeenCalledTimes(1)
      await expect(screen.getByLabelText(labelled('auth.field.dob'), { selector: 'input' })).toBeVisible()
    })
  },
}

/**
 * Date of birth (no future dates) and gender. Without an API server the call fails: it is logged
 * and nothing changes (spec section 8).
 */
export const AgeGender: Story = {
  args: { initialStep: 'ageGender' },
  play: async ({ step }) => {
    const dialog = await dialogNamed('auth.calories.title')
    const dob = within(dialog).getByLabelText(labelled('auth.field.dob'), { selector: 'input' })
    const radios = within(dialog).getAllByRole('radio')
    const next = button(dialog, 'auth.calories.next')

    await step('an empty submit: Date of birth is required, Gender is required', async () => {
      await userEvent.click(next)
      await expect(await within(dialog).findByText(m('auth.error.dobRequired'))).toBeVisible()
      await expect(within(dialog).getByText(m('auth.error.genderRequired'))).toBeVisible()
      await expect(dob).toHaveAttribute('aria-invalid', 'true')
      for (const radio of radios) await expect(radio).toHaveAttribute('aria-invalid', 'true')
      await expect(
        within(dialog).getByRole('radiogroup', { name: m('auth.field.gender') }),
      ).toHaveAccessibleDescription(m('auth.error.genderRequired'))
    })

    await step('the calendar offers no future dates', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: m('ui.datePicker.open') }))
      const calendar = await within(dialog).findByRole('application', { name: m('ui.datePicker.calendar') })
      await waitFor(() => expect(calendar).toBeVisible())
      await expect(
        within(calendar).getByRole('button', { name: m('ui.datePicker.nextMonth') }),
      ).toBeDisabled()
      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(calendar).not.toBeVisible())
      // Escape closed the calendar only, not the modal.
      await expect(dialog).toBeVisible()
    })

    await step('filled in, the errors go', async () => {
      // Typed with slashes: the field keeps only the locale's date separator as typed, then shows ISO.
      await userEvent.type(dob, '1990/05/17{Enter}')
      await waitFor(() => expect(dob).toHaveValue('1990-05-17'))
      await userEvent.click(within(dialog).getByText(m('auth.gender.female')))
      await waitFor(() =>
        expect(within(dialog).queryByText(m('auth.error.genderRequired'))).not.toBeInTheDocument(),
      )
      await expect(within(dialog).queryByText(m('auth.error.dobRequired'))).not.toBeInTheDocument()
    })

    await step('no server: the failed call is logged and the step stays', async () => {
      const logged = spyOn(console, 'error').mockImplementation(() => {})
      try {
        await userEvent.click(next)
        await waitFor(() => expect(logged).toHaveBeenCalled())
        await waitFor(() => expect(next).toBeEnabled())
        await expect(dob).toBeVisible()
        await expect(dialog).toHaveAccessibleName(m('auth.calories.title'))
      } finally {
        logged.mockRestore()
      }
    })
  },
}

/** Height, weight and the activity level select with its disabled placeholder. */
export const OtherPersonalData: Story = {
  args: { initialStep: 'otherPersonalData' },
  play: async ({ step }) => {
    const dialog = await dialogNamed('auth.calories.title')
    const height = within(dialog).getByRole('spinbutton', { name: m('auth.field.height') })
    const weight = within(dialog).getByRole('spinbutton', { name: m('auth.field.weight') })
    const activity = within(dialog).getByRole('combobox', { name: m('auth.field.activityLevel') })
    const next = button(dialog, 'auth.calories.next')

    await step('an empty submit: the three required messages', async () => {
      await expect(activity).toHaveTextContent(m('auth.activity.placeholder'))
      await userEvent.click(next)
      await expect(await within(dialog).findByText(m('auth.error.heightRequired'))).toBeVisible()
      await expect(within(dialog).getByText(m('auth.error.weightRequired'))).toBeVisible()
      await expect(within(dialog).getByText(m('auth.error.activityLevelRequired'))).toBeVisible()
      await expect(height).toHaveAttribute('aria-invalid', 'true')
      await expect(weight).toHaveAttribute('aria-invalid', 'true')
      await expect(activity).toHaveAttribute('aria-invalid', 'true')
    })

    await step('the five activity levels; the placeholder is not one of them', async () => {
      await userEvent.click(activity)
      const listbox = await within(dialog).findByRole('listbox')
      await waitFor(() => expect(listbox).toBeVisible())
      const options = within(listbox).getAllByRole('option')
      await expect(options.map((option) => option.textContent)).toEqual([
        m('auth.activity.sedentary'),
        m('auth.activity.light'),
        m('auth.activity.moderate'),
        m('auth.activity.active'),
        m('auth.activity.veryActive'),
      ])
      await userEvent.click(within(listbox).getByRole('option', { name: m('auth.activity.moderate') }))
      await waitFor(() => expect(activity).toHaveTextContent(m('auth.activity.moderate')))
      await expect(within(dialog).queryByText(m('auth.error.activityLevelRequired'))).not.toBeInTheDocument()
    })

    await step('no server: the failed call is logged and the step stays', async () => {
      await typeNumber(height, '168')
      await typeNumber(weight, '61')
      await waitFor(() =>
        expect(within(dialog).queryByText(m('auth.error.weightRequired'))).not.toBeInTheDocument(),
      )
      const logged = spyOn(console, 'error').mockImplementation(() => {})
      try {
        await userEvent.click(next)
        await waitFor(() => expect(logged).toHaveBeenCalled())
        await waitFor(() => expect(next).toBeEnabled())
        await expect(height).toBeVisible()
      } finally {
        logged.mockRestore()
      }
    })
  },
}

/** With the calls answering 200: ageGender → otherPersonalData → refreshUser → the showcase. */
export const CaloriesFlow: Story = {
  args: { initialStep: 'ageGender', api: succeedingApi() },
  play: async ({ args, step }) => {
    const api = args.api as AuthAccountApi
    const dialog = await dialogNamed('auth.calories.title')

    await step('ageGender sends {dob, gender}', async () => {
      const dob = within(dialog).getByLabelText(labelled('auth.field.dob'), { selector: 'input' })
      await userEvent.type(dob, '1990/05/17{Enter}')
      await userEvent.click(within(dialog).getByText(m('auth.gender.female')))
      await userEvent.click(button(dialog, 'auth.calories.next'))
      await expect(
        await within(dialog).findByRole('spinbutton', { name: m('auth.field.height') }),
      ).toHaveFocus()
      await expect(api.savePersonalData).toHaveBeenCalledWith({ dob: '1990-05-17', gender: 'female' })
    })

    await step(
      'otherPersonalData sends {height, weight, activityLevel}, then the user is refreshed',
      async () => {
        await typeNumber(within(dialog).getByRole('spinbutton', { name: m('auth.field.height') }), '168')
        await typeNumber(within(dialog).getByRole('spinbutton', { name: m('auth.field.weight') }), '61')
        await userEvent.click(within(dialog).getByRole('combobox', { name: m('auth.field.activityLevel') }))
        await userEvent.click(
          await within(dialog).findByRole('option', { name: m('auth.activity.veryActive') }),
        )
        await userEvent.click(button(dialog, 'auth.calories.next'))
        await waitFor(() =>
          expect(api.saveOtherData).toHaveBeenCalledWith({
            height: 168,
            weight: 61,
            activityLevel: 'very active',
          }),
        )
        await expect(args.refreshUser).toHaveBeenCalledTimes(1)
      },
    )

    await step('the showcase shows the refreshed user', async () => {
      const name = storyLocale() === 'ar' ? 'ليلى حداد' : 'Layla Haddad'
      await screen.findByRole('dialog', { name })
      await waitFor(
        () => expect(dialog.querySelector('[data-goal="calorieGoal"]')).toHaveTextContent(formatNumber(2150)),
        { timeout: 4000 },
      )
    })
  },
}

/** The user's name in the page language, details when present, counters that end at the goals. */
export const ShowCaseUserPersonalData: Story = {
  args: {
    initialStep: 'showCaseUserPersonalData',
    // No weight and no sugar goal: those entries are left out.
    user: { ...layla, weight: undefined, sugarGoal: undefined },
  },
  play: async ({ args, step }) => {
    const name = storyLocale() === 'ar' ? 'ليلى حداد' : 'Layla Haddad'
    const dialog = await screen.findByRole('dialog', { name })
    await expect(dialog).toHaveAccessibleDescription('layla@sufra.app')

    await step('Personal Details: DOB, gender and height; no weight', async () => {
      const details = within(dialog).getByRole('region', { name: m('auth.showcase.personalDetails') })
      const dob = new Intl.DateTimeFormat(intlLocaleOf(storyLocale()), {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(new Date(Date.UTC(1990, 4, 17)))
      await expect(details).toHaveTextContent(dob)
      await expect(details).toHaveTextContent(m('auth.gender.female'))
      await expect(details).toHaveTextContent(`${formatNumber(168)}`)
      await expect(within(details).queryByText(m('auth.showcase.weight'))).not.toBeInTheDocument()
    })

    await step('Nutrition Goals count up to the goals; no sugar goal', async () => {
      const goals = within(dialog).getByRole('region', { name: m('auth.showcase.nutritionGoals') })
      const expected = { calorieGoal: 2150, proteinGoal: 120, carbGoal: 240, fatGoal: 70 }
      for (const [key, value] of Object.entries(expected)) {
        const counter = goals.querySelector(`[data-goal="${key}"]`)!
        // 1.2 s of counting: wait for the end.
        await waitFor(() => expect(counter).toHaveTextContent(formatNumber(value)), { timeout: 4000 })
        // Screen readers get the final amount, not the moving one.
        await expect(counter).toHaveAttribute('aria-hidden', 'true')
      }
      await expect(within(goals).queryByText(m('auth.showcase.sugars'))).not.toBeInTheDocument()
      await expect(goals.querySelectorAll('[data-goal]')).toHaveLength(4)
    })

    await step('Find Recipes hands over to the app', async () => {
      await userEvent.click(button(dialog, 'auth.showcase.findRecipes'))
      await expect(args.onFinished).toHaveBeenCalledTimes(1)
    })
  },
}

/** Without an API server the OTP request fails: the spec's failure message, and the step stays. */
export const GetUserMail: Story = {
  args: { initialStep: 'getUserMail' },
  play: async () => {
    const dialog = await dialogNamed('auth.getUserMail.title')
    const email = within(dialog).getByRole('textbox', { name: m('auth.field.email') })
    const submit = button(dialog, 'auth.getUserMail.submit')
    await userEvent.click(submit)
    await expectRequiredErrors(dialog, 1)
    await expect(email).toHaveAttribute('aria-invalid', 'true')

    await userEvent.type(email, 'layla@sufra.app')
    await userEvent.click(submit)
    await expectErrorToast('auth.otp.failed')
    await waitFor(() => expect(submit).toBeEnabled())
    await expect(dialog).toHaveAccessibleName(m('auth.getUserMail.title'))
  },
}

export const ForgetPassword: Story = {
  args: { initialStep: 'forgetPassword' },
  play: async () => {
    const dialog = await dialogNamed('auth.forgetPassword.title')
    const code = within(dialog).getByRole('textbox', { name: m('auth.field.otp') })
    await expect(code).toHaveAttribute('inputmode', 'numeric')
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    await userEvent.click(button(dialog, 'auth.forgetPassword.submit'))
    await expectRequiredErrors(dialog, 1)
    await expect(code).toHaveAttribute('aria-invalid', 'true')

    await userEvent.type(code, '4827193')
    await expect(code).toHaveValue('482719')
    await userEvent.click(button(dialog, 'auth.forgetPassword.submit'))
    await expectErrorToast('auth.otp.failed')
    await expect(dialog).toHaveAccessibleName(m('auth.forgetPassword.title'))
  },
}

export const SetNewPassword: Story = {
  args: { initialStep: 'setNewPassword' },
  play: async ({ step }) => {
    const dialog = await dialogNamed('auth.setNewPassword.title')
    const password = passwordInput(dialog, 'auth.field.newPassword')
    const confirm = passwordInput(dialog, 'auth.field.confirmPassword')
    const submit = button(dialog, 'auth.setNewPassword.submit')

    await step('both fields are required and must match', async () => {
      await userEvent.click(submit)
      await expectRequiredErrors(dialog, 2)
      await expect(password).toHaveAttribute('aria-invalid', 'true')
      await userEvent.type(password, 'sumac&lemon')
      await userEvent.type(confirm, 'sumac&lime')
      await userEvent.click(submit)
      await expect(await within(dialog).findByText(m('auth.error.passwordsDoNotMatch'))).toBeVisible()
    })

    await step('no server: Internal server error', async () => {
      await userEvent.clear(confirm)
      await userEvent.type(confirm, 'sumac&lemon')
      await userEvent.click(submit)
      await expectErrorToast('auth.reset.failed')
      await expect(dialog).toHaveAccessibleName(m('auth.setNewPassword.title'))
    })
  },
}

/** With the calls answering 200: login → getUserMail → forgetPassword → setNewPassword → login. */
export const PasswordResetFlow: Story = {
  args: { initialStep: 'login', api: succeedingApi() },
  play: async ({ args, step }) => {
    const api = args.api as AuthAccountApi
    const dialog = await dialogNamed('auth.login.title')
    const status = within(dialog).getByRole('status')

    await step('forgot password asks for the email', async () => {
      await userEvent.click(button(dialog, 'auth.login.forgotPassword'))
      await dialogNamed('auth.getUserMail.title')
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: m('auth.field.email') }),
        'layla@sufra.app',
      )
      await userEvent.click(button(dialog, 'auth.getUserMail.submit'))
    })

    await step('OTP sent: the code step names the address', async () => {
      await dialogNamed('auth.forgetPassword.title')
      await expect(api.sendOtp).toHaveBeenCalledWith({ email: 'layla@sufra.app' })
      await expect(status).toHaveTextContent(m('auth.otp.sent'))
      await expect(dialog).toHaveAccessibleDescription(/layla@sufra\.app/)
      await userEvent.type(within(dialog).getByRole('textbox', { name: m('auth.field.otp') }), '482719')
      await userEvent.click(button(dialog, 'auth.forgetPassword.submit'))
    })

    await step('OTP verified: a new password', async () => {
      await dialogNamed('auth.setNewPassword.title')
      await expect(api.verifyOtp).toHaveBeenCalledWith({ email: 'layla@sufra.app', otp: '482719' })
      await expect(status).toHaveTextContent(m('auth.otp.verified'))
      await userEvent.type(passwordInput(dialog, 'auth.field.newPassword'), 'sumac&lemon')
      await userEvent.type(passwordInput(dialog, 'auth.field.confirmPassword'), 'sumac&lemon')
      await userEvent.click(button(dialog, 'auth.setNewPassword.submit'))
    })

    await step('reset: back to login with the address filled in', async () => {
      await dialogNamed('auth.login.title')
      await expect(api.resetPassword).toHaveBeenCalledWith({
        email: 'layla@sufra.app',
        password: 'sumac&lemon',
      })
      await expect(status).toHaveTextContent(m('auth.reset.succeeded'))
      await expect(within(dialog).getByRole('textbox', { name: m('auth.field.email') })).toHaveValue(
        'layla@sufra.app',
      )
      await waitFor(() => expect(passwordInput(dialog, 'auth.field.password')).toHaveFocus())
    })
  },
}

/** Closing (close button or Escape) and reopening starts again at Welcome. */
export const ClosingResets: Story = {
  args: { initialStep: 'signup' },
  play: async ({ canvasElement, args }) => {
    // The page behind the open modal is hidden from assistive technology.
    const trigger = within(canvasElement).getByRole('button', { name: m('shell.login'), hidden: true })
    let dialog = await dialogNamed('auth.signup.title')
    await userEvent.click(button(dialog, 'ui.dialog.close'))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)

    await userEvent.click(trigger)
    dialog = await dialogNamed('auth.initial.title')
    await userEvent.click(button(dialog, 'auth.initial.email'))
    await dialogNamed('auth.login.title')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await userEvent.click(trigger)
    await dialogNamed('auth.initial.title')
  },
}

const pressOn = (target: Element, key: string) =>
  // dispatchEvent answers false when a listener prevented the default action (the scroll).
  !target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))

/** While open, the scroll keys do not scroll the page; fields and buttons keep their keys. */
export const ScrollKeysBlocked: Story = {
  args: { initialStep: 'login' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed('auth.login.title')
    const keys = ['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']
    for (const key of keys) await expect(pressOn(dialog, key)).toBe(true)

    const email = within(dialog).getByRole('textbox', { name: m('auth.field.email') })
    for (const key of keys) await expect(pressOn(email, key)).toBe(false)
    await userEvent.type(email, 'ab{Home}x')
    await expect(email).toHaveValue('xab')

    // Space still presses buttons.
    await expect(pressOn(button(dialog, 'auth.password.show'), ' ')).toBe(false)

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    for (const key of keys) await expect(pressOn(canvasElement, key)).toBe(false)
  },
}
