import { defineSlotRecipe } from '@pandacss/dev'

/** ServingAdjuster (`data-scope="serving-adjuster"`): − and + around the number of servings. */
export const servingAdjusterRecipe = defineSlotRecipe({
  className: 'serving-adjuster',
  description: 'ServingAdjuster: a label, then − and + around the number of servings in a pill',
  slots: ['root', 'label', 'stepper', 'value'],
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '3' },
    label: { textStyle: 'label', color: 'fg.muted' },
    stepper: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      p: '1',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'full',
      bg: 'bg.surface',
    },
    value: {
      minW: '8',
      textAlign: 'center',
      fontWeight: 'semibold',
      fontSize: 'lg',
      fontVariantNumeric: 'tabular-nums',
    },
  },
})
