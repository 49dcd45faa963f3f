import type { Locale } from '../locale'

/** The spec's preference: local-storage key `isArabic`, the text `true` or `false`. */
export const LANGUAGE_STORAGE_KEY = 'isArabic'

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>

function browserStorage(): KeyValueStore | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    // Storage can throw when cookies are blocked; the app still works in English.
    return undefined
  }
}

/** Arabic is on only when the stored value is exactly the text `true`. Read once at start-up. */
export function readLanguagePreference(storage: KeyValueStore | undefined = browserStorage()): Locale {
  return storage?.getItem(LANGUAGE_STORAGE_KEY) === 'true' ? 'ar' : 'en'
}

export function saveLanguagePreference(
  locale: Locale,
  storage: KeyValueStore | undefined = browserStorage(),
): void {
  storage?.setItem(LANGUAGE_STORAGE_KEY, locale === 'ar' ? 'true' : 'false')
}

/** Flips the stored preference and returns the new language. */
export function toggleLanguagePreference(storage: KeyValueStore | undefined = browserStorage()): Locale {
  const next: Locale = readLanguagePreference(storage) === 'ar' ? 'en' : 'ar'
  saveLanguagePreference(next, storage)
  return next
}
