import { defineCatalogue } from './define-catalogue'

/** The recipe detail page and its parts (gallery, actions, share, follow). */
export const recipeDetailMessages = defineCatalogue({
  en: {
    'recipeDetail.title': 'recipeDetail',
  },
  ar: {
    'recipeDetail.title': 'recipeDetail',
  },
})
