import { defineSlotRecipe, type SystemStyleObject } from '@pandacss/dev'

/** One column on phones, then 2, 3 and 4 as the page widens. */
const grid: SystemStyleObject = {
  display: 'grid',
  gridTemplateColumns: {
    base: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
    xl: 'repeat(4, minmax(0, 1fr))',
  },
  gap: { base: '4', md: '5' },
}

/** RecipeGrid (`data-scope="recipe-grid"`): recipe cards in a responsive grid, and its loading placeholders. */
export const recipeGridRecipe = defineSlotRecipe({
  className: 'recipe-grid',
  description: 'RecipeGrid: one column on phones, then 2, 3 and 4; card-shaped placeholders while loading',
  slots: ['root', 'skeleton', 'placeholder', 'placeholderMedia', 'placeholderBody', 'placeholderLine'],
  base: {
    root: grid,
    // The busy region is the grid itself (its visually hidden status takes no cell).
    skeleton: grid,
    placeholder: {
      display: 'flex',
      flexDirection: 'column',
      borderWidth: '1px',
      borderColor: 'border.subtle',
      borderRadius: 'xl',
      overflow: 'hidden',
      bg: 'bg.surface',
    },
    placeholderMedia: { aspectRatio: '4 / 3', borderRadius: 'none' },
    placeholderBody: { display: 'flex', flexDirection: 'column', gap: '3', p: '4' },
    // Half a line, for the creator's name (the Skeleton fills its box).
    placeholderLine: { w: '1/2' },
  },
})
