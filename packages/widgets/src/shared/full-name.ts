import type { Locale } from '@sufra/i18n'

type Localized = { en?: string; ar?: string }

/** "First Last" in the page's language, falling back to the other language's spelling. */
export function fullName(person: { firstName?: Localized; lastName?: Localized }, locale: Locale): string {
  const other: Locale = locale === 'ar' ? 'en' : 'ar'
  const first = person.firstName?.[locale] || person.firstName?.[other] || ''
  const last = person.lastName?.[locale] || person.lastName?.[other] || ''
  return `${first} ${last}`.trim()
}
