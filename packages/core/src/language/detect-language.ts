/** The two languages Sufra is written in. */
export type Language = 'en' | 'ar'
export type DetectedLanguage = Language | 'unknown'

export const languages: readonly Language[] = ['en', 'ar']

// Script_Extensions rather than Script: the tatweel (U+0640) is a letter shared by Arabic-script
// languages, so plain Script=Arabic would count it as "another script".
const LETTER = /\p{L}/gu
const ARABIC_LETTER = /^\p{Script_Extensions=Arabic}$/u
const LATIN_LETTER = /^\p{Script_Extensions=Latin}$/u

/**
 * The spec's rule, "Arabic letters only = ar, Latin only = en, otherwise unknown", made precise:
 * only letters count (digits in any script, whitespace, punctuation, symbols, emoji and combining
 * marks such as Arabic diacritics are ignored). If every letter is Arabic-script the text is `ar`;
 * if every letter is Latin it is `en`; no letters at all, a mix of the two, or any letter from a
 * third script (Cyrillic, Greek, Hebrew, CJK, …) is `unknown`.
 */
export function detectLanguage(text: string): DetectedLanguage {
  let arabic = false
  let latin = false
  for (const [letter] of text.matchAll(LETTER)) {
    if (ARABIC_LETTER.test(letter)) arabic = true
    else if (LATIN_LETTER.test(letter)) latin = true
    else return 'unknown'
    if (arabic && latin) return 'unknown'
  }
  if (arabic) return 'ar'
  if (latin) return 'en'
  return 'unknown'
}

/**
 * The recipe form's single-language rule: title, description, ingredient names and steps must be
 * written in the form's language only. Text without any letters (blank, digits, emoji) fails.
 */
export function isTextInLanguage(text: string, language: Language): boolean {
  return detectLanguage(text) === language
}

/**
 * The language most of the text's letters are written in, for text we did not write ourselves (an
 * imported page may quote a word in another script): Arabic-script against Latin letters, ties to
 * English; null when the text has neither.
 */
export function dominantLanguage(text: string): Language | null {
  let arabic = 0
  let latin = 0
  for (const [letter] of text.matchAll(LETTER)) {
    if (ARABIC_LETTER.test(letter)) arabic += 1
    else if (LATIN_LETTER.test(letter)) latin += 1
  }
  if (arabic === 0 && latin === 0) return null
  return arabic > latin ? 'ar' : 'en'
}
