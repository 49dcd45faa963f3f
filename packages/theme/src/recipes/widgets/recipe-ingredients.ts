import { defineSlotRecipe, type SystemStyleObject } from '@pandacss/dev'

/** The ingredient's picture, or its initial where it has none. */
const thumbnail: SystemStyleObject = {
  w: { base: '10', md: '12' },
  h: { base: '10', md: '12' },
  flexShrink: 0,
  borderRadius: 'full',
  bg: 'bg.muted',
}

/**
 * RecipeIngredients (`data-scope="recipe-ingredients"`): the add-to-list toolbar and the ingredient
 * cards (a ticked card takes the accent colours), with the See All footer.
 */
export const recipeIngredientsRecipe = defineSlotRecipe({
  className: 'recipe-ingredients',
  description:
    'RecipeIngredients: add-to-list toolbar, ingredient cards (tick box, picture, name, amount), footer',
  slots: [
    'root',
    'empty',
    'toolbar',
    'status',
    'grid',
    'card',
    'controlSpace',
    'picture',
    'initial',
    'text',
    'name',
    'quantity',
    'footer',
    'note',
  ],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '4' },
    empty: { textStyle: 'small', color: 'fg.muted' },
    toolbar: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      flexWrap: 'wrap',
      py: '2',
      px: '3',
      borderRadius: 'lg',
      bg: 'bg.subtle',
    },
    status: { flex: '1', minW: '32', textStyle: 'small', color: 'fg.muted' },
    grid: {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
      gap: { base: '2', md: '3' },
    },
    // A card is a Checkbox root when the ingredient can go on a list.
    card: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      w: 'full',
      h: 'full',
      p: { base: '2.5', md: '3' },
      borderWidth: '1px',
      borderColor: 'border.subtle',
      borderRadius: 'lg',
      bg: 'bg.surface',
      transitionProperty: 'colors',
      transitionDuration: 'fast',
      '&[data-state=checked]': { borderColor: 'accent.default', bg: 'accent.subtle' },
      '&:is(label):hover': { borderColor: 'border.emphasized' },
    },
    // Keeps cards without a tick box aligned with those that have one.
    controlSpace: { w: '5', flexShrink: 0 },
    picture: { ...thumbnail, objectFit: 'cover' },
    initial: {
      ...thumbnail,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      color: 'fg.muted',
      fontWeight: 'semibold',
      fontSize: 'lg',
    },
    text: { display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' },
    name: { fontWeight: 'medium', color: 'fg.default', overflowWrap: 'anywhere' },
    quantity: { textStyle: 'small', color: 'fg.muted' },
    footer: { display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' },
    note: { textStyle: 'caption', color: 'fg.subtle' },
  },
})
