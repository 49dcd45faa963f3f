import { defineSlotRecipe } from '@pandacss/dev'

// `!important` on the buttons' colours: the Button's own variant colour sits in a stronger
// cascade layer than slot recipes.
export const recipeActionsRecipe = defineSlotRecipe({
  className: 'recipe-actions',
  description: "A recipe's actions: like, save, share, PDF, edit and (for its creator) delete.",
  slots: ['root', 'like', 'count', 'save', 'delete'],
  base: {
    root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' },
    // Like and save carry aria-pressed; pressed, their icon is filled.
    like: {
      '&[aria-pressed=true]': { color: 'danger.text !important', '& svg': { fill: 'currentColor' } },
    },
    count: { fontVariantNumeric: 'tabular-nums' },
    save: {
      '&[aria-pressed=true]': { color: 'accent.text !important', '& svg': { fill: 'currentColor' } },
    },
    delete: { color: 'danger.text !important', marginInlineStart: 'auto' },
  },
})
