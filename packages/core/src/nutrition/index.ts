export { recipeNutrients, recipeNutrientById, type NutrientDefinition } from './nutrients'
export { computeRecipeNutrition, type NutritionSource, type NutrientAmount } from './recipe-nutrition'
