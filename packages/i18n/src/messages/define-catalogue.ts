/**
 * One file per area holds both languages side by side; the type makes a missing Arabic
 * (or stray extra) key a compile error. Plural messages use ICU: Arabic has six forms
 * (zero, one, two, few, many, other) and catalogue.test.ts checks they are all there.
 */
export function defineCatalogue<const En extends Record<string, string>>(catalogue: {
  en: En
  ar: { [K in keyof En]: string }
}) {
  return catalogue
}
