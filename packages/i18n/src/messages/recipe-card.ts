import { defineCatalogue } from './define-catalogue'

/** The recipe card, the explore page and the saved page. */
export const recipeCardMessages = defineCatalogue({
  en: {
    'recipeCard.title': 'recipeCard',
  },
  ar: {
    'recipeCard.title': 'recipeCard',
  },
})
