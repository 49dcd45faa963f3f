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
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) === 'true' ? 'ar' : 'en'
  } catch {
    // A storage that exists can still refuse reads (blocked, corrupted): English, as with none.
    return 'en'
  }
}

export function saveLanguagePreference(
  locale: Locale,
  storage: KeyValueStore | undefined = browserStorage(),
): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, locale === 'ar' ? 'true' : 'false')
  } catch {
    // Full or read-only storage (QuotaExceededError, Safari private mode): the switch still happens
    // for this page, it is just not remembered.
  }
}

/** Flips the stored preference and returns the new language. */
export function toggleLanguagePreference(storage: KeyValueStore | undefined = browserStorage()): Locale {
  const next: Locale = readLanguagePreference(storage) === 'ar' ? 'en' : 'ar'
  saveLanguagePreference(next, storage)
  return next
}
