import { z } from 'zod'
import type { MessageId } from '@sufra/i18n'

/*
 * Spec section 5. Each issue carries a message id, not a sentence: the form translates it with the
 * page's language when it shows the error.
 */

const message = (id: MessageId) => id

const requiredText = z.string().min(1, message('auth.error.required'))
// Names, addresses and codes: spaces alone do not count as an answer.
const requiredTrimmed = z.string().trim().min(1, message('auth.error.required'))

export const activityLevels = ['sedentary', 'light', 'moderate', 'active', 'very active'] as const
export type ActivityLevel = (typeof activityLevels)[number]

export const genders = ['male', 'female'] as const
export type Gender = (typeof genders)[number]

/** confirmPassword must equal password; an empty confirmation already says 'This field is required'. */
function passwordsMatch(values: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (values.confirmPassword !== '' && values.confirmPassword !== values.password) {
    ctx.addIssue({
      code: 'custom',
      path: ['confirmPassword'],
      message: message('auth.error.passwordsDoNotMatch'),
    })
  }
}

export const loginSchema = z.object({ email: requiredTrimmed, password: requiredText })

export const signupSchema = z
  .object({
    firstName: requiredTrimmed,
    lastName: requiredTrimmed,
    email: requiredTrimmed,
    password: requiredText,
    confirmPassword: requiredText,
  })
  .superRefine(passwordsMatch)

export const emailSchema = z.object({ email: requiredTrimmed })

export const otpSchema = z.object({ otp: requiredTrimmed })

export const newPasswordSchema = z
  .object({ password: requiredText, confirmPassword: requiredText })
  .superRefine(passwordsMatch)

export const personalDataSchema = z.object({
  /** yyyy-MM-dd, as the date picker gives it and the API stores it. */
  dob: z.string().min(1, message('auth.error.dobRequired')),
  gender: z.enum(genders, { error: message('auth.error.genderRequired') }),
})

export const otherDataSchema = z.object({
  height: z.number({ error: message('auth.error.heightRequired') }),
  weight: z.number({ error: message('auth.error.weightRequired') }),
  activityLevel: z.enum(activityLevels, { error: message('auth.error.activityLevelRequired') }),
})

export type LoginValues = z.output<typeof loginSchema>
export type SignupValues = z.output<typeof signupSchema>
export type EmailValues = z.output<typeof emailSchema>
export type OtpValues = z.output<typeof otpSchema>
export type NewPasswordValues = z.output<typeof newPasswordSchema>
export type PersonalDataValues = z.output<typeof personalDataSchema>
export type OtherDataValues = z.output<typeof otherDataSchema>
