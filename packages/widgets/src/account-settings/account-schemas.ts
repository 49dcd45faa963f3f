import { z } from 'zod'
import { accountLimits } from '@sufra/core'
import type { Locale } from '@sufra/i18n'
import { activityLevels, genders, issue, tooLongIssue } from '../shared'
import type { CurrentUser, UserUpdateFields } from './account-settings-api'

/*
 * Spec section 5, profile settings. Issues carry a code (shared/form-issues.ts), not a sentence: the
 * form words it with the field's label in the page's language ('{label} is required'). Limits follow the contract's
 * UserUpdateForm, FeedbackInput and DeleteAccountInput.
 */

export const languages = ['english', 'arabic', 'spanish'] as const
export type Language = (typeof languages)[number]

// Letters, digits, dots and underscores, 3 to 30 of them (the contract's username pattern).
const USERNAME = new RegExp(`^[A-Za-z0-9_.]{${accountLimits.minUsername},${accountLimits.maxUsername}}$`)
// One @ with something on both sides and a dot in the domain; the server has the final word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const HTTP_URL = /^https?:\/\/\S+$/

/** A required text: spaces alone do not count as an answer. */
const requiredText = (max: number) => z.string().trim().min(1, issue.required).max(max, tooLongIssue(max))

const email = z
  .string()
  .trim()
  .min(1, issue.required)
  .max(accountLimits.email, tooLongIssue(accountLimits.email))
  .refine((value) => value === '' || EMAIL.test(value), issue.email)

/** Social links are optional; an empty field clears the link. */
const optionalUrl = z
  .string()
  .trim()
  .max(accountLimits.url, tooLongIssue(accountLimits.url))
  .refine((value) => value === '' || (HTTP_URL.test(value) && URL.canParse(value)), issue.url)

/** Optional in the input (an emptied number field), required by the check. */
const measurement = (min: number, max: number, code: string) =>
  z
    .number()
    .optional()
    .refine((value) => value !== undefined, issue.required)
    .refine((value) => value === undefined || (value >= min && value <= max), code)

export const accountSchema = z.object({
  // The names and bio in the page's language (spec: required in the current language).
  firstName: requiredText(accountLimits.name),
  lastName: requiredText(accountLimits.name),
  bio: requiredText(accountLimits.bio),
  username: z
    .string()
    .trim()
    .min(1, issue.required)
    .refine((value) => value === '' || USERNAME.test(value), issue.username),
  /** yyyy-MM-dd, as the date picker gives it and the API stores it. */
  dob: z.string().min(1, issue.required),
  email,
  language: z.enum(languages, { error: issue.required }),
  gender: z.enum(genders).optional(),
  activityLevel: z.enum(activityLevels).optional(),
  height: measurement(accountLimits.minHeight, accountLimits.maxHeight, issue.height),
  weight: measurement(accountLimits.minWeight, accountLimits.maxWeight, issue.weight),
  youtubeURL: optionalUrl,
  instagramURL: optionalUrl,
  facebookURL: optionalUrl,
  tiktokURL: optionalUrl,
})

export type AccountFormInput = z.input<typeof accountSchema>
export type AccountFormValues = z.output<typeof accountSchema>

/** The parts of the signed-in user (the contract's CurrentUser) the account form edits. */
export type AccountSettingsUser = Pick<
  CurrentUser,
  | '_id'
  | 'firstName'
  | 'lastName'
  | 'username'
  | 'bio'
  | 'dob'
  | 'email'
  | 'language'
  | 'gender'
  | 'activityLevel'
  | 'height'
  | 'weight'
  | 'youtubeURL'
  | 'instagramURL'
  | 'facebookURL'
  | 'tiktokURL'
  | 'image'
>

/** The form's starting values: the user's names and bio in the page's language, unset values empty. */
export function accountValuesOf(user: AccountSettingsUser, locale: Locale): AccountFormInput {
  return {
    firstName: user.firstName?.[locale] ?? '',
    lastName: user.lastName?.[locale] ?? '',
    bio: user.bio?.[locale] ?? '',
    username: user.username ?? '',
    dob: user.dob?.slice(0, 10) ?? '',
    email: user.email ?? '',
    language: user.language,
    gender: user.gender ?? undefined,
    activityLevel: user.activityLevel ?? undefined,
    height: user.height ?? undefined,
    weight: user.weight ?? undefined,
    youtubeURL: user.youtubeURL ?? '',
    instagramURL: user.instagramURL ?? '',
    facebookURL: user.facebookURL ?? '',
    tiktokURL: user.tiktokURL ?? '',
  }
}

/**
 * The multipart fields of PUT /user/update: the names and bio only in the page's language (the other
 * language's spelling stays as it is), the rest as they are, and the picture when a new one was chosen.
 */
export function userUpdateOf(
  values: AccountFormValues,
  locale: Locale,
  picture: File | null,
): UserUpdateFields {
  const localized: UserUpdateFields =
    locale === 'ar'
      ? { 'firstName.ar': values.firstName, 'lastName.ar': values.lastName, 'bio.ar': values.bio }
      : { 'firstName.en': values.firstName, 'lastName.en': values.lastName, 'bio.en': values.bio }
  return {
    ...localized,
    username: values.username,
    dob: values.dob,
    email: values.email,
    language: values.language,
    // Optional and not clearable in the contract: left out while unset.
    ...(values.gender ? { gender: values.gender } : {}),
    ...(values.activityLevel ? { activityLevel: values.activityLevel } : {}),
    height: values.height,
    weight: values.weight,
    youtubeURL: values.youtubeURL,
    instagramURL: values.instagramURL,
    facebookURL: values.facebookURL,
    tiktokURL: values.tiktokURL,
    // Last, so the server has read every text field when the file arrives.
    ...(picture ? { profilePicture: picture } : {}),
  }
}

export const feedbackSchema = z.object({
  email,
  feedback: requiredText(accountLimits.feedback),
})

/** The password is asked only of accounts that have one (Google-only accounts confirm by a recent sign-in). */
export function deleteAccountSchema(needsPassword: boolean) {
  return z.object({
    reason: requiredText(accountLimits.deleteReason),
    password: needsPassword
      ? z.string().min(1, issue.required).max(accountLimits.password, tooLongIssue(accountLimits.password))
      : z.string(),
  })
}
