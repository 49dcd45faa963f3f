import { arabiaRecipes } from './recipes-arabia'
import { levantRecipes } from './recipes-levant'
import { maghrebRecipes } from './recipes-maghreb'
import { nileRecipes } from './recipes-nile'
import type { DemoRecipe } from './types'
import { worldRecipes } from './recipes-world'

/** Every demo recipe, grouped by region in the files above. */
export const recipes: DemoRecipe[] = [
  ...levantRecipes,
  ...nileRecipes,
  ...maghrebRecipes,
  ...arabiaRecipes,
  ...worldRecipes,
]

export const recipeBySlug: ReadonlyMap<string, DemoRecipe> = new Map(
  recipes.map((recipe) => [recipe.slug, recipe]),
)
