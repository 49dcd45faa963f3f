import type { ActivityLevel, Gender } from './auth-schemas'

type Localized = { en?: string; ar?: string }

/**
 * The parts of the user (spec section 3) the modal shows after the calorie steps. The API's
 * CurrentUser fits it: values the user has not given yet are null there.
 */
export type AuthModalUser = {
  _id: string
  email: string
  firstName?: Localized
  lastName?: Localized
  /** yyyy-MM-dd, or an ISO timestamp whose date part is the birthday. */
  dob?: string | null
  gender?: Gender | null
  activityLevel?: ActivityLevel | null
  /** cm */
  height?: number | null
  /** kg */
  weight?: number | null
  calorieGoal?: number | null
  proteinGoal?: number | null
  carbGoal?: number | null
  fatGoal?: number | null
  sugarGoal?: number | null
}

/** The calendar day of a stored date of birth, as a UTC midnight Date (no time-zone shift). */
export function birthDate(dob: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob)
  if (!match) return null
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
}
