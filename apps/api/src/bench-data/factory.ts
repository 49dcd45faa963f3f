/**
 * Builds one load-test recipe or creator from a seed and an index, with no I/O: English text
 * recombined from the corpus, Arabic text assembled from the built-in vocabulary, links to whatever
 * catalogue rows the database has. The same (seed, index, context) always gives the same recipe.
 */
import { convertUnit, type UnitId } from '@sufra/core'
import type { RecipeNutrient } from '../db/schema'
import type { Corpus } from './corpus'
import { createRandom, streamSeed, type Random } from './random'
import {
  arabicDescriptionSentences,
  arabicDescriptionTails,
  arabicNotes,
  arabicSavouryDishes,
  arabicSavouryNouns,
  arabicSavouryStyles,
  arabicStepTemplates,
  arabicSweetDishes,
  arabicSweetNouns,
  arabicSweetStyles,
  englishDescriptionTails,
  englishTitlePrefixes,
  firstNames,
  lastNames,
  type ArabicNoun,
} from './vocabulary'

const DAY_MS = 24 * 60 * 60 * 1000
/** Recipes are spread over the two years before `now`. */
const SPREAD_DAYS = 730

export interface CatalogueIngredient {
  id: string
  nameEn: string
  nameAr: string
}

export interface Picture {
  url: string
  key: string
}

/** What the database already holds that generated recipes point at. */
export interface GenerationContext {
  corpus: Corpus
  /** For each corpus ingredient line (same index), the catalogue entry its name matches, if any. */
  lineIngredients: (CatalogueIngredient | undefined)[]
  creatorIds: string[]
  categoryIds: string[]
  cuisineIds: string[]
  dietLabelIds: string[]
  healthLabelIds: string[]
  /** Thumbnails to reuse (e.g. the demo recipes' artwork); none means recipes have no picture. */
  pictures: Picture[]
  now: Date
}

export interface GeneratedLine {
  position: number
  ingredientId: string | null
  amount: number | null
  unit: string
  nameEn: string
  nameAr: string
  noteEn: string
  noteAr: string
  grams: number | null
}

export interface GeneratedRecipe {
  id: string
  creatorId: string | null
  titleEn: string
  titleAr: string
  descriptionEn: string
  descriptionAr: string
  lang: 'en' | 'ar'
  thumbnail: Picture | null
  timeMinutes: number
  servings: number
  nutrition: RecipeNutrient[]
  likesCount: number
  createdAt: Date
  lines: GeneratedLine[]
  steps: { position: number; stepEn: string; stepAr: string }[]
  images: { position: number; url: string; key: string }[]
  categoryIds: string[]
  cuisineIds: string[]
  dietLabelIds: string[]
  healthLabelIds: string[]
}

export interface GeneratedCreator {
  id: string
  email: string
  username: string
  firstNameEn: string
  firstNameAr: string
  lastNameEn: string
  lastNameAr: string
  bioEn: string
  bioAr: string
  createdAt: Date
}

/** Usernames of generated creators start with this, so a database can tell them apart. */
export const CREATOR_PREFIX = 'bench_cook_'

export function buildCreator(seed: number, index: number, now: Date): GeneratedCreator {
  const random = createRandom(streamSeed(seed ^ 0x5bd1e995, index))
  const [firstEn, firstAr] = random.pick(firstNames)
  const [lastEn, lastAr] = random.pick(lastNames)
  const username = `${CREATOR_PREFIX}${index}`
  return {
    id: random.uuid(),
    email: `${username}@bench.sufra.test`,
    username,
    firstNameEn: firstEn,
    firstNameAr: firstAr,
    lastNameEn: lastEn,
    lastNameAr: lastAr,
    bioEn: `Home cook from the load-test kitchen, number ${index}.`,
    bioAr: `طاهٍ منزلي يحب تجربة الوصفات الجديدة ومشاركتها.`,
    createdAt: new Date(now.getTime() - (SPREAD_DAYS + random.int(1, 365)) * DAY_MS),
  }
}

function arabicTitle(random: Random): { title: string; nouns: ArabicNoun[] } {
  if (random.chance(0.2)) {
    const main = random.pick(arabicSweetNouns)
    const title = `${random.pick(arabicSweetDishes)} ${main.bare} ${random.pick(arabicSweetStyles)}`
    return { title, nouns: [main, ...random.sample(arabicSweetNouns, 2)] }
  }
  const main = random.pick(arabicSavouryNouns)
  const title = random.chance(0.7)
    ? `${random.pick(arabicSavouryDishes)} ${main.bare} ${random.pick(arabicSavouryStyles)}`
    : `${random.pick(arabicSavouryDishes)} ${main.bare}`
  return { title, nouns: [main, ...random.sample(arabicSavouryNouns, 3)] }
}

function arabicStep(random: Random, nouns: ArabicNoun[]): string {
  const [a, b] = random.sample(nouns, 2)
  return random
    .pick(arabicStepTemplates)
    .replace('{a}', a?.definite ?? 'المكونات')
    .replace('{b}', b?.definite ?? 'البهارات')
    .replace('{n}', String(random.pick([3, 4, 5, 6, 7, 8, 10])))
}

function englishTitle(random: Random, corpus: Corpus): string {
  const base = random.pick(corpus.titles)
  const roll = random.next()
  if (roll < 0.25)
    return `${random.pick(englishTitlePrefixes)} ${base.charAt(0).toLowerCase()}${base.slice(1)}`
  if (roll < 0.45) {
    const extra = random.pick(corpus.ingredientLines).name.toLowerCase()
    if (extra.split(' ').length <= 3) return `${base} with ${extra}`
  }
  return base
}

/** Roughly how many grams a line weighs: exact for mass and volume units, a guess for the rest. */
function estimateGrams(random: Random, amount: number | null, unit: string, linked: boolean): number | null {
  if (amount !== null && unit) {
    const grams = convertUnit(amount, unit as UnitId, 'g') ?? convertUnit(amount, unit as UnitId, 'ml')
    if (grams !== undefined) return Math.round(grams * 10) / 10
  }
  return linked ? random.int(5, 300) : null
}

const round1 = (value: number) => Math.round(value * 10) / 10

function nutritionPerServing(random: Random): RecipeNutrient[] {
  const ranges: [id: number, min: number, max: number][] = [
    [1008, 120, 950],
    [1004, 2, 48],
    [1005, 5, 120],
    [2000, 0, 45],
    [1003, 2, 65],
    [1093, 40, 1600],
    [1079, 0, 16],
    [1258, 0, 18],
    [1253, 0, 220],
    [1087, 10, 400],
    [1089, 0.2, 9],
    [1092, 80, 1200],
    [1162, 0, 60],
  ]
  return ranges.map(([nutrientId, min, max]) => ({
    nutrientId,
    amount: round1(min + random.next() * (max - min)),
  }))
}

export function buildRecipe(seed: number, index: number, context: GenerationContext): GeneratedRecipe {
  const random = createRandom(streamSeed(seed, index))
  const { corpus } = context
  const id = random.uuid()
  const timeMinutes = random.pick([15, 20, 25, 30, 35, 40, 45, 50, 60, 75, 90, 120, 150, 180])
  const servings = random.int(1, 10)
  const arabic = arabicTitle(random)

  const lineCount = random.int(6, 14)
  const lines: GeneratedLine[] = []
  for (let position = 0; position < lineCount; position++) {
    const lineIndex = random.int(0, corpus.ingredientLines.length - 1)
    const line = corpus.ingredientLines[lineIndex]!
    const ingredient = context.lineIngredients[lineIndex]
    lines.push({
      position,
      ingredientId: ingredient?.id ?? null,
      amount: line.amount,
      unit: line.unit,
      nameEn: line.name,
      nameAr:
        ingredient?.nameAr ?? random.pick(random.chance(0.2) ? arabicSweetNouns : arabicSavouryNouns).bare,
      noteEn: line.note,
      noteAr: line.note ? random.pick(arabicNotes) : '',
      grams: estimateGrams(random, line.amount, line.unit, ingredient !== undefined),
    })
  }

  const stepCount = random.int(3, 9)
  const steps = random.sample(corpus.steps, stepCount).map((stepEn, position) => ({
    position,
    stepEn,
    stepAr: arabicStep(random, arabic.nouns),
  }))

  const descriptionEn = [
    ...random.sample(corpus.descriptions, random.int(1, 2)),
    random.pick(englishDescriptionTails)(timeMinutes, servings),
  ].join(' ')
  const descriptionAr = [
    ...random.sample(arabicDescriptionSentences, random.int(1, 2)),
    random.pick(arabicDescriptionTails)(timeMinutes, servings),
  ].join(' ')

  const hasPicture = context.pictures.length > 0 && random.chance(0.9)
  const thumbnail = hasPicture ? random.pick(context.pictures) : null
  const images = hasPicture
    ? random.sample(context.pictures, random.int(0, 2)).map((picture, position) => ({ position, ...picture }))
    : []

  // Popularity is heavily skewed: most recipes have a handful of likes, a few have hundreds.
  const likesCount = Math.floor(Math.exp(random.next() * random.next() * 7.5)) - 1
  const creatorIndex = Math.floor(random.next() ** 2 * context.creatorIds.length)

  return {
    id,
    creatorId: context.creatorIds[creatorIndex] ?? null,
    titleEn: englishTitle(random, corpus),
    titleAr: arabic.title,
    descriptionEn,
    descriptionAr,
    lang: random.chance(0.75) ? 'en' : 'ar',
    thumbnail,
    timeMinutes,
    servings,
    nutrition: nutritionPerServing(random),
    likesCount,
    createdAt: new Date(context.now.getTime() - Math.floor(random.next() * SPREAD_DAYS * DAY_MS)),
    lines,
    steps,
    images,
    categoryIds: random.sample(context.categoryIds, random.int(1, 3)),
    cuisineIds: random.sample(context.cuisineIds, random.int(1, 2)),
    dietLabelIds: random.sample(context.dietLabelIds, random.int(0, 2)),
    healthLabelIds: random.sample(context.healthLabelIds, random.int(0, 3)),
  }
}

/**
 * For each corpus ingredient line, the catalogue entry whose English name it contains as whole words
 * (the longest such name wins), so generated lines link to the catalogue the way real ones would.
 */
export function matchCatalogue(corpus: Corpus, catalogue: CatalogueIngredient[]) {
  const names = catalogue
    .map((entry) => ({ entry, name: entry.nameEn.toLowerCase().trim() }))
    .filter(({ name }) => name.length >= 3)
    .sort((a, b) => b.name.length - a.name.length)
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const patterns = names.map(({ entry, name }) => ({ entry, pattern: new RegExp(`\\b${escape(name)}s?\\b`) }))
  return corpus.ingredientLines.map((line) => {
    const text = line.name.toLowerCase()
    return patterns.find(({ pattern }) => pattern.test(text))?.entry
  })
}
