/**
 * The search page's answer: which recipes, in which order, on which page.
 *
 * Criteria: the keyword (one criterion, every word required), each list filter group (any of its
 * entries: categories, cuisines, diet labels, health labels), each chosen ingredient (all of them are
 * required) and the cooking time. All are conditions on `recipe_search` (alias `s`), whose GIN indexes
 * answer them, and whose own copy of the order (most liked first, then newest) sorts them: a search
 * reads no other table.
 *
 * The answer is one sequence cut into pages:
 * - full matches (every criterion), best first: with a keyword, title matches before ingredient matches
 *   before the rest (description, category and cuisine names); then popularity. (Only words no recipe
 *   uses are corrected, so a recipe matching the keyword as typed never competes with a correction.)
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
export const FULL_CAP = 1000
/** Partial matches listed at most. */
export const PARTIAL_CAP = 300
/** Related recipes listed at most. */
export const RELATED_CAP = 60
/** Candidates of the related tier read at most: sharing an ingredient, and sharing a label. */
const RELATED_POOL = { ingredients: 300, labels: 100 }
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

const keywordQuery = (keyword: KeywordQuery) => sql`${keyword.fuzzy}::tsquery`

function criteriaOf(plan: SearchPlan): SQL[] {
  return [...(plan.keyword ? [sql`s.doc @@ ${keywordQuery(plan.keyword)}`] : []), ...plan.filters]
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

/** `count(*)` of the rows of `recipe_search s` meeting `where`, stopping at `cap`. */
const countUpTo = (db: Database, where: SQL, cap: number) =>
  selectCount(
    db,
    sql`select count(*)::int as n from (select 1 from recipe_search s where ${where} limit ${cap}) as found`,
  )

/** How many full matches there are (exact without criteria, else at most `cap`). */
function countFull(db: Database, plan: SearchPlan, cap: number): Promise<number> {
  const criteria = criteriaOf(plan)
  if (criteria.length === 0) return selectCount(db, sql`select count(*)::int as n from recipes`)
  return countUpTo(db, allOf(criteria), cap)
}

/**
 * The full matches at positions [from, to) of their order, `count` being countFull's answer. Fewer than
 * the cap are read through the indexes and sorted in one pass; more are read tier by tier (title,
 * ingredients, the rest), each in order of popularity, stopping as soon as `to` are found.
 */
async function fullMatches(
  db: Database,
  plan: SearchPlan,
  cap: number,
  count: number,
  from: number,
  to: number,
): Promise<string[]> {
  to = Math.min(to, count)
  if (to <= from) return []
  const criteria = criteriaOf(plan)
  if (criteria.length === 0) {
    return selectIds(
      db,
      sql`select s.id from recipes s
        order by s.likes_count desc, s.created_at desc, s.id desc limit ${to - from} offset ${from}`,
    )
  }
  const keyword = plan.keyword
  if (count < cap) {
    const level = keyword
      ? sql`(case when s.title @@ ${keywordQuery(keyword)} then 3
          when s.core @@ ${keywordQuery(keyword)} then 2 else 1 end)`
      : sql`0`
    return selectIds(
      db,
      sql`select s.id from (
          select s.recipe_id as id, ${level} as level, s.likes_count, s.created_at
          from recipe_search s where ${allOf(criteria)}
          offset 0
        ) as s
        order by s.level desc, s.likes_count desc, s.created_at desc, s.id desc
        limit ${to - from} offset ${from}`,
    )
  }
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
  const found: string[] = []
  for (const tier of tiers) {
    found.push(
      ...(await selectIds(
        db,
        sql`select s.recipe_id as id from recipe_search s where ${tier} and ${allOf(plan.filters)}
          order by ${byPopularity} limit ${to - found.length}`,
      )),
    )
    if (found.length >= to) break
  }
  return found.slice(from, to)
}

/** How many partial matches are listed (at most `cap`); none with fewer than two criteria. */
function countPartial(db: Database, plan: SearchPlan, cap: number): Promise<number> {
  const criteria = criteriaOf(plan)
  if (criteria.length < 2) return Promise.resolve(0)
  return countUpTo(db, sql`(${anyOf(criteria)}) and not (${allOf(criteria)})`, cap)
}

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
 * The partial matches at positions [from, to) of their order (most criteria met first), `count` being
 * countPartial's answer: fewer than the cap are read and sorted in one pass; more level by level
 * (criteria met), each in order of popularity and stopping early. A level is spelled as the choices of
 * criteria it meets (`(a and b and not c) or …`), which the indexes answer and the planner can weigh.
 */
async function partialMatches(
  db: Database,
  plan: SearchPlan,
  cap: number,
  count: number,
  from: number,
  to: number,
): Promise<string[]> {
  const criteria = criteriaOf(plan)
  to = Math.min(to, count)
  if (criteria.length < 2 || to <= from) return []
  const met = sql`(${sql.join(
    criteria.map((condition) => sql`(case when ${condition} then 1 else 0 end)`),
    sql` + `,
  )})`
  if (count < cap) {
    return selectIds(
      db,
      sql`select s.id from (
          select s.recipe_id as id, ${met} as met, s.likes_count, s.created_at
          from recipe_search s where (${anyOf(criteria)}) and not (${allOf(criteria)})
          offset 0
        ) as s
        order by s.met desc, s.likes_count desc, s.created_at desc, s.id desc
        limit ${to - from} offset ${from}`,
    )
  }
  const indices = criteria.map((_, index) => index)
  const found: string[] = []
  for (let level = criteria.length - 1; level >= 1 && found.length < to; level--) {
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
        : sql`(${anyOf(criteria)}) and ${met} = ${level}`
    found.push(
      ...(await selectIds(
        db,
        sql`select s.recipe_id as id from recipe_search s where ${condition}
          order by ${byPopularity} limit ${to - found.length}`,
      )),
    )
  }
  return found.slice(from, to)
}

/**
 * Recipes related to the anchors that meet no criterion (so none is a full or partial match), most
 * shared first, then most liked; at most RELATED_CAP. The candidates are read through the terms index
 * as they come, at most RELATED_POOL of each kind, so a common ingredient costs no more than a rare one.
 */
async function relatedRecipes(db: Database, plan: SearchPlan, anchors: string[]): Promise<string[]> {
  const criteria = criteriaOf(plan)
  if (criteria.length === 0 || anchors.length === 0) return []
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
      )
      select s.recipe_id as id from pool as s
      order by 2 * cardinality(array(select unnest(s.terms) intersect select unnest(${ingredientTerms})))
          + cardinality(array(select unnest(s.terms) intersect select unnest(${labelTerms}))) desc,
        ${byPopularity}
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
  const [fullCount, partialCount] = await Promise.all([
    countFull(db, plan, caps.full),
    countPartial(db, plan, caps.partial),
  ])
  // The similar sequence (full matches beyond the main ones, partial, related) on this page.
  const from = (page - 1) * limit
  const to = page * limit
  const fullRest = Math.max(0, fullCount - limit)
  const partialFrom = Math.max(0, from - fullRest)
  const partialTo = Math.min(partialCount, to - fullRest)
  const [fullWindow, firstFull, partial] = await Promise.all([
    fullMatches(db, plan, caps.full, fullCount, page === 1 ? 0 : limit + from, limit + to),
    page === 1 ? undefined : fullMatches(db, plan, caps.full, fullCount, 0, ANCHORS),
    partialMatches(db, plan, caps.partial, partialCount, partialFrom, partialTo),
  ])
  const main = page === 1 ? fullWindow.slice(0, limit) : []
  const similarFull = page === 1 ? fullWindow.slice(limit) : fullWindow

  let anchors = (firstFull ?? fullWindow).slice(0, ANCHORS)
  if (anchors.length === 0) {
    anchors =
      partialFrom === 0 && partial.length >= ANCHORS
        ? partial.slice(0, ANCHORS)
        : await partialMatches(db, plan, caps.partial, partialCount, 0, ANCHORS)
  }
  const related = await relatedRecipes(db, plan, anchors)
  const relatedFrom = Math.max(0, from - fullRest - partialCount)
  const relatedTo = Math.max(0, to - fullRest - partialCount)
  const similar = [...similarFull, ...partial, ...related.slice(relatedFrom, relatedTo)].slice(0, limit)
  return {
    main,
    similar,
    total: fullCount,
    totalPages: Math.ceil((fullRest + partialCount + related.length) / limit),
  }
}
