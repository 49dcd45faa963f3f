export { IngredientNutrition, type IngredientNutritionProps } from './ingredient-nutrition'
