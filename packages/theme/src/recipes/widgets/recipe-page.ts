import { defineSlotRecipe } from '@pandacss/dev'

export const recipePageRecipe = defineSlotRecipe({
  className: 'recipe-page',
  description:
    "The site's recipe page: gallery beside the overview, then the recipe's sections in two columns.",
  slots: ['root', 'top', 'about', 'body', 'column', 'ingredients', 'nutrition', 'steps', 'comments', 'ad'],
  base: {
    root: {
      maxW: 'container',
      mx: 'auto',
      px: { base: '4', md: '6' },
      py: { base: '6', md: '10' },
    },
    top: {
      display: 'grid',
      gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
      gap: { base: '6', lg: '10' },
      alignItems: 'start',
    },
    // The overview, creator and actions beside the gallery.
    about: { display: 'flex', flexDirection: 'column', gap: '5', minW: '0' },
    // Phones: one column in reading order (ingredients, nutrition, steps, comments, ad). From lg: the
    // main column beside a side column; the columns' wrappers step aside (display: contents) on phones.
    body: {
      display: 'flex',
      flexDirection: 'column',
      gap: '10',
      marginBlockStart: { base: '10', lg: '14' },
      lg: {
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
        columnGap: '10',
        alignItems: 'start',
      },
    },
    column: {
      display: 'contents',
      lg: { display: 'flex', flexDirection: 'column', gap: '10', minW: '0' },
    },
    ingredients: { order: 1 },
    nutrition: { order: 2 },
    steps: { order: 3 },
    comments: { order: 4 },
    ad: { order: 5 },
  },
})
