export { IMPORT_SUCCESS_STATUS, ImportRecipeForm } from './import-recipe-form'
