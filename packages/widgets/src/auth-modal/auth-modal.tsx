import { type ReactNode, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { ArrowLeftIcon, CircleCheckIcon } from 'lucide-react'
import { type MessageId, useI18n } from '@sufra/i18n'
import { Dialog } from '@sufra/ui/dialog'
import { IconButton } from '@sufra/ui/icon-button'
import { type AuthAccountApi, useAuthAccountApi } from './account-api'
import { type AuthStep, authFlowReducer, initialAuthFlow } from './auth-flow'
import { GOOGLE_SIGN_IN_HREF } from '../google-sign-in'
import { displayName } from '@sufra/core'
import type { AuthModalUser } from './auth-modal-user'
import type { LoginValues, SignupValues } from './auth-schemas'
import { AgeGenderStep, OtherPersonalDataStep } from './calorie-steps'
import { InitialStep } from './initial-step'
import { LoginStep } from './login-step'
import { classes } from './form-parts'
import { ForgetPasswordStep, GetUserMailStep, SetNewPasswordStep } from './password-reset-steps'
import { ShowcaseStep } from './showcase-step'
import { SignupStep } from './signup-step'
import { useBlockScrollKeys } from '../shared'

export type AuthModalProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Session calls owned by the app: resolve on success, reject with an Error whose message is shown as the form's root error. */
  login: (values: LoginValues) => Promise<void>
  signup: (values: SignupValues) => Promise<void>
  /** Called after login success (the app shows the toast 'Login successful', closes, navigates back, refreshes the user). */
  onLoggedIn: () => void
  /** Called after signup success (the app shows 'User registered successfully'); the modal then moves to ageGender. */
  onSignedUp?: () => void
  /** Refreshes and returns the current user after otherPersonalData succeeds, for the showcase step. */
  refreshUser: () => Promise<AuthModalUser | null>
  /** Find Recipes: the app navigates back (replace) and closes. */
  onFinished: () => void
  /** Where Continue with Google leads (default `/api/v1/user/auth/google`; see googleSignInHref). */
  googleHref?: string
  /**
   * False when the server offers no Google sign-in (GET /user/auth/options): Continue with Google is
   * then a disabled button with a note saying why. Default true.
   */
  googleAvailable?: boolean
  /** Start at a given step (stories). Closing the modal always returns to initial. */
  initialStep?: AuthStep
  /** The user the showcase step shows until refreshUser has answered (stories, or a signed-in app). */
  user?: AuthModalUser | null
  /** Replaces some of the account-step calls (OTP, reset, personal data); the rest go to the API. */
  api?: Partial<AuthAccountApi>
}

const stepTitles: Record<Exclude<AuthStep, 'showCaseUserPersonalData'>, MessageId> = {
  initial: 'auth.initial.title',
  login: 'auth.login.title',
  signup: 'auth.signup.title',
  ageGender: 'auth.calories.title',
  otherPersonalData: 'auth.calories.title',
  getUserMail: 'auth.getUserMail.title',
  forgetPassword: 'auth.forgetPassword.title',
  setNewPassword: 'auth.setNewPassword.title',
}

// Every step has a description: Ark links it to the dialog only if one is there when it opens.
const stepDescriptions: Record<
  Exclude<AuthStep, 'forgetPassword' | 'showCaseUserPersonalData'>,
  MessageId
> = {
  initial: 'auth.initial.description',
  login: 'auth.login.description',
  signup: 'auth.signup.description',
  ageGender: 'auth.calories.description',
  otherPersonalData: 'auth.calories.description',
  getUserMail: 'auth.getUserMail.description',
  setNewPassword: 'auth.setNewPassword.description',
}

/**
 * The spec's auth modal (section 2): sign in with Google or email, sign up, the calorie-needs steps
 * and their showcase, and the forgot-password steps. A Dialog (0.3 s fade, page scroll locked),
 * reset to the initial step whenever it closes; scroll keys are blocked while it is open.
 */
export function AuthModal({
  open,
  onOpenChange,
  login,
  signup,
  onLoggedIn,
  onSignedUp,
  refreshUser,
  onFinished,
  googleHref = GOOGLE_SIGN_IN_HREF,
  googleAvailable = true,
  initialStep = 'initial',
  user,
  api: apiOverrides,
}: AuthModalProps) {
  const { t, intl, locale } = useI18n()
  const [flow, dispatch] = useReducer(authFlowReducer, initialStep, initialAuthFlow)
  const [refreshedUser, setRefreshedUser] = useState<AuthModalUser | null>(null)
  const defaultApi = useAuthAccountApi()
  const api = useMemo<AuthAccountApi>(() => ({ ...defaultApi, ...apiOverrides }), [defaultApi, apiOverrides])
  const contentRef = useRef<HTMLDivElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)
  useBlockScrollKeys(open)

  // A new step replaces the content under the focus: move it to the step's first field, or to its
  // title when it has none, so keyboard and screen-reader users start at the top of the new step.
  const shownStep = useRef(flow.step)
  useEffect(() => {
    if (shownStep.current === flow.step) return
    shownStep.current = flow.step
    const target = contentRef.current?.querySelector<HTMLElement>('[data-step-focus]') ?? titleRef.current
    target?.focus()
  }, [flow.step])

  const showcaseUser = refreshedUser ?? user ?? null
  const showcaseName = showcaseUser ? displayName(showcaseUser, locale) : ''

  const title =
    flow.step === 'showCaseUserPersonalData'
      ? showcaseName || t('auth.showcase.fallbackTitle')
      : t(stepTitles[flow.step])

  let description: ReactNode
  if (flow.step === 'forgetPassword') {
    description = flow.email
      ? intl.formatMessage(
          { id: 'auth.forgetPassword.description' },
          // The address stays one left-to-right run inside Arabic text.
          { email: <bdi key="email">{flow.email}</bdi> },
        )
      : t('auth.forgetPassword.descriptionNoEmail')
  } else if (flow.step === 'showCaseUserPersonalData') {
    description = showcaseUser?.email ? <bdi>{showcaseUser.email}</bdi> : t('auth.showcase.description')
  } else {
    description = t(stepDescriptions[flow.step])
  }

  let content: ReactNode
  switch (flow.step) {
    case 'initial':
      content = (
        <InitialStep
          googleHref={googleHref}
          googleAvailable={googleAvailable}
          onContinueWithEmail={() => dispatch({ type: 'chooseEmail' })}
          onSignUp={() => dispatch({ type: 'chooseSignup' })}
        />
      )
      break
    case 'login':
      content = (
        <LoginStep
          defaultEmail={flow.email}
          login={login}
          onLoggedIn={onLoggedIn}
          onForgotPassword={() => dispatch({ type: 'forgotPassword' })}
          onSignUp={() => dispatch({ type: 'chooseSignup' })}
        />
      )
      break
    case 'signup':
      content = (
        <SignupStep
          signup={signup}
          onSignedUp={() => {
            onSignedUp?.()
            dispatch({ type: 'signedUp' })
          }}
          onLogin={() => dispatch({ type: 'chooseLogin' })}
        />
      )
      break
    case 'ageGender':
      content = <AgeGenderStep api={api} onSaved={() => dispatch({ type: 'personalDataSaved' })} />
      break
    case 'otherPersonalData':
      content = (
        <OtherPersonalDataStep
          api={api}
          onSaved={async () => {
            try {
              setRefreshedUser(await refreshUser())
            } catch (error) {
              // The showcase still opens, with whatever user the modal already has.
              console.error(error)
            }
            dispatch({ type: 'otherDataSaved' })
          }}
        />
      )
      break
    case 'showCaseUserPersonalData':
      content = <ShowcaseStep user={showcaseUser} onFinished={onFinished} />
      break
    case 'getUserMail':
      content = <GetUserMailStep api={api} onOtpSent={(email) => dispatch({ type: 'otpSent', email })} />
      break
    case 'forgetPassword':
      content = (
        <ForgetPasswordStep
          api={api}
          email={flow.email}
          onVerified={() => dispatch({ type: 'otpVerified' })}
        />
      )
      break
    case 'setNewPassword':
      content = (
        <SetNewPasswordStep
          api={api}
          email={flow.email}
          onReset={() => dispatch({ type: 'passwordReset' })}
        />
      )
      break
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      // After the fade-out, so the closing dialog does not flash back to the first step.
      onExitComplete={() => {
        dispatch({ type: 'reset' })
        setRefreshedUser(null)
      }}
    >
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content ref={contentRef} data-step={flow.step}>
            <Dialog.Header>
              <div data-scope="auth-modal" data-part="heading" className={classes.heading}>
                {flow.step === 'initial' ? null : (
                  <IconButton
                    variant="ghost"
                    size="sm"
                    aria-label={t('auth.back')}
                    onClick={() => dispatch({ type: 'back' })}
                    data-part="back"
                    className={classes.back}
                  >
                    <ArrowLeftIcon aria-hidden />
                  </IconButton>
                )}
                <Dialog.Title
                  ref={titleRef}
                  tabIndex={-1}
                  // The showcase title is the user's own name.
                  dir={flow.step === 'showCaseUserPersonalData' ? 'auto' : undefined}
                  className={classes.title}
                >
                  {title}
                </Dialog.Title>
              </div>
              <Dialog.Description>{description}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              {/* Always present, so the success note of the step just reached is announced. */}
              <div role="status">
                {flow.notice ? (
                  <p data-scope="auth-modal" data-part="notice" className={classes.notice}>
                    <CircleCheckIcon aria-hidden />
                    {t(flow.notice)}
                  </p>
                ) : null}
              </div>
              {content}
            </Dialog.Body>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
