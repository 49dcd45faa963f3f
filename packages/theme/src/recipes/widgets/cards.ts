import { addToListDialogRecipe } from './add-to-list-dialog'
import { commentComposerRecipe } from './comment-composer'
import { commentItemRecipe } from './comment-item'
import { commentThreadRecipe } from './comment-thread'
import { creatorCardRecipe, creatorGridRecipe, topCreatorsRecipe } from './creator-card'
import { filterPanelRecipe } from './filter-panel'
import { ingredientNutritionRecipe } from './ingredient-nutrition'
import { ingredientPageRecipe } from './ingredient-page'
import { instructionSliderRecipe } from './instruction-slider'
import { nutritionRingsRecipe } from './nutrition-rings'
import { recipeCardRecipe } from './recipe-card'
import { recipeGridRecipe } from './recipe-grid'
import { recipeIngredientsRecipe } from './recipe-ingredients'
import { recipeSectionRecipe } from './recipe-section'
import { searchPageRecipe } from './search-page'
import { servingAdjusterRecipe } from './serving-adjuster'
import { shoppingListRecipe } from './shopping-list'

/** Slot recipes of the widgets: RecipeCard, recipe nutrition (rings, ingredients, steps), CommentThread. One file per widget beside this one. */
export const cardWidgetRecipes = {
  recipeCard: recipeCardRecipe,
  recipeGrid: recipeGridRecipe,
  ingredientNutrition: ingredientNutritionRecipe,
  ingredientPage: ingredientPageRecipe,
  recipeSection: recipeSectionRecipe,
  nutritionRings: nutritionRingsRecipe,
  recipeIngredients: recipeIngredientsRecipe,
  servingAdjuster: servingAdjusterRecipe,
  addToListDialog: addToListDialogRecipe,
  instructionSlider: instructionSliderRecipe,
  commentThread: commentThreadRecipe,
  commentItem: commentItemRecipe,
  commentComposer: commentComposerRecipe,
  creatorCard: creatorCardRecipe,
  creatorGrid: creatorGridRecipe,
  topCreators: topCreatorsRecipe,
  filterPanel: filterPanelRecipe,
  searchPage: searchPageRecipe,
  shoppingList: shoppingListRecipe,
}
