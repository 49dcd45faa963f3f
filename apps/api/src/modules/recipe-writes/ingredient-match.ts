/**
 * Ties the ingredient names a cook typed to the catalogue (`ingredients` table), weighs each line and
 * computes the recipe's nutrition per serving.
 *
 * Matching, in the recipe's language: first an exact match ignoring case, spacing, punctuation, accents,
 * Arabic diacritics, alef/taa-marbuta/yaa spellings, the article `ال` and English plurals, on the full
 * catalogue name, the name without its bracketed part (`Rocket (arugula)` → `rocket`) or the bracketed
 * part alone (`arugula`); the typed name is also tried up to its first comma (`red onion, chopped`).
 * Otherwise the catalogue name most similar by trigrams (pg_trgm `similarity()`), when at least
 * MATCH_THRESHOLD similar; otherwise no match (`details: null`, no weight, no nutrition).
 */
import {
  computeRecipeNutrition,
  foldArabic,
  type Language,
  type NutrientAmount,
  type UnitId,
} from '@sufra/core'
import { asc, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import { gramsFor } from '../../seed/ingredients'

/** The lowest trigram similarity accepted as the same ingredient (`jalapeno` ↔ `Jalapeño`). */
export const MATCH_THRESHOLD = 0.45

/**
 * What a cook means by a generic name the catalogue only has in kinds (`flour`, `milk`, `rice`), by
 * catalogue key. Checked after the catalogue's full names and before the similarity search, which
 * would pick the shortest kind (`Cake flour`) or a compound (`Rice vinegar`).
 */
export const GENERIC_NAMES: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: {
    flour: 'all-purpose-flour',
    'plain flour': 'all-purpose-flour',
    'white flour': 'all-purpose-flour',
    milk: 'whole-milk',
    rice: 'long-grain-rice',
    'white rice': 'long-grain-rice',
    cumin: 'ground-cumin',
    cinnamon: 'ground-cinnamon',
    pepper: 'black-pepper',
    oil: 'vegetable-oil',
    yogurt: 'plain-yogurt',
    yoghurt: 'plain-yogurt',
    'unsalted butter': 'butter',
    'minced meat': 'ground-beef',
  },
  ar: {
    دقيق: 'all-purpose-flour',
    طحين: 'all-purpose-flour',
    'طحين أبيض': 'all-purpose-flour',
    حليب: 'whole-milk',
    أرز: 'long-grain-rice',
    رز: 'long-grain-rice',
    'أرز أبيض': 'long-grain-rice',
    كمون: 'ground-cumin',
    قرفة: 'ground-cinnamon',
    فلفل: 'black-pepper',
    زيت: 'vegetable-oil',
    'زيت نباتي': 'vegetable-oil',
    لبن: 'plain-yogurt',
    زبادي: 'plain-yogurt',
    بندورة: 'tomato',
    حمص: 'chickpeas',
    'لحم مفروم': 'ground-beef',
  },
}

/** Arabic diacritics, the superscript alef and the tatweel, as a PostgreSQL regular expression class. */
const ARABIC_MARKS_CLASS = '[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]'
/** Letters written several ways, and what foldArabic writes for each (same order). */
const ARABIC_VARIANTS = '\u0623\u0625\u0622\u0671\u0629\u0649\u06cc\u0624\u0626\u06a9'
const ARABIC_FOLDED = '\u0627\u0627\u0627\u0627\u0647\u064a\u064a\u0648\u064a\u0643'
/** The article `ال` at the start of a word of at least two more letters, and the word without it. */
const ARABIC_ARTICLE = '(^|[^[:alnum:]])\u0627\u0644([[:alnum:]]{2})'
const ARABIC_ARTICLE_DROPPED = '\\1\\2'

export interface IngredientLine {
  amount: number
  unitId: UnitId
  name: string
}

export interface WeighedLine {
  /** The catalogue ingredient, or null when the name matched none. */
  ingredientId: string | null
  /** The line's weight in grams, or null when it cannot be weighed. */
  grams: number | null
}

/** English: singular of a word (`tomatoes` → `tomato`, `berries` → `berry`, `eggs` → `egg`). */
function singular(word: string): string {
  if (word.length <= 3) return word
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (/(?:ch|sh|[sxzo])es$/.test(word)) return word.slice(0, -2)
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1)
  return word
}

/** Arabic: a word without its article (`الزيتون` → `زيتون`). */
function withoutArticle(word: string): string {
  return word.startsWith('ال') && word.length > 3 ? word.slice(2) : word
}

/**
 * The matching key of a name: Arabic folded, accents and punctuation dropped, lower case, single
 * spaces, and each word without its English plural ending or Arabic article.
 */
export function ingredientNameKey(text: string): string {
  return foldArabic(text)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((word) => (/^\p{Script=Arabic}/u.test(word) ? withoutArticle(word) : singular(word)))
    .join(' ')
}

/** The full name, the name without its bracketed part, and the bracketed parts alone. */
function catalogueForms(name: string): { full: string; alternates: string[] } {
  const bracketed = [...name.matchAll(/\(([^)]*)\)/g)].map((match) => match[1]!)
  return {
    full: ingredientNameKey(name),
    alternates: [name.replace(/\([^)]*\)/g, ' '), ...bracketed].map(ingredientNameKey).filter(Boolean),
  }
}

/** The typed name, and the part before its first comma (`red onion, finely chopped`). */
function typedForms(name: string): string[] {
  const beforeComma = name.split(/[,،]/u)[0]!
  return [ingredientNameKey(name), ingredientNameKey(beforeComma)].filter(Boolean)
}

/**
 * The catalogue's names in one language as exact-match keys. Full names win over the generic names,
 * which win over alternates (bracketed parts; in English also the key, `ground-beef` for `Minced beef`).
 */
async function exactIndex(db: Database, lang: Language): Promise<Map<string, string>> {
  const rows = await db
    .select({
      id: t.ingredients.id,
      key: t.ingredients.key,
      nameEn: t.ingredients.nameEn,
      nameAr: t.ingredients.nameAr,
    })
    .from(t.ingredients)
    .orderBy(asc(t.ingredients.key))
  const forms = rows.map((row) => {
    const { full, alternates } = catalogueForms(lang === 'ar' ? row.nameAr : row.nameEn)
    return {
      id: row.id,
      full,
      alternates: lang === 'en' ? [...alternates, ingredientNameKey(row.key)] : alternates,
    }
  })
  const index = new Map<string, string>()
  for (const { id, full } of forms) if (full && !index.has(full)) index.set(full, id)
  const idByKey = new Map(rows.map((row) => [row.key, row.id]))
  for (const [name, key] of Object.entries(GENERIC_NAMES[lang])) {
    const id = idByKey.get(key)
    const form = ingredientNameKey(name)
    if (id && !index.has(form)) index.set(form, id)
  }
  for (const { id, alternates } of forms) {
    for (const alternate of alternates) if (!index.has(alternate)) index.set(alternate, id)
  }
  return index
}

/** For each name, the most similar catalogue ingredient at or above the threshold (one statement). */
async function similarIngredients(
  db: Database,
  names: readonly string[],
  lang: Language,
): Promise<Map<number, string>> {
  if (names.length === 0) return new Map()
  // Arabic on both sides as ingredientNameKey writes it: folded, and words without the article `ال`.
  const catalogueName =
    lang === 'ar'
      ? sql`regexp_replace(translate(regexp_replace(g.name_ar, ${ARABIC_MARKS_CLASS}, '', 'g'),
          ${ARABIC_VARIANTS}, ${ARABIC_FOLDED}), ${ARABIC_ARTICLE}, ${ARABIC_ARTICLE_DROPPED}, 'g')`
      : sql`g.name_en`
  const typed = names.map((name) => (lang === 'ar' ? ingredientNameKey(name) : name))
  const result = (await db.execute(sql`
    select typed.position::int as position, best.id
    from json_array_elements_text(${JSON.stringify(typed)}::json) with ordinality as typed(name, position)
    cross join lateral (
      select g.id, similarity(typed.name, ${catalogueName}) as score
      from ingredients g
      order by score desc, g.key
      limit 1
    ) best
    where best.score >= ${MATCH_THRESHOLD}`)) as unknown as { rows: { position: number; id: string }[] }
  return new Map(result.rows.map((row) => [Number(row.position) - 1, row.id]))
}

/** The catalogue ingredient of each name (null when none is close enough), in order. */
export async function matchIngredientNames(
  db: Database,
  names: readonly string[],
  lang: Language,
): Promise<(string | null)[]> {
  const index = await exactIndex(db, lang)
  const matches = names.map((name) => {
    for (const form of typedForms(name)) {
      const id = index.get(form)
      if (id) return id
    }
    return null
  })
  const unmatched = matches.flatMap((id, position) => (id ? [] : [position]))
  const similar = await similarIngredients(
    db,
    unmatched.map((position) => names[position]!.split(/[,،]/u)[0]!.trim() || names[position]!),
    lang,
  )
  for (const [index, position] of unmatched.entries()) matches[position] = similar.get(index) ?? null
  return matches
}

/**
 * Matches every line to the catalogue, weighs it (the seed's `gramsFor`, from the portions and piece
 * weight the table holds) and computes the nutrition of one serving from the nutrients per 100 g.
 */
export async function weighIngredients(
  db: Database,
  lines: readonly IngredientLine[],
  servings: number,
  lang: Language,
): Promise<{ lines: WeighedLine[]; nutrition: NutrientAmount[] }> {
  const ids = await matchIngredientNames(
    db,
    lines.map((line) => line.name),
    lang,
  )
  const distinct = [...new Set(ids.filter((id): id is string => id !== null))]
  const [entries, values] =
    distinct.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              id: t.ingredients.id,
              pieceGrams: t.ingredients.pieceGrams,
              portions: t.ingredients.portions,
            })
            .from(t.ingredients)
            .where(inArray(t.ingredients.id, distinct)),
          db
            .select({
              ingredientId: t.ingredientNutrients.ingredientId,
              nutrientId: t.ingredientNutrients.nutrientId,
              value: t.ingredientNutrients.valuePer100g,
            })
            .from(t.ingredientNutrients)
            .where(inArray(t.ingredientNutrients.ingredientId, distinct)),
        ])
  const entryById = new Map(entries.map((entry) => [entry.id, entry]))
  const per100g = new Map<string, Map<number, number>>()
  for (const row of values) {
    let nutrients = per100g.get(row.ingredientId)
    if (!nutrients) per100g.set(row.ingredientId, (nutrients = new Map()))
    nutrients.set(row.nutrientId, row.value)
  }

  const weighed = lines.map((line, position): WeighedLine => {
    const ingredientId = ids[position] ?? null
    const entry = ingredientId ? entryById.get(ingredientId) : undefined
    const grams = entry ? gramsFor(entry, line.amount, line.unitId) : undefined
    return { ingredientId, grams: grams === undefined ? null : Math.round(grams * 100) / 100 }
  })
  const nutrition = computeRecipeNutrition(
    weighed.map((line) => ({
      grams: line.grams,
      per100g: (line.ingredientId && per100g.get(line.ingredientId)) || new Map<number, number>(),
    })),
    servings,
  )
  return { lines: weighed, nutrition }
}
