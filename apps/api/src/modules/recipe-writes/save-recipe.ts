/**
 * Writing a recipe: create, edit and delete, each in one transaction, with the pictures' files removed
 * only after the transaction has committed (a failure leaves the stored recipe and its files as they were).
 *
 * Pictures: the thumbnail, the other images and the step pictures must each be an upload of the viewer's
 * (`uploads` row, made by `image/upload`) that no other recipe or avatar uses, or already be on the recipe
 * being edited. Uploads no longer on the recipe after an edit, and the viewer's uploads listed in
 * `toDeleteImages` that the recipe does not use, are forgotten (rows, then files). `toDeleteImages` keys we
 * never stored are ignored (the client may have removed them already); keys of someone else's uploads are
 * refused with a 400.
 */
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import { forbidden, notFound } from '../../http/errors'
import { removeUploadFile, uploadUrl } from '../images/store-image'
import { recipeChanged } from '../recipes/detail-cache'
import { refreshRecipeSearch } from '../search/search-document'
import { weighIngredients } from './ingredient-match'
import { fieldError, type RecipeDraft } from './recipe-form'

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export const RECIPE_NOT_FOUND = 'Recipe not found.'
const NOT_YOUR_RECIPE_EDIT = 'You can only edit your own recipes.'
const NOT_YOUR_RECIPE_DELETE = 'You can only delete your own recipes.'

/** The pictures a recipe shows, by key, with where they are served. */
async function recipeImages(db: Database | Transaction, recipeId: string): Promise<Map<string, string>> {
  const [recipe] = await db
    .select({ key: t.recipes.thumbnailKey, url: t.recipes.thumbnailUrl })
    .from(t.recipes)
    .where(eq(t.recipes.id, recipeId))
  const others = await db
    .select({ key: t.recipeImages.key, url: t.recipeImages.url })
    .from(t.recipeImages)
    .where(eq(t.recipeImages.recipeId, recipeId))
  const steps = await db
    .select({ key: t.recipeInstructions.imageKey, url: t.recipeInstructions.imageUrl })
    .from(t.recipeInstructions)
    .where(eq(t.recipeInstructions.recipeId, recipeId))
  const images = new Map<string, string>()
  for (const image of [...(recipe ? [recipe] : []), ...others, ...steps]) {
    if (image.key) images.set(image.key, image.url)
  }
  return images
}

/** Of `keys`, those another recipe (not `recipeId`) or any avatar uses. */
async function keysUsedElsewhere(
  tx: Transaction,
  keys: string[],
  recipeId: string | null,
): Promise<Set<string>> {
  if (keys.length === 0) return new Set()
  const otherRecipe = (column: AnyPgColumn) => (recipeId ? ne(column, recipeId) : undefined)
  const rows = await tx
    .select({ key: t.recipes.thumbnailKey })
    .from(t.recipes)
    .where(and(inArray(t.recipes.thumbnailKey, keys), otherRecipe(t.recipes.id)))
    .union(
      tx
        .select({ key: t.recipeImages.key })
        .from(t.recipeImages)
        .where(and(inArray(t.recipeImages.key, keys), otherRecipe(t.recipeImages.recipeId))),
    )
    .union(
      tx
        .select({ key: t.recipeInstructions.imageKey })
        .from(t.recipeInstructions)
        .where(and(inArray(t.recipeInstructions.imageKey, keys), otherRecipe(t.recipeInstructions.recipeId))),
    )
    .union(tx.select({ key: t.users.imageKey }).from(t.users).where(inArray(t.users.imageKey, keys)))
  return new Set(rows.map((row) => row.key))
}

interface ImageUse {
  field: string
  key: string
}

/**
 * Checks every picture the form uses and answers where each is served: already on this recipe, or an
 * upload of the viewer's that nothing else uses (locked until the transaction ends).
 */
async function resolveImages(
  tx: Transaction,
  viewerId: string,
  recipeId: string | null,
  uses: ImageUse[],
  current: Map<string, string>,
): Promise<Map<string, string>> {
  const urls = new Map<string, string>()
  const fresh = uses.filter((use) => !current.has(use.key))
  for (const use of uses) if (current.has(use.key)) urls.set(use.key, current.get(use.key)!)
  const keys = [...new Set(fresh.map((use) => use.key))]
  if (keys.length === 0) return urls
  const owned = await tx
    .select({ key: t.uploads.key })
    .from(t.uploads)
    .where(and(inArray(t.uploads.key, keys), eq(t.uploads.ownerId, viewerId)))
    .for('update')
  const ownedKeys = new Set(owned.map((row) => row.key))
  const usedElsewhere = await keysUsedElsewhere(tx, keys, recipeId)
  for (const use of fresh) {
    if (!ownedKeys.has(use.key)) {
      throw fieldError(
        use.field,
        'Not one of your uploads',
        'One of the pictures is not a picture you uploaded; please upload it again.',
      )
    }
    if (usedElsewhere.has(use.key)) {
      throw fieldError(
        use.field,
        'Already used elsewhere',
        'One of the pictures is already used by another recipe or your profile; please upload it again.',
      )
    }
    urls.set(use.key, uploadUrl(use.key))
  }
  return urls
}

/**
 * Forgets the viewer's uploads among `keys` that nothing uses any more (this recipe included, after the
 * write); answers the keys whose files are to be removed after commit.
 */
async function forgetUploads(tx: Transaction, ownerId: string, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return []
  const usedElsewhere = await keysUsedElsewhere(tx, keys, null)
  const unused = keys.filter((key) => !usedElsewhere.has(key))
  if (unused.length === 0) return []
  const removed = await tx
    .delete(t.uploads)
    .where(and(inArray(t.uploads.key, unused), eq(t.uploads.ownerId, ownerId)))
    .returning({ key: t.uploads.key })
  return removed.map((row) => row.key)
}

/** `toDeleteImages`: someone else's upload is refused; keys we never stored are ignored. */
async function checkDeletions(tx: Transaction, viewerId: string, keys: string[]) {
  if (keys.length === 0) return
  const rows = await tx
    .select({ key: t.uploads.key, ownerId: t.uploads.ownerId })
    .from(t.uploads)
    .where(inArray(t.uploads.key, keys))
  const foreign = new Set(rows.filter((row) => row.ownerId !== viewerId).map((row) => row.key))
  const index = keys.findIndex((key) => foreign.has(key))
  if (index >= 0) {
    throw fieldError(
      `toDeleteImages[${index}]`,
      'Not one of your pictures',
      'You can only remove pictures you uploaded.',
    )
  }
}

/** The ids of the taxonomy terms named by key (categories also by slug); 400 for an unknown one. */
async function termIds(tx: Transaction, field: 'category' | 'cuisine', names: string[]): Promise<string[]> {
  if (names.length === 0) return []
  const rows =
    field === 'category'
      ? await tx
          .select({ id: t.categories.id, key: t.categories.key, slug: t.categories.slug })
          .from(t.categories)
          .where(or(inArray(t.categories.key, names), inArray(t.categories.slug, names)))
      : await tx
          .select({ id: t.cuisines.id, key: t.cuisines.key, slug: t.cuisines.key })
          .from(t.cuisines)
          .where(inArray(t.cuisines.key, names))
  const ids = names.map((name, index) => {
    const row = rows.find((candidate) => candidate.key === name || candidate.slug === name)
    if (!row) {
      throw fieldError(`${field}[${index}]`, `Unknown ${field}`, `There is no ${field} "${name}".`)
    }
    return row.id
  })
  return [...new Set(ids)]
}

/** Locks the recipe for a write by `viewerId`: 404 when it does not exist, 403 when it is someone else's. */
async function lockOwnRecipe(tx: Transaction, recipeId: string, viewerId: string, refusal: string) {
  const [recipe] = await tx
    .select({ creatorId: t.recipes.creatorId })
    .from(t.recipes)
    .where(eq(t.recipes.id, recipeId))
    .for('update')
  if (!recipe) throw notFound(RECIPE_NOT_FOUND)
  if (recipe.creatorId !== viewerId) throw forbidden(refusal)
}

/** 404 or 403 before the form is read, so a refused edit costs nothing (checked again when writing). */
export async function checkOwnRecipe(
  db: Database,
  recipeId: string,
  viewerId: string,
  action: 'edit' | 'delete',
) {
  const [recipe] = await db
    .select({ creatorId: t.recipes.creatorId })
    .from(t.recipes)
    .where(eq(t.recipes.id, recipeId))
  if (!recipe) throw notFound(RECIPE_NOT_FOUND)
  if (recipe.creatorId !== viewerId) {
    throw forbidden(action === 'edit' ? NOT_YOUR_RECIPE_EDIT : NOT_YOUR_RECIPE_DELETE)
  }
}

async function removeFiles(app: FastifyInstance, keys: string[]) {
  for (const key of keys) {
    await removeUploadFile(app.storage, key).catch((error: unknown) => {
      app.log.error({ err: error, key }, 'could not remove a recipe picture file')
    })
  }
}

/** Where an imported recipe came from (`metadata.site`, `metadata.originalUrl`). */
export interface RecipeSource {
  site: string
  originalUrl: string
}

/**
 * Creates (`recipeId` null) or replaces the recipe from a checked draft, as `viewerId`; answers its id.
 * Text goes to the draft language's columns (the other side is emptied); lines, steps, pictures and
 * terms are written afresh; the nutrition is computed again from the lines. A created recipe with a
 * `source` is marked imported; an edit keeps whatever source the recipe has.
 */
export async function saveRecipe(
  app: FastifyInstance,
  viewerId: string,
  recipeId: string | null,
  draft: RecipeDraft,
  source?: RecipeSource,
): Promise<string> {
  // The catalogue does not change with the recipe: matched before the transaction keeps it short.
  const weighed = await weighIngredients(app.db, draft.ingredients, draft.servings, draft.lang)
  const uses: ImageUse[] = [
    ...(draft.thumbnailKey ? [{ field: 'thumbnail', key: draft.thumbnailKey }] : []),
    ...draft.otherImageKeys.map((key, index) => ({ field: `otherImages[${index}]`, key })),
    ...draft.instructions.flatMap((step, index) =>
      step.imageKey ? [{ field: `instructions[${index}]`, key: step.imageKey }] : [],
    ),
  ]
  const usedKeys = new Set(uses.map((use) => use.key))
  const ar = draft.lang === 'ar'

  const { id, removedFiles } = await app.db.transaction(async (tx) => {
    if (recipeId) await lockOwnRecipe(tx, recipeId, viewerId, NOT_YOUR_RECIPE_EDIT)
    const current = recipeId ? await recipeImages(tx, recipeId) : new Map<string, string>()
    const urls = await resolveImages(tx, viewerId, recipeId, uses, current)
    await checkDeletions(tx, viewerId, draft.toDeleteImages)
    const categoryIds = await termIds(tx, 'category', draft.categories)
    const cuisineIds = await termIds(tx, 'cuisine', draft.cuisines)

    const columns = {
      titleEn: ar ? '' : draft.title,
      titleAr: ar ? draft.title : '',
      descriptionEn: ar ? '' : draft.description,
      descriptionAr: ar ? draft.description : '',
      lang: draft.lang,
      thumbnailUrl: draft.thumbnailKey ? urls.get(draft.thumbnailKey)! : '',
      thumbnailKey: draft.thumbnailKey ?? '',
      videoUrl: draft.videoUrl,
      timeMinutes: draft.time,
      servings: draft.servings,
      nutrition: weighed.nutrition,
    }
    let id: string
    if (recipeId) {
      id = recipeId
      await tx
        .update(t.recipes)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(t.recipes.id, id))
      for (const table of [
        t.recipeImages,
        t.recipeIngredients,
        t.recipeInstructions,
        t.recipeCategories,
        t.recipeCuisines,
      ]) {
        await tx.delete(table).where(eq(table.recipeId, id))
      }
    } else {
      const [row] = await tx
        .insert(t.recipes)
        .values({
          ...columns,
          creatorId: viewerId,
          ...(source && { imported: true, sourceSite: source.site, originalUrl: source.originalUrl }),
        })
        .returning({ id: t.recipes.id })
      id = row!.id
    }

    if (draft.otherImageKeys.length > 0) {
      await tx
        .insert(t.recipeImages)
        .values(
          draft.otherImageKeys.map((key, position) => ({ recipeId: id, position, key, url: urls.get(key)! })),
        )
    }
    await tx.insert(t.recipeIngredients).values(
      draft.ingredients.map((line, position) => ({
        recipeId: id,
        position,
        ingredientId: weighed.lines[position]!.ingredientId,
        amount: line.amount,
        unit: line.unitId,
        nameEn: ar ? '' : line.name,
        nameAr: ar ? line.name : '',
        grams: weighed.lines[position]!.grams,
      })),
    )
    await tx.insert(t.recipeInstructions).values(
      draft.instructions.map((step, position) => ({
        recipeId: id,
        position,
        stepEn: ar ? '' : step.step,
        stepAr: ar ? step.step : '',
        imageUrl: step.imageKey ? urls.get(step.imageKey)! : '',
        imageKey: step.imageKey ?? '',
      })),
    )
    if (categoryIds.length > 0) {
      await tx.insert(t.recipeCategories).values(categoryIds.map((termId) => ({ recipeId: id, termId })))
    }
    if (cuisineIds.length > 0) {
      await tx.insert(t.recipeCuisines).values(cuisineIds.map((termId) => ({ recipeId: id, termId })))
    }

    await refreshRecipeSearch(tx, [id])

    // Pictures the recipe no longer shows, and uploads the form asked to remove, unless still in use.
    const dropped = [...current.keys(), ...draft.toDeleteImages].filter((key) => !usedKeys.has(key))
    const removedFiles = await forgetUploads(tx, viewerId, [...new Set(dropped)])
    return { id, removedFiles }
  })
  if (recipeId) recipeChanged(app.db, recipeId)
  await removeFiles(app, removedFiles)
  return id
}

/**
 * Deletes the viewer's recipe: its lines, steps, pictures, comments, likes and saves go with it (foreign
 * keys cascade), meal-plan slots holding it become empty slots, shopping lists made from it stay (their
 * `recipe_id` is cleared). Its uploads nothing else uses are removed, files after commit.
 */
export async function deleteRecipe(app: FastifyInstance, viewerId: string, recipeId: string) {
  const removedFiles = await app.db.transaction(async (tx) => {
    await lockOwnRecipe(tx, recipeId, viewerId, NOT_YOUR_RECIPE_DELETE)
    const images = await recipeImages(tx, recipeId)
    await clearMealPlanSlots(tx, recipeId)
    await tx.delete(t.recipes).where(eq(t.recipes.id, recipeId))
    return forgetUploads(tx, viewerId, [...images.keys()])
  })
  recipeChanged(app.db, recipeId)
  await removeFiles(app, removedFiles)
}

/** Every meal-plan slot holding the recipe becomes an empty slot (null), whoever planned it. */
async function clearMealPlanSlots(tx: Transaction, recipeId: string) {
  const plans = await tx
    .select({ id: t.mealPlans.id, slots: t.mealPlans.slots })
    .from(t.mealPlans)
    .where(
      sql`exists (select 1 from jsonb_each(${t.mealPlans.slots}) meal
        where meal.value @> jsonb_build_array(${recipeId}::text))`,
    )
    .for('update')
  for (const plan of plans) {
    const slots: t.MealPlanSlots = Object.fromEntries(
      Object.entries(plan.slots).map(([meal, recipes]) => [
        meal,
        Array.isArray(recipes) ? recipes.map((slot) => (slot === recipeId ? null : slot)) : recipes,
      ]),
    )
    await tx.update(t.mealPlans).set({ slots, updatedAt: new Date() }).where(eq(t.mealPlans.id, plan.id))
  }
}
