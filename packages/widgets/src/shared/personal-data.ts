import type { MessageId } from '@sufra/i18n'

/** The gender and activity level a user gives (sign-up's calorie steps and account settings). */
export const genders = ['male', 'female'] as const
export type Gender = (typeof genders)[number]

export const activityLevels = ['sedentary', 'light', 'moderate', 'active', 'very active'] as const
export type ActivityLevel = (typeof activityLevels)[number]

export const genderLabels: Record<Gender, MessageId> = {
  male: 'auth.gender.male',
  female: 'auth.gender.female',
}

export const activityLabels: Record<ActivityLevel, MessageId> = {
  sedentary: 'auth.activity.sedentary',
  light: 'auth.activity.light',
  moderate: 'auth.activity.moderate',
  active: 'auth.activity.active',
  'very active': 'auth.activity.veryActive',
}
