/**
 * Fills an empty database with the catalogue (nutrients, ingredients, categories, cuisines, labels) and
 * the demo community (creators, recipes with generated artwork, follows, likes, saves, comments).
 * Runs on the first start; a database that already has categories is left alone.
 */
import { computeRecipeNutrition, isUnitId } from '@sufra/core'
import { count } from 'drizzle-orm'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import { refreshRecipeSearch } from '../modules/search/search-document'
import { createFolderStore } from '../storage/folder-store'
import type { ObjectStore } from '../storage/object-store'
import { generateAvatar, generateRecipeArt } from './content/artwork'
import { comments as demoComments } from './content/comments'
import { creators as demoCreators } from './content/creators'
import { recipes as demoRecipes } from './content/recipes'
import { follows as demoFollows, likes as demoLikes, saves as demoSaves } from './content/social'
import type { DemoReply } from './content/types'
import { gramsFor, loadIngredientTable } from './ingredients'
import { categories, cuisines, dietLabels, healthLabels } from './taxonomy'

const DAY_MS = 24 * 60 * 60 * 1000

export interface SeedOptions {
  /** Where generated pictures are written (served under /uploads): the server's store… */
  store?: ObjectStore
  /** …or, without one, this uploads folder. */
  uploadsDir?: string
  /** "Today" for the demo content's ages; defaults to now. */
  now?: Date
  /**
   * `demo` (the default): the catalogue and the demo community. `catalogue`: nutrients, ingredients,
   * categories, cuisines and labels only (what writing recipes needs), for tests that start many servers.
   */
  content?: 'demo' | 'catalogue'
}

export interface SeedSummary {
  seeded: boolean
  ingredients: number
  recipes: number
  users: number
  comments: number
}

/** Inserts rows in chunks so one statement never carries too many parameters. */
async function insertChunked<Row>(rows: Row[], insert: (chunk: Row[]) => Promise<unknown>, size = 500) {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size))
}

async function writeUpload(store: ObjectStore, key: string, content: string) {
  await store.put(key, content, 'image/svg+xml')
  return { url: `/uploads/${key}`, key }
}

export async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(t.categories)
  return Number(row?.value ?? 0) > 0
}

export async function seedDemoContent(db: Database, options: SeedOptions): Promise<SeedSummary> {
  if (await isSeeded(db)) return { seeded: false, ingredients: 0, recipes: 0, users: 0, comments: 0 }
  const now = options.now ?? new Date()
  const ago = (days: number, minutes = 0) => new Date(now.getTime() - days * DAY_MS - minutes * 60_000)
  const table = loadIngredientTable()
  if (!options.store && !options.uploadsDir)
    throw new Error('seedDemoContent needs a store or an uploads folder.')
  const store = options.store ?? createFolderStore(options.uploadsDir!)
  const demo = (options.content ?? 'demo') === 'demo'
  const creators = demo ? demoCreators : []
  const recipes = demo ? demoRecipes : []

  // Pictures are written before the transaction; rewriting them on a retry is harmless.
  const avatarFiles = new Map(
    await Promise.all(
      creators
        .filter((creator) => creator.hasAvatar)
        .map(
          async (creator) =>
            [
              creator.username,
              await writeUpload(store, `demo/avatars/${creator.username}.svg`, generateAvatar(creator)),
            ] as const,
        ),
    ),
  )
  const recipeFiles = new Map(
    await Promise.all(
      recipes.map(
        async (recipe) =>
          [
            recipe.slug,
            {
              thumbnail: await writeUpload(
                store,
                `demo/recipes/${recipe.slug}.svg`,
                generateRecipeArt(recipe),
              ),
              // A second view of the dish (another table setting) so the gallery has something to page through.
              other: await writeUpload(
                store,
                `demo/recipes/${recipe.slug}-2.svg`,
                generateRecipeArt({ ...recipe, art: { ...recipe.art, seed: recipe.art.seed + 7919 } }),
              ),
            },
          ] as const,
      ),
    ),
  )

  let commentCount = 0
  await db.transaction(async (tx) => {
    // Catalogue
    await tx.insert(t.nutrients).values(
      table.nutrients.map((nutrient) => ({
        id: nutrient.nutrientId,
        name: nutrient.nutrientName,
        unitName: nutrient.unitName,
      })),
    )
    const ingredientRows = await tx
      .insert(t.ingredients)
      .values(
        table.ingredients.map((entry) => ({
          key: entry.key,
          slug: entry.key,
          ndbNo: entry.ndbNo,
          nameEn: entry.name.en,
          nameAr: entry.name.ar,
          group: entry.group,
          pieceGrams: entry.pieceGrams ?? null,
          portions: entry.portions,
        })),
      )
      .returning({ id: t.ingredients.id, key: t.ingredients.key })
    const ingredientIdByKey = new Map(ingredientRows.map((row) => [row.key, row.id]))
    const nutrientRows = table.ingredients.flatMap((entry) =>
      entry.nutrients.map(([nutrientId, value]) => ({
        ingredientId: ingredientIdByKey.get(entry.key)!,
        nutrientId,
        valuePer100g: value,
      })),
    )
    await insertChunked(nutrientRows, (chunk) => tx.insert(t.ingredientNutrients).values(chunk), 2000)

    const termIds = async (
      target: typeof t.cuisines | typeof t.dietLabels | typeof t.healthLabels,
      terms: readonly { key: string; name: { en: string; ar: string } }[],
    ) => {
      const rows = await tx
        .insert(target)
        .values(
          terms.map((term, position) => ({
            key: term.key,
            nameEn: term.name.en,
            nameAr: term.name.ar,
            position,
          })),
        )
        .returning({ id: target.id, key: target.key })
      return new Map(rows.map((row) => [row.key, row.id]))
    }
    const categoryRows = await tx
      .insert(t.categories)
      .values(
        categories.map((category, position) => {
          // A category shows the picture of its most liked-looking demo dish: the first one in it.
          const example = recipes.find((recipe) => recipe.category.includes(category.key))
          const picture = example ? recipeFiles.get(example.slug)!.thumbnail : { url: '', key: '' }
          return {
            key: category.key,
            slug: category.slug,
            nameEn: category.name.en,
            nameAr: category.name.ar,
            imageUrl: picture.url,
            imageKey: picture.key,
            position,
          }
        }),
      )
      .returning({ id: t.categories.id, key: t.categories.key })
    const categoryIds = new Map(categoryRows.map((row) => [row.key, row.id]))
    const cuisineIds = await termIds(t.cuisines, cuisines)
    const dietIds = await termIds(t.dietLabels, dietLabels)
    const healthIds = await termIds(t.healthLabels, healthLabels)
    if (!demo) return

    // People
    const userRows = await tx
      .insert(t.users)
      .values(
        demoCreators.map((creator, index) => {
          const avatar = avatarFiles.get(creator.username)
          return {
            email: creator.email,
            username: creator.username,
            firstNameEn: creator.firstName.en,
            firstNameAr: creator.firstName.ar,
            lastNameEn: creator.lastName.en,
            lastNameAr: creator.lastName.ar,
            bioEn: creator.bio.en,
            bioAr: creator.bio.ar,
            dob: creator.dob,
            gender: creator.gender,
            language: creator.language,
            imageUrl: avatar?.url ?? 'default.webp',
            imageKey: avatar?.key ?? '',
            status: creator.verified ? ('verified' as const) : ('unverified' as const),
            youtubeUrl: creator.youtubeURL ?? '',
            instagramUrl: creator.instagramURL ?? '',
            createdAt: ago(180 - index * 3),
          }
        }),
      )
      .returning({ id: t.users.id, username: t.users.username })
    const userIdByName = new Map(userRows.map((row) => [row.username, row.id]))
    const userId = (username: string) => {
      const id = userIdByName.get(username)
      if (!id) throw new Error(`Demo content refers to an unknown creator "${username}"`)
      return id
    }

    // Recipes
    const entryByKey = new Map(table.ingredients.map((entry) => [entry.key, entry]))
    const likeCounts = new Map<string, number>()
    for (const like of demoLikes) likeCounts.set(like.recipe, (likeCounts.get(like.recipe) ?? 0) + 1)
    const recipeIdBySlug = new Map<string, string>()
    for (const [index, recipe] of demoRecipes.entries()) {
      const lines = recipe.ingredients.map((line) => {
        const entry = entryByKey.get(line.ingredient)
        if (!entry) throw new Error(`Recipe "${recipe.slug}" uses an unknown ingredient "${line.ingredient}"`)
        if (!isUnitId(line.unit))
          throw new Error(`Recipe "${recipe.slug}" uses an unknown unit "${line.unit}"`)
        // Deep-frying oil mostly stays in the pan: only the share a serving absorbs counts.
        const grams = gramsFor(entry, line.amount, line.unit)
        return { line, entry, grams: grams === undefined ? null : grams * (line.eatenShare ?? 1) }
      })
      const nutrition = computeRecipeNutrition(
        lines.map(({ entry, grams }) => ({ grams, per100g: new Map(entry.nutrients) })),
        recipe.servings,
      )
      const files = recipeFiles.get(recipe.slug)!
      const createdAt = ago(recipe.daysAgo, index * 37)
      const [row] = await tx
        .insert(t.recipes)
        .values({
          creatorId: userId(recipe.creator),
          titleEn: recipe.title.en,
          titleAr: recipe.title.ar,
          descriptionEn: recipe.description.en,
          descriptionAr: recipe.description.ar,
          lang: 'en',
          thumbnailUrl: files.thumbnail.url,
          thumbnailKey: files.thumbnail.key,
          videoUrl: recipe.videoUrl ?? '',
          timeMinutes: recipe.time,
          servings: recipe.servings,
          nutrition,
          likesCount: likeCounts.get(recipe.slug) ?? 0,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: t.recipes.id })
      const recipeId = row!.id
      recipeIdBySlug.set(recipe.slug, recipeId)
      await tx.insert(t.recipeImages).values({ recipeId, position: 0, ...files.other })
      await tx.insert(t.recipeIngredients).values(
        lines.map(({ line, entry, grams }, position) => ({
          recipeId,
          position,
          ingredientId: ingredientIdByKey.get(entry.key)!,
          amount: line.amount,
          unit: line.unit,
          nameEn: entry.name.en,
          nameAr: entry.name.ar,
          noteEn: line.note?.en ?? '',
          noteAr: line.note?.ar ?? '',
          grams,
        })),
      )
      await tx.insert(t.recipeInstructions).values(
        recipe.instructions.map((step, position) => ({
          recipeId,
          position,
          stepEn: step.en,
          stepAr: step.ar,
        })),
      )
      const link = async (
        target:
          | typeof t.recipeCategories
          | typeof t.recipeCuisines
          | typeof t.recipeDietLabels
          | typeof t.recipeHealthLabels,
        keys: string[],
        ids: Map<string, string>,
        kind: string,
      ) => {
        if (keys.length === 0) return
        await tx.insert(target).values(
          keys.map((key) => {
            const termId = ids.get(key)
            if (!termId) throw new Error(`Recipe "${recipe.slug}" uses an unknown ${kind} "${key}"`)
            return { recipeId, termId }
          }),
        )
      }
      await link(t.recipeCategories, recipe.category, categoryIds, 'category')
      await link(t.recipeCuisines, recipe.cuisine, cuisineIds, 'cuisine')
      await link(t.recipeDietLabels, recipe.dietLabels, dietIds, 'diet label')
      await link(t.recipeHealthLabels, recipe.healthLabels, healthIds, 'health label')
    }
    await refreshRecipeSearch(tx, [...recipeIdBySlug.values()])
    const recipeId = (slug: string) => {
      const id = recipeIdBySlug.get(slug)
      if (!id) throw new Error(`Demo content refers to an unknown recipe "${slug}"`)
      return id
    }

    // The social layer
    if (demoFollows.length > 0) {
      await tx.insert(t.follows).values(
        demoFollows.map((follow, index) => ({
          followerId: userId(follow.follower),
          followeeId: userId(follow.following),
          createdAt: ago(90 - (index % 90)),
        })),
      )
    }
    if (demoLikes.length > 0) {
      await tx
        .insert(t.likes)
        .values(demoLikes.map((like) => ({ userId: userId(like.user), recipeId: recipeId(like.recipe) })))
    }
    if (demoSaves.length > 0) {
      await tx
        .insert(t.savedRecipes)
        .values(demoSaves.map((save) => ({ userId: userId(save.user), recipeId: recipeId(save.recipe) })))
    }
    const insertComment = async (comment: DemoReply, recipe: string, parentId: string | null) => {
      const createdAt = ago(comment.daysAgo, commentCount)
      const [row] = await tx
        .insert(t.comments)
        .values({
          recipeId: recipeId(recipe),
          userId: userId(comment.author),
          parentId,
          contentEn: comment.content.en,
          contentAr: comment.content.ar,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: t.comments.id })
      commentCount += 1
      if (comment.likedBy?.length) {
        await tx
          .insert(t.commentLikes)
          .values(comment.likedBy.map((username) => ({ commentId: row!.id, userId: userId(username) })))
      }
      for (const reply of comment.replies ?? []) await insertComment(reply, recipe, row!.id)
    }
    for (const comment of demoComments) await insertComment(comment, comment.recipe, null)
  })

  return {
    seeded: true,
    ingredients: table.ingredients.length,
    recipes: recipes.length,
    users: creators.length,
    comments: commentCount,
  }
}
