import type { Language } from '../language/detect-language'
import { foldArabic } from '../text/arabic'
import { toWesternDigits } from '../text/digits'
import { arabicUnitAliases, arabicUnitQualifiers } from './aliases-ar'
import { caseSensitiveEnglishUnitAliases, englishUnitAliases, englishUnitQualifiers } from './aliases-en'
import { type UnitId, units } from './catalogue'

const ARABIC_LETTER = /\p{Script_Extensions=Arabic}/u

/** Shared clean-up: digits, compatibility forms, periods, dashes and spacing. */
function tidy(text: string): string {
  return (
    toWesternDigits(text)
      .normalize('NFKC')
      // `fl.oz` → `fl oz`: a period between two letters separates words …
      .replace(/(\p{L})[.\u06d4](?=\p{L})/gu, '$1 ')
      // … and a period ending a word is an abbreviation mark (`tbsp.`, `fl. oz.`).
      .replace(/[.\u06d4]+(?=\s|$)/gu, '')
      .replace(/[-_\u2010-\u2015]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  )
}

/** The matching key for English unit text: tidied, lower case, `cup(s)` → `cups`. */
function englishKey(text: string): string {
  return tidy(text)
    .toLowerCase()
    .replace(/\((e?s)\)$/, '$1')
    .trim()
}

/** The matching key for Arabic unit text: tidied and folded (see foldArabic). */
function arabicKey(text: string): string {
  return tidy(foldArabic(text))
}

export type UnitAliasEntry = readonly [key: string, id: UnitId]

/**
 * Every look-up key of one language with the unit it names, before de-duplication: for English the
 * ids, English labels and English aliases; for Arabic the Arabic labels and aliases. Keys are
 * normalised the same way input is, so a test can check that no key names two units.
 */
export function unitAliasEntries(language: Language): readonly UnitAliasEntry[] {
  const entries: UnitAliasEntry[] = []
  for (const unit of units) {
    if (language === 'en') {
      for (const text of [unit.id, unit.en, unit.enPlural, ...(englishUnitAliases[unit.id] ?? [])]) {
        entries.push([englishKey(text), unit.id])
      }
    } else {
      for (const text of [unit.ar, ...(arabicUnitAliases[unit.id] ?? [])]) {
        entries.push([arabicKey(text), unit.id])
      }
    }
  }
  return entries
}

const englishMap: ReadonlyMap<string, UnitId> = new Map(unitAliasEntries('en'))
const arabicMap: ReadonlyMap<string, UnitId> = new Map(unitAliasEntries('ar'))
const caseSensitiveMap: ReadonlyMap<string, UnitId> = new Map(Object.entries(caseSensitiveEnglishUnitAliases))
const englishQualifiers = new Set(englishUnitQualifiers)
const arabicQualifiers = new Set(arabicUnitQualifiers.map(arabicKey))

/** Regular English singulars of the last word: `cups` → `cup`, `pinches` → `pinch`, `leaves` → `leaf`. */
function englishSingulars(key: string): string[] {
  const candidates: string[] = []
  if (key.endsWith('s')) candidates.push(key.slice(0, -1))
  if (key.endsWith('es')) candidates.push(key.slice(0, -2))
  if (key.endsWith('ies')) candidates.push(`${key.slice(0, -3)}y`)
  if (key.endsWith('ves')) candidates.push(`${key.slice(0, -3)}f`, `${key.slice(0, -3)}fe`)
  return candidates
}

function lookUpEnglish(key: string): UnitId | undefined {
  const direct = englishMap.get(key)
  if (direct) return direct
  // Only accept a stripped form that is itself a known unit, so `gas` does not become `ga`.
  for (const candidate of englishSingulars(key)) {
    const id = englishMap.get(candidate)
    if (id) return id
  }
  return undefined
}

function normalizeEnglish(text: string): UnitId | undefined {
  const caseSensitive = caseSensitiveMap.get(tidy(text))
  if (caseSensitive) return caseSensitive
  const key = englishKey(text)
  if (!key) return undefined
  const found = lookUpEnglish(key)
  if (found) return found
  // `heaping tablespoons`, `level tsp`, `US cup`
  const words = key.split(' ')
  const unqualified = words.filter((word) => !englishQualifiers.has(word))
  if (unqualified.length > 0 && unqualified.length < words.length) {
    return lookUpEnglish(unqualified.join(' '))
  }
  return undefined
}

/**
 * Spellings of one folded Arabic word to try: as written, without the article `ال`, and its regular
 * singular: dual `كوبان`/`كوبين` → `كوب`, `ملعقتان`/`ملعقتين`/`ملعقتا` → `ملعقه`, sound feminine plural
 * `حبات` → `حبه`, `غرامات` → `غرام`.
 */
function arabicWordForms(word: string): string[] {
  const bases = [word]
  if (word.startsWith('ال') && word.length > 3) bases.push(word.slice(2))
  const forms: string[] = []
  for (const base of bases) {
    forms.push(base)
    const singulars: string[] = []
    if (/(تان|تين)$/.test(base)) singulars.push(`${base.slice(0, -3)}ه`)
    if (base.endsWith('تا')) singulars.push(`${base.slice(0, -2)}ه`)
    if (/(ان|ين)$/.test(base)) singulars.push(base.slice(0, -2))
    if (base.endsWith('ات')) singulars.push(`${base.slice(0, -2)}ه`, base.slice(0, -2))
    // A stem of two letters is too short to trust: `سمان` (quail) is not a plural of `سم` (cm).
    forms.push(...singulars.filter((form) => form.length >= 3))
  }
  return forms
}

const MAX_ARABIC_WORDS = 4

function lookUpArabic(words: readonly string[]): UnitId | undefined {
  const direct = arabicMap.get(words.join(' '))
  if (direct) return direct
  if (words.length > MAX_ARABIC_WORDS) return undefined
  let phrases: string[] = ['']
  for (const word of words) {
    const forms = arabicWordForms(word)
    phrases = phrases.flatMap((phrase) => forms.map((form) => (phrase ? `${phrase} ${form}` : form)))
  }
  for (const phrase of phrases) {
    const id = arabicMap.get(phrase)
    if (id) return id
  }
  return undefined
}

function normalizeArabic(text: string): UnitId | undefined {
  const key = arabicKey(text)
  if (!key) return undefined
  const words = key.split(' ')
  const found = lookUpArabic(words)
  if (found) return found
  // `ملعقة كبيرة ممتلئة`
  const unqualified = words.filter((word) => !arabicQualifiers.has(word))
  if (unqualified.length > 0 && unqualified.length < words.length) return lookUpArabic(unqualified)
  return undefined
}

/**
 * Maps what someone typed or an imported recipe says (`Tbsp.`, `cups`, `ملاعق كبيرة`, `غرامات`) to a
 * canonical unit id, or undefined when it is not a unit we know.
 *
 * English and Arabic have separate maps. With `language` `en` only the English map is used. With
 * `ar`, or with no language, Arabic-script text is looked up in the Arabic map and anything else in
 * the English map, because Arabic recipes often write metric units in Latin letters (`200 g`, `ml`).
 * Case matters for exactly one thing: a lone `T` is a tablespoon and a lone `t` a teaspoon.
 */
export function normalizeUnit(text: string, language?: Language): UnitId | undefined {
  if (language !== 'en' && ARABIC_LETTER.test(text)) return normalizeArabic(text)
  return normalizeEnglish(text)
}
