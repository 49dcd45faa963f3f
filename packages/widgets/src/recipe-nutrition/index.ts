export {
  GoalRingList,
  NutritionRings,
  type GoalRingListProps,
  type NutritionRingsProps,
} from './nutrition-rings'
export { RecipeIngredients, INGREDIENTS_SHOWN, type RecipeIngredientsProps } from './recipe-ingredients'
export { InstructionSlider, type InstructionSliderProps } from './instruction-slider'
export { ServingAdjuster, type ServingAdjusterProps } from './serving-adjuster'
export { AddToListDialog, type AddToListDialogProps } from './add-to-list-dialog'
export { basicNutrients } from './nutrition-goals'
export {
  canAddToList,
  ingredientQuantity,
  listIngredientIds,
  type IngredientQuantity,
} from './ingredient-lines'
