import { describe, expect, it } from 'vitest'
import { type AuthFlowEvent, type AuthStep, authFlowReducer, authSteps, initialAuthFlow } from './auth-flow'
import {
  loginSchema,
  newPasswordSchema,
  otherDataSchema,
  personalDataSchema,
  signupSchema,
} from './auth-schemas'
import { displayName } from '@sufra/core'
import { issue } from '../shared'
import { birthDate } from './auth-modal-user'

const run = (events: AuthFlowEvent[], from: AuthStep = 'initial') =>
  events.reduce(authFlowReducer, initialAuthFlow(from))

describe('auth flow (spec section 4)', () => {
  it('starts at initial, or at the step a story asks for', () => {
    expect(initialAuthFlow()).toEqual({ step: 'initial', email: '', notice: null })
    expect(initialAuthFlow('login').step).toBe('login')
  })

  it('leads from initial to login or signup', () => {
    expect(run([{ type: 'chooseEmail' }]).step).toBe('login')
    expect(run([{ type: 'chooseSignup' }]).step).toBe('signup')
    expect(run([{ type: 'chooseSignup' }, { type: 'chooseLogin' }]).step).toBe('login')
  })

  it('runs sign-up through the calorie steps to the showcase', () => {
    const steps: AuthStep[] = []
    let state = initialAuthFlow()
    for (const event of [
      { type: 'chooseSignup' },
      { type: 'signedUp' },
      { type: 'personalDataSaved' },
      { type: 'otherDataSaved' },
    ] as const) {
      state = authFlowReducer(state, event)
      steps.push(state.step)
    }
    expect(steps).toEqual(['signup', 'ageGender', 'otherPersonalData', 'showCaseUserPersonalData'])
  })

  it('runs forgot password back to login, carrying the address and a success note per step', () => {
    let state = run([{ type: 'chooseEmail' }, { type: 'forgotPassword' }])
    expect(state.step).toBe('getUserMail')
    state = authFlowReducer(state, { type: 'otpSent', email: 'cook@sufra.app' })
    expect(state).toEqual({ step: 'forgetPassword', email: 'cook@sufra.app', notice: 'auth.otp.sent' })
    state = authFlowReducer(state, { type: 'otpVerified' })
    expect(state).toEqual({ step: 'setNewPassword', email: 'cook@sufra.app', notice: 'auth.otp.verified' })
    state = authFlowReducer(state, { type: 'passwordReset' })
    expect(state).toEqual({ step: 'login', email: 'cook@sufra.app', notice: 'auth.reset.succeeded' })
    // The note belongs to the step it announced.
    expect(authFlowReducer(state, { type: 'forgotPassword' }).notice).toBeNull()
  })

  it('ignores an event that does not belong to the current step (a late answer)', () => {
    const login = run([{ type: 'chooseEmail' }])
    expect(authFlowReducer(login, { type: 'otpVerified' })).toBe(login)
    expect(authFlowReducer(initialAuthFlow(), { type: 'otherDataSaved' }).step).toBe('initial')
  })

  it.each(authSteps.filter((step) => step !== 'initial'))('goes back from %s to initial', (step) => {
    const state = { step, email: 'cook@sufra.app', notice: 'auth.otp.sent' as const }
    expect(authFlowReducer(state, { type: 'back' })).toEqual(initialAuthFlow())
  })

  it('resets to initial when the modal closes', () => {
    expect(run([{ type: 'otpSent', email: 'a@b.co' }], 'getUserMail').step).toBe('forgetPassword')
    expect(authFlowReducer(run([], 'showCaseUserPersonalData'), { type: 'reset' })).toEqual(initialAuthFlow())
  })
})

const issues = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => Object.fromEntries((result.error?.issues ?? []).map((found) => [found.path.join('.'), found.message]))

describe('auth validation (spec section 5)', () => {
  it('requires email and password to log in', () => {
    expect(issues(loginSchema.safeParse({ email: '  ', password: '' }))).toEqual({
      email: issue.required,
      password: issue.required,
    })
    expect(loginSchema.parse({ email: ' cook@sufra.app ', password: ' pass ' })).toEqual({
      email: 'cook@sufra.app',
      password: ' pass ',
    })
  })

  it('requires every sign-up field and matching passwords', () => {
    expect(
      issues(
        signupSchema.safeParse({ firstName: '', lastName: '', email: '', password: '', confirmPassword: '' }),
      ),
    ).toEqual({
      firstName: issue.required,
      lastName: issue.required,
      email: issue.required,
      password: issue.required,
      confirmPassword: issue.required,
    })
    expect(
      issues(
        signupSchema.safeParse({
          firstName: '',
          lastName: 'B',
          email: 'a@b.co',
          password: 'one',
          confirmPassword: 'two',
        }),
      ),
    ).toEqual({ firstName: issue.required, confirmPassword: issue.passwordsDoNotMatch })
  })

  it('holds the same confirmation rule on setNewPassword', () => {
    expect(issues(newPasswordSchema.safeParse({ password: 'one', confirmPassword: 'two' }))).toEqual({
      confirmPassword: issue.passwordsDoNotMatch,
    })
    expect(newPasswordSchema.safeParse({ password: 'same', confirmPassword: 'same' }).success).toBe(true)
  })

  // Each calorie field words its required issue with its own name (see calorie-steps.tsx).
  it('requires every calorie field', () => {
    expect(issues(personalDataSchema.safeParse({ dob: '' }))).toEqual({
      dob: issue.required,
      gender: issue.required,
    })
    expect(issues(otherDataSchema.safeParse({ height: Number.NaN }))).toEqual({
      height: issue.required,
      weight: issue.required,
      activityLevel: issue.required,
    })
    expect(otherDataSchema.parse({ height: 170, weight: 65.5, activityLevel: 'very active' })).toEqual({
      height: 170,
      weight: 65.5,
      activityLevel: 'very active',
    })
  })
})

describe('showcase helpers', () => {
  it('names the user in the page language, falling back to the other one', () => {
    const user = {
      _id: '1',
      email: 'a@b.co',
      firstName: { en: 'Layla', ar: 'ليلى' },
      lastName: { en: 'Haddad' },
    }
    expect(displayName(user, 'en')).toBe('Layla Haddad')
    expect(displayName(user, 'ar')).toBe('ليلى Haddad')
    expect(displayName({}, 'en')).toBe('')
  })

  it('reads the birthday without a time-zone shift', () => {
    expect(birthDate('1990-05-17')?.toISOString()).toBe('1990-05-17T00:00:00.000Z')
    expect(birthDate('1990-05-17T22:00:00.000Z')?.getUTCDate()).toBe(17)
    expect(birthDate('17/05/1990')).toBeNull()
  })
})
