import type { Locale } from '../locale'

/**
 * The side of a bilingual text `{ en, ar }` to show in `locale`: that language's text, or the other
 * one when it is empty (a recipe written in Arabic only still shows its Arabic title on /en pages).
 */
export function pickText(text: { en: string; ar: string } | null | undefined, locale: Locale): string {
  if (!text) return ''
  const own = text[locale].trim()
  return own !== '' ? text[locale] : text[locale === 'ar' ? 'en' : 'ar']
}
