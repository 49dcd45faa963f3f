import { checkboxAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { invalidSelector } from './field'

export const checkboxRecipe = defineSlotRecipe({
  className: 'checkbox',
  slots: checkboxAnatomy.keys(),
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'top',
      _disabled: { cursor: 'not-allowed' },
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      bg: 'bg.surface',
      color: 'accent.fg',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'border.emphasized',
      borderRadius: 'sm',
      transitionProperty: 'background, border-color',
      transitionDuration: 'fast',
      transitionTimingFunction: 'default',
      _hover: { borderColor: 'accent.default' },
      // zag mirrors the hidden input's keyboard focus onto the control as data-focus-visible.
      _focusVisible: {
        outlineWidth: '2px',
        outlineStyle: 'solid',
        outlineColor: 'focusRing',
        outlineOffset: '2px',
      },
      '&:is([data-state=checked], [data-state=indeterminate])': {
        bg: 'accent.default',
        borderColor: 'accent.default',
        _hover: { bg: 'accent.emphasized', borderColor: 'accent.emphasized' },
      },
      [invalidSelector]: { borderColor: 'danger.default' },
      _disabled: {
        bg: 'bg.muted',
        borderColor: 'border.default',
        color: 'fg.disabled',
        _hover: { borderColor: 'border.default' },
        '&:is([data-state=checked], [data-state=indeterminate])': {
          bg: 'bg.emphasized',
          borderColor: 'border.default',
          _hover: { bg: 'bg.emphasized', borderColor: 'border.default' },
        },
      },
    },
    indicator: { display: 'flex', '& svg': { w: 'full', h: 'full', strokeWidth: '3' } },
    label: { color: 'fg.default', _disabled: { color: 'fg.disabled' } },
    group: { display: 'flex', flexDirection: 'column', gap: '3' },
  },
  variants: {
    size: {
      sm: { control: { w: '4', h: '4' }, indicator: { w: '2.5', h: '2.5' }, label: { fontSize: 'sm' } },
      md: { control: { w: '5', h: '5' }, indicator: { w: '3', h: '3' }, label: { fontSize: 'md' } },
      lg: { control: { w: '6', h: '6' }, indicator: { w: '4', h: '4' }, label: { fontSize: 'lg' } },
    },
  },
  defaultVariants: { size: 'md' },
})
