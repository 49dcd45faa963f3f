export type EmbedLang = 'en' | 'ar'

/**
 * The element's language: its own `lang` when that is English or Arabic (`ar-EG` counts), else the
 * partner page's `<html lang>` when that is Arabic, else English.
 */
export function chooseLang(
  attribute: string | null | undefined,
  hostLang: string | null | undefined,
): EmbedLang {
  const own = /^(en|ar)(-|$)/i.exec(attribute?.trim() ?? '')
  if (own) return own[1]!.toLowerCase() as EmbedLang
  return /^ar(-|$)/i.test(hostLang?.trim() ?? '') ? 'ar' : 'en'
}
