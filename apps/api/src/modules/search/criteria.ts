/**
 * Search criteria as SQL conditions on `recipes`: a keyword (full text in English and Arabic, plus
 * trigram similarity for typos) and taxonomy entries, each matching a key, slug or name in either language.
 */
import { sql, type SQL } from 'drizzle-orm'
import * as t from '../../db/schema'
import { badRequest } from '../../http/errors'

/** Most entries one list parameter may carry. */
const MAX_ENTRIES = 20

/** Reads a query parameter holding a JSON list of strings (`["garlic","egg"]`). */
export function parseJsonList(name: string, value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return []
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    throw badRequest(`"${name}" must be a JSON list of words, for example ["garlic","egg"].`)
  }
  if (!Array.isArray(parsed) || !parsed.every((entry) => typeof entry === 'string')) {
    throw badRequest(`"${name}" must be a JSON list of words, for example ["garlic","egg"].`)
  }
  if (parsed.length > MAX_ENTRIES) throw badRequest(`"${name}" may hold at most ${MAX_ENTRIES} entries.`)
  return [...new Set(parsed.map((entry) => entry.trim()).filter(Boolean))]
}

export function keywordCondition(keyword: string): SQL {
  return sql`(${t.recipes.searchEn} @@ websearch_to_tsquery('english', ${keyword})
    or ${t.recipes.searchAr} @@ websearch_to_tsquery('arabic', ${keyword})
    or ${keyword} <% ${t.recipes.titleEn} or ${keyword} % ${t.recipes.titleEn}
    or ${keyword} <% ${t.recipes.titleAr} or ${keyword} % ${t.recipes.titleAr})`
}

/** Relevance of a keyword match: full-text rank in either language, or title similarity. */
export function keywordRank(keyword: string): SQL<number> {
  return sql<number>`greatest(
    ts_rank(${t.recipes.searchEn}, websearch_to_tsquery('english', ${keyword})),
    ts_rank(${t.recipes.searchAr}, websearch_to_tsquery('arabic', ${keyword})),
    word_similarity(${keyword}, ${t.recipes.titleEn}) * 0.5,
    word_similarity(${keyword}, ${t.recipes.titleAr}) * 0.5)`
}

/** A row of `table` whose key or name (either language) is `entry`, as the conditions below match it. */
export const termNamed = (table: 'categories' | 'ingredients', entry: string) =>
  matchesTerm(`"${table}"`, entry)

const matchesTerm = (alias: string, entry: string) =>
  sql`(${sql.raw(alias)}.key = lower(${entry}) or lower(${sql.raw(alias)}.name_en) = lower(${entry})
    or ${sql.raw(alias)}.name_ar = ${entry})`

export function ingredientCondition(entry: string): SQL {
  return sql`exists(select 1 from recipe_ingredients line join ingredients i on i.id = line.ingredient_id
    where line.recipe_id = "recipes"."id" and (${matchesTerm('i', entry)} or i.slug = lower(${entry})
      or i.name_en ilike ${entry + ' %'} or i.name_en ilike ${'% ' + entry}))`
}

export function categoryCondition(entry: string): SQL {
  return sql`exists(select 1 from recipe_categories link join categories c on c.id = link.category_id
    where link.recipe_id = "recipes"."id" and (${matchesTerm('c', entry)} or c.slug = lower(${entry})))`
}

type LabelKind = 'cuisines' | 'diet_labels' | 'health_labels'
const labelLinks: Record<LabelKind, [string, string]> = {
  cuisines: ['recipe_cuisines', 'cuisine_id'],
  diet_labels: ['recipe_diet_labels', 'diet_label_id'],
  health_labels: ['recipe_health_labels', 'health_label_id'],
}

export function labelCondition(kind: LabelKind, entry: string): SQL {
  const [link, column] = labelLinks[kind]
  return sql`exists(select 1 from ${sql.raw(link)} link join ${sql.raw(kind)} term
    on term.id = link.${sql.raw(column)}
    where link.recipe_id = "recipes"."id" and ${matchesTerm('term', entry)})`
}

/** The spec's cooking-time buckets: 30, 60 and 120 mean "at most"; 121 means "over 2 hours". */
export function cookTimeCondition(minutes: number): SQL {
  return minutes > 120 ? sql`${t.recipes.timeMinutes} > 120` : sql`${t.recipes.timeMinutes} <= ${minutes}`
}
