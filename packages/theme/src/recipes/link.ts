import { defineRecipe } from '@pandacss/dev'

export const linkRecipe = defineRecipe({
  className: 'link',
  jsx: ['Link'],
  base: {
    cursor: 'pointer',
    borderRadius: 'xs',
    textUnderlineOffset: '0.2em',
    textDecorationThickness: '1px',
    transitionProperty: 'color, text-decoration-color, border-color',
    transitionDuration: 'fast',
    transitionTimingFunction: 'default',
    // The "opens in a new tab" arrow sits on the text line and points away in both directions.
    '& [data-part=external-icon]': {
      display: 'inline-block',
      w: '0.85em',
      h: '0.85em',
      ms: '0.5',
      verticalAlign: 'baseline',
      _rtl: { transform: 'scaleX(-1)' },
    },
  },
  variants: {
    variant: {
      // Links inside running text: always underlined so they do not rely on colour alone.
      inline: {
        color: 'accent.text',
        textDecoration: 'underline',
        _hover: { color: 'accent.emphasized', textDecorationThickness: '2px' },
      },
      // Header and sidebar navigation; the current page carries aria-current.
      nav: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: '2',
        py: '2',
        color: 'fg.muted',
        fontWeight: 'medium',
        textDecoration: 'none',
        borderBlockEndWidth: '2px',
        borderBlockEndColor: 'transparent',
        borderRadius: 'none',
        _hover: { color: 'fg.default' },
        '&[aria-current]:not([aria-current=false])': {
          color: 'accent.text',
          borderBlockEndColor: 'accent.default',
        },
      },
      // "See all", footer and meta links: quiet until hovered.
      subtle: {
        color: 'fg.muted',
        textDecoration: 'none',
        _hover: { color: 'fg.default', textDecoration: 'underline' },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
})
