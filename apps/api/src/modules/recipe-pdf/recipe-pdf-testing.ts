/** Recipes written straight into the database for PDF and page tests (titles no form would accept). */
import * as t from '../../db/schema'
import type { Database } from '../../db/client'
import { refreshRecipeSearch } from '../search/search-document'

export interface TestRecipe {
  titleEn?: string
  titleAr?: string
  descriptionEn?: string
  descriptionAr?: string
  lang?: 'en' | 'ar'
  thumbnailUrl?: string
  servings?: number
  timeMinutes?: number
  ingredients?: {
    amount: number | null
    unit: string
    nameEn?: string
    nameAr?: string
    noteEn?: string
    noteAr?: string
  }[]
  steps?: { en?: string; ar?: string }[]
  nutrition?: { nutrientId: number; amount: number }[]
}

/** Inserts a recipe (by the first user, if any) and returns its id. */
export async function insertRecipe(db: Database, recipe: TestRecipe): Promise<string> {
  const [creator] = await db.select({ id: t.users.id }).from(t.users).limit(1)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t.recipes)
      .values({
        creatorId: creator?.id ?? null,
        titleEn: recipe.titleEn ?? '',
        titleAr: recipe.titleAr ?? '',
        descriptionEn: recipe.descriptionEn ?? '',
        descriptionAr: recipe.descriptionAr ?? '',
        lang: recipe.lang ?? 'en',
        thumbnailUrl: recipe.thumbnailUrl ?? '',
        thumbnailKey: recipe.thumbnailUrl ? recipe.thumbnailUrl.replace(/^\/uploads\//, '') : '',
        timeMinutes: recipe.timeMinutes ?? 30,
        servings: recipe.servings ?? 4,
        nutrition: recipe.nutrition ?? [],
      })
      .returning({ id: t.recipes.id })
    const id = row!.id
    const ingredients = recipe.ingredients ?? []
    if (ingredients.length > 0) {
      await tx.insert(t.recipeIngredients).values(
        ingredients.map((line, position) => ({
          recipeId: id,
          position,
          amount: line.amount,
          unit: line.unit,
          nameEn: line.nameEn ?? '',
          nameAr: line.nameAr ?? '',
          noteEn: line.noteEn ?? '',
          noteAr: line.noteAr ?? '',
        })),
      )
    }
    const steps = recipe.steps ?? []
    if (steps.length > 0) {
      await tx.insert(t.recipeInstructions).values(
        steps.map((step, position) => ({
          recipeId: id,
          position,
          stepEn: step.en ?? '',
          stepAr: step.ar ?? '',
        })),
      )
    }
    await refreshRecipeSearch(tx, [id])
    return id
  })
}
