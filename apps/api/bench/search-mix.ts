/**
 * The fixed query mix of `pnpm bench:search`: what people type and pick on the search page, drawn with
 * a seeded generator from the words the load-test recipes are actually made of (the public-domain
 * corpus's titles, the Arabic vocabulary of src/bench-data) and from the catalogue the database holds
 * (category and ingredient slugs, cuisine and label keys, ingredient names in both languages), so the
 * queries hit real data. The same seed, corpus and catalogue give the same mix on every machine.
 */
import type { Corpus } from '../src/bench-data/corpus'
import { createRandom, type Random } from '../src/bench-data/random'
import {
  arabicSavouryDishes,
  arabicSavouryNouns,
  arabicSavouryStyles,
  arabicSweetDishes,
  arabicSweetNouns,
} from '../src/bench-data/vocabulary'

export const QUERY_KINDS = [
  'english',
  'arabic',
  'arabic-variant',
  'typo-1',
  'typo-2',
  'multi-word',
  'filters',
  'keyword+filters',
  'deep-page',
] as const
export type QueryKind = (typeof QUERY_KINDS)[number]

/** How many queries of each kind the mix holds (240 in all). */
export const MIX_SIZES: Record<QueryKind, number> = {
  english: 30,
  arabic: 25,
  'arabic-variant': 25,
  'typo-1': 20,
  'typo-2': 15,
  'multi-word': 25,
  filters: 35,
  'keyword+filters': 35,
  'deep-page': 30,
}

export interface SearchFilters {
  ingredients?: string[]
  categories?: string[]
  cuisines?: string[]
  diets?: string[]
  healthLabels?: string[]
  cookTime?: 30 | 60 | 120 | 121
}

export interface MixQuery {
  kind: QueryKind
  keyword?: string
  filters: SearchFilters
  page: number
}

/** The catalogue as the bench database holds it. */
export interface Catalogue {
  categories: string[]
  cuisines: string[]
  diets: string[]
  healthLabels: string[]
  /** The ingredients recipes use most, most used first: slug and both names. */
  ingredients: { slug: string; nameEn: string; nameAr: string }[]
}

const COOK_TIMES = [30, 60, 120, 121] as const
const ENGLISH_STOP_WORDS = new Set([
  'with',
  'style',
  'recipe',
  'basic',
  'simple',
  'easy',
  'from',
  'and',
  'the',
  'made',
  'homemade',
  'cooked',
  'for',
  'of',
  'in',
  'on',
])

/** Title words that recur in the corpus (at least twice, four letters or more), most frequent first. */
export function englishWords(corpus: Corpus): string[] {
  const counts = new Map<string, number>()
  for (const title of corpus.titles) {
    for (const word of new Set(title.toLowerCase().split(/[^a-z]+/))) {
      if (word.length >= 4 && !ENGLISH_STOP_WORDS.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1)
    }
  }
  return [...counts]
    .filter(([, count]) => count >= 2)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([word]) => word)
}

const arabicNouns = [...arabicSavouryNouns, ...arabicSweetNouns]
/** Single Arabic words the generated titles and ingredient lines hold. */
const arabicWords = [
  ...new Set([
    ...arabicSavouryDishes,
    ...arabicSweetDishes,
    ...arabicNouns.map((noun) => noun.bare).filter((word) => !word.includes(' ')),
  ]),
]

const HAMZA_ALEF = /[أإآ]/
/** Letters that carry no short-vowel mark in ordinary writing. */
const LONG_VOWELS = new Set(['ا', 'و', 'ي', 'ى', 'ة', 'أ', 'إ', 'آ'])
/** Letters that never join the letter after them, so no tatweel follows them. */
const NON_JOINING = new Set(['ا', 'أ', 'إ', 'آ', 'د', 'ذ', 'ر', 'ز', 'و', 'ؤ', 'ة', 'ى'])

/** One of the spellings a person may type for an Arabic word, and which one it is. */
function arabicVariant(random: Random, catalogue: Catalogue): string {
  const ingredientWords = catalogue.ingredients.map((entry) => entry.nameAr).filter((name) => name)
  const pool = [...arabicWords, ...ingredientWords.slice(0, 30)]
  for (;;) {
    const word = random.pick(pool)
    switch (random.int(0, 6)) {
      case 0: // hamza and alef forms: أ إ آ written as a bare alef
        if (HAMZA_ALEF.test(word)) return word.replace(/[أإآ]/g, 'ا')
        break
      case 1: // taa marbuta written as ha
        if (/ة(\s|$)/.test(word)) return word.replace(/ة(?=\s|$)/g, 'ه')
        break
      case 2: // final ya written as alef maqsura
        if (/ي(\s|$)/.test(word)) return word.replace(/ي(?=\s|$)/g, 'ى')
        break
      case 3: // with the article
        if (!word.startsWith('ال') && !word.includes(' ')) return `ال${word}`
        break
      case 4: {
        // with diacritics: a fatha, kasra or damma on some consonants, a shadda on the second letter
        const marks = ['\u064E', '\u0650', '\u064F']
        const letters = [...word]
        return letters
          .map((letter, i) => {
            if (LONG_VOWELS.has(letter) || letter === ' ' || i === letters.length - 1) return letter
            if (i === 1) return `${letter}\u0651${random.pick(marks)}`
            return random.chance(0.5) ? `${letter}${random.pick(marks)}` : letter
          })
          .join('')
      }
      case 5: {
        // tatweel after letters that join the next one
        const letters = [...word]
        if (letters.length < 3 || word.includes(' ')) break
        const stretched = letters
          .map((letter, i) => (i < letters.length - 1 && !NON_JOINING.has(letter) ? `${letter}ـ` : letter))
          .join('')
        if (stretched.includes('ـ')) return stretched
        break
      }
      default:
        {
          // the definite form of a noun the titles use bare
          const noun = random.pick(arabicNouns)
          if (noun.definite !== noun.bare) return noun.definite
        }
        break
    }
  }
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'

/** A word with one edit: a letter substituted, dropped, doubled or two neighbours swapped. */
function oneEdit(random: Random, word: string): string {
  for (;;) {
    const at = random.int(1, word.length - 2)
    let edited: string
    switch (random.int(0, 3)) {
      case 0:
        edited = word.slice(0, at) + random.pick([...LETTERS]) + word.slice(at + 1)
        break
      case 1:
        edited = word.slice(0, at) + word.slice(at + 1)
        break
      case 2:
        edited = word.slice(0, at) + word.charAt(at) + word.slice(at)
        break
      default:
        edited = word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2)
    }
    if (edited !== word) return edited
  }
}

/** A word with two edits at different places (words of six letters or more). */
function twoEdits(random: Random, word: string): string {
  for (;;) {
    const once = oneEdit(random, word)
    const twice = oneEdit(random, once)
    if (twice !== word && twice !== once && twice.length >= 4) return twice
  }
}

/** An Arabic word with one letter dropped or doubled (words of four letters or more). */
function arabicTypo(random: Random, word: string): string {
  const at = random.int(1, word.length - 2)
  return random.chance(0.5) ? word.slice(0, at) + word.slice(at + 1) : word.slice(0, at + 1) + word.slice(at)
}

function shuffled<T>(random: Random, items: T[]): T[] {
  const copy = random.sample(items, items.length)
  // A shuffle that happens to keep the order would not test "any order": reverse it then.
  return copy.every((item, i) => item === items[i]) ? copy.reverse() : copy
}

/** One to three filter groups, each with one or two entries. */
function someFilters(random: Random, catalogue: Catalogue, groups: number): SearchFilters {
  const filters: SearchFilters = {}
  const kinds = random.sample(
    ['ingredients', 'categories', 'cuisines', 'diets', 'healthLabels', 'cookTime'] as const,
    groups,
  )
  const topIngredients = catalogue.ingredients.slice(0, 40).map((entry) => entry.slug)
  for (const kind of kinds) {
    const count = random.chance(0.3) ? 2 : 1
    if (kind === 'cookTime') filters.cookTime = random.pick(COOK_TIMES)
    else if (kind === 'ingredients') filters.ingredients = random.sample(topIngredients, count)
    else filters[kind] = random.sample(catalogue[kind], count)
  }
  return filters
}

/** The fixed mix: MIX_SIZES queries of each kind, in a shuffled but reproducible order. */
export function buildQueryMix(seed: number, corpus: Corpus, catalogue: Catalogue): MixQuery[] {
  const random = createRandom(seed)
  const english = englishWords(corpus)
  const ingredientNamesEn = catalogue.ingredients
    .slice(0, 40)
    .map((entry) => entry.nameEn.toLowerCase())
    .filter((name) => /^[a-z ]+$/.test(name))
  const englishPool = [...english.slice(0, 60), ...ingredientNamesEn.slice(0, 20)]
  const ingredientNamesAr = catalogue.ingredients
    .slice(0, 30)
    .map((entry) => entry.nameAr)
    .filter((name) => name)
  const arabicPool = [...arabicWords, ...ingredientNamesAr]
  const longEnglish = english.filter((word) => word.length >= 5)
  const longerEnglish = english.filter((word) => word.length >= 6)
  const longArabic = arabicWords.filter((word) => word.length >= 4)
  const titleWords = (title: string) =>
    title
      .split(/\s+/)
      .filter((word) => /^[A-Za-z]{3,}$/.test(word))
      .map((word) => word.toLowerCase())
      .filter((word) => !ENGLISH_STOP_WORDS.has(word))
  const multiWordTitles = corpus.titles.filter((title) => titleWords(title).length >= 2)
  // Single words are dealt like cards (each drawn once before any repeats), so the mix covers the pools.
  const deck = <T>(items: readonly T[]) => {
    let cards: T[] = []
    return () => {
      if (cards.length === 0) cards = random.sample(items, items.length)
      return cards.pop()!
    }
  }
  const nextEnglish = deck(englishPool)
  // A typo that lands on another real word ("onions" → "onion") is not a typo.
  const realWords = new Set([
    ...corpus.titles.flatMap((title) => title.toLowerCase().split(/[^a-z]+/)),
    ...catalogue.ingredients.flatMap((entry) => entry.nameEn.toLowerCase().split(/[^a-z]+/)),
  ])
  const misspelt = (make: () => string) => {
    for (;;) {
      const word = make()
      if (!realWords.has(word)) return word
    }
  }
  const nextArabic = deck(arabicPool)

  const makers: Record<QueryKind, () => Omit<MixQuery, 'kind'>> = {
    english: () => ({ keyword: nextEnglish(), filters: {}, page: 1 }),
    arabic: () => ({ keyword: nextArabic(), filters: {}, page: 1 }),
    'arabic-variant': () => ({ keyword: arabicVariant(random, catalogue), filters: {}, page: 1 }),
    'typo-1': () => ({
      keyword: random.chance(0.8)
        ? misspelt(() => oneEdit(random, random.pick(longEnglish)))
        : arabicTypo(random, random.pick(longArabic)),
      filters: {},
      page: 1,
    }),
    'typo-2': () => ({
      keyword: misspelt(() => twoEdits(random, random.pick(longerEnglish))),
      filters: {},
      page: 1,
    }),
    'multi-word': () => {
      if (random.chance(0.35)) {
        // An Arabic title's words in another order: "الدجاج كبسة" for "كبسة الدجاج".
        const noun = random.pick(arabicSavouryNouns)
        const words = [random.pick(arabicSavouryDishes), random.chance(0.5) ? noun.definite : noun.bare]
        const styleWords = random
          .pick(arabicSavouryStyles)
          .split(' ')
          .filter((word) => word.length >= 4 && word !== 'الطريقة')
        if (random.chance(0.5) && styleWords.length > 0) words.push(random.pick(styleWords))
        return { keyword: shuffled(random, words).join(' '), filters: {}, page: 1 }
      }
      const words = titleWords(random.pick(multiWordTitles))
      const chosen = words.length > 3 ? random.sample(words, 3) : words
      return { keyword: shuffled(random, chosen).join(' '), filters: {}, page: 1 }
    },
    filters: () => ({ filters: someFilters(random, catalogue, random.int(1, 3)), page: 1 }),
    'keyword+filters': () => ({
      keyword: random.chance(0.7) ? nextEnglish() : nextArabic(),
      filters: someFilters(random, catalogue, random.int(1, 2)),
      page: 1,
    }),
    'deep-page': () => {
      const page = random.int(3, 10)
      const roll = random.next()
      if (roll < 0.4) return { keyword: random.pick(english.slice(0, 15)), filters: {}, page }
      if (roll < 0.6) return { keyword: random.pick(arabicWords), filters: {}, page }
      if (roll < 0.8) return { filters: someFilters(random, catalogue, 1), page }
      return { keyword: random.pick(englishPool), filters: someFilters(random, catalogue, 1), page }
    },
  }

  const mix: MixQuery[] = []
  for (const kind of QUERY_KINDS) {
    for (let i = 0; i < MIX_SIZES[kind]; i++) mix.push({ kind, ...makers[kind]() })
  }
  return random.sample(mix, mix.length)
}

/** The request path of a query, as the search page sends it (lists as JSON). */
export function searchUrl(query: { keyword?: string; filters?: SearchFilters; page?: number }): string {
  const params = new URLSearchParams()
  if (query.keyword) params.set('keyword', query.keyword)
  const filters = query.filters ?? {}
  for (const name of ['ingredients', 'categories', 'cuisines', 'diets', 'healthLabels'] as const) {
    const list = filters[name]
    if (list && list.length > 0) params.set(name, JSON.stringify(list))
  }
  if (filters.cookTime) params.set('cookTime', String(filters.cookTime))
  if (query.page && query.page > 1) params.set('page', String(query.page))
  const text = params.toString()
  return `/api/v1/search/query${text ? `?${text}` : ''}`
}

/** A query as one line of text, for tables: `keyword · cuisines=[…] · page 4`. */
export function describeQuery(query: { keyword?: string; filters?: SearchFilters; page?: number }): string {
  const parts: string[] = []
  if (query.keyword) parts.push(`"${query.keyword}"`)
  for (const [name, value] of Object.entries(query.filters ?? {})) {
    parts.push(`${name}=${Array.isArray(value) ? value.join(',') : String(value)}`)
  }
  if (query.page && query.page > 1) parts.push(`page ${query.page}`)
  return parts.join(' · ') || '(nothing)'
}
