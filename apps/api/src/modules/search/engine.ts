/**
 * The search page's answer: which recipes, in which order, on which page.
 *
 * Criteria: the keyword (one criterion, every word required), each list filter group (any of its
 * entries: categories, cuisines, diet labels, health labels), each chosen ingredient (all of them are
 * required) and the cooking time. All are conditions on `recipe_search` (alias `s`), whose GIN indexes
 * answer them; the order is read from `recipes` (alias `r`): most liked first, then newest.
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
 * No recipe appears twice. Every tier is bounded so a page costs about the same whatever the database
 * holds: full matches are counted and listed up to FULL_CAP, partial ones up to PARTIAL_CAP, related
 * ones are the best RELATED_CAP of the RELATED_POOL most liked candidates. Without any criterion the
 * sequence is every recipe, most liked first, counted exactly and never cut.
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
/** Candidates of the related tier: the most liked sharing an ingredient, and sharing a label. */
const RELATED_POOL = { ingredients: 200, labels: 100 }
/** Full (or partial) matches whose ingredients and labels the related tier looks for. */
const ANCHORS = 3

/**
 * Ingredients too common to make two recipes related (catalogue keys), besides every oil and fat.
 */
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

export interface SearchPage {
  main: string[]
  similar: string[]
  /** Full matches (at most FULL_CAP when there are criteria). */
  total: number
  /** Pages of the similar sequence. */
  totalPages: number
}

const byPopularity = sql`r.likes_count desc, r.created_at desc, r.id desc`

async function selectIds(db: Database, query: SQL): Promise<string[]> {
  const result = (await db.execute(query)) as unknown as { rows: { id: string }[] }
  return result.rows.map((row) => row.id)
}

async function selectCount(db: Database, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number | string }[] }
  return Number(result.rows[0]?.n ?? 0)
}

const keywordCondition = (keyword: KeywordQuery) => sql`s.doc @@ ${keyword.fuzzy}::tsquery`

function criteriaOf(plan: SearchPlan): SQL[] {
  return [...(plan.keyword ? [keywordCondition(plan.keyword)] : []), ...plan.filters]
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

/** How many full matches there are (exact without criteria, else at most FULL_CAP). */
function countFull(db: Database, plan: SearchPlan): Promise<number> {
  const criteria = criteriaOf(plan)
  if (criteria.length === 0) return selectCount(db, sql`select count(*)::int as n from recipes`)
  return selectCount(
    db,
    sql`select count(*)::int as n from (select 1 from recipe_search s where ${allOf(criteria)}
      limit ${FULL_CAP}) as matched`,
  )
}

/**
 * Title matches 3, ingredient matches 2, the rest 1 (the keyword's tier); 0 without a keyword.
 */
function keywordLevel(keyword: KeywordQuery | null): SQL {
  if (!keyword) return sql`0`
  const query = sql`${keyword.fuzzy}::tsquery`
  return sql`(case when s.title @@ ${query} then 3 when s.core @@ ${query} then 2 else 1 end)`
}

/**
 * The full matches at positions [from, to) of their order, `count` being countFull's answer. Fewer
 * than FULL_CAP matches are all read through the indexes and sorted; more are read in order of
 * popularity, tier by tier, each stopping at `to` (an index scan of `recipes_popular_idx` that stops
 * early, since matches are then at least one recipe in a hundred of a hundred thousand).
 */
function fullMatches(
  db: Database,
  plan: SearchPlan,
  count: number,
  from: number,
  to: number,
): Promise<string[]> {
  to = Math.min(to, count)
  if (to <= from) return Promise.resolve([])
  const criteria = criteriaOf(plan)
  if (criteria.length === 0) {
    return selectIds(
      db,
      sql`select r.id from recipes r order by ${byPopularity} limit ${to - from} offset ${from}`,
    )
  }
  if (count < FULL_CAP || !plan.keyword) {
    return selectIds(
      db,
      sql`with matched as ${count < FULL_CAP ? sql`materialized` : sql`not materialized`} (
          select s.recipe_id, ${keywordLevel(plan.keyword)} as level from recipe_search s
          where ${allOf(criteria)}
        )
        select r.id from matched join recipes r on r.id = matched.recipe_id
        order by matched.level desc, ${byPopularity} limit ${to - from} offset ${from}`,
    )
  }
  // Each tier's best `to`; a recipe in a tier is in the wider ones too, and keeps its best level.
  const query = sql`${plan.keyword.fuzzy}::tsquery`
  const filters = plan.filters.length > 0 ? sql` and ${allOf(plan.filters)}` : sql``
  const tiers = (
    [
      ['title', 3],
      ['core', 2],
      ['doc', 1],
    ] as const
  ).map(
    ([column, level]) => sql`(select s.recipe_id as id, ${sql.raw(String(level))} as level
      from recipe_search s join recipes r on r.id = s.recipe_id
      where s.${sql.raw(column)} @@ ${query}${filters}
      order by ${byPopularity} limit ${to})`,
  )
  return selectIds(
    db,
    sql`select best.id from (
        select tier.id, max(tier.level) as level from (${sql.join(tiers, sql` union all `)}) as tier
        group by tier.id
      ) as best join recipes r on r.id = best.id
      order by best.level desc, ${byPopularity} limit ${to - from} offset ${from}`,
  )
}

/** How many partial matches are listed (at most PARTIAL_CAP); none with fewer than two criteria. */
function countPartial(db: Database, plan: SearchPlan): Promise<number> {
  const criteria = criteriaOf(plan)
  if (criteria.length < 2) return Promise.resolve(0)
  return selectCount(
    db,
    sql`select count(*)::int as n from (select 1 from recipe_search s
      where (${anyOf(criteria)}) and not (${allOf(criteria)}) limit ${PARTIAL_CAP}) as matched`,
  )
}

/**
 * The partial matches at positions [from, to) of their order (most criteria met first), `count` being
 * countPartial's answer: all of them read and sorted when fewer than PARTIAL_CAP, else level by level
 * (criteria met), each in order of popularity and stopping early.
 */
async function partialMatches(
  db: Database,
  plan: SearchPlan,
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
  if (count < PARTIAL_CAP) {
    return selectIds(
      db,
      sql`with matched as materialized (
          select s.recipe_id, ${met} as met from recipe_search s
          where (${anyOf(criteria)}) and not (${allOf(criteria)})
        )
        select r.id from matched join recipes r on r.id = matched.recipe_id
        order by matched.met desc, ${byPopularity} limit ${to - from} offset ${from}`,
    )
  }
  const found: string[] = []
  for (let level = criteria.length - 1; level >= 1 && found.length < to; level--) {
    found.push(
      ...(await selectIds(
        db,
        sql`select r.id from recipe_search s join recipes r on r.id = s.recipe_id
          where (${anyOf(criteria)}) and ${met} = ${level}
          order by ${byPopularity} limit ${to - found.length}`,
      )),
    )
  }
  return found.slice(from, to)
}

/** Recipes related to the anchors that meet no criterion, most shared first (at most RELATED_CAP). */
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
        (select s.recipe_id, s.terms from recipe_search s join recipes r on r.id = s.recipe_id
          where s.terms && ${ingredientTerms} and ${meetsNone}
          order by ${byPopularity} limit ${RELATED_POOL.ingredients})
        union
        (select s.recipe_id, s.terms from recipe_search s join recipes r on r.id = s.recipe_id
          where s.terms && ${labelTerms} and ${meetsNone}
          order by ${byPopularity} limit ${RELATED_POOL.labels})
      )
      select r.id from pool join recipes r on r.id = pool.recipe_id
      order by 2 * cardinality(array(select unnest(pool.terms) intersect select unnest(${ingredientTerms})))
          + cardinality(array(select unnest(pool.terms) intersect select unnest(${labelTerms}))) desc,
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
): Promise<SearchPage> {
  const [fullCount, partialCount] = await Promise.all([countFull(db, plan), countPartial(db, plan)])
  // The similar sequence (full matches beyond the main ones, partial, related) on this page.
  const from = (page - 1) * limit
  const to = page * limit
  const fullRest = Math.max(0, fullCount - limit)
  const partialFrom = Math.max(0, from - fullRest)
  const partialTo = Math.min(partialCount, to - fullRest)
  const [fullWindow, firstFull, partial] = await Promise.all([
    fullMatches(db, plan, fullCount, page === 1 ? 0 : limit + from, limit + to),
    page === 1 ? undefined : fullMatches(db, plan, fullCount, 0, ANCHORS),
    partialMatches(db, plan, partialCount, partialFrom, partialTo),
  ])
  const main = page === 1 ? fullWindow.slice(0, limit) : []
  const similarFull = page === 1 ? fullWindow.slice(limit) : fullWindow

  let anchors = (firstFull ?? fullWindow).slice(0, ANCHORS)
  if (anchors.length === 0) {
    anchors =
      partialFrom === 0 && partial.length >= ANCHORS
        ? partial.slice(0, ANCHORS)
        : await partialMatches(db, plan, partialCount, 0, ANCHORS)
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
