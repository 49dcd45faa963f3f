import { createAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

/** root wraps the main control (button, link or plain text) and the optional remove button. */
export const chipAnatomy = createAnatomy('chip').parts('root', 'control', 'indicator', 'label', 'remove')

export const chipRecipe = defineSlotRecipe({
  className: 'chip',
  jsx: ['Chip'],
  slots: chipAnatomy.keys(),
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      maxW: 'full',
      flexShrink: 0,
      borderRadius: 'full',
      borderWidth: '1px',
      borderColor: 'transparent',
      fontWeight: 'medium',
      lineHeight: 'tight',
      whiteSpace: 'nowrap',
      transitionProperty: 'background, border-color, color',
      transitionDuration: 'fast',
      transitionTimingFunction: 'default',
      _disabled: { opacity: 0.55 },
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1.5',
      h: 'full',
      minW: '0',
      borderRadius: 'full',
      color: 'inherit',
      textDecoration: 'none',
      '&:is(button, a)': { cursor: 'pointer' },
      _disabled: { cursor: 'not-allowed' },
      '& svg': { w: '1.15em', h: '1.15em', flexShrink: 0 },
    },
    indicator: { display: 'inline-flex' },
    label: { overflow: 'hidden', textOverflow: 'ellipsis' },
    remove: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      w: '6',
      h: '6',
      me: '0.5',
      borderRadius: 'full',
      color: 'inherit',
      cursor: 'pointer',
      '& svg': { w: '1.15em', h: '1.15em' },
      _disabled: { cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      subtle: {
        root: {
          bg: 'bg.muted',
          color: 'fg.default',
          '&[data-interactive]:hover': { bg: 'bg.emphasized' },
          _selected: { bg: 'accent.muted', color: 'accent.text', borderColor: 'accent.default' },
          '&[data-interactive][data-selected]:hover': {
            bg: 'accent.muted',
            borderColor: 'accent.emphasized',
          },
        },
        remove: { _hover: { bg: 'bg.emphasized' } },
      },
      outline: {
        root: {
          bg: 'bg.surface',
          color: 'fg.default',
          borderColor: 'border.default',
          '&[data-interactive]:hover': { bg: 'bg.subtle', borderColor: 'border.emphasized' },
          _selected: { bg: 'accent.subtle', color: 'accent.text', borderColor: 'accent.default' },
          '&[data-interactive][data-selected]:hover': {
            bg: 'accent.muted',
            borderColor: 'accent.emphasized',
          },
        },
        remove: { _hover: { bg: 'bg.muted' } },
      },
      solid: {
        root: {
          bg: 'bg.inverse',
          color: 'fg.inverse',
          '&[data-interactive]:hover': { bg: 'fg.muted' },
          _selected: { bg: 'accent.default', color: 'accent.fg' },
          '&[data-interactive][data-selected]:hover': { bg: 'accent.emphasized' },
        },
        remove: { _hover: { bg: 'accent.emphasized' } },
      },
    },
    size: {
      sm: { root: { h: '7', fontSize: 'xs' }, control: { px: '3' } },
      md: { root: { h: '8', fontSize: 'sm' }, control: { px: '4' } },
    },
    removable: {
      // The remove button takes the end padding, so the label sits tight against it.
      true: { control: { pe: '1' } },
    },
  },
  defaultVariants: { variant: 'subtle', size: 'md' },
})
