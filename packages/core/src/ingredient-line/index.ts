export {
  composeIngredientLine,
  parseIngredientLine,
  readIngredientLine,
  type IngredientLineInput,
  type IngredientLineProblem,
  type IngredientLineResult,
  type ParsedIngredientLine,
} from './ingredient-line'
export {
  cookIngredientLine,
  hasOpenAmount,
  ingredientQuantity,
  unitLabelForAmount,
  type CookLineInput,
  type CookLineOptions,
  type CookLineParts,
  type IngredientQuantity,
} from './cook-line'
export { parseFreeIngredientLine, type FreeIngredientLine } from './free-line'
