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
  notePhrases,
  numberWords,
  packagingUnits,
  preparationAdverbs,
  preparationWords,
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
  approximations: ReadonlySet<string>
  joining: ReadonlySet<string>
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
    approximations: keyedSet(approximationWords[lang], lang),
    joining: keyedSet(joiningWords[lang], lang),
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
      alternates: [unit.en, unit.ar, ...(englishUnitAliases[unit.id] ?? []), ...(arabicUnitAliases[unit.id] ?? [])],
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
  leadingQuantityPrefixes: [beforeAnAmount([...approximationWords.en, ...approximationWords.ar])],
  descriptionStripPrefixes: [...joiningWords.en, ...joiningWords.ar],
  groupHeaderPatterns: ['For'],
}

/** Runs parse-ingredient on one line. */
function readAmount(text: string) {
  const [ingredient] = parseIngredient([text], libraryOptions)
  return ingredient
}

/**
 * Digits in any script, fraction slashes, dashes, bidi marks and spacing made plain: `١٫٥` → `1.5`,
 * `1⁄2` → `1/2`, `1,5` → `1.5` (a comma before one or two digits is a decimal comma), `1-1/2` → `1 1/2`.
 */
function tidy(line: string): string {
  return toWesternDigits(line)
    .replace(/[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/[\u00a0\u2000-\u200b\u202f\u3000]/g, ' ')
    .replace(/[\u2044\u2215]/g, '/')
    .replace(/[\u2010-\u2012\u2212]/g, '-')
    .replace(/\\[nt]/g, ' ')
    .replace(/(\p{L})\s*\/\s*(?=\d)/gu, '$1 / ')
    .replace(/(\d),(\d{1,2})(?!\d)/g, '$1.$2')
    .replace(/(\d)\s*-\s*(\d+\/\d+)/g, '$1 $2')
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
  return { text: kept.replace(/\s+([,;،؛])/gu, '$1').replace(/\s+/g, ' ').trim(), notes }
}

const formatNumber = (value: number) => String(Number(value.toFixed(6)))

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

function startsWithPhrase(words: readonly string[], start: number, phrase: readonly string[], lang: Language) {
  return phrase.every((word, offset) => start + offset < words.length && wordKey(words[start + offset]!, lang) === word)
}

interface Opening {
  /** The line with spelled amounts written as numbers. */
  text: string
  /** A vague amount found at the start (`a few`), kept as a note. */
  vague?: string
}

/** Rewrites the opening amount words of a line as numbers, ranges included (`one or two` → `1 or 2`). */
function rewriteOpening(text: string, lang: Language): Opening {
  const table = languageWords[lang]
  const words = text.split(' ')
  let start = 0
  if (table.approximations.has(wordKey(words[0] ?? '', lang)) && words.length > 1) start = 1
  for (const phrase of table.vague) {
    if (startsWithPhrase(words, start, phrase, lang)) {
      const vague = words.slice(start, start + phrase.length).join(' ')
      return { text: words.slice(start + phrase.length).join(' '), vague }
    }
  }
  for (const [phrase, value] of table.countPhrases) {
    if (startsWithPhrase(words, start, phrase, lang)) {
      words.splice(start, phrase.length, String(value))
      return { text: words.join(' ') }
    }
  }
  const first = spelledAmount(words, start, lang)
  if (!first) return { text }
  words.splice(start, first.end - start, formatNumber(first.value))
  const separator = start + 1
  if (separator < words.length && (table.ranges.has(wordKey(words[separator]!, lang)) || words[separator] === '-')) {
    const second = spelledAmount(words, separator + 1, lang)
    if (second) words.splice(separator + 1, second.end - separator - 1, formatNumber(second.value))
  }
  return { text: words.join(' ') }
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
  for (const part of parts) {
    if (head === undefined && !isMeasureClause(part, lang)) head = part
    else notes.push(part)
  }
  return { head: head ?? '', notes }
}

/** `plus 2 teaspoons`, `or 1 cup`: another measure of the same ingredient, not its name. */
function isMeasureClause(text: string, lang: Language): boolean {
  const match = /^(?:plus|or|and|أو|او|و|\+)\s+(.*)$/iu.exec(text)
  if (!match) return false
  const inner = readAmount(match[1]!)
  if (!inner || inner.quantity === null) return false
  const rest = inner.unitOfMeasure
    ? inner.description
    : (leadingUnit(inner.description, lang)?.rest ?? inner.description)
  return rest.trim() === ''
}

/** Cuts a trailing note phrase off the head: `salt to taste` → `salt` + `to taste`. */
function cutNotePhrase(head: string, lang: Language): { head: string; note?: string } {
  const words = head.split(' ')
  for (let index = 1; index < words.length; index++) {
    for (const phrase of languageWords[lang].notePhrases) {
      if (startsWithPhrase(words, index, phrase, lang)) {
        return { head: words.slice(0, index).join(' '), note: words.slice(index).join(' ') }
      }
    }
  }
  return { head }
}

/** English preparation words that open the head (`finely chopped`, `peeled and diced`). */
function cutLeadingPreparation(head: string): { head: string; note?: string } {
  const words = head.split(' ')
  let count = 0
  while (count < words.length - 1) {
    const word = words[count]!.toLowerCase()
    const next = words[count + 1]?.toLowerCase() ?? ''
    if (preparationWords.includes(word)) count++
    // `finely chopped`, `freshly ground`: an adverb goes with the participle after it
    else if (preparationAdverbs.includes(word) && (preparationWords.includes(next) || next === 'ground')) count += 2
    else if ((word === 'and' || word === 'or') && count > 0 && preparation.has(next))
      count++
    else break
  }
  if (count === 0 || count >= words.length) return { head }
  return { head: words.slice(count).join(' '), note: words.slice(0, count).join(' ') }
}

/** Arabic preparation words that follow the name (`ثوم مفروم`, `طماطم مقطعة ناعمة`). */
function cutTrailingArabicPreparation(head: string): { head: string; note?: string } {
  const words = head.split(' ')
  let index = words.length
  while (index > 1 && arabicPreparation.has(wordKey(words[index - 1]!, 'ar'))) index--
  if (index === words.length) return { head }
  return { head: words.slice(0, index).join(' '), note: words.slice(index).join(' ') }
}

function withoutJoiningWord(text: string, lang: Language): string {
  const [first, ...rest] = text.split(' ')
  return first !== undefined && rest.length > 0 && languageWords[lang].joining.has(wordKey(first, lang))
    ? rest.join(' ')
    : text
}

/**
 * Reads one free-text ingredient line, as an imported recipe writes it, into an amount (with the
 * high end of a range), a catalogue unit, the ingredient's name and a note.
 *
 * - Amounts: digits in any script (`٢`, `۲`), decimals (`1.5`, `١٫٥`, `1,5`), fractions (`1/2`, `½`),
 *   mixed numbers (`1 1/2`, `1½`, `1-1/2`), ranges (`2-3`, `2–3`, `2 to 3`, `2 or 3`, `٢ إلى ٣`), and
 *   words (`a`, `one` … `twelve`, `half`, `a quarter`, `one and a half`, `a couple of`, `نصف`, `ربع`,
 *   `ثلث`, `واحد` … `عشرة`, `ثلاثة أرباع`, `٢ ونصف`, `كوب ونصف`). A line that opens with a unit means
 *   one of it (`Pinch of salt`, `رشة ملح`), or two for an Arabic dual (`ملعقتان زيت`); a vague
 *   amount (`a few`, `several`, `قليل من`) is no amount and goes to the note.
 * - Units: every spelling the catalogue knows in either language (`tbsp.`, `Tbs`, `T`, `c.`,
 *   `lb(s)`, `fl oz`, `ملاعق كبيرة`, `فصوص`). A package size before the unit is a note
 *   (`1 (14 oz) can`, `1 14-ounce can`, `1 1-inch piece`), and so is a size word before another unit
 *   (`1 large can`); a size alone is the unit (`2 large eggs` → `large`). `garlic cloves`,
 *   `thyme sprigs`, `celery stalks` count cloves, sprigs and stalks. With no amount, `to taste` and
 *   `as needed` (`حسب الرغبة`) are the unit.
 * - Name and note: parenthesised parts, what follows a comma, trailing phrases (`to taste`,
 *   `for garnish`, `plus more …`), opening English preparation words (`finely chopped`, `fresh`)
 *   and trailing Arabic ones (`مفروم`) go to the note, joined by commas; a joining `of` / `من` is
 *   dropped. Words after a package unit name the product as sold and stay (`can diced tomatoes`).
 *
 * `language` defaults to Arabic when the line has Arabic letters, else English. Digits in the name and
 * note are written as Western digits.
 */
export function parseFreeIngredientLine(line: string, language?: Language): FreeIngredientLine {
  const lang: Language = language ?? (ARABIC_LETTER.test(line) ? 'ar' : 'en')
  const separator = lang === 'ar' ? '، ' : ', '
  const parenthesised = takeParentheses(tidy(line))
  const opening = rewriteOpening(parenthesised.text, lang)
  const notes: string[] = [...parenthesised.notes]
  if (opening.vague) notes.unshift(opening.vague)

  const read = opening.text ? readAmount(opening.text) : undefined
  let quantity = read?.quantity ?? null
  let quantityMax = read?.quantity2 ?? null
  // `1-1/2` is one and a half, not a range down to a half
  if (quantity !== null && quantityMax !== null && quantityMax < 1 && quantityMax < quantity) {
    quantity += quantityMax
    quantityMax = null
  }
  let rest = read?.description ?? ''
  let unitId: UnitId | null = null
  let unitText = ''
  if (read?.unitOfMeasure) {
    const id = catalogueUnit(read.unitOfMeasure, read.unitOfMeasureID, lang)
    if (id) {
      unitId = id
      unitText = read.unitOfMeasure
    } else rest = `${read.unitOfMeasure} ${rest}`
  }
  const opensWithUnit = quantity === null

  // A package size between the amount and the unit: `1 14-ounce can`, `2 8 oz packages`.
  if (quantity !== null && unitId === null) {
    const inner = readAmount(rest.replace(/^-/, ''))
    if (inner && inner.quantity !== null) {
      const innerUnit = inner.unitOfMeasure
        ? { unitId: catalogueUnit(inner.unitOfMeasure, inner.unitOfMeasureID, lang), rest: inner.description }
        : leadingUnit(inner.description, lang)
      if (innerUnit?.unitId && isMeasured(innerUnit.unitId) && innerUnit.rest.trim()) {
        notes.push(consumed(rest, innerUnit.rest))
        rest = innerUnit.rest
      }
    }
  }
  if (unitId === null) {
    const found = leadingUnit(rest, lang)
    // A unit with nothing after it is the name (`4 rolls`), unless it is a measure (`2 tablespoons`).
    if (found && (found.rest.replace(/^[,;:،؛\s]+/u, '') || isMeasured(found.unitId))) {
      unitId = found.unitId
      unitText = found.text
      rest = found.rest
    }
  }
  // A size before another unit describes it: `1 large can tomatoes`, `2 small heads lettuce`.
  if (unitId !== null && SIZE_UNITS.has(unitId)) {
    const next = leadingUnit(rest, lang)
    if (next && !SIZE_UNITS.has(next.unitId) && unitById[next.unitId].kind !== 'other') {
      notes.push(unitText)
      unitId = next.unitId
      unitText = next.text
      rest = next.rest
    }
  }
  // A size or open amount only counts as a unit after an amount.
  if (unitId !== null && opensWithUnit && unitById[unitId].kind === 'other') {
    rest = `${unitText} ${rest}`.trim()
    unitId = null
  }
  if (unitId !== null && opensWithUnit) {
    if (lang === 'ar' && isArabicDual(unitText, unitId)) quantity = 2
    else if (!(lang === 'en' && isEnglishPlural(unitText, unitId))) quantity = 1
  }
  // `كوب ونصف`, `٢ كوب ونصف`, `كوب واحد`
  if (lang === 'ar' && unitId !== null) {
    const [first, ...others] = rest.split(' ')
    const key = wordKey(first ?? '', 'ar')
    const table = languageWords.ar
    const fraction = key.startsWith('و') ? table.fractions.get(key.slice(1)) : undefined
    if (fraction !== undefined && quantity !== null) {
      quantity += fraction
      rest = others.join(' ')
    } else if (table.numbers.get(key) === 1 && quantity === 1) rest = others.join(' ')
  }
  // `1 cup/200 grams sugar`, `145 grams / 5 ounces butter`: the other measures are a note.
  while (unitId !== null && rest.startsWith('/')) {
    const after = rest.slice(1).trim()
    const inner = readAmount(after)
    const innerUnit =
      inner && inner.quantity !== null
        ? inner.unitOfMeasure
          ? { rest: inner.description }
          : leadingUnit(inner.description, lang)
        : undefined
    if (!innerUnit) break
    notes.push(consumed(after, innerUnit.rest))
    rest = innerUnit.rest
  }
  // `1 cup plus 2 tablespoons flour`: the second measure is a note.
  const plus = /^(plus|\+)\s+(.*)$/iu.exec(rest)
  if (unitId !== null && plus) {
    const inner = readAmount(plus[2]!)
    const innerUnit =
      inner && inner.quantity !== null
        ? inner.unitOfMeasure
          ? { rest: inner.description }
          : leadingUnit(inner.description, lang)
        : undefined
    if (innerUnit) {
      notes.push(consumed(rest, innerUnit.rest))
      rest = innerUnit.rest
    }
  }

  const segments = splitSegments(withoutJoiningWord(rest, lang), lang)
  let head = withoutJoiningWord(segments.head, lang)
  const headNotes: string[] = []
  const phrase = cutNotePhrase(head, lang)
  head = phrase.head
  if (lang === 'en' && !(unitId !== null && packagingUnits.includes(unitId))) {
    const prepared = cutLeadingPreparation(head)
    if (prepared.note) headNotes.push(prepared.note)
    head = prepared.head
  }
  if (lang === 'ar') {
    const prepared = cutTrailingArabicPreparation(head)
    if (prepared.note) headNotes.push(prepared.note)
    head = prepared.head
  }
  if (phrase.note) headNotes.push(phrase.note)
  // `4 garlic cloves`, `3 large thyme sprigs`: the trailing word is what is counted.
  if (lang === 'en' && (unitId === null || SIZE_UNITS.has(unitId)) && quantity !== null) {
    const words = head.split(' ')
    const last = words.length > 1 ? normalizeUnit(words[words.length - 1]!, 'en') : undefined
    if (last && trailingCountUnits.includes(last)) {
      if (unitId !== null) notes.push(unitText)
      unitId = last
      head = words.slice(0, -1).join(' ')
    }
  }
  notes.push(...headNotes, ...segments.notes)

  // `Salt to taste`, `ملح حسب الرغبة`: an open amount is the unit of a line without one.
  if (unitId === null && quantity === null) {
    const open = notes.findIndex((note) => {
      const id = normalizeUnit(note, lang)
      return id !== undefined && OPEN_AMOUNT_UNITS.has(id)
    })
    if (open >= 0) {
      unitId = normalizeUnit(notes[open]!, lang)!
      notes.splice(open, 1)
    }
  }

  const name = head.replace(/^[\s\-–—*•·:.,]+|[\s*:.,;،؛]+$/gu, '').trim()
  const note = notes
    .map((text) => text.replace(/^[\s,;:،؛-]+|[\s,;:،؛.]+$/gu, '').trim())
    .filter(Boolean)
    .join(separator)
  return { quantity, quantityMax, unitId, name, note: note || null }
}
