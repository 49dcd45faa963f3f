import { switchAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { invalidSelector } from './field'

/**
 * The thumb travels with margin-inline-start, a logical property: it moves towards the inline end
 * in both directions, even inside a dir="rtl" island on an LTR page (a translateX would not).
 * Travel = track width - 2 × border - thumb width.
 */
export const switchRecipe = defineSlotRecipe({
  className: 'switch',
  slots: switchAnatomy.keys(),
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2.5',
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      _disabled: { cursor: 'not-allowed' },
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: 0,
      // A mid-tone track keeps the off state visible against the page (3:1 for UI parts).
      bg: 'border.emphasized',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'transparent',
      borderRadius: 'full',
      transitionProperty: 'background, border-color',
      transitionDuration: 'normal',
      transitionTimingFunction: 'default',
      _hover: { bg: 'fg.subtle' },
      // zag mirrors the hidden input's keyboard focus onto the control as data-focus-visible.
      _focusVisible: {
        outlineWidth: '2px',
        outlineStyle: 'solid',
        outlineColor: 'focusRing',
        outlineOffset: '2px',
      },
      _checked: { bg: 'accent.default', _hover: { bg: 'accent.emphasized' } },
      [invalidSelector]: { borderColor: 'danger.default' },
      _disabled: {
        bg: 'bg.muted',
        _hover: { bg: 'bg.muted' },
        _checked: { bg: 'accent.muted', _hover: { bg: 'accent.muted' } },
      },
    },
    thumb: {
      display: 'block',
      flexShrink: 0,
      bg: 'bg.surface',
      borderRadius: 'full',
      boxShadow: 'sm',
      marginInlineStart: '0',
      transitionProperty: 'margin-inline-start',
      transitionDuration: 'normal',
      transitionTimingFunction: 'default',
      _disabled: { boxShadow: 'none' },
    },
    label: { color: 'fg.default', _disabled: { color: 'fg.disabled' } },
  },
  variants: {
    size: {
      sm: {
        control: { w: '8', h: '5' },
        thumb: { w: '4', h: '4', _checked: { marginInlineStart: '3' } },
        label: { fontSize: 'sm' },
      },
      md: {
        control: { w: '10', h: '6' },
        thumb: { w: '5', h: '5', _checked: { marginInlineStart: '4' } },
        label: { fontSize: 'md' },
      },
      lg: {
        control: { w: '12', h: '7' },
        thumb: { w: '6', h: '6', _checked: { marginInlineStart: '5' } },
        label: { fontSize: 'lg' },
      },
    },
  },
  defaultVariants: { size: 'md' },
})
