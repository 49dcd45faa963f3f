export {
  composeIngredientLine,
  parseIngredientLine,
  readIngredientLine,
  type IngredientLineInput,
  type IngredientLineProblem,
  type IngredientLineResult,
  type ParsedIngredientLine,
} from './ingredient-line'
