/**
 * The search page's answer: which recipes, in which order, on which page.
 *
 * Criteria: each word of the keyword (a full match has every word), each list filter group (any of its
 * entries: categories, cuisines, diet labels, health labels), each chosen ingredient (all of them are
 * required) and the cooking time. All are conditions on `recipe_search` (alias `s`), whose GIN indexes
 * answer them, and whose own copy of the order (most liked first, then newest) sorts them: a search
 * reads no other table.
 *
 * The answer is one sequence cut into pages:
 * - full matches (every criterion), best first: with a keyword, title matches before ingredient matches
 *   before the rest (description, category and cuisine names); then popularity. (Only words no recipe
 *   uses are corrected, so a recipe matching the keyword as typed never competes with a correction;
 *   a synonym counts as the word.)
 *   The first `limit` are `mainRecipe` (page 1); the rest open `similarRecipes`;
 * - then, with more than one criterion, partial matches: recipes meeting some criteria, most met first;
 * - then related recipes: sharing distinctive ingredients (not salt, water, oils and other staples),
 *   a category or a cuisine with the first three full matches (or partial ones when none), most shared
 *   first (an ingredient counts twice), then popularity.
 * No recipe appears twice. Every tier is bounded, so a page costs about the same whatever the database
 * holds: full matches are counted and listed up to FULL_CAP, partial ones up to PARTIAL_CAP; related
 * ones are the best RELATED_CAP of at most RELATED_POOL candidates. Without any criterion the sequence
 * is every recipe, most liked first, counted exactly and never cut.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { KeywordQuery } from './keyword'

/** Full matches counted and listed at most, when there are criteria. */
export const FULL_CAP = 500
/** Partial matches listed at most. */
export const PARTIAL_CAP = 300
/** Related recipes listed at most. */
export const RELATED_CAP = 60
/** Candidates of the related tier read at most: sharing an ingredient, and sharing a label. */
const RELATED_POOL = { ingredients: 120, labels: 60 }
/** Full (or partial) matches whose ingredients and labels the related tier looks for. */
const ANCHORS = 3

/** Ingredients too common to make two recipes related (catalogue keys), besides every oil and fat. */
const STAPLE_INGREDIENTS = [
  'salt',
  'sea-salt',
  'water',
  'ice',
  'black-pepper',
  'sugar',
  'all-purpose-flour',
  'baking-powder',
  'baking-soda',
  'onion',
  'garlic',
  'butter',
]
const STAPLE_GROUPS = ['oils-and-fats']

export interface SearchPlan {
  keyword: KeywordQuery | null
  /** The other criteria, each a condition on `recipe_search s`. */
  filters: SQL[]
}

/** How far each tier goes (the constants above; tests lower them to reach the paths for large tiers). */
export interface SearchCaps {
  full: number
  partial: number
}

const defaultCaps: SearchCaps = { full: FULL_CAP, partial: PARTIAL_CAP }

export interface SearchPage {
  main: string[]
  similar: string[]
  /** Full matches (at most FULL_CAP when there are criteria). */
  total: number
  /** Pages of the similar sequence. */
  totalPages: number
}

const byPopularity = sql`s.likes_count desc, s.created_at desc, s.recipe_id desc`

async function selectIds(db: Database, query: SQL): Promise<string[]> {
  const result = (await db.execute(query)) as unknown as { rows: { id: string }[] }
  return result.rows.map((row) => row.id)
}

async function selectCount(db: Database, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number | string }[] }
  return Number(result.rows[0]?.n ?? 0)
}

const keywordQuery = (keyword: KeywordQuery) => sql`${keyword.query}::tsquery`

/**
 * Each keyword word is a criterion of its own (a full match has them all, as `query` asks), so a
 * search with a word no recipe has (`hummus bi tahini`) still offers, as partial matches, the recipes
 * with the other words, most words first.
 */
function criteriaOf(plan: SearchPlan): SQL[] {
  const words = plan.keyword?.words ?? []
  return [...words.map((word) => sql`s.doc @@ ${word}::tsquery`), ...plan.filters]
}

const allOf = (conditions: SQL[]) =>
  conditions.length === 0
    ? sql`true`
    : sql.join(
        conditions.map((condition) => sql`(${condition})`),
        sql` and `,
      )
const anyOf = (conditions: SQL[]) =>
  conditions.length === 0
    ? sql`false`
    : sql.join(
        conditions.map((condition) => sql`(${condition})`),
        sql` or `,
      )

/**
 * What a first read of a tier tells: how many recipes it holds (at most its cap) and, when it holds
 * fewer than its cap, all of them in order, so no second read is needed.
 */
interface Probe {
  count: number
  ordered: string[] | null
}

/**
 * Reads at most `cap` rows meeting `where` (through the indexes, no row read twice): their count, and
 * when there are fewer than `cap`, all of them sorted by `rank` (an expression of the row's `columns`),
 * then popularity. A tier at its cap is neither ranked nor sorted.
 */
async function probe(db: Database, where: SQL, rank: SQL, columns: string[], cap: number): Promise<Probe> {
  const kept = sql.raw(['recipe_id', 'likes_count', 'created_at', ...columns].map((c) => `s.${c}`).join(', '))
  const result = (await db.execute(sql`
    with s as materialized (select ${kept} from recipe_search s where ${where} limit ${cap}),
      size as (select count(*)::int as n from s)
    select size.n, case when size.n < ${cap} then array(
        select s.recipe_id from s
        order by ${rank} desc, s.likes_count desc, s.created_at desc, s.recipe_id desc
      ) end as ids
    from size`)) as unknown as { rows: { n: number; ids: string[] | null }[] }
  const { n = 0, ids = null } = result.rows[0] ?? {}
  return { count: n, ordered: ids }
}

/** The full matches' probe; without criteria, every recipe counted (and read page by page). */
async function probeFull(db: Database, plan: SearchPlan, cap: number): Promise<Probe> {
  const criteria = criteriaOf(plan)
  if (criteria.length === 0) {
    return { count: await selectCount(db, sql`select count(*)::int as n from recipes`), ordered: null }
  }
  if (!plan.keyword) return probe(db, allOf(criteria), sql`0::int`, [], cap)
  const query = keywordQuery(plan.keyword)
  const rank = sql`(case when s.title @@ ${query} then 3 when s.core @@ ${query} then 2 else 1 end)`
  return probe(db, allOf(criteria), rank, ['title', 'core'], cap)
}

/**
 * The full matches at positions [from, to) of their order. A probe that holds them all answers;
 * otherwise they are read in order of popularity, with a keyword tier by tier (title, ingredients, the
 * rest), stopping as soon as `to` are found.
 */
async function fullMatches(
  db: Database,
  plan: SearchPlan,
  found: Probe,
  from: number,
  to: number,
): Promise<string[]> {
  to = Math.min(to, found.count)
  if (to <= from) return []
  if (found.ordered) return found.ordered.slice(from, to)
  const criteria = criteriaOf(plan)
  if (criteria.length === 0) {
    return selectIds(
      db,
      sql`select s.id from recipes s
        order by s.likes_count desc, s.created_at desc, s.id desc limit ${to - from} offset ${from}`,
    )
  }
  const keyword = plan.keyword
  if (!keyword) {
    return selectIds(
      db,
      sql`select s.recipe_id as id from recipe_search s where ${allOf(criteria)}
        order by ${byPopularity} limit ${to - from} offset ${from}`,
    )
  }
  const query = keywordQuery(keyword)
  const tiers = [
    sql`s.title @@ ${query}`,
    sql`s.core @@ ${query} and not (s.title @@ ${query})`,
    sql`s.doc @@ ${query} and not (s.core @@ ${query})`,
  ]
  const ids: string[] = []
  for (const tier of tiers) {
    ids.push(
      ...(await selectIds(
        db,
        sql`select s.recipe_id as id from recipe_search s where ${tier} and ${allOf(plan.filters)}
          order by ${byPopularity} limit ${to - ids.length}`,
      )),
    )
    if (ids.length >= to) break
  }
  return ids.slice(from, to)
}

/** The partial matches' probe (most criteria met first); none with fewer than two criteria. */
function probePartial(db: Database, plan: SearchPlan, cap: number): Promise<Probe> {
  const criteria = criteriaOf(plan)
  if (criteria.length < 2) return Promise.resolve({ count: 0, ordered: [] })
  return probe(
    db,
    sql`(${anyOf(criteria)}) and not (${allOf(criteria)})`,
    metCount(criteria),
    ['doc', 'terms'],
    cap,
  )
}

const metCount = (criteria: SQL[]) =>
  sql`(${sql.join(
    criteria.map((condition) => sql`(case when ${condition} then 1 else 0 end)`),
    sql` + `,
  )})`

/** Every way of choosing `size` of `items`, in order. */
function combinations<T>(items: T[], size: number): T[][] {
  if (size === 0) return [[]]
  return items.flatMap((item, index) =>
    combinations(items.slice(index + 1), size - 1).map((rest) => [item, ...rest]),
  )
}

/** Most combinations a level's condition is spelled out as (beyond, a sum of the criteria met). */
const MAX_COMBINATIONS = 10

/**
 * The partial matches at positions [from, to) of their order (most criteria met first). A probe that
 * holds them all answers; otherwise they are read level by level (criteria met), each in order of
 * popularity and stopping early. A level is spelled as the choices of criteria it meets
 * (`(a and b and not c) or …`), which the indexes answer and the planner can weigh.
 */
async function partialMatches(
  db: Database,
  plan: SearchPlan,
  found: Probe,
  from: number,
  to: number,
): Promise<string[]> {
  to = Math.min(to, found.count)
  if (to <= from) return []
  if (found.ordered) return found.ordered.slice(from, to)
  const criteria = criteriaOf(plan)
  const indices = criteria.map((_, index) => index)
  const ids: string[] = []
  for (let level = criteria.length - 1; level >= 1 && ids.length < to; level--) {
    const choices = combinations(indices, level)
    const condition =
      choices.length <= MAX_COMBINATIONS
        ? anyOf(
            choices.map((chosen) =>
              allOf(
                indices.map((index) =>
                  chosen.includes(index) ? criteria[index]! : sql`not (${criteria[index]!})`,
                ),
              ),
            ),
          )
        : sql`(${anyOf(criteria)}) and ${metCount(criteria)} = ${level}`
    ids.push(
      ...(await selectIds(
        db,
        sql`select s.recipe_id as id from recipe_search s where ${condition}
          order by ${byPopularity} limit ${to - ids.length}`,
      )),
    )
  }
  return ids.slice(from, to)
}

/**
 * Recipes related to the anchors that meet no criterion (so none is a full or partial match), most
 * shared first, then most liked; at most RELATED_CAP. The candidates are read through the terms index
 * as they come, at most RELATED_POOL of each kind, so a common ingredient costs no more than a rare one.
 */
async function relatedRecipes(db: Database, plan: SearchPlan, anchors: string[]): Promise<string[]> {
  const criteria = criteriaOf(plan)
  if (criteria.length === 0 || anchors.length === 0) return []
  // The anchors' terms first, so the planner sees them (a rare ingredient is read through the index).
  const shared = (await db.execute(sql`
    select coalesce(array_agg(distinct term) filter (where left(term, 2) = 'i:' and not exists (
        select 1 from ingredients staple where 'i:' || staple.key = term
          and (staple.key = any(${sql.param(STAPLE_INGREDIENTS)}::text[])
            or staple."group" = any(${sql.param(STAPLE_GROUPS)}::text[])))), '{}') as ingredients,
      coalesce(array_agg(distinct term) filter (where left(term, 2) in ('c:', 'k:')), '{}') as labels
    from recipe_search, unnest(terms) as term
    where recipe_id = any(${sql.param(anchors)}::uuid[])`)) as unknown as {
    rows: { ingredients: string[]; labels: string[] }[]
  }
  const { ingredients = [], labels = [] } = shared.rows[0] ?? {}
  if (ingredients.length === 0 && labels.length === 0) return []
  const ingredientTerms = sql`${sql.param(ingredients)}::text[]`
  const labelTerms = sql`${sql.param(labels)}::text[]`
  const meetsNone = sql`not (${anyOf(criteria)})`
  return selectIds(
    db,
    sql`with pool as (
        (select s.recipe_id, s.terms, s.likes_count, s.created_at from recipe_search s
          where s.terms && ${ingredientTerms} and ${meetsNone} limit ${RELATED_POOL.ingredients})
        union
        (select s.recipe_id, s.terms, s.likes_count, s.created_at from recipe_search s
          where s.terms && ${labelTerms} and ${meetsNone} limit ${RELATED_POOL.labels})
      ), shared as (
        select pool.recipe_id, sum(case when left(term, 2) = 'i:' then 2 else 1 end) as score
        from pool, unnest(pool.terms) as term
        where term = any(${ingredientTerms}) or term = any(${labelTerms})
        group by pool.recipe_id
      )
      select s.recipe_id as id from pool as s join shared on shared.recipe_id = s.recipe_id
      order by shared.score desc, ${byPopularity}
      limit ${RELATED_CAP}`,
  )
}

/** Page `page` (from 1) of `limit` recipes: the main recipes (page 1), the similar ones, the counts. */
export async function findSearchPage(
  db: Database,
  plan: SearchPlan,
  page: number,
  limit: number,
  caps: SearchCaps = defaultCaps,
): Promise<SearchPage> {
  const [full, partial] = await Promise.all([
    probeFull(db, plan, caps.full),
    probePartial(db, plan, caps.partial),
  ])
  // The similar sequence (full matches beyond the main ones, partial, related) on this page.
  const from = (page - 1) * limit
  const to = page * limit
  const fullRest = Math.max(0, full.count - limit)
  const fullWindow = fullMatches(db, plan, full, page === 1 ? 0 : limit + from, limit + to)
  const partialWindow = partialMatches(db, plan, partial, Math.max(0, from - fullRest), to - fullRest)
  // The related tier's anchors: the first full matches (page 1 reads them anyway), else partial ones.
  const related = (async () => {
    if (criteriaOf(plan).length === 0) return []
    let anchors = (page === 1 ? await fullWindow : await fullMatches(db, plan, full, 0, ANCHORS)).slice(
      0,
      ANCHORS,
    )
    if (anchors.length === 0) anchors = await partialMatches(db, plan, partial, 0, ANCHORS)
    return relatedRecipes(db, plan, anchors)
  })()
  const [fullIds, partialIds, relatedIds] = await Promise.all([fullWindow, partialWindow, related])
  const relatedFrom = Math.max(0, from - fullRest - partial.count)
  const relatedTo = Math.max(0, to - fullRest - partial.count)
  return {
    main: page === 1 ? fullIds.slice(0, limit) : [],
    similar: [
      ...(page === 1 ? fullIds.slice(limit) : fullIds),
      ...partialIds,
      ...relatedIds.slice(relatedFrom, relatedTo),
    ].slice(0, limit),
    total: full.count,
    totalPages: Math.ceil((fullRest + partial.count + relatedIds.length) / limit),
  }
}
