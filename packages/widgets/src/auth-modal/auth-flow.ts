import type { MessageId } from '@sufra/i18n'

/** The auth modal's steps, named as in the spec (section 2, Auth modal). */
export const authSteps = [
  'initial',
  'login',
  'signup',
  'ageGender',
  'otherPersonalData',
  'showCaseUserPersonalData',
  'getUserMail',
  'forgetPassword',
  'setNewPassword',
] as const

export type AuthStep = (typeof authSteps)[number]

/** Spec section 9: the OTP, reset, personal-data and other-data calls succeed with status 200. */
export const SUCCESS_STATUS = 200

export type AuthFlowState = {
  step: AuthStep
  /** The address the password-reset steps work on, entered on getUserMail. */
  email: string
  /** A success note shown on the step just reached ('OTP sent successfully', ...). */
  notice: MessageId | null
}

/** What happened; the reducer decides where that leads (spec section 4, Auth flow). */
export type AuthFlowEvent =
  | { type: 'chooseEmail' }
  | { type: 'chooseSignup' }
  | { type: 'chooseLogin' }
  | { type: 'forgotPassword' }
  | { type: 'otpSent'; email: string }
  | { type: 'otpVerified' }
  | { type: 'passwordReset' }
  | { type: 'signedUp' }
  | { type: 'personalDataSaved' }
  | { type: 'otherDataSaved' }
  /** The back arrow: every step but initial leads back to initial. */
  | { type: 'back' }
  /** Closing the modal. */
  | { type: 'reset' }

type Transition = { from: readonly AuthStep[]; to: AuthStep; notice?: MessageId }

const transitions: Record<Exclude<AuthFlowEvent['type'], 'back' | 'reset'>, Transition> = {
  chooseEmail: { from: ['initial'], to: 'login' },
  chooseSignup: { from: ['initial', 'login'], to: 'signup' },
  chooseLogin: { from: ['signup'], to: 'login' },
  forgotPassword: { from: ['login'], to: 'getUserMail' },
  otpSent: { from: ['getUserMail'], to: 'forgetPassword', notice: 'auth.otp.sent' },
  otpVerified: { from: ['forgetPassword'], to: 'setNewPassword', notice: 'auth.otp.verified' },
  passwordReset: { from: ['setNewPassword'], to: 'login', notice: 'auth.reset.succeeded' },
  signedUp: { from: ['signup'], to: 'ageGender' },
  personalDataSaved: { from: ['ageGender'], to: 'otherPersonalData' },
  otherDataSaved: { from: ['otherPersonalData'], to: 'showCaseUserPersonalData' },
}

export function initialAuthFlow(step: AuthStep = 'initial'): AuthFlowState {
  return { step, email: '', notice: null }
}

/**
 * The auth flow as a pure reducer. An event that does not belong to the current step (a late
 * answer after the user went back, say) leaves the state as it is.
 */
export function authFlowReducer(state: AuthFlowState, event: AuthFlowEvent): AuthFlowState {
  if (event.type === 'reset') return initialAuthFlow()
  if (event.type === 'back') return state.step === 'initial' ? state : initialAuthFlow()
  const transition = transitions[event.type]
  if (!transition.from.includes(state.step)) return state
  return {
    step: transition.to,
    // The reset steps carry the address from getUserMail to the end; login starts with it filled in.
    email: event.type === 'otpSent' ? event.email : state.email,
    notice: transition.notice ?? null,
  }
}
