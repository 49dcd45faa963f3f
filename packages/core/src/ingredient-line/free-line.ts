/**
 * Free-text ingredient lines, as imported recipe pages write them: `1 (14 oz) can diced tomatoes,
 * drained`, `2-3 cloves garlic, minced`, `a pinch of salt`, `نصف كوب سكر`, `٢ ملعقة كبيرة زيت زيتون`.
 *
 * The amount and range are read by `parse-ingredient` (mixed numbers, vulgar fractions, ranges,
 * trailing amounts), configured for both languages and taught every unit spelling of our catalogue;
 * units are always reported as catalogue ids (`normalizeUnit` reads the spellings that need folding,
 * plurals, duals or qualifiers). Around that, this module reads what a recipe page adds: spelled-out
 * amounts (`one and a half`, `نصف`, `ثلاثة أرباع`), sizes of packages (`1 14-ounce can`), size words,
 * parenthesised and comma notes, and preparation words, so that `name` is only the ingredient.
 *
 * The form's own "quantity unit name" lines are read by `parseIngredientLine` (ingredient-line.ts).
 */
import { parseIngredient, type ParseIngredientOptions, type UnitOfMeasureDefinitions } from 'parse-ingredient'
import type { Language } from '../language/detect-language'
import { foldArabic } from '../text/arabic'
import { toWesternDigits } from '../text/digits'
import { arabicUnitAliases, arabicUnitQualifiers } from '../units/aliases-ar'
import { englishUnitAliases, englishUnitQualifiers } from '../units/aliases-en'
import { type UnitId, unitById, units } from '../units/catalogue'
import { normalizeUnit } from '../units/normalize'
import {
  andWords,
  approximationWords,
  arabicPreparationWords,
  articleWords,
  countPhrases,
  fractionWords,
  joiningWords,
  measureAdjectives,
  alternativeWords,
  partOfWords,
  notePhrases,
  numberWords,
  packagingUnits,
  preparationAdverbs,
  preparationWords,
  rangeOpeningWords,
  rangeWords,
  trailingCountUnits,
  vagueAmounts,
} from './free-line-words'

export interface FreeIngredientLine {
  /** Amount as a number (ranges: the low end), null when the line has none ("salt to taste"). */
  quantity: number | null
  /** High end of a range ("2-3", "2 to 3", "٢-٣"), else null. */
  quantityMax: number | null
  /** Catalogue unit id, or null when the line names none ("2 eggs" → null, means a count). */
  unitId: UnitId | null
  /** The ingredient's name only: no amount, unit, parenthesised size or trailing note ("diced tomatoes"). */
  name: string
  /** What followed a comma or sat in parentheses ("drained", "14 oz"), else null. */
  note: string | null
}

const ARABIC_LETTER = /\p{Script_Extensions=Arabic}/u
const SIZE_UNITS: ReadonlySet<UnitId> = new Set<UnitId>(['small', 'medium', 'large'])
const OPEN_AMOUNT_UNITS: ReadonlySet<UnitId> = new Set<UnitId>(['to taste', 'as needed'])
/** The most words a unit may take (`fluid ounces`, `ملعقة كبيرة ممتلئة`, `على حسب الرغبة`). */
const MAX_UNIT_WORDS = 4

/** Lower case (English) or folded (Arabic): the key every word table is looked up with. */
function wordKey(word: string, lang: Language): string {
  const bare = word.replace(/^[,.;:،؛]+|[,.;:،؛]+$/gu, '')
  return lang === 'ar' ? foldArabic(bare) : bare.toLowerCase()
}

function keyedTable(table: Readonly<Record<string, number>>, lang: Language): ReadonlyMap<string, number> {
  return new Map(Object.entries(table).map(([word, value]) => [wordKey(word, lang), value]))
}

function keyedSet(words: readonly string[], lang: Language): ReadonlySet<string> {
  return new Set(words.map((word) => wordKey(word, lang)))
}

interface LanguageWords {
  numbers: ReadonlyMap<string, number>
  fractions: ReadonlyMap<string, number>
  articles: ReadonlySet<string>
  ands: ReadonlySet<string>
  ranges: ReadonlySet<string>
  approximations: readonly string[][]
  joining: ReadonlySet<string>
  partOf: ReadonlySet<string>
  rangeOpening: ReadonlySet<string>
  alternatives: ReadonlySet<string>
  countPhrases: readonly (readonly [words: string[], value: number])[]
  vague: readonly string[][]
  notePhrases: readonly string[][]
  qualifiers: ReadonlySet<string>
}

function wordsOf(lang: Language): LanguageWords {
  const phrase = (text: string) => text.split(' ').map((word) => wordKey(word, lang))
  return {
    numbers: keyedTable(numberWords[lang], lang),
    fractions: keyedTable(fractionWords[lang], lang),
    articles: keyedSet(articleWords[lang], lang),
    ands: keyedSet(andWords[lang], lang),
    ranges: keyedSet(rangeWords[lang], lang),
    approximations: approximationWords[lang].map(phrase).sort((a, b) => b.length - a.length),
    joining: keyedSet(joiningWords[lang], lang),
    partOf: keyedSet(partOfWords[lang], lang),
    rangeOpening: keyedSet(rangeOpeningWords[lang], lang),
    alternatives: keyedSet(alternativeWords[lang], lang),
    countPhrases: Object.entries(countPhrases[lang])
      .map(([text, value]) => [phrase(text), value] as const)
      .sort((a, b) => b[0].length - a[0].length),
    vague: vagueAmounts[lang].map(phrase).sort((a, b) => b.length - a.length),
    notePhrases: notePhrases[lang].map(phrase),
    qualifiers: keyedSet(lang === 'ar' ? arabicUnitQualifiers : englishUnitQualifiers, lang),
  }
}

const languageWords: Readonly<Record<Language, LanguageWords>> = { en: wordsOf('en'), ar: wordsOf('ar') }
const preparation = new Set([...preparationAdverbs, ...preparationWords])
const measureAdjectiveSet = new Set(measureAdjectives)
const arabicPreparation = keyedSet(arabicPreparationWords, 'ar')

/**
 * Every catalogue unit with all its spellings in both languages, in parse-ingredient's format, so the
 * library recognises `tbsp`, `Tbs.`, `ملعقة كبيرة`, `فصوص` … and reports our ids.
 */
const catalogueUnits: UnitOfMeasureDefinitions = Object.fromEntries(
  units.map((unit) => [
    unit.id,
    {
      short: unit.id,
      plural: unit.enPlural,
      alternates: [
        unit.en,
        unit.ar,
        ...(englishUnitAliases[unit.id] ?? []),
        ...(arabicUnitAliases[unit.id] ?? []),
      ],
    },
  ]),
)

/** A range or approximation word before an amount, for parse-ingredient (`about 2`, `حوالي ٢`). */
function beforeAnAmount(words: Iterable<string>): RegExp {
  const escaped = [...words].map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(`(?:${escaped.join('|')})(?=\\s*[\\p{N}.])`, 'iu')
}

const libraryOptions: ParseIngredientOptions = {
  round: false,
  additionalUOMs: catalogueUnits,
  rangeSeparators: [...rangeWords.en, ...rangeWords.ar],
  leadingQuantityPrefixes: [
    beforeAnAmount([
      ...approximationWords.en,
      ...approximationWords.ar,
      ...rangeOpeningWords.en,
      ...rangeOpeningWords.ar,
    ]),
  ],
  descriptionStripPrefixes: [...joiningWords.en, ...joiningWords.ar],
  groupHeaderPatterns: ['For'],
}

/** Runs parse-ingredient on one line. */
function readAmount(text: string) {
  const [ingredient] = parseIngredient([text], libraryOptions)
  return ingredient
}

const htmlEntities: Readonly<Record<string, string>> = {
  amp: '&',
  nbsp: ' ',
  quot: '"',
  '#39': "'",
  apos: "'",
}

/**
 * Digits in any script, fraction slashes, dashes, bidi marks and spacing made plain: `١٫٥` → `1.5`,
 * `1⁄2` → `1/2`, `1,5` → `1.5` (a comma before one or two digits is a decimal comma), `1-1/2` → `1 1/2`
 * (a whole number joined to a fraction is a mixed number; `1/2-3/4` stays a range). What web pages
 * leave in their text goes: HTML tags, the common entities and escaped line breaks (`\n`).
 */
function tidy(line: string): string {
  return toWesternDigits(line)
    .replace(/[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/[\u00a0\u2000-\u200b\u202f\u3000]/g, ' ')
    .replace(/[\u2044\u2215]/g, '/')
    .replace(/[\u2010-\u2012\u2212]/g, '-')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|nbsp|quot|#39|apos);/g, (_entity, name: string) => htmlEntities[name]!)
    .replace(/\\[nt]/g, ' ')
    .replace(/(\p{L})\s*\/\s*(?=\d)/gu, '$1 / ')
    .replace(/(\d),(\d{1,2})(?!\d)/g, '$1.$2')
    .replace(/(?<![\d/.])(\d+)\s*-\s*(\d+\/\d+)/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Takes out every parenthesised or bracketed part (`(14 oz)`, `[optional]`) as a note. A short group
 * glued to a word is part of it (`lb(s)`, `cup(s)`).
 */
function takeParentheses(text: string): { text: string; notes: string[] } {
  const notes: string[] = []
  let kept = ''
  let depth = 0
  let group = ''
  let start = 0
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!
    if (char === '(' || char === '[') {
      if (depth === 0) {
        group = ''
        start = index
      } else group += char
      depth++
    } else if ((char === ')' || char === ']') && depth > 0) {
      depth--
      if (depth > 0) group += char
      else if (/^\p{L}{1,3}$/u.test(group) && /\p{L}$/u.test(kept)) kept += `(${group})`
      else {
        if (group.trim()) notes.push(group.trim())
        kept += ' '
      }
    } else if (depth > 0) group += char
    else kept += char
  }
  if (depth > 0) kept += text.slice(start)
  return {
    text: kept
      .replace(/\s+([,;،؛])/gu, '$1')
      .replace(/\s+/g, ' ')
      .trim(),
    notes,
  }
}

const formatNumber = (value: number) => String(Number(value.toFixed(12)))

/**
 * Reads an amount spelled in words at `start` (`one and a half`, `a quarter`, `half a`, `three
 * quarters`, `2 and a half`, `نصف`, `ثلاثة أرباع`, `٢ ونصف`), or undefined when there is none to
 * rewrite. Plain numbers are left to parse-ingredient.
 */
function spelledAmount(
  words: readonly string[],
  start: number,
  lang: Language,
): { value: number; end: number } | undefined {
  const table = languageWords[lang]
  const key = (index: number) => (index < words.length ? wordKey(words[index]!, lang) : '')
  const plainNumber = (index: number) => {
    const word = words[index]
    return word !== undefined && /^\d+(?:\.\d+)?$/.test(word) ? Number(word) : undefined
  }
  let index = start
  let value: number | undefined
  let spelled = false
  const first = key(index)
  if (table.articles.has(first)) {
    const fraction = table.fractions.get(key(index + 1))
    if (fraction !== undefined) {
      value = fraction
      index += 2
    } else {
      value = 1
      index += 1
    }
    spelled = true
  } else if (table.fractions.has(first)) {
    value = table.fractions.get(first)!
    index += 1
    if (table.articles.has(key(index))) index += 1 // half a cup
    spelled = true
  } else if (table.numbers.has(first) || plainNumber(index) !== undefined) {
    spelled = table.numbers.has(first)
    value = table.numbers.get(first) ?? plainNumber(index)!
    index += 1
    const fraction = table.fractions.get(key(index))
    if (fraction !== undefined) {
      // three quarters, one half, ثلاثة أرباع
      value *= fraction
      index += 1
      spelled = true
    }
  } else if (lang === 'ar' && first.startsWith('و') && table.fractions.has(first.slice(1))) {
    return undefined
  }
  if (value === undefined) return undefined
  // … and a half, … و نصف, … ونصف
  const joined = key(index)
  let addition: number | undefined
  if (table.ands.has(joined)) {
    let next = index + 1
    if (table.articles.has(key(next)) || key(next) === 'one') next += 1
    const fraction = table.fractions.get(key(next)) ?? fractionValue(words[next])
    if (fraction !== undefined && fraction < 1) {
      addition = fraction
      index = next + 1
    }
  } else if (lang === 'ar' && joined.startsWith('و') && table.fractions.has(joined.slice(1))) {
    addition = table.fractions.get(joined.slice(1))
    index += 1
  }
  if (addition !== undefined) {
    value += addition
    spelled = true
  }
  return spelled ? { value, end: index } : undefined
}

/** `1/2` → 0.5; undefined for anything else. */
function fractionValue(word: string | undefined): number | undefined {
  const match = word === undefined ? null : /^(\d+)\/(\d+)$/.exec(word)
  if (!match) return undefined
  const value = Number(match[1]) / Number(match[2])
  return Number.isFinite(value) ? value : undefined
}

function startsWithPhrase(
  words: readonly string[],
  start: number,
  phrase: readonly string[],
  lang: Language,
) {
  return phrase.every(
    (word, offset) => start + offset < words.length && wordKey(words[start + offset]!, lang) === word,
  )
}

interface LeadingUnit {
  unitId: UnitId
  /** The unit as written. */
  text: string
  /** What follows the unit. */
  rest: string
}

/**
 * The longest run of leading words (at most 4) that names a catalogue unit, as the form's parser reads
 * it; a leading dash (`14-ounce`) is skipped. A qualifier ends no unit (`1 cup full cream milk`).
 */
function leadingUnit(text: string, lang: Language): LeadingUnit | undefined {
  const words = text.replace(/^-\s*/, '').split(' ').filter(Boolean)
  const qualifiers = languageWords[lang].qualifiers
  for (let count = Math.min(MAX_UNIT_WORDS, words.length); count >= 1; count--) {
    const unitWords = words.slice(0, count)
    if (qualifiers.has(wordKey(unitWords[count - 1]!, lang))) continue
    const last = unitWords[count - 1]!
    const trailing = /[,;:،؛]+$/u.exec(last)?.[0] ?? ''
    const unitText = [...unitWords.slice(0, -1), last.slice(0, last.length - trailing.length)].join(' ')
    const unitId = normalizeUnit(unitText, lang)
    if (unitId) return { unitId, text: unitText, rest: `${trailing} ${words.slice(count).join(' ')}`.trim() }
  }
  return undefined
}

/** The catalogue id for what parse-ingredient matched (its own ids are English names: `tablespoon`). */
function catalogueUnit(matched: string, libraryId: string | null, lang: Language): UnitId | undefined {
  if (libraryId !== null && Object.hasOwn(unitById, libraryId)) return libraryId as UnitId
  return normalizeUnit(matched, lang) ?? (libraryId === null ? undefined : normalizeUnit(libraryId, 'en'))
}

/** The part of `before` that `after` (a suffix of it, give or take spaces) does not cover. */
function consumed(before: string, after: string): string {
  const trimmed = after.trim()
  const at = trimmed ? before.lastIndexOf(trimmed) : before.length
  return (at >= 0 ? before.slice(0, at) : before).replace(/[\s,;:،؛]+$/u, '').trim()
}

const isMeasured = (unitId: UnitId) => {
  const kind = unitById[unitId].kind
  return kind === 'mass' || kind === 'volume' || kind === 'length'
}

/** An Arabic dual written without a number (`ملعقتان`, `كوبين`): its singular names the same unit. */
function isArabicDual(text: string, unitId: UnitId): boolean {
  const [first, ...others] = foldArabic(text).split(' ')
  if (!first) return false
  const singular = /(تان|تين)$/.test(first)
    ? `${first.slice(0, -3)}ه`
    : /تا$/.test(first)
      ? `${first.slice(0, -2)}ه`
      : /(ان|ين)$/.test(first)
        ? first.slice(0, -2)
        : undefined
  if (!singular || singular.length < 2) return false
  return normalizeUnit([singular, ...others].join(' '), 'ar') === unitId
}

/** An English plural unit (`cups`, `Pinches`), which never stands for one on its own. */
function isEnglishPlural(text: string, unitId: UnitId): boolean {
  const lower = text.toLowerCase()
  return lower !== unitById[unitId].en && /s$/.test(lower.replace(/\.$/, ''))
}

interface Segments {
  head: string
  notes: string[]
}

/** The parse so far: what is read is taken off the front of `rest`. */
interface Reading {
  lang: Language
  quantity: number | null
  quantityMax: number | null
  unitId: UnitId | null
  /** The unit as written, to give back if it turns out not to be the unit. */
  unitText: string
  rest: string
  notes: string[]
}

/** The phrase from `phrases` that opens `words` at `start`, as written, or undefined. */
function openingPhrase(
  words: readonly string[],
  start: number,
  phrases: readonly string[][],
  lang: Language,
) {
  const phrase = phrases.find((candidate) => startsWithPhrase(words, start, candidate, lang))
  return phrase && words.slice(start, start + phrase.length).join(' ')
}

const startsWithAmount = (text: string) => /^[\d.½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒]/u.test(text)

/**
 * The words before the amount: an approximation (`about`, `scant`, `حوالي`) or a vague amount
 * (`a few`, `قليل من`) goes to the note; so does the part taken from the ingredient in `juice of
 * 1 lemon` or `kernels from 2 ears corn`. Spelled amounts are rewritten as numbers, ranges included
 * (`one or two` → `1 or 2`).
 */
function readOpening(state: Reading): void {
  const table = languageWords[state.lang]
  const lang = state.lang
  let words = state.rest.split(' ')
  const take = (count: number) => {
    state.notes.push(words.slice(0, count).join(' '))
    words = words.slice(count)
  }
  const beforeAmount = (count: number) => {
    const after = words.slice(count)
    return startsWithAmount(after[0] ?? '') || spelledAmount(after, 0, lang) !== undefined
  }
  if (table.rangeOpening.has(wordKey(words[0] ?? '', lang)) && beforeAmount(1)) words = words.slice(1)
  const approximation = openingPhrase(words, 0, table.approximations, lang)
  if (approximation && beforeAmount(approximation.split(' ').length)) take(approximation.split(' ').length)
  const vague = openingPhrase(words, 0, table.vague, lang)
  if (vague) {
    // `a bit of salt` → note `a bit`
    const vagueWords = words.slice(0, vague.split(' ').length)
    words = words.slice(vagueWords.length)
    if (table.joining.has(wordKey(vagueWords[vagueWords.length - 1]!, lang))) vagueWords.pop()
    state.notes.push(vagueWords.join(' '))
  }
  // `juice of 1 lemon`: at most three words, then `of` / `from`, then an amount
  const partOf = words.slice(0, 4).findIndex((word) => table.partOf.has(wordKey(word, lang)))
  if (partOf > 0 && !vague && !startsWithAmount(words[0]!) && !spelledAmount(words, 0, lang)) {
    const after = words.slice(partOf + 1)
    if (startsWithAmount(after[0] ?? '') || spelledAmount(after, 0, lang)) {
      state.notes.push(words.slice(0, partOf).join(' '))
      words = after
    }
  }
  const count = table.countPhrases.find(([phrase]) => startsWithPhrase(words, 0, phrase, lang))
  if (count) {
    words.splice(0, count[0].length, String(count[1]))
  } else {
    const first = spelledAmount(words, 0, lang)
    if (first) {
      words.splice(0, first.end, formatNumber(first.value))
      const separator = words[1]
      if (separator !== undefined && (table.ranges.has(wordKey(separator, lang)) || separator === '-')) {
        const second = spelledAmount(words, 2, lang)
        if (second) words.splice(2, second.end - 2, formatNumber(second.value))
      }
    }
  }
  state.rest = words.join(' ')
}

/** The amount, range and unit by parse-ingredient. */
function readLibraryAmount(state: Reading): void {
  const read = state.rest ? readAmount(state.rest) : undefined
  if (!read) return
  state.quantity = read.quantity
  state.quantityMax = read.quantity2
  // `1-1/2` is one and a half, not a range down to a half
  if (
    state.quantity !== null &&
    state.quantityMax !== null &&
    state.quantityMax < Math.min(1, state.quantity)
  ) {
    state.quantity += state.quantityMax
    state.quantityMax = null
  }
  state.rest = read.description
  if (read.unitOfMeasure) {
    const id = catalogueUnit(read.unitOfMeasure, read.unitOfMeasureID, state.lang)
    if (id) {
      state.unitId = id
      state.unitText = read.unitOfMeasure
    } else state.rest = `${read.unitOfMeasure} ${state.rest}`
  }
}

/** A leading amount with a unit (`14-ounce`, `2 tablespoons`, `200 g`): the unit and what follows. */
function leadingMeasure(text: string, lang: Language): { unitId: UnitId; rest: string } | undefined {
  const inner = readAmount(text.replace(/^-/, ''))
  if (!inner || inner.quantity === null) return undefined
  if (inner.unitOfMeasure) {
    const unitId = catalogueUnit(inner.unitOfMeasure, inner.unitOfMeasureID, lang)
    return unitId ? { unitId, rest: inner.description } : undefined
  }
  const words = inner.description.split(' ')
  let count = 0
  while (lang === 'en' && count < words.length - 1 && isMeasureAdjective(words[count]!)) count++
  return leadingUnit(words.slice(count).join(' '), lang)
}

const isMeasureAdjective = (word: string) =>
  measureAdjectiveSet.has(word.toLowerCase()) || /^\d[\d/.]*-inch$/i.test(word)

/** Takes the unit found at the front of `rest`. */
function takeUnit(state: Reading, found: LeadingUnit): void {
  state.unitId = found.unitId
  state.unitText = found.text
  state.rest = found.rest
}

/**
 * What stands between the amount and the name: a package size (`1 14-ounce can`, `1 1-inch piece`),
 * words about the measure (`8 thick slices`, `1 packed cup`), the unit, a size before another unit
 * (`1 large can`, `1 large or 2 medium`), other measures of the same amount (`1 cup/200 grams`,
 * `1 cup plus 2 tablespoons`) and, in Arabic, a fraction after the unit (`كوب ونصف`).
 */
function readUnit(state: Reading): void {
  const lang = state.lang
  if (state.quantity !== null && state.unitId === null) {
    const size = leadingMeasure(state.rest, lang)
    if (size && isMeasured(size.unitId) && size.rest.trim()) {
      state.notes.push(consumed(state.rest, size.rest))
      state.rest = size.rest
    }
  }
  if (state.unitId === null && lang === 'en') {
    // `8 thick slices`, `1 packed cup`, `2 large cloves`: the words before a unit describe it
    const words = state.rest.split(' ')
    let count = 0
    while (count < Math.min(words.length - 1, 3) && isMeasureAdjective(words[count]!)) count++
    const found = count > 0 ? leadingUnit(words.slice(count).join(' '), lang) : undefined
    if (found && unitById[found.unitId].kind !== 'other' && found.rest.trim()) {
      state.notes.push(words.slice(0, count).join(' '))
      takeUnit(state, found)
    }
  }
  if (state.unitId === null) {
    const found = leadingUnit(state.rest, lang)
    // A unit with nothing after it is the name (`4 rolls`), unless it is a measure (`2 tablespoons`).
    if (found && (found.rest.replace(/^[,;:،؛\s]+/u, '') || isMeasured(found.unitId))) takeUnit(state, found)
  }
  if (state.unitId !== null && SIZE_UNITS.has(state.unitId)) {
    // `1 large or 2 medium leeks`, `8 large or extra-large eggs`
    const alternative = /^(or|and)\s+(?:[\d/.\s]+\s)?(\S+)\s+(.*)$/iu.exec(state.rest)
    if (alternative && isMeasureAdjective(alternative[2]!) && alternative[3]) {
      state.notes.push(consumed(state.rest, alternative[3]))
      state.rest = alternative[3]
    }
    // `1 large can`, `2 small heads`: the size describes the unit after it
    const next = leadingUnit(state.rest, lang)
    if (next && unitById[next.unitId].kind !== 'other' && next.rest.trim()) {
      state.notes.push(state.unitText)
      takeUnit(state, next)
    }
  }
  if (lang === 'ar' && state.unitId !== null) {
    // `كوب ونصف`, `٢ كوب ونصف`, `كوب واحد`
    const [first, ...others] = state.rest.split(' ')
    const key = wordKey(first ?? '', 'ar')
    const fraction = key.startsWith('و') ? languageWords.ar.fractions.get(key.slice(1)) : undefined
    if (fraction !== undefined) {
      state.quantity = (state.quantity ?? 1) + fraction
      state.rest = others.join(' ')
    } else if (languageWords.ar.numbers.get(key) === 1 && (state.quantity ?? 1) === 1) {
      state.quantity = 1
      state.rest = others.join(' ')
    }
  }
  if (state.unitId !== null) state.rest = cutOtherMeasures(state.rest, state.notes, lang)
}

/**
 * Other measures of the same amount at the front of `text` (`/200 grams`, `plus 2 tablespoons`,
 * `less 1 tablespoon`, `or more`) go to `notes`; the rest is returned.
 */
function cutOtherMeasures(text: string, notes: string[], lang: Language): string {
  let rest = text
  for (;;) {
    const vague = /^(or (?:more|less|so))\b\s*(.*)$/iu.exec(rest)
    if (vague) {
      notes.push(vague[1]!)
      rest = vague[2]!
      continue
    }
    const other = /^(\/|plus\s|less\s|minus\s|or\s|\+)\s*(.*)$/iu.exec(rest)
    const measure = other ? leadingMeasure(other[2]!, lang) : undefined
    if (!other || !measure) return rest
    let after = measure.rest
    // `/625 grams to 750 grams`
    const range = /^(?:to|-|–)\s+(.*)$/iu.exec(after)
    const high = range ? leadingMeasure(range[1]!, lang) : undefined
    if (high) after = high.rest
    const measured = consumed(rest, after)
    notes.push(other[1] === '/' ? measured.replace(/^\/\s*/, '') : measured)
    rest = after
  }
}

/**
 * A line that opens with its unit counts one of it (`Pinch of salt`, `رشة ملح`), or two for an Arabic
 * dual (`ملعقتان زيت`); a size or `to taste` at the start is no unit (`Large eggs`).
 */
function readOpeningUnit(state: Reading, opensWithUnit: boolean): void {
  if (state.unitId === null || !opensWithUnit || state.quantity !== null) return
  if (unitById[state.unitId].kind === 'other') {
    state.rest = `${state.unitText} ${state.rest}`.trim()
    state.unitId = null
  } else if (state.lang === 'ar' && isArabicDual(state.unitText, state.unitId)) state.quantity = 2
  else if (!(state.lang === 'en' && isEnglishPlural(state.unitText, state.unitId))) state.quantity = 1
}

/** A segment that is only words about preparation or amount (`packed`, `approximately`, `finely ground`). */
function isOnlyDescription(text: string, lang: Language): boolean {
  const words = text.split(' ').map((word) => wordKey(word, lang))
  if (lang === 'ar') return words.every((word) => arabicPreparation.has(word))
  return words.every(
    (word) =>
      preparation.has(word) ||
      languageWords.en.approximations.some((phrase) => phrase.length === 1 && phrase[0] === word) ||
      word === 'ground' ||
      isAdverb(word),
  )
}

/**
 * Splits what follows the amount and unit at commas and semicolons: the first part that names
 * something is the head; the other parts are notes (`, plus 2 teaspoons, sifted flour`).
 */
function splitSegments(text: string, lang: Language): Segments {
  const parts = text
    .split(/[,;،؛]/u)
    .map((part) => part.trim())
    .filter(Boolean)
  const notes: string[] = []
  let head: string | undefined
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1
    if (head === undefined && !isMeasureClause(part, lang) && (last || !isOnlyDescription(part, lang)))
      head = part
    else notes.push(part)
  }
  return { head: head ?? '', notes }
}

/** `plus 2 teaspoons`, `or 1 cup`: another measure of the same ingredient, not its name. */
function isMeasureClause(text: string, lang: Language): boolean {
  const match = /^(?:plus|or|and|أو|او|و|\+)\s+(.*)$/iu.exec(text)
  if (!match || !startsWithAmount(match[1]!)) return false
  const measure = leadingMeasure(match[1]!, lang)
  return measure !== undefined && measure.rest.trim() === ''
}

/** Cuts a trailing note phrase off the head: `salt to taste` → `salt` + `to taste`. */
function cutNotePhrase(head: string, lang: Language): { head: string; note?: string } {
  const words = head.split(' ')
  for (let index = 1; index < words.length; index++) {
    const phrase = openingPhrase(words, index, languageWords[lang].notePhrases, lang)
    if (phrase || (words[index] === '/' && startsWithAmount(words[index + 1] ?? ''))) {
      return {
        head: words.slice(0, index).join(' '),
        note: words
          .slice(index)
          .join(' ')
          .replace(/^\/\s*/, ''),
      }
    }
  }
  return { head }
}

/**
 * `walnuts or pecans` → `walnuts` + `or pecans`: the first choice is the ingredient (`honey or maple
 * syrup` is honey). A suspended hyphen shares the words after it: `medium- or long-grain rice` →
 * `medium-grain rice`.
 */
function cutAlternative(head: string, lang: Language): { head: string; note?: string } {
  const words = head.split(' ')
  const at = words.findIndex(
    (word, index) => index > 0 && languageWords[lang].alternatives.has(wordKey(word, lang)),
  )
  if (at < 1 || at === words.length - 1) return { head }
  const note = words.slice(at).join(' ')
  const [secondFirst, ...secondRest] = words.slice(at + 1)
  const first = words[at - 1]!
  if (!first.endsWith('-') || !secondFirst!.includes('-')) return { head: words.slice(0, at).join(' '), note }
  const joined = first + secondFirst!.replace(/^[^-]*-/, '')
  return { head: [...words.slice(0, at - 1), joined, ...secondRest].join(' '), note }
}

/** `finely`, `diagonally` (a word of six letters or more ending in -ly; `jelly` is not one). */
const isAdverb = (word: string) => preparationAdverbs.includes(word) || /^\p{L}{4,}ly$/u.test(word)
/** A participle of preparation (`chopped`, `torn`), not a state (`fresh`, `ripe`). */
const isParticiple = (word: string) => preparationWords.includes(word) && /(?:ed|en|cut|torn)$/.test(word)

/** English preparation words that open the head (`finely chopped`, `peeled and diced`, `freshly ground`). */
function cutLeadingPreparation(head: string): { head: string; note?: string } {
  const words = head.split(' ')
  let count = 0
  for (;;) {
    const word = words[count]?.toLowerCase() ?? ''
    let step = 0
    if (preparation.has(word) && !preparationAdverbs.includes(word)) step = 1
    else if (isAdverb(word)) {
      // `finely chopped`, `very thinly sliced`, `freshly ground`: adverbs go with the participle after them
      let end = count
      // `finely and freshly ground`
      while (
        end < words.length &&
        (isAdverb(words[end]!.toLowerCase()) ||
          (words[end]!.toLowerCase() === 'and' && isAdverb(words[end + 1]?.toLowerCase() ?? '')))
      )
        end++
      const next = words[end]?.toLowerCase() ?? ''
      if (preparationWords.includes(next) || next === 'ground') step = end + 1 - count
    } else if (
      (word === 'and' || word === 'or') &&
      count > 0 &&
      preparation.has(words[count + 1]?.toLowerCase() ?? '')
    )
      step = 1
    if (step === 0 || count + step >= words.length) break
    count += step
  }
  if (count === 0) return { head }
  return { head: words.slice(count).join(' '), note: words.slice(0, count).join(' ') }
}

/** A participle after the name starts a note: `lettuce leaves broken into pieces`, `garlic minced`. */
function cutTrailingPreparation(head: string): { head: string; note?: string } {
  const words = head.split(' ')
  for (let index = 1; index < words.length; index++) {
    const word = words[index]!.toLowerCase()
    const next = words[index + 1]?.toLowerCase()
    const startsNote =
      (isParticiple(word) &&
        (next === undefined || ['into', 'in', 'and', 'with', 'until', 'to'].includes(next))) ||
      (isAdverb(word) && next !== undefined && isParticiple(next))
    if (startsNote) return { head: words.slice(0, index).join(' '), note: words.slice(index).join(' ') }
  }
  return { head }
}

/** An Arabic preparation word, alone or joined by `و` (`مفروم`, `ومقطعة`). */
function isArabicPreparation(word: string): boolean {
  const key = wordKey(word, 'ar')
  return arabicPreparation.has(key) || (key.startsWith('و') && arabicPreparation.has(key.slice(1)))
}

/** Arabic preparation words follow the name and start the note (`ثوم مفروم`, `بطاطس مقشرة ومقطعة`). */
function cutTrailingArabicPreparation(head: string): { head: string; note?: string } {
  const words = head.split(' ')
  const at = words.findIndex((word, index) => index > 0 && isArabicPreparation(word))
  if (at < 1) return { head }
  return { head: words.slice(0, at).join(' '), note: words.slice(at).join(' ') }
}

/**
 * Arabic counts can follow the noun (`بيضة واحدة`, `ليمونتان`): a number word after the first word,
 * or a dual ending (`-تان`, `-تين`) on it, is the amount of a line that has none.
 */
function readArabicTrailingCount(state: Reading, head: string): string {
  if (state.lang !== 'ar' || state.quantity !== null || state.unitId !== null) return head
  const words = head.split(' ')
  const count = words.length > 1 ? languageWords.ar.numbers.get(wordKey(words[1]!, 'ar')) : undefined
  if (count !== undefined) {
    state.quantity = count
    return [words[0], ...words.slice(2)].join(' ')
  }
  if (/^\p{L}{2,}ت(?:ان|ين)$/u.test(foldArabic(words[0] ?? ''))) state.quantity = 2
  return head
}

/** Arabic sizes follow the name (`٢ بصلة كبيرة`): a size after the first word is the unit. */
function cutArabicSize(state: Reading, head: string): string {
  if (state.unitId !== null || state.quantity === null) return head
  const words = head.split(' ')
  for (let start = 1; start < words.length; start++) {
    for (let count = Math.min(3, words.length - start); count >= 1; count--) {
      const id = normalizeUnit(words.slice(start, start + count).join(' '), 'ar')
      if (id && SIZE_UNITS.has(id)) {
        state.unitId = id
        state.unitText = words.slice(start, start + count).join(' ')
        return [...words.slice(0, start), ...words.slice(start + count)].join(' ')
      }
    }
  }
  return head
}

function withoutJoiningWord(text: string, lang: Language): string {
  const [first, ...rest] = text.split(' ')
  return first !== undefined && rest.length > 0 && languageWords[lang].joining.has(wordKey(first, lang))
    ? rest.join(' ')
    : text
}

/**
 * The name and notes from what is left: the first segment that names something, less trailing note
 * phrases, alternatives, preparation words and an English counted unit after the name.
 */
function readName(state: Reading): string {
  const lang = state.lang
  const segments = splitSegments(withoutJoiningWord(state.rest, lang), lang)
  const headNotes: string[] = []
  let head = withoutJoiningWord(cutOtherMeasures(segments.head, headNotes, lang), lang)
  const cut = (result: { head: string; note?: string }, first = false) => {
    if (result.note) {
      if (first) headNotes.unshift(result.note)
      else headNotes.push(result.note)
    }
    head = result.head
  }
  cut(cutNotePhrase(head, lang))
  if (lang === 'en' && !(state.unitId !== null && packagingUnits.includes(state.unitId))) {
    cut(cutLeadingPreparation(head), true)
  }
  cut(cutAlternative(head, lang))
  if (lang === 'en') cut(cutTrailingPreparation(head))
  if (lang === 'ar') {
    cut(cutTrailingArabicPreparation(head), true)
    head = readArabicTrailingCount(state, head)
    head = cutArabicSize(state, head)
  }
  // `4 garlic cloves`, `3 large thyme sprigs`, `Cilantro sprigs`: the trailing word is what is counted
  if (lang === 'en' && (state.unitId === null || SIZE_UNITS.has(state.unitId))) {
    const words = head.split(' ')
    const last = words.length > 1 ? normalizeUnit(words[words.length - 1]!, 'en') : undefined
    if (last && trailingCountUnits.includes(last)) {
      if (state.unitId !== null) state.notes.push(state.unitText)
      state.unitId = last
      head = words.slice(0, -1).join(' ')
    }
  }
  state.notes.push(...headNotes, ...segments.notes)
  return head
}

/** `Salt to taste`, `ملح حسب الرغبة`: an open amount is the unit of a line with neither amount nor unit. */
function readOpenAmount(state: Reading): void {
  if (state.unitId !== null || state.quantity !== null) return
  const at = state.notes.findIndex((note) => {
    const id = normalizeUnit(note, state.lang)
    return id !== undefined && OPEN_AMOUNT_UNITS.has(id)
  })
  if (at >= 0) {
    state.unitId = normalizeUnit(state.notes[at]!, state.lang)!
    state.notes.splice(at, 1)
  }
}

/**
 * Reads one free-text ingredient line, as an imported recipe writes it, into an amount (with the
 * high end of a range), a catalogue unit, the ingredient's name and a note.
 *
 * - Amounts: digits in any script (`٢`, `۲`), decimals (`1.5`, `١٫٥`, `1,5`), fractions (`1/2`, `½`),
 *   mixed numbers (`1 1/2`, `1½`, `1-1/2`), ranges (`2-3`, `2–3`, `2 to 3`, `2 or 3`, `٢ إلى ٣`), and
 *   words (`a`, `one` … `twelve`, `half`, `a quarter`, `one and a half`, `a couple of`, `نصف`, `ربع`,
 *   `ثلث`, `واحد` … `عشرة`, `ثلاثة أرباع`, `٢ ونصف`, `كوب ونصف`). A line that opens with a unit means
 *   one of it (`Pinch of salt`, `رشة ملح`), or two for an Arabic dual (`ملعقتان زيت`). Approximations
 *   (`about`, `scant`, `حوالي`) and vague amounts (`a few`, `several`, `قليل من`) go to the note;
 *   `juice of 1 lemon` is one lemon, with `juice` in the note.
 * - Units: every spelling the catalogue knows in either language (`tbsp.`, `Tbs`, `T`, `c.`,
 *   `lb(s)`, `fl oz`, `ملاعق كبيرة`, `فصوص`). A package size before the unit is a note
 *   (`1 (14 oz) can`, `1 14-ounce can`, `1 1-inch piece`), and so are words about the measure
 *   (`1 large can`, `8 thick slices`, `1 packed cup`) and other measures of the same amount
 *   (`1 cup/200 grams`, `1 cup plus 2 tablespoons`); a size alone is the unit (`2 large eggs`,
 *   `٢ بصلة كبيرة` → `large`). `garlic cloves`, `thyme sprigs`, `celery stalks`, `fennel bulbs`,
 *   `anchovy fillets` count cloves, sprigs, stalks, bulbs and fillets. With neither amount nor unit,
 *   `to taste` and `as needed` (`حسب الرغبة`) are the unit.
 * - Name and note: parenthesised parts, what follows a comma, trailing phrases (`to taste`,
 *   `for garnish`, `plus more …`), other choices (`walnuts or pecans` → `walnuts`), opening English
 *   preparation words (`finely chopped`, `fresh`, `cooked`) and trailing Arabic ones (`مفروم`) go to
 *   the note, joined by commas; a joining `of` / `من` is dropped. Words after a package unit name the
 *   product as sold and stay (`can diced tomatoes`). HTML tags are dropped.
 *
 * `language` defaults to Arabic when the line has Arabic letters, else English. Digits in the name and
 * note are written as Western digits.
 */
export function parseFreeIngredientLine(line: string, language?: Language): FreeIngredientLine {
  const lang: Language = language ?? (ARABIC_LETTER.test(line) ? 'ar' : 'en')
  const parenthesised = takeParentheses(tidy(line))
  const state: Reading = {
    lang,
    quantity: null,
    quantityMax: null,
    unitId: null,
    unitText: '',
    rest: parenthesised.text,
    notes: [...parenthesised.notes],
  }
  readOpening(state)
  readLibraryAmount(state)
  const opensWithUnit = state.quantity === null
  readUnit(state)
  readOpeningUnit(state, opensWithUnit)
  const name = readName(state)
  readOpenAmount(state)

  const note = state.notes
    .map((text) => text.replace(/^[\s,;:،؛-]+|[\s,;:،؛.]+$/gu, '').trim())
    .filter(Boolean)
    .join(lang === 'ar' ? '، ' : ', ')
  return {
    quantity: state.quantity,
    quantityMax: state.quantityMax,
    unitId: state.unitId,
    name: name.replace(/^[\s\-–—*•·:.,]+|[\s*:.,;،؛]+$/gu, '').trim(),
    note: note || null,
  }
}
