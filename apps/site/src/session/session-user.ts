/** The parts of the signed-in user the shell shows (full type comes from the API contract). */
export type SessionUser = {
  _id: string
  firstName?: { en?: string; ar?: string }
  lastName?: { en?: string; ar?: string }
  image?: { url?: string; key?: string }
  status?: string
}

/** The name in the page's language, falling back to the other one. */
export function displayName(user: SessionUser, locale: 'en' | 'ar'): string {
  const other = locale === 'ar' ? 'en' : 'ar'
  const first = user.firstName?.[locale] || user.firstName?.[other] || ''
  const last = user.lastName?.[locale] || user.lastName?.[other] || ''
  return `${first} ${last}`.trim()
}
