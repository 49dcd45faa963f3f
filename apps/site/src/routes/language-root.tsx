import { type ReactNode, useLayoutEffect } from 'react'
import { Navigate, Outlet, useLocation, useParams } from 'react-router'
import { I18nProvider, directionOf, isLocale, readLanguagePreference, type Locale } from '@sufra/i18n'
import { Splash } from '@sufra/ui/full-screen-loader'
import { useCatalogue } from '../language/catalogue'
import { languageRedirectTarget, splitLanguagePath } from '../language/language-path'

// The stored preference is read once at start-up (spec); it only decides where unprefixed paths go.
const startupLocale: Locale = readLanguagePreference()

/** A path whose first segment is neither en nor ar goes to the same path under the current language. */
export function RedirectToLanguage() {
  const location = useLocation()
  return (
    <Navigate
      replace
      to={languageRedirectTarget(location.pathname, location.search, location.hash, startupLocale)}
    />
  )
}

/** `/:lang/*`: provides the language's messages and keeps `<html lang dir>` in step with it. */
export function LanguageRoot() {
  const { lang } = useParams()
  const location = useLocation()
  const locale = isLocale(lang) ? lang : undefined

  useLayoutEffect(() => {
    if (!locale) return
    document.documentElement.lang = locale
    document.documentElement.dir = directionOf(locale)
  }, [locale])

  if (!locale) {
    return (
      <Navigate
        replace
        to={languageRedirectTarget(location.pathname, location.search, location.hash, startupLocale)}
      />
    )
  }
  return (
    <LanguageProvider locale={locale}>
      <Outlet />
    </LanguageProvider>
  )
}

/** The language's messages (loaded before the first render; another language's are waited for). */
function LanguageProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <I18nProvider locale={locale} messages={useCatalogue(locale)}>
      {children}
    </I18nProvider>
  )
}

/** The language of the page the browser opened: its path's, else where the redirect will take it. */
export function firstPageLocale(): Locale {
  return splitLanguagePath(window.location.pathname).locale ?? startupLocale
}

/** While the first page's code arrives (pages are separate chunks): the splash, in the page's language. */
export function FirstPageSplash() {
  const locale = firstPageLocale()
  return (
    <LanguageProvider locale={locale}>
      <Splash />
    </LanguageProvider>
  )
}
