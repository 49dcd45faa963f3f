import { use } from 'react'
import type { Catalogue, Locale } from '@sufra/i18n'

/*
 * Each language's messages are a chunk of their own (precompiled by the build), so a page loads only
 * its language's: main.tsx and the server renderer wait for it before rendering, and any later
 * page in the other language waits for that one before it shows (no message ids on screen).
 */
const importers: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  en: () => import('./catalogues/en'),
  ar: () => import('./catalogues/ar'),
}

/** The same modules as the build's manifest names them, for the server to preload the page's. */
export const catalogueChunks: Record<Locale, string> = {
  en: 'src/language/catalogues/en.ts',
  ar: 'src/language/catalogues/ar.ts',
}

const loaded: Partial<Record<Locale, Catalogue>> = {}
const loading: Partial<Record<Locale, Promise<Catalogue>>> = {}

/** Loads a language's messages once; a failed load (the network) is tried again on the next call. */
export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  return (loading[locale] ??= importers[locale]().then(
    (module) => (loaded[locale] = module.default),
    (error: unknown) => {
      delete loading[locale]
      throw error
    },
  ))
}

/** The language's messages, suspending until they have arrived if they were not loaded yet. */
export function useCatalogue(locale: Locale): Catalogue {
  return loaded[locale] ?? use(loadCatalogue(locale))
}
