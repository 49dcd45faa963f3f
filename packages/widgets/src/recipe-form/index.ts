export { RecipeEditor, type RecipeEditorProps } from './recipe-editor'
export { RecipeForm, type RecipeFormProps } from './recipe-form'
export { useRecipeFormApi, type RecipeFormApi } from './recipe-form-api'
export {
  emptyRecipeValues,
  limits as recipeFormLimits,
  recipeFormFields,
  recipeFormSchema,
  recipeValuesOf,
  serverErrorTarget,
  type RecipeFormFields,
  type RecipeFormInput,
  type RecipeFormValues,
} from './recipe-form-schema'
