import { asc, desc, sql } from 'drizzle-orm'
import * as t from '../../db/schema'
import { envelope } from '../../http/envelope'
import type { OperationHandlers } from '../../http/types'
import { countInt, localized, picture, popularEntries } from '../presenters'

/** How many entries the popular strips return (the client shows the first 10). */
export const POPULAR_LIMIT = 20

const terms = (rows: { id: string; key: string; nameEn: string; nameAr: string }[]) =>
  rows.map((row) => ({ _id: row.id, key: row.key, name: localized(row.nameEn, row.nameAr) }))

/** A category as lists and the category page's heading show it. */
export const categorySummary = (row: typeof t.categories.$inferSelect) => ({
  _id: row.id,
  slug: row.slug,
  name: localized(row.nameEn, row.nameAr),
  image: row.imageUrl ? picture(row.imageUrl, row.imageKey) : null,
})

export const catalogueHandlers = {
  async listCategories(request) {
    const { limit, skip } = request.query
    const db = request.server.db
    const [rows, [total]] = await Promise.all([
      db.select().from(t.categories).orderBy(asc(t.categories.position)).limit(limit).offset(skip),
      db.select({ value: countInt() }).from(t.categories),
    ])
    return envelope(
      {
        categories: rows.map(categorySummary),
        total: total?.value ?? 0,
      },
      'Categories fetched successfully',
    )
  },

  /** Categories by how many recipes they hold. */
  async listPopularCategories(request) {
    const recipeCount = sql<number>`(select count(*)::int from recipe_categories link
      where link.category_id = "categories"."id")`
    const rows = await request.server.db
      .select({
        nameEn: t.categories.nameEn,
        nameAr: t.categories.nameAr,
        slug: t.categories.slug,
        imageUrl: t.categories.imageUrl,
        imageKey: t.categories.imageKey,
        count: recipeCount,
      })
      .from(t.categories)
      .orderBy(desc(recipeCount), asc(t.categories.position))
      .limit(POPULAR_LIMIT)
    return envelope(popularEntries(rows), 'Popular categories fetched successfully')
  },

  async getFilterOptions(request) {
    const db = request.server.db
    const [cuisines, dietLabels, healthLabels] = await Promise.all(
      [t.cuisines, t.dietLabels, t.healthLabels].map((table) =>
        db.select().from(table).orderBy(asc(table.position)),
      ),
    )
    return envelope(
      { cuisines: terms(cuisines!), dietLabels: terms(dietLabels!), healthLabels: terms(healthLabels!) },
      'Filter options fetched successfully',
    )
  },
} satisfies OperationHandlers
