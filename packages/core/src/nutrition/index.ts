export {
  BASIC_NUTRIENT_IDS,
  nutrientIds,
  recipeNutrients,
  recipeNutrientById,
  type NutrientDefinition,
} from './nutrients'
export { computeRecipeNutrition, type NutritionSource, type NutrientAmount } from './recipe-nutrition'
export {
  DEFAULT_DAILY_GOALS,
  dailyGoalsFor,
  goalNutrients,
  type DailyGoals,
  type GoalFields,
} from './daily-goals'
export {
  NUTRIENT_GROUPS,
  groupIngredientNutrients,
  type GroupedNutrient,
  type IngredientNutrientEntry,
  type NutrientGroup,
  type NutrientGroupRows,
} from './nutrient-groups'
