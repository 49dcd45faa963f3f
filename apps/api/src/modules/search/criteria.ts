/**
 * What a search asks for, as SQL: the list filters resolved to catalogue entries (by key or slug, or an
 * English or Arabic name), and the conditions of the category and ingredient pages. Request values are
 * only ever compared as whole values (`=`, `starts_with`), never as LIKE patterns, so `%` and `_` are
 * the characters they are.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { badRequest } from '../../http/errors'
import type { SearchPlan } from './engine'
import { analyseKeyword } from './keyword'

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

// ─── The search page's list filters ─────────────────────────────────────────

export type ListFilter = 'ingredients' | 'categories' | 'cuisines' | 'diets' | 'healthLabels'
export const LIST_FILTERS: readonly ListFilter[] = [
  'ingredients',
  'categories',
  'cuisines',
  'diets',
  'healthLabels',
]

/** Each filter's catalogue table and the prefix its keys carry in `recipe_search.terms`. */
const filterSources: Record<ListFilter, { table: string; prefix: string; slug: boolean }> = {
  ingredients: { table: 'ingredients', prefix: 'i:', slug: true },
  categories: { table: 'categories', prefix: 'c:', slug: true },
  cuisines: { table: 'cuisines', prefix: 'k:', slug: false },
  diets: { table: 'diet_labels', prefix: 'd:', slug: false },
  healthLabels: { table: 'health_labels', prefix: 'h:', slug: false },
}

export interface ResolvedEntry {
  /** The entry as the request gave it. */
  value: string
  /** The catalogue entry it names, in both languages; null when it names none. */
  name: { en: string; ar: string } | null
  /** The `recipe_search.terms` it stands for (any of them matches); empty when it names nothing. */
  terms: string[]
}

interface ResolvedRow {
  filter: ListFilter
  entry: string
  name_en: string | null
  name_ar: string | null
  keys: string[] | null
}

/** One list filter's entries, resolved (see resolveFilters), as rows of one `union all`. */
function resolvingQuery(filter: ListFilter, entries: string[]): SQL {
  const { table, prefix, slug } = filterSources[filter]
  const names = sql`term.key = lower(given.entry) or lower(term.name_en) = lower(given.entry)
    or term.name_ar = given.entry ${slug ? sql`or term.slug = lower(given.entry)` : sql``}`
  const words =
    filter === 'ingredients'
      ? sql`starts_with(lower(term.name_en), lower(given.entry) || ' ')
          or right(lower(term.name_en), length(given.entry) + 1) = ' ' || lower(given.entry)`
      : sql`false`
  return sql`(select ${filter}::text as filter, given.position, given.entry, named.name_en, named.name_ar,
      coalesce(named.keys, widened.keys) as keys
    from unnest(${sql.param(entries)}::text[]) with ordinality as given(entry, position)
      left join lateral (
        select (array_agg(term.name_en order by term.key))[1] as name_en,
          (array_agg(term.name_ar order by term.key))[1] as name_ar,
          array_agg(${prefix} || term.key order by term.key) as keys
        from ${sql.raw(table)} term where ${names}
      ) as named on true
      left join lateral (
        select array_agg(${prefix} || term.key order by term.key) as keys
        from ${sql.raw(table)} term where named.keys is null and (${words})
      ) as widened on true)`
}

/**
 * The catalogue entries the list filters name, each list in the order given, in one statement. An
 * entry names the entry whose key or slug is the entry (lower-cased), or whose English name is it (in
 * any case) or Arabic name is it. An ingredient that names none of them stands for every ingredient
 * whose English name starts or ends with it as a word ("pepper": black pepper, pepper flakes), and
 * shows with no name.
 */
export async function resolveFilters(
  db: Database,
  lists: Record<ListFilter, string[]>,
): Promise<Record<ListFilter, ResolvedEntry[]>> {
  const resolved = Object.fromEntries(
    LIST_FILTERS.map((filter) => [filter, [] as ResolvedEntry[]]),
  ) as Record<ListFilter, ResolvedEntry[]>
  const asked = LIST_FILTERS.filter((filter) => lists[filter].length > 0)
  if (asked.length === 0) return resolved
  const result = (await db.execute(
    sql`select * from (${sql.join(
      asked.map((filter) => resolvingQuery(filter, lists[filter])),
      sql` union all `,
    )}) as resolved order by resolved.filter, resolved.position`,
  )) as unknown as { rows: ResolvedRow[] }
  for (const row of result.rows) {
    resolved[row.filter].push({
      value: row.entry,
      name: row.name_en === null ? null : { en: row.name_en, ar: row.name_ar ?? row.name_en },
      terms: row.keys ?? [],
    })
  }
  return resolved
}

/** Recipes whose search terms include any of `terms` (none: no recipe). */
const anyTerm = (terms: string[]): SQL =>
  terms.length === 0 ? sql`false` : sql`s.terms && ${sql.param(terms)}::text[]`

export interface SearchInput {
  keyword: string
  lists: Record<ListFilter, string[]>
  cookTime: number | null
}

export type AppliedFilters = Record<ListFilter, { value: string; name: { en: string; ar: string } | null }[]>

/**
 * A search as the engine's criteria (the keyword's queries; every chosen ingredient, any entry of each
 * other group, the cooking-time bucket) and the list filters as `applied` names them.
 */
export async function planSearch(
  db: Database,
  input: SearchInput,
): Promise<{ plan: SearchPlan; applied: AppliedFilters }> {
  const [keyword, named] = await Promise.all([
    analyseKeyword(db, input.keyword),
    resolveFilters(db, input.lists),
  ])
  const filters: SQL[] = [
    ...named.ingredients.map((entry) => anyTerm(entry.terms)),
    ...(['categories', 'cuisines', 'diets', 'healthLabels'] as const)
      .filter((filter) => named[filter].length > 0)
      .map((filter) => anyTerm(named[filter].flatMap((entry) => entry.terms))),
    ...(input.cookTime ? [sql`s.terms @> ${sql.param([`t:${input.cookTime}`])}::text[]`] : []),
  ]
  const applied = Object.fromEntries(
    LIST_FILTERS.map((filter) => [filter, named[filter].map(({ value, name }) => ({ value, name }))]),
  ) as AppliedFilters
  return { plan: { keyword, filters }, applied }
}

// ─── The category and ingredient pages ──────────────────────────────────────

/** A row of `table` whose key or name (either language) is `entry`, as the conditions below match it. */
export const termNamed = (table: 'categories' | 'ingredients', entry: string) =>
  matchesTerm(`"${table}"`, entry)

const matchesTerm = (alias: string, entry: string) =>
  sql`(${sql.raw(alias)}.key = lower(${entry}) or lower(${sql.raw(alias)}.name_en) = lower(${entry})
    or ${sql.raw(alias)}.name_ar = ${entry})`

/**
 * Recipes with a line of the ingredient `entry` names (by key, slug or name), or of an ingredient whose
 * English name starts or ends with it as a word.
 */
export function ingredientCondition(entry: string): SQL {
  return sql`exists(select 1 from recipe_ingredients line join ingredients i on i.id = line.ingredient_id
    where line.recipe_id = "recipes"."id" and (${matchesTerm('i', entry)} or i.slug = lower(${entry})
      or starts_with(lower(i.name_en), lower(${entry}::text) || ' ')
      or right(lower(i.name_en), length(${entry}::text) + 1) = ' ' || lower(${entry}::text)))`
}

export function categoryCondition(entry: string): SQL {
  return sql`exists(select 1 from recipe_categories link join categories c on c.id = link.category_id
    where link.recipe_id = "recipes"."id" and (${matchesTerm('c', entry)} or c.slug = lower(${entry})))`
}
