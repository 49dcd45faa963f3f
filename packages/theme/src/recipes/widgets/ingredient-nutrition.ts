import { defineSlotRecipe } from '@pandacss/dev'

/**
 * IngredientNutrition (`data-scope="ingredient-nutrition"`): the portion chooser (100 g or a household
 * portion, as pills that wrap) above the grouped nutrition table.
 */
export const ingredientNutritionRecipe = defineSlotRecipe({
  className: 'ingredient-nutrition',
  description: 'IngredientNutrition: the portion chooser and the nutrition table grouped by kind',
  slots: ['root', 'heading', 'portions', 'portion', 'table', 'caption', 'group', 'note'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '4', minW: '0' },
    heading: { textStyle: 'h3', color: 'fg.default' },
    portions: { '&[data-orientation=horizontal]': { columnGap: '2', rowGap: '2' } },
    portion: {
      px: '3',
      py: '1.5',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'full',
      bg: 'bg.surface',
      textStyle: 'small',
      transitionProperty: 'background, border-color',
      transitionDuration: 'fast',
      _hover: { borderColor: 'accent.default' },
      _checked: { bg: 'accent.subtle', borderColor: 'accent.default' },
      '& [data-part=item-text]': { fontSize: 'sm', whiteSpace: 'nowrap' },
      '& [data-part=item-control]': { w: '4', h: '4' },
    },
    table: {
      w: 'full',
      borderCollapse: 'collapse',
      textStyle: 'small',
      '& th, & td': { py: '2', px: '3', borderBlockEndWidth: '1px', borderColor: 'border.subtle' },
      '& thead th': {
        color: 'fg.muted',
        fontWeight: 'semibold',
        textAlign: 'start',
        borderColor: 'border.default',
      },
      '& thead th:last-child': { textAlign: 'end' },
      '& tbody th[scope=row]': { textAlign: 'start', fontWeight: 'normal', color: 'fg.default' },
      '& td': { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
    },
    caption: {
      captionSide: 'top',
      textAlign: 'start',
      textStyle: 'label',
      color: 'fg.default',
      pb: '2',
    },
    // The row naming a group (Vitamins, Minerals) above its nutrients.
    group: {
      textAlign: 'start',
      bg: 'bg.subtle',
      color: 'fg.default',
      fontWeight: 'semibold',
      pt: '3!',
    },
    note: { textStyle: 'caption', color: 'fg.muted' },
  },
})
