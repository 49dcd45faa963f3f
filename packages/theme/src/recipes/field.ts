import { fieldAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

/**
 * Ark marks an invalid control with data-invalid / aria-invalid. Panda's `_invalid` also matches the
 * native `:invalid`, which would paint every empty required field red before the user typed.
 */
export const invalidSelector = '&:is([data-invalid], [aria-invalid=true])'

/**
 * The box shared by text inputs, the number input control and the select trigger.
 * Shared pieces are `as const` literals, not defineStyles(): spreading the strict SystemStyleObject
 * type into recipes makes the type checker crawl.
 */
export const controlBox = {
  bg: 'bg.surface',
  color: 'fg.default',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.default',
  borderRadius: 'md',
  transitionProperty: 'border-color, background, box-shadow',
  transitionDuration: 'fast',
  transitionTimingFunction: 'default',
  _hover: { borderColor: 'border.emphasized' },
  [invalidSelector]: { borderColor: 'danger.default', _hover: { borderColor: 'danger.emphasized' } },
  _disabled: {
    bg: 'bg.subtle',
    color: 'fg.disabled',
    borderColor: 'border.subtle',
    cursor: 'not-allowed',
    _hover: { borderColor: 'border.subtle' },
  },
} as const

/**
 * Focus ring drawn on the box itself (offset 0) so it hugs the field instead of floating around it.
 * The border keeps its colour, so an invalid field still shows red while focused.
 */
export const controlFocusRing = {
  outlineWidth: '2px',
  outlineStyle: 'solid',
  outlineColor: 'focusRing',
  outlineOffset: '0',
} as const

/** Error text under a control (field, select): the message with its icon at the inline start. */
export const errorTextStyle = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '1.5',
  textStyle: 'small',
  color: 'danger.text',
  '& svg': { flexShrink: 0, w: '4', h: '4', mt: '0.5' },
} as const

const textInput = {
  ...controlBox,
  appearance: 'none',
  display: 'block',
  w: 'full',
  minW: '0',
  fontFamily: 'inherit',
  textAlign: 'start',
  _placeholder: { color: 'fg.subtle', opacity: 1 },
  _focusVisible: controlFocusRing,
  _readOnly: { bg: 'bg.subtle' },
  // Numbers keep their columns while they change (height, weight, servings).
  '&[type=number]': { fontVariantNumeric: 'tabular-nums' },
} as const

export const fieldRecipe = defineSlotRecipe({
  className: 'field',
  slots: fieldAnatomy.keys(),
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
    input: textInput,
    textarea: { ...textInput, minH: '24', resize: 'vertical', lineHeight: 'normal' },
    // Stays readable when the field is disabled: axe cannot tell this text belongs to a disabled control.
    helperText: { textStyle: 'small', color: 'fg.muted' },
    errorText: errorTextStyle,
  },
  variants: {
    size: {
      sm: {
        label: { fontSize: 'xs' },
        input: { h: '8', px: '2.5', fontSize: 'sm' },
        textarea: { px: '2.5', py: '1.5', fontSize: 'sm' },
      },
      // 16px text in the default size keeps iOS Safari from zooming into the field on focus.
      md: {
        label: { fontSize: 'sm' },
        input: { h: '10', px: '3', fontSize: 'md' },
        textarea: { px: '3', py: '2', fontSize: 'md' },
      },
      lg: {
        label: { fontSize: 'md' },
        input: { h: '12', px: '4', fontSize: 'md' },
        textarea: { px: '4', py: '3', fontSize: 'md' },
      },
    },
  },
  defaultVariants: { size: 'md' },
})
