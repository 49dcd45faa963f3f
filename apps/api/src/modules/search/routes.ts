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
    const criteria: SQL[] = [
      ...(keyword ? [keywordCondition(keyword)] : []),
      ...parseJsonList('ingredients', query.ingredients).map(ingredientCondition),
      ...parseJsonList('categories', query.categories).map(categoryCondition),
      ...parseJsonList('cuisines', query.cuisines).map((entry) => labelCondition('cuisines', entry)),
      ...parseJsonList('diets', query.diets).map((entry) => labelCondition('diet_labels', entry)),
      ...parseJsonList('healthLabels', query.healthLabels).map((entry) =>
        labelCondition('health_labels', entry),
      ),
      ...(query.cookTime ? [cookTimeCondition(query.cookTime)] : []),
    ]
    const { page, limit } = query
    const db = request.server.db
    const viewerId = request.viewerId
    const rank = keyword ? [desc(keywordRank(keyword))] : []

    if (criteria.length === 0) {
      const [recipes, total] = await Promise.all([
        page === 1 ? findRecipeSummaries(db, { orderBy: newestFirst, limit, viewerId }) : [],
        countRecipes(db, undefined),
      ])
      return envelope(
        { mainRecipe: recipes, similarRecipes: [], pagination: { page, limit, total, totalPages: 0 } },
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
      },
      'Search results fetched successfully',
    )
  },
} satisfies OperationHandlers
