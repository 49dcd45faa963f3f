import { defineCatalogue } from './define-catalogue'

/** Nutrition rings and modal, the ingredient grid, servings, add-to-list, the instruction slider. */
export const recipeNutritionMessages = defineCatalogue({
  en: {
    'recipeNutrition.title': 'recipeNutrition',
  },
  ar: {
    'recipeNutrition.title': 'recipeNutrition',
  },
})
