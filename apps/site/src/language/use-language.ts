import { useCallback } from 'react'
import { useLocation } from 'react-router'
import { type Locale, directionOf, saveLanguagePreference, useI18n } from '@sufra/i18n'
import { switchLanguagePath, withLanguage } from './language-path'

/** Links inside the app are written without the prefix; this adds the current one. */
export function useLocalizedPath() {
  const { locale } = useI18n()
  return useCallback((path: string) => withLanguage(locale, path), [locale])
}

/**
 * Switching language saves the preference and reloads the page under the other prefix
 * (spec: "The page is reloaded when the language changes").
 */
export function useSwitchLanguage() {
  const { locale } = useI18n()
  const location = useLocation()
  const other: Locale = locale === 'ar' ? 'en' : 'ar'
  const switchLanguage = useCallback(() => {
    saveLanguagePreference(other)
    window.location.assign(switchLanguagePath(location.pathname, location.search, location.hash, other))
  }, [other, location])
  return { other, otherDir: directionOf(other), switchLanguage }
}
