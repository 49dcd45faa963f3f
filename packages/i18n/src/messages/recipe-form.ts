import { defineCatalogue } from './define-catalogue'

/** The recipe form (create and edit). */
export const recipeFormMessages = defineCatalogue({
  en: {
    'recipeForm.title': 'recipeForm',
  },
  ar: {
    'recipeForm.title': 'recipeForm',
  },
})
