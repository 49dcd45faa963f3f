import { defineSlotRecipe } from '@pandacss/dev'

/** NutritionRings (`data-scope="nutrition-rings"`): a ring per basic nutrient, and every nutrient in a table. */
export const nutritionRingsRecipe = defineSlotRecipe({
  className: 'nutrition-rings',
  description: 'NutritionRings: the basic nutrients as rings against daily goals, and the See All table',
  slots: ['root', 'note', 'rings', 'ring', 'table'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '3' },
    note: { textStyle: 'small', color: 'fg.muted' },
    // Four to a row on a phone (4 + 3), all seven in one row from a tablet up.
    rings: {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(5rem, 1fr))',
      columnGap: { base: '2', md: '4' },
      rowGap: '4',
      py: '2',
    },
    ring: { display: 'flex', justifyContent: 'center' },
    table: {
      w: 'full',
      // Separate borders, so the sticky header keeps its rule while the rows scroll under it.
      borderCollapse: 'separate',
      borderSpacing: '0',
      textStyle: 'small',
      '& th, & td': { py: '2', px: '3', borderBlockEndWidth: '1px', borderColor: 'border.subtle' },
      '& thead th': {
        position: 'sticky',
        insetBlockStart: '0',
        bg: 'bg.surface',
        color: 'fg.muted',
        fontWeight: 'semibold',
        textAlign: 'start',
        borderColor: 'border.default',
      },
      '& tbody th': { textAlign: 'start', fontWeight: 'normal', color: 'fg.default' },
      '& tbody tr[data-basic] th': { fontWeight: 'semibold' },
      '& td': { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
      '& thead th:not(:first-child)': { textAlign: 'end' },
    },
  },
})
