/**
 * Harakat (fatha, damma, kasra, tanwin, shadda, sukun, …), the superscript alef, Quranic annotation
 * marks and the tatweel (kashida) stretch: none of them change which word was meant.
 */
const ARABIC_MARKS =
  /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e8\u06ea-\u06ed\u08d3-\u08e1\u08e3-\u08ff\u0640]/g

/**
 * Folds Arabic spelling variants so that look-ups match what people actually type: removes
 * diacritics and tatweel, writes أ إ آ ٱ as ا, ة as ه, ى as ي, ؤ as و and ئ as ي, and maps the
 * Persian-keyboard letters ک and ی to ك and ي. Presentation forms are decomposed (NFKC).
 * The result is a matching key, not text to show.
 */
export function foldArabic(text: string): string {
  return text
    .normalize('NFKC')
    .replace(ARABIC_MARKS, '')
    .replace(/[\u0623\u0625\u0622\u0671]/g, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/[\u0649\u06cc]/g, '\u064a')
    .replace(/\u0624/g, '\u0648')
    .replace(/\u0626/g, '\u064a')
    .replace(/\u06a9/g, '\u0643')
}
