/**
 * `Content-Disposition` for a downloaded file named after user text: a plain ASCII `filename` every
 * client reads, plus the real (e.g. Arabic) name as RFC 5987/6266 `filename*` when it is not ASCII.
 */

/** Characters file systems or the header syntax do not take in a name. */
const UNSAFE_IN_NAME = /[\\/:*?"<>|]+/g
const MAX_NAME_LENGTH = 120

function cleanName(name: string): string {
  return [
    ...name
      .normalize('NFC')
      .replace(/\p{Cf}/gu, '')
      .replace(/[\p{Cc}\u2028\u2029]/gu, ' ')
      .replace(UNSAFE_IN_NAME, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ]
    .slice(0, MAX_NAME_LENGTH)
    .join('')
    .trim()
}

/** RFC 5987 `attr-char` percent-encoding (encodeURIComponent leaves `'()*` and `!` alone; `'` must go). */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  )

/** `attachment; filename="Hummus.pdf"`, or for `حمص` `attachment; filename="recipe.pdf"; filename*=UTF-8''%D8%AD...pdf`. */
export function attachmentDisposition(baseName: string, extension: string, fallback = 'recipe'): string {
  const name = cleanName(baseName) || fallback
  const ascii =
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/\s+/g, ' ')
      .trim() || fallback
  const header = `attachment; filename="${ascii}.${extension}"`
  return ascii === name ? header : `${header}; filename*=UTF-8''${encodeRfc5987(`${name}.${extension}`)}`
}
