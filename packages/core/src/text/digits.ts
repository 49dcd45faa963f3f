const ARABIC_INDIC_ZERO = 0x0660 // ٠ … ٩ (U+0660–U+0669)
const PERSIAN_ZERO = 0x06f0 // ۰ … ۹ (U+06F0–U+06F9), also used in Urdu and Persian keyboards

/**
 * Rewrites Eastern Arabic (٠-٩) and Persian (۰-۹) digits as Western digits, and the Arabic decimal
 * separator ٫ and thousands separator ٬ as `.` and `,`, so `١٫٥` reads as `1.5`. Everything else is
 * left untouched.
 */
export function toWesternDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\u066b\u066c]/g, (char) => {
    const code = char.charCodeAt(0)
    if (code === 0x066b) return '.'
    if (code === 0x066c) return ','
    const zero = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO
    return String(code - zero)
  })
}
