import { recipeCardRecipe } from './recipe-card'
import { recipeGridRecipe } from './recipe-grid'

/** Slot recipes of the widgets: RecipeCard, recipe nutrition (rings, ingredients, steps), CommentThread. One file per widget beside this one. */
export const cardWidgetRecipes = {
  recipeCard: recipeCardRecipe,
  recipeGrid: recipeGridRecipe,
}
