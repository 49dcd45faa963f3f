import { describe, expect, it } from 'vitest'
import { toFormData } from '@sufra/api-client'
import {
  type AccountSettingsUser,
  accountSchema,
  accountValuesOf,
  deleteAccountSchema,
  feedbackSchema,
  userUpdateOf,
} from './account-schemas'

const layla: AccountSettingsUser = {
  _id: '6f1c1c1e-3d7a-4a51-9f8e-6c1b2b9c0d11',
  firstName: { en: 'Layla', ar: 'ليلى' },
  lastName: { en: 'Haddad', ar: 'حداد' },
  username: 'layla.cooks',
  bio: { en: 'Home cook from Beirut.', ar: 'طاهية منزلية من بيروت.' },
  dob: '1990-05-17',
  email: 'layla@sufra.app',
  language: 'english',
  gender: 'female',
  activityLevel: null,
  height: 168,
  weight: 61.5,
  youtubeURL: null,
  instagramURL: 'https://instagram.com/layla.cooks',
  facebookURL: null,
  tiktokURL: null,
  image: { url: '/uploads/avatars/default.webp', key: 'default' },
}

/** The first issue code per field, as react-hook-form shows it. */
function issuesOf(input: unknown): Record<string, string> {
  const result = accountSchema.safeParse(input)
  if (result.success) return {}
  const first: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = issue.path.join('.')
    first[key] ??= issue.message
  }
  return first
}

describe('accountValuesOf', () => {
  it('takes the names and bio in the page language and empties unset values', () => {
    const ar = accountValuesOf(layla, 'ar')
    expect(ar).toMatchObject({ firstName: 'ليلى', lastName: 'حداد', bio: 'طاهية منزلية من بيروت.' })
    const en = accountValuesOf(layla, 'en')
    expect(en).toMatchObject({ firstName: 'Layla', youtubeURL: '', activityLevel: undefined, height: 168 })
  })

  it('keeps only the calendar day of a timestamp date of birth', () => {
    expect(accountValuesOf({ ...layla, dob: '1990-05-17T00:00:00.000Z' }, 'en').dob).toBe('1990-05-17')
    expect(accountValuesOf({ ...layla, dob: null }, 'en').dob).toBe('')
  })
})

describe('accountSchema', () => {
  it("accepts the user's own values", () => {
    expect(accountSchema.safeParse(accountValuesOf(layla, 'en')).success).toBe(true)
  })

  it('requires names, bio, username, date of birth, email, language, height and weight', () => {
    const empty = {
      ...accountValuesOf(layla, 'en'),
      firstName: '  ',
      lastName: '',
      bio: '',
      username: '',
      dob: '',
      email: '',
      language: undefined,
      height: undefined,
      weight: undefined,
    }
    expect(issuesOf(empty)).toEqual({
      firstName: 'required',
      lastName: 'required',
      bio: 'required',
      username: 'required',
      dob: 'required',
      email: 'required',
      language: 'required',
      height: 'required',
      weight: 'required',
    })
  })

  it('leaves gender, activity level and the social links optional', () => {
    const values = {
      ...accountValuesOf(layla, 'en'),
      gender: undefined,
      activityLevel: undefined,
      instagramURL: '',
    }
    expect(accountSchema.safeParse(values).success).toBe(true)
  })

  it('refuses malformed links, usernames, addresses and out-of-range measurements', () => {
    expect(
      issuesOf({
        ...accountValuesOf(layla, 'en'),
        youtubeURL: 'youtube.com/@layla',
        tiktokURL: 'https://',
        username: 'layla haddad',
        email: 'layla@',
        height: 300,
        weight: 1,
        firstName: 'L'.repeat(51),
      }),
    ).toEqual({
      youtubeURL: 'url',
      tiktokURL: 'url',
      username: 'username',
      email: 'email',
      height: 'height',
      weight: 'weight',
      firstName: 'tooLong:50',
    })
  })
})

describe('userUpdateOf', () => {
  const values = accountSchema.parse({ ...accountValuesOf(layla, 'en'), firstName: ' Leila ' })

  it('sends the names and bio in the page language only, trimmed', () => {
    const fields = userUpdateOf(values, 'en', null)
    expect(fields).toMatchObject({
      'firstName.en': 'Leila',
      'lastName.en': 'Haddad',
      'bio.en': 'Home cook from Beirut.',
    })
    expect(Object.keys(fields).filter((key) => key.endsWith('.ar'))).toEqual([])
    expect(fields).not.toHaveProperty('activityLevel')
    expect(fields).not.toHaveProperty('profilePicture')

    const arabic = userUpdateOf(accountSchema.parse(accountValuesOf(layla, 'ar')), 'ar', null)
    expect(arabic['firstName.ar']).toBe('ليلى')
    expect(Object.keys(arabic).filter((key) => key.endsWith('.en'))).toEqual([])
  })

  it('becomes multipart text fields with the chosen picture last', () => {
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' })
    const form = toFormData(userUpdateOf(values, 'en', picture))
    const names = [...form.keys()]
    expect(names.at(-1)).toBe('profilePicture')
    expect(form.get('height')).toBe('168')
    expect(form.get('weight')).toBe('61.5')
    expect(form.get('youtubeURL')).toBe('')
    expect(form.get('gender')).toBe('female')
    expect(form.get('profilePicture')).toBeInstanceOf(File)
    expect((form.get('profilePicture') as File).name).toBe('me.png')
  })
})

describe('feedback and delete schemas', () => {
  it('require both feedback fields', () => {
    const result = feedbackSchema.safeParse({ email: '', feedback: ' ' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toContainEqual([
      'feedback',
      'required',
    ])
  })

  it('asks for the password only of accounts that have one', () => {
    expect(deleteAccountSchema(true).safeParse({ reason: 'Moving on', password: '' }).success).toBe(false)
    expect(deleteAccountSchema(false).safeParse({ reason: 'Moving on', password: '' }).success).toBe(true)
    expect(deleteAccountSchema(false).safeParse({ reason: '  ', password: '' }).success).toBe(false)
  })
})
