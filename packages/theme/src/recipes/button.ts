import { defineRecipe } from '@pandacss/dev'

export const buttonRecipe = defineRecipe({
  className: 'button',
  jsx: ['Button', 'IconButton'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: 0,
    borderRadius: 'md',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background, border-color, color, box-shadow',
    transitionDuration: 'fast',
    transitionTimingFunction: 'default',
    _disabled: { cursor: 'not-allowed', opacity: 0.55 },
    '& svg': { flexShrink: 0 },
  },
  variants: {
    variant: {
      solid: {
        bg: 'accent.default',
        color: 'accent.fg',
        _hover: { _enabled: { bg: 'accent.emphasized' } },
      },
      outline: {
        borderWidth: '1px',
        borderColor: 'border.default',
        color: 'fg.default',
        bg: 'bg.surface',
        _hover: { _enabled: { bg: 'bg.subtle', borderColor: 'border.emphasized' } },
      },
      ghost: {
        color: 'fg.default',
        bg: 'transparent',
        _hover: { _enabled: { bg: 'bg.muted' } },
      },
      subtle: {
        color: 'accent.text',
        bg: 'accent.subtle',
        _hover: { _enabled: { bg: 'accent.muted' } },
      },
      danger: {
        bg: 'danger.default',
        color: 'danger.fg',
        _hover: { _enabled: { bg: 'danger.emphasized' } },
      },
      link: {
        color: 'accent.text',
        bg: 'transparent',
        px: '0 !important',
        h: 'auto !important',
        textDecoration: 'underline',
        textUnderlineOffset: '3px',
      },
    },
    size: {
      sm: { h: '8', minW: '8', px: '3', fontSize: 'sm' },
      md: { h: '10', minW: '10', px: '4', fontSize: 'sm' },
      lg: { h: '12', minW: '12', px: '6', fontSize: 'md' },
    },
    shape: {
      default: {},
      icon: {},
      round: { borderRadius: 'full' },
    },
    fullWidth: { true: { w: 'full' } },
  },
  // IconButton: square (or round) with no inline padding. A compound variant, because the size's
  // padding and the shape's would otherwise be decided by stylesheet order.
  compoundVariants: [{ shape: ['icon', 'round'], css: { px: '0' } }],
  defaultVariants: { variant: 'solid', size: 'md', shape: 'default' },
})
