import type { Schema } from '../client'

/**
 * Shared fixtures for stories and tests, in the contract's shapes (fixtures.test.ts checks each one
 * against openapi/openapi.yaml).
 */

/** The signed-in user of the stories: a whole CurrentUser as GET /user answers her, without a picture. */
export const storyUser: Schema<'CurrentUser'> = {
  _id: '4d7c1a52-2f0e-4c1b-9a51-0f3c6a1e9b01',
  email: 'layla@example.com',
  firstName: { en: 'Layla', ar: 'ليلى' },
  lastName: { en: 'Haddad', ar: 'حداد' },
  username: 'layla',
  image: { url: 'https://cdn.example/default.webp', key: 'default.webp' },
  status: 'verified',
  bio: {
    en: 'Home cook from Beirut. Mezze, bread and slow Sunday stews.',
    ar: 'طاهية منزلية من بيروت. مقبلات وخبز ويخنات الأحد الهادئة.',
  },
  follower: [],
  following: [],
  recipesCount: 0,
  youtubeURL: null,
  instagramURL: null,
  facebookURL: null,
  tiktokURL: null,
  createdAt: '2025-01-05T10:00:00.000Z',
  dob: null,
  gender: null,
  language: 'english',
  activityLevel: null,
  height: null,
  weight: null,
  calorieGoal: null,
  proteinGoal: null,
  carbGoal: null,
  fatGoal: null,
  sugarGoal: null,
  savedRecipes: [],
  hasPassword: true,
  units: 'metric',
}

/** A user as recipes and comments name their author (`createdBy`, `user`). */
export function summaryOf(user: Schema<'UserSummary'>): Schema<'UserSummary'> {
  const { _id, firstName, lastName, username, image, status } = user
  return { _id, firstName, lastName, username, image, status }
}

/** GET /user/auth/options on a server without a Google client. */
export const storyAuthOptions: Schema<'AuthOptions'> = { google: false }

/** GET /category and GET /query when the server has no categories or labels yet. */
export const emptyCategoryPage: Schema<'CategoryPage'> = { categories: [], total: 0 }
export const emptyFilterOptions: Schema<'FilterOptions'> = { cuisines: [], dietLabels: [], healthLabels: [] }

/** A real, tiny PNG made in the browser (an upload for POST /image/upload). */
export async function pngFile(name = 'dish.png'): Promise<File> {
  const canvas = document.createElement('canvas')
  canvas.width = 8
  canvas.height = 8
  const context = canvas.getContext('2d')!
  context.fillStyle = '#c8552b'
  context.fillRect(0, 0, 8, 8)
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((result) => (result ? resolve(result) : reject(new Error('no PNG'))), 'image/png'),
  )
  return new File([blob], name, { type: 'image/png' })
}
