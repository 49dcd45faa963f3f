import { type Locale, isLocale } from '@sufra/i18n'

/** Splits `/ar/recipe/1?x#y` into its language prefix (if any) and the rest of the path. */
export function splitLanguagePath(pathname: string): { locale: Locale | undefined; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  const first = match?.[1]
  if (first && isLocale(first)) return { locale: first, rest: match?.[2] ?? '/' }
  return { locale: undefined, rest: pathname.startsWith('/') ? pathname : `/${pathname}` }
}

/** `/explore` → `/ar/explore`; `/` → `/ar`. */
export function withLanguage(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`
}

/**
 * Where a path without a language prefix goes: the same path under the current language
 * (spec: "If the first path segment is neither, the app redirects to the current language prefix").
 */
export function languageRedirectTarget(
  pathname: string,
  search: string,
  hash: string,
  current: Locale,
): string {
  const { locale, rest } = splitLanguagePath(pathname)
  return `${withLanguage(locale ?? current, rest)}${search}${hash}`
}

/** The same page in the other language. */
export function switchLanguagePath(pathname: string, search: string, hash: string, to: Locale): string {
  return `${withLanguage(to, splitLanguagePath(pathname).rest)}${search}${hash}`
}
