import type { Language } from '../language/detect-language'

/** A text kept in both languages (`{ en, ar }`); either side may be empty. */
export interface BilingualText {
  readonly en: string
  readonly ar: string
}

/**
 * The side of a bilingual text to show in `lang`: that language's text, or the other one when it is
 * empty (a recipe written in Arabic only still shows its Arabic title on /en pages).
 */
export function pickText(text: Partial<BilingualText> | null | undefined, lang: Language): string {
  const own = text?.[lang] ?? ''
  return own.trim() !== '' ? own : (text?.[lang === 'ar' ? 'en' : 'ar'] ?? '')
}

export interface NamedPerson {
  readonly firstName?: Partial<BilingualText> | null
  readonly lastName?: Partial<BilingualText> | null
  readonly username?: string | null
}

/**
 * A person's name as shown: "First Last" in `lang`, each part falling back to the other language's
 * spelling, else the username (a name was never given), else ''.
 */
export function displayName(person: NamedPerson, lang: Language): string {
  const name = `${pickText(person.firstName, lang).trim()} ${pickText(person.lastName, lang).trim()}`.trim()
  return name || person.username || ''
}
