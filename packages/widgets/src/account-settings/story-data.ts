import { userEvent } from 'storybook/test'
import { ApiError } from '@sufra/api-client'
import { type MessageId, messages } from '@sufra/i18n'
import type { CurrentUser } from './account-settings-api'
import type { AccountSettingsUser } from './account-schemas'

/** Stories only: the signed-in user and helpers shared by the settings stories. */

export const storyLocale = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
export const m = (id: MessageId) => messages[storyLocale()][id]

/** '{label} is required' for a field label id, in the story's language. */
export const requiredText = (label: MessageId) =>
  messages[storyLocale()]['settings.error.required'].replace('{label}', m(label))

export const layla: AccountSettingsUser = {
  _id: '6f1c1c1e-3d7a-4a51-9f8e-6c1b2b9c0d11',
  firstName: { en: 'Layla', ar: 'ليلى' },
  lastName: { en: 'Haddad', ar: 'حداد' },
  username: 'layla.cooks',
  bio: { en: 'Home cook from Beirut. Mostly mezze.', ar: 'طاهية منزلية من بيروت، أحب المقبلات.' },
  dob: '1990-05-17',
  email: 'layla@sufra.app',
  language: 'english',
  gender: 'female',
  activityLevel: 'moderate',
  height: 168,
  weight: 61,
  youtubeURL: null,
  instagramURL: 'https://instagram.com/layla.cooks',
  facebookURL: null,
  tiktokURL: null,
  image: { url: '/uploads/avatars/default.webp', key: 'default.webp' },
}

/** A Google sign-up that has not filled in its profile yet. */
export const newcomer: AccountSettingsUser = {
  ...layla,
  _id: '0b7c2f4e-8a61-4f3e-9d1a-5e2c7b8a9f00',
  bio: { en: '', ar: '' },
  dob: null,
  gender: null,
  activityLevel: null,
  height: null,
  weight: null,
  instagramURL: null,
}

/** What PUT /user/update answers: the whole user with the changes applied. */
export function savedUser(user: AccountSettingsUser, changes: Partial<AccountSettingsUser>): CurrentUser {
  return {
    ...user,
    ...changes,
    status: 'verified',
    follower: [],
    following: [],
    recipesCount: 3,
    createdAt: '2024-01-10T09:00:00.000Z',
    units: 'metric',
    calorieGoal: 2150,
    proteinGoal: 120,
    carbGoal: 240,
    fatGoal: 70,
    sugarGoal: 35,
    savedRecipes: [],
    hasPassword: true,
  }
}

/** A refusal as the API client reports it: the server's sentence and status. */
export const refusal = (message: string, status: number) => new ApiError(message, status)

/** Focuses a field and pastes text into it: as a person would, without a keystroke per letter. */
export async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input)
  await userEvent.paste(text)
}
