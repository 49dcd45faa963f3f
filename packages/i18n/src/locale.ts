export const locales = ['en', 'ar'] as const
export type Locale = (typeof locales)[number]
export type Direction = 'ltr' | 'rtl'

export const defaultLocale: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

export function directionOf(locale: Locale): Direction {
  return locale === 'ar' ? 'rtl' : 'ltr'
}

/**
 * The BCP 47 tag handed to Intl. Arabic keeps Western digits so quantities, times and units read
 * the same as what cooks type into the recipe form.
 */
export function intlLocaleOf(locale: Locale): string {
  return locale === 'ar' ? 'ar-u-nu-latn' : 'en'
}
