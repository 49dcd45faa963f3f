import { defineSlotRecipe } from '@pandacss/dev'

/**
 * The header of a recipe page section (`data-scope="recipe-section"`): the heading with a count
 * beside it, and the section's own control (serving adjuster, view toggle, See All) at the far end.
 */
export const recipeSectionRecipe = defineSlotRecipe({
  className: 'recipe-section',
  description: 'Recipe page section header: heading, count and a control (ingredients, steps, nutrition)',
  slots: ['header', 'titleGroup', 'heading', 'count'],
  base: {
    header: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      flexWrap: 'wrap',
    },
    titleGroup: { display: 'flex', alignItems: 'baseline', gap: '2', flexWrap: 'wrap' },
    heading: { textStyle: 'h3', color: 'fg.default' },
    count: { textStyle: 'small', color: 'fg.muted' },
  },
})
