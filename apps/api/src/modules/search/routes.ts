import { and, asc, inArray, sql, type SQL } from 'drizzle-orm'
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
  ingredientCondition,
  LIST_FILTERS,
  parseJsonList,
  planSearch,
  termNamed,
  type ListFilter,
} from './criteria'
import { findSearchPage } from './engine'

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
   * The search page (see engine.ts for the order and the tiers): the keyword, each list filter group and
   * each ingredient, and the cooking time are the criteria; `applied` names the list filters.
   */
  async searchRecipes(request) {
    const query = request.query
    const db = request.server.db
    const lists = Object.fromEntries(
      LIST_FILTERS.map((filter) => [filter, parseJsonList(filter, query[filter])]),
    ) as Record<ListFilter, string[]>
    const { plan, applied } = await planSearch(db, {
      keyword: query.keyword ?? '',
      lists,
      cookTime: query.cookTime ?? null,
    })
    const { page, limit } = query
    const found = await findSearchPage(db, plan, page, limit)
    const ids = [...found.main, ...found.similar]
    const summaries =
      ids.length === 0
        ? []
        : await findRecipeSummaries(db, {
            where: inArray(t.recipes.id, ids),
            orderBy: newestFirst,
            limit: ids.length,
            viewerId: request.viewerId,
          })
    const byId = new Map(summaries.map((summary) => [summary._id, summary]))
    const inOrder = (list: string[]) => list.flatMap((id) => byId.get(id) ?? [])
    return envelope(
      {
        mainRecipe: inOrder(found.main),
        similarRecipes: inOrder(found.similar),
        pagination: { page, limit, total: found.total, totalPages: found.totalPages },
        applied,
      },
      'Search results fetched successfully',
    )
  },
} satisfies OperationHandlers
