/**
 * "Download my data": everything a person has put into Sufra, read for them alone (every query is by their
 * id), as the contract's DataExport. The profile is the signed-in answer (no password hash, no sessions,
 * no codes); recipes are schema.org Recipe JSON-LD from @sufra/core with absolute picture addresses.
 */
import { recipeJsonLd, type Language } from '@sufra/core'
import type { components } from '@sufra/api-client/schema'
import { asc, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import { loadCurrentUser } from '../account/current-user'
import { readShoppingList, readShoppingListSummaries } from '../lists/read'
import { localized } from '../presenters'
import { findRecipeDetail } from '../recipes/read-model'

export type DataExport = components['schemas']['DataExport']

const iso = (value: Date | string) => new Date(value).toISOString()

/** An address made absolute against the site's base (`/uploads/a.webp` → `https://sufra.app/uploads/a.webp`). */
function absolute(url: string, baseUrl: string): string {
  try {
    return new URL(url, `${baseUrl}/`).toString()
  } catch {
    return url
  }
}

/**
 * The person's data. `baseUrl` is where people reach the site (no trailing slash): recipe, creator and
 * picture addresses are made absolute against it; `now` stamps the file.
 */
export async function exportPersonData(
  db: Database,
  userId: string,
  baseUrl: string,
  now: Date,
): Promise<DataExport> {
  const current = await loadCurrentUser(db, userId)
  const lang: Language = current.language === 'arabic' ? 'ar' : 'en'
  const recipeUrl = (id: string) => `${baseUrl}/${lang}/recipe/${id}`
  const profile = { ...current, image: { ...current.image, url: absolute(current.image.url, baseUrl) } }

  const ownRecipes = await db
    .select({ id: t.recipes.id })
    .from(t.recipes)
    .where(eq(t.recipes.creatorId, userId))
    .orderBy(desc(t.recipes.createdAt), desc(t.recipes.id))
  const recipes = []
  for (const { id } of ownRecipes) {
    const detail = await findRecipeDetail(db, id, null)
    if (detail) recipes.push(recipeJsonLd(detail, { lang, url: recipeUrl(id) }))
  }

  const commentRows = await db
    .select({
      id: t.comments.id,
      recipeId: t.comments.recipeId,
      parentId: t.comments.parentId,
      contentEn: t.comments.contentEn,
      contentAr: t.comments.contentAr,
      createdAt: t.comments.createdAt,
      updatedAt: t.comments.updatedAt,
      titleEn: t.recipes.titleEn,
      titleAr: t.recipes.titleAr,
    })
    .from(t.comments)
    .innerJoin(t.recipes, eq(t.recipes.id, t.comments.recipeId))
    .where(eq(t.comments.userId, userId))
    .orderBy(desc(t.comments.createdAt), desc(t.comments.id))

  const markedRecipes = async (table: typeof t.likes | typeof t.savedRecipes) => {
    const rows = await db
      .select({
        recipeId: table.recipeId,
        createdAt: table.createdAt,
        titleEn: t.recipes.titleEn,
        titleAr: t.recipes.titleAr,
      })
      .from(table)
      .innerJoin(t.recipes, eq(t.recipes.id, table.recipeId))
      .where(eq(table.userId, userId))
      .orderBy(desc(table.createdAt), desc(table.recipeId))
    return rows.map((row) => ({
      recipeId: row.recipeId,
      title: localized(row.titleEn, row.titleAr),
      url: recipeUrl(row.recipeId),
      createdAt: iso(row.createdAt),
    }))
  }

  const followRows = await db
    .select({ userId: t.follows.followeeId, username: t.users.username, createdAt: t.follows.createdAt })
    .from(t.follows)
    .innerJoin(t.users, eq(t.users.id, t.follows.followeeId))
    .where(eq(t.follows.followerId, userId))
    .orderBy(desc(t.follows.createdAt), desc(t.follows.followeeId))

  const shoppingLists = []
  for (const summary of await readShoppingListSummaries(db, userId)) {
    const list = await readShoppingList(db, userId, summary._id)
    if (list) shoppingLists.push(list)
  }

  const plans = await db
    .select({ date: t.mealPlans.date, slots: t.mealPlans.slots })
    .from(t.mealPlans)
    .where(eq(t.mealPlans.userId, userId))
    .orderBy(asc(t.mealPlans.date))

  return {
    format: 'sufra-data-export/1',
    exportedAt: now.toISOString(),
    profile,
    recipes,
    comments: commentRows.map((row) => ({
      _id: row.id,
      recipeId: row.recipeId,
      recipeTitle: localized(row.titleEn, row.titleAr),
      recipeUrl: recipeUrl(row.recipeId),
      parent: row.parentId,
      content: localized(row.contentEn, row.contentAr),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
    likes: await markedRecipes(t.likes),
    savedRecipes: await markedRecipes(t.savedRecipes),
    following: followRows.map((row) => ({
      userId: row.userId,
      username: row.username,
      url: `${baseUrl}/${lang}/creators/${row.userId}`,
      createdAt: iso(row.createdAt),
    })),
    shoppingLists,
    mealPlans: plans.map((plan) => ({ date: plan.date, mealPlan: plan.slots })),
  }
}
