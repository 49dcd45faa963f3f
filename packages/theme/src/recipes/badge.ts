import { defineRecipe } from '@pandacss/dev'

export const badgeRecipe = defineRecipe({
  className: 'badge',
  jsx: ['Badge', 'VerifiedBadge'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    flexShrink: 0,
    borderRadius: 'full',
    fontWeight: 'medium',
    lineHeight: 'tight',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    '& svg': { w: '1.15em', h: '1.15em', flexShrink: 0 },
  },
  variants: {
    variant: {
      neutral: { bg: 'bg.muted', color: 'fg.muted' },
      accent: { bg: 'accent.subtle', color: 'accent.text' },
      success: { bg: 'success.subtle', color: 'success.text' },
      warning: { bg: 'warning.subtle', color: 'warning.text' },
      danger: { bg: 'danger.subtle', color: 'danger.text' },
    },
    size: {
      sm: { h: '5', px: '2', fontSize: 'xs' },
      md: { h: '6', px: '2.5', fontSize: 'sm' },
    },
    // A bare icon beside a name (verified mark): no pill, just the coloured glyph.
    iconOnly: {
      true: { bg: 'transparent', px: '0', h: 'auto', '& svg': { w: '1.25em', h: '1.25em' } },
    },
  },
  defaultVariants: { variant: 'neutral', size: 'sm' },
})
