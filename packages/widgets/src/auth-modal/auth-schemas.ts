import { z } from 'zod'
import { activityLevels, genders, issue } from '../shared'

export type { ActivityLevel, Gender } from '../shared'

/*
 * Spec section 5. Each issue carries a code (shared/form-issues.ts), not a sentence: the form words
 * it in the page's language when it shows the error ('This field is required', 'Date of birth is
 * required': the calorie fields name themselves).
 */

const requiredText = z.string().min(1, issue.required)
// Names, addresses and codes: spaces alone do not count as an answer.
const requiredTrimmed = z.string().trim().min(1, issue.required)

/** confirmPassword must equal password; an empty confirmation already says 'This field is required'. */
function passwordsMatch(values: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (values.confirmPassword !== '' && values.confirmPassword !== values.password) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: issue.passwordsDoNotMatch })
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
  dob: z.string().min(1, issue.required),
  gender: z.enum(genders, { error: issue.required }),
})

export const otherDataSchema = z.object({
  height: z.number({ error: issue.required }),
  weight: z.number({ error: issue.required }),
  activityLevel: z.enum(activityLevels, { error: issue.required }),
})

export type LoginValues = z.output<typeof loginSchema>
export type SignupValues = z.output<typeof signupSchema>
export type EmailValues = z.output<typeof emailSchema>
export type OtpValues = z.output<typeof otpSchema>
export type NewPasswordValues = z.output<typeof newPasswordSchema>
export type PersonalDataValues = z.output<typeof personalDataSchema>
export type OtherDataValues = z.output<typeof otherDataSchema>
