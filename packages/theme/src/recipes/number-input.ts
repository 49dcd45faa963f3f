import { numberInputAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { controlBox, controlFocusRing } from './field'

// Both steppers share one look; only the divider between them differs.
const trigger = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: 'fg.muted',
  bg: 'bg.subtle',
  borderInlineStartWidth: '1px',
  borderColor: 'border.default',
  cursor: 'pointer',
  transitionProperty: 'background, color',
  transitionDuration: 'fast',
  '& svg': { w: '4', h: '4' },
  _hover: { bg: 'bg.muted', color: 'fg.default' },
  _active: { bg: 'bg.emphasized' },
  _disabled: { cursor: 'not-allowed', color: 'fg.disabled', bg: 'bg.subtle' },
} as const

export const numberInputRecipe = defineSlotRecipe({
  className: 'numberInput',
  slots: numberInputAnatomy.extendWith('requiredIndicator').keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full', minW: '0' },
    label: {
      display: 'inline-flex',
      alignItems: 'baseline',
      gap: '1',
      textStyle: 'label',
      color: 'fg.default',
      userSelect: 'none',
      _disabled: { color: 'fg.disabled' },
    },
    requiredIndicator: { color: 'danger.text', fontWeight: 'semibold' },
    // The input spans both rows; the two steppers stack at the inline end, so RTL needs nothing extra.
    control: {
      ...controlBox,
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      gridTemplateRows: '1fr 1fr',
      overflow: 'hidden',
      '&:has(input:focus-visible)': controlFocusRing,
    },
    input: {
      gridRow: 'span 2',
      appearance: 'none',
      w: 'full',
      minW: '0',
      bg: 'transparent',
      color: 'inherit',
      fontFamily: 'inherit',
      fontVariantNumeric: 'tabular-nums',
      textAlign: 'start',
      outline: 'none',
      _placeholder: { color: 'fg.subtle', opacity: 1 },
      _disabled: { cursor: 'not-allowed' },
    },
    incrementTrigger: { ...trigger, borderBlockEndWidth: '1px' },
    decrementTrigger: trigger,
    valueText: { fontVariantNumeric: 'tabular-nums' },
    scrubber: { cursor: 'ew-resize' },
  },
  variants: {
    size: {
      sm: {
        label: { fontSize: 'xs' },
        control: { h: '8' },
        input: { px: '2.5', fontSize: 'sm' },
        incrementTrigger: { w: '6' },
        decrementTrigger: { w: '6' },
      },
      md: {
        label: { fontSize: 'sm' },
        control: { h: '10' },
        input: { px: '3', fontSize: 'md' },
        incrementTrigger: { w: '8' },
        decrementTrigger: { w: '8' },
      },
      lg: {
        label: { fontSize: 'md' },
        control: { h: '12' },
        input: { px: '4', fontSize: 'md' },
        incrementTrigger: { w: '10' },
        decrementTrigger: { w: '10' },
      },
    },
  },
  defaultVariants: { size: 'md' },
})
