import { and, asc, desc, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import { envelope } from '../../http/envelope'
import { notFound } from '../../http/errors'
import type { OperationHandlers } from '../../http/types'
import { categorySummary } from '../catalogue/routes'
import { ingredientSummary } from '../ingredients/routes'
import { countInt } from '../presenters'
import { findRecipeSummaries, newestFirst } from '../recipes/read-model'
import {
  categoryCondition,
  cookTimeCondition,
  ingredientCondition,
  keywordCondition,
  keywordRank,
  labelCondition,
  parseJsonList,
  termNamed,
} from './criteria'

async function countRecipes(db: Database, where: SQL | undefined) {
  const [row] = await db.select({ value: countInt() }).from(t.recipes).where(where)
  return row?.value ?? 0
}

/** The category a page's slug names (by slug, key or name, as the recipes are matched), or null. */
async function findCategory(db: Database, entry: string) {
  const [row] = await db
    .select()
    .from(t.categories)
    .where(sql`${t.categories.slug} = lower(${entry}) or ${termNamed('categories', entry)}`)
    .orderBy(asc(t.categories.position))
    .limit(1)
  return row ?? null
}

/** The ingredient a page's slug names (by slug, key or name), or null. */
async function findIngredient(db: Database, entry: string) {
  const [row] = await db
    .select()
    .from(t.ingredients)
    .where(sql`${t.ingredients.slug} = lower(${entry}) or ${termNamed('ingredients', entry)}`)
    .orderBy(asc(t.ingredients.nameEn))
    .limit(1)
  return row ?? null
}

type ListFilter = 'ingredients' | 'categories' | 'cuisines' | 'diets' | 'healthLabels'
const filterTables: Record<
  ListFilter,
  'ingredients' | 'categories' | 'cuisines' | 'diet_labels' | 'health_labels'
> = {
  ingredients: 'ingredients',
  categories: 'categories',
  cuisines: 'cuisines',
  diets: 'diet_labels',
  healthLabels: 'health_labels',
}

/** Each list filter's entries with the names of the catalogue entries they match (null when none). */
async function nameFilters(db: Database, lists: Record<ListFilter, string[]>) {
  const named = await Promise.all(
    (Object.keys(filterTables) as ListFilter[]).map(async (filter) => {
      const entries = lists[filter]
      if (entries.length === 0) return [filter, []] as const
      const table = filterTables[filter]
      const hasSlug = table === 'ingredients' || table === 'categories'
      const result = (await db.execute(sql`select entry, term.name_en, term.name_ar
        from unnest(${sql.param(entries)}::text[]) with ordinality as given(entry, position)
        left join lateral (select name_en, name_ar from ${sql.raw(table)} term
          where term.key = lower(given.entry) or lower(term.name_en) = lower(given.entry)
            or term.name_ar = given.entry ${hasSlug ? sql`or term.slug = lower(given.entry)` : sql``}
          limit 1) term on true
        order by given.position`)) as unknown as {
        rows: { entry: string; name_en: string | null; name_ar: string | null }[]
      }
      return [
        filter,
        result.rows.map((row) => ({
          value: row.entry,
          name: row.name_en === null ? null : { en: row.name_en, ar: row.name_ar ?? row.name_en },
        })),
      ] as const
    }),
  )
  return Object.fromEntries(named) as Record<
    ListFilter,
    { value: string; name: { en: string; ar: string } | null }[]
  >
}

export const searchHandlers = {
  /** Recipes of a category and/or containing an ingredient (the category and ingredient pages). */
  async searchRecipesByTaxonomy(request) {
    const { ingredient, category, limit, skip } = request.query
    const db = request.server.db
    const [namedCategory, namedIngredient] = await Promise.all([
      category ? findCategory(db, category) : undefined,
      ingredient ? findIngredient(db, ingredient) : undefined,
    ])
    if (namedCategory === null) throw notFound('No category found')
    if (namedIngredient === null) throw notFound('No ingredient found')
    const where = and(
      ingredient ? ingredientCondition(ingredient) : undefined,
      category ? categoryCondition(category) : undefined,
    )
    const [recipes, total] = await Promise.all([
      findRecipeSummaries(db, {
        where,
        orderBy: newestFirst,
        limit,
        offset: skip,
        viewerId: request.viewerId,
      }),
      countRecipes(db, where),
    ])
    return envelope(
      {
        recipes,
        total,
        ...(namedCategory ? { category: categorySummary(namedCategory) } : {}),
        ...(namedIngredient ? { ingredient: ingredientSummary(namedIngredient) } : {}),
      },
      'Recipes fetched successfully',
    )
  },

  /**
   * The search page. Every keyword and list entry is a criterion; `mainRecipe` (page 1) holds recipes
   * meeting all of them, `similarRecipes` those meeting some, most criteria met first.
   */
  async searchRecipes(request) {
    const query = request.query
    const keyword = query.keyword?.trim() ?? ''
    const lists: Record<ListFilter, string[]> = {
      ingredients: parseJsonList('ingredients', query.ingredients),
      categories: parseJsonList('categories', query.categories),
      cuisines: parseJsonList('cuisines', query.cuisines),
      diets: parseJsonList('diets', query.diets),
      healthLabels: parseJsonList('healthLabels', query.healthLabels),
    }
    const criteria: SQL[] = [
      ...(keyword ? [keywordCondition(keyword)] : []),
      ...lists.ingredients.map(ingredientCondition),
      ...lists.categories.map(categoryCondition),
      ...lists.cuisines.map((entry) => labelCondition('cuisines', entry)),
      ...lists.diets.map((entry) => labelCondition('diet_labels', entry)),
      ...lists.healthLabels.map((entry) => labelCondition('health_labels', entry)),
      ...(query.cookTime ? [cookTimeCondition(query.cookTime)] : []),
    ]
    const { page, limit } = query
    const db = request.server.db
    const applied = await nameFilters(db, lists)
    const viewerId = request.viewerId
    const rank = keyword ? [desc(keywordRank(keyword))] : []

    if (criteria.length === 0) {
      const [recipes, total] = await Promise.all([
        page === 1 ? findRecipeSummaries(db, { orderBy: newestFirst, limit, viewerId }) : [],
        countRecipes(db, undefined),
      ])
      return envelope(
        {
          mainRecipe: recipes,
          similarRecipes: [],
          pagination: { page, limit, total, totalPages: 0 },
          applied,
        },
        'Search results fetched successfully',
      )
    }

    const matched = sql<number>`(${sql.join(
      criteria.map((condition) => sql`(case when ${condition} then 1 else 0 end)`),
      sql` + `,
    )})`
    const all = and(...criteria)
    const some = and(sql`(${sql.join(criteria, sql` or `)})`, sql`not (${all})`)
    const [mainRecipe, similarRecipes, mainTotal, similarTotal] = await Promise.all([
      page === 1
        ? findRecipeSummaries(db, { where: all, orderBy: [...rank, ...newestFirst], limit, viewerId })
        : [],
      findRecipeSummaries(db, {
        where: some,
        orderBy: [desc(matched), ...rank, ...newestFirst],
        limit,
        offset: (page - 1) * limit,
        viewerId,
      }),
      countRecipes(db, all),
      countRecipes(db, some),
    ])
    return envelope(
      {
        mainRecipe,
        similarRecipes,
        pagination: {
          page,
          limit,
          total: mainTotal + similarTotal,
          totalPages: Math.ceil(similarTotal / limit),
        },
        applied,
      },
      'Search results fetched successfully',
    )
  },
} satisfies OperationHandlers
