import { defineSlotRecipe } from '@pandacss/dev'

/** The ingredient detail page: the ingredient's header, its nutrition beside (lg) or above its recipes. */
export const ingredientPageRecipe = defineSlotRecipe({
  className: 'ingredient-page',
  description: 'The ingredient detail page: header with picture and group, nutrition, recipes',
  slots: [
    'root',
    'header',
    'picture',
    'titles',
    'title',
    'group',
    'body',
    'nutrition',
    'recipes',
    'recipesHeader',
    'recipesTitle',
  ],
  base: {
    root: {
      maxW: 'container',
      mx: 'auto',
      px: { base: '4', md: '6' },
      py: { base: '6', md: '10' },
      display: 'flex',
      flexDirection: 'column',
      gap: { base: '6', md: '8' },
    },
    header: { display: 'flex', alignItems: 'center', gap: '4' },
    // The ingredient's picture, or a leaf in its place.
    picture: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      color: 'accent.default',
      '& svg': { w: '8', h: '8' },
      w: { base: '16', md: '20' },
      h: { base: '16', md: '20' },
      flexShrink: 0,
      borderRadius: 'xl',
      objectFit: 'cover',
      bg: 'bg.muted',
    },
    titles: { display: 'flex', flexDirection: 'column', gap: '1', minW: '0' },
    title: { textStyle: { base: 'h2', md: 'h1' }, overflowWrap: 'anywhere' },
    group: { textStyle: 'small', color: 'fg.muted' },
    body: {
      display: 'grid',
      gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
      gap: '10',
      alignItems: 'start',
    },
    nutrition: { minW: '0' },
    recipes: {
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      minW: '0',
      // Beside the table the column is narrower than the page: two cards a row, not three or four.
      '& [data-scope=recipe-grid]': { lg: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
    },
    recipesHeader: {
      display: 'flex',
      alignItems: 'baseline',
      justifyContent: 'space-between',
      gap: '3',
      flexWrap: 'wrap',
    },
    recipesTitle: { textStyle: 'h3' },
  },
})
