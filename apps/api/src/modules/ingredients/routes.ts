import { recipeNutrientById } from '@sufra/core'
import { asc, desc, eq, sql } from 'drizzle-orm'
import * as t from '../../db/schema'
import { envelope } from '../../http/envelope'
import { notFound } from '../../http/errors'
import type { OperationHandlers } from '../../http/types'
import { POPULAR_LIMIT } from '../catalogue/routes'
import { countInt, localized, picture, popularEntries } from '../presenters'
import { findRecipeSummaries, newestFirst } from '../recipes/read-model'

/** Recipes on an ingredient's detail page (spec: 8). */
const DETAIL_RECIPES = 8

const recipeCount = sql<number>`(select count(distinct line.recipe_id)::int from recipe_ingredients line
  where line.ingredient_id = "ingredients"."id")`

/** An ingredient as lists and the ingredient page's heading show it. */
export const ingredientSummary = (row: typeof t.ingredients.$inferSelect) => ({
  _id: row.id,
  slug: row.slug,
  name: localized(row.nameEn, row.nameAr),
  image: row.imageUrl ? picture(row.imageUrl, row.imageKey) : null,
  group: row.group,
})

export const ingredientHandlers = {
  /** The catalogue, most cooked-with first, then alphabetically. */
  async listIngredients(request) {
    const { limit, skip } = request.query
    const db = request.server.db
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(t.ingredients)
        .orderBy(desc(recipeCount), asc(t.ingredients.nameEn))
        .limit(limit)
        .offset(skip),
      db.select({ value: countInt() }).from(t.ingredients),
    ])
    return envelope(
      { ingredients: rows.map(ingredientSummary), total: total?.value ?? 0 },
      'Ingredients fetched successfully',
    )
  },

  async listPopularIngredients(request) {
    const rows = await request.server.db
      .select({
        nameEn: t.ingredients.nameEn,
        nameAr: t.ingredients.nameAr,
        slug: t.ingredients.slug,
        imageUrl: t.ingredients.imageUrl,
        imageKey: t.ingredients.imageKey,
        count: recipeCount,
      })
      .from(t.ingredients)
      .orderBy(desc(recipeCount), asc(t.ingredients.nameEn))
      .limit(POPULAR_LIMIT)
    return envelope(popularEntries(rows), 'Popular ingredients fetched successfully')
  },

  async getIngredient(request) {
    const { id } = request.params
    const db = request.server.db
    const [row] = await db.select().from(t.ingredients).where(eq(t.ingredients.id, id))
    if (!row) throw notFound('No ingredient found')
    const [nutrition, recipes] = await Promise.all([
      db
        .select({
          nutrientId: t.nutrients.id,
          nutrientName: t.nutrients.name,
          unitName: t.nutrients.unitName,
          value: t.ingredientNutrients.valuePer100g,
        })
        .from(t.ingredientNutrients)
        .innerJoin(t.nutrients, eq(t.nutrients.id, t.ingredientNutrients.nutrientId))
        .where(eq(t.ingredientNutrients.ingredientId, id))
        .orderBy(asc(t.nutrients.id)),
      findRecipeSummaries(db, {
        where: sql`"recipes"."id" in (select line.recipe_id from recipe_ingredients line
          where line.ingredient_id = ${id})`,
        orderBy: newestFirst,
        limit: DETAIL_RECIPES,
        viewerId: request.viewerId,
      }),
    ])
    return envelope(
      {
        ...ingredientSummary(row),
        nutrition: nutrition
          .filter((nutrient) => nutrient.value > 0)
          .map((nutrient) => {
            const known = recipeNutrientById.get(nutrient.nutrientId)
            return known ? { ...nutrient, name: { ...known.name } } : nutrient
          }),
        portions: row.portions,
        recipes,
      },
      'Ingredient fetched successfully',
    )
  },
} satisfies OperationHandlers
