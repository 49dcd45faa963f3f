/** The eight fallback colours (tokens avatar.1 … avatar.8). */
export type AvatarTone = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8'

/**
 * The API stores "no picture" as an image url whose file is default.webp; an empty or
 * missing url means the same.
 */
export function isDefaultPicture(url: string | null | undefined): boolean {
  const value = url?.trim()
  if (!value) return true
  if (value.startsWith('data:') || value.startsWith('blob:')) return false
  const path = value.split(/[?#]/, 1)[0] ?? ''
  const last = path.split('/').filter(Boolean).pop() ?? ''
  return last.toLowerCase() === 'default.webp'
}

const graphemes =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null

function splitGraphemes(text: string): string[] {
  return graphemes ? Array.from(graphemes.segment(text), (part) => part.segment) : Array.from(text)
}

// Letters only: skips quotes, digits, emoji and the Arabic tatweel (a modifier letter, Lm).
const LETTER = /^[\p{Lu}\p{Ll}\p{Lt}\p{Lo}]/u
const ARABIC = /\p{Script=Arabic}/u

/**
 * First letter of the (first) name, as a whole grapheme, never half a surrogate pair; leading
 * marks, digits or emoji are skipped. Arabic keeps the bare letter without harakat (إِيمان gives
 * إ); other scripts are upper-cased in the page's language.
 */
export function initialOf(name: string, locale?: string): string {
  const parts = splitGraphemes(name.normalize('NFC').trim())
  const letter = parts.find((part) => LETTER.test(part)) ?? parts[0] ?? ''
  if (ARABIC.test(letter)) return letter.replace(/\p{M}/gu, '')
  return letter.toLocaleUpperCase(locale)
}

/** Same name, same colour: an FNV-1a hash of the (case-folded) name picks one of eight tones. */
export function avatarToneOf(seed: string): AvatarTone {
  let hash = 0x811c9dc5
  for (const char of seed.normalize('NFC').trim().toLocaleLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193)
  }
  return String(((hash >>> 0) % 8) + 1) as AvatarTone
}
