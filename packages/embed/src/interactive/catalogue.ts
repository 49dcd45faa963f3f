import type { Catalogue } from '@sufra/i18n'
import type { EmbedLang } from '../loader/lang'

/*
 * Each language's messages are a chunk of their own, so a partner's reader downloads only the
 * element's language; mount waits for it before hydrating (no message id is ever shown).
 */
const importers: Record<EmbedLang, () => Promise<{ default: Catalogue }>> = {
  en: () => import('./catalogues/en'),
  ar: () => import('./catalogues/ar'),
}

const loading: Partial<Record<EmbedLang, Promise<Catalogue>>> = {}

/** Loads a language's messages once per page; a failed load (the network) is tried again next time. */
export function loadCatalogue(lang: EmbedLang): Promise<Catalogue> {
  return (loading[lang] ??= importers[lang]().then(
    (module) => module.default,
    (error: unknown) => {
      delete loading[lang]
      throw error
    },
  ))
}
