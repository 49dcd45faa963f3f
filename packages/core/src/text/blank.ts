/**
 * Characters that show nothing: white space, format characters (zero-width space and joiners, bidi
 * marks and isolates, the BOM, soft hyphen, word joiner) and the "filler" letters that render as
 * blank (Hangul fillers, the braille blank). Text made only of them looks empty to a reader.
 */
const INVISIBLE = /[\p{White_Space}\p{Cf}\u115f\u1160\u3164\uffa0\u2800]|\u034f/gu

/** True when `text` would show nothing: empty, spaces, or only invisible characters. */
export function isBlank(text: string): boolean {
  return text.replace(INVISIBLE, '') === ''
}
