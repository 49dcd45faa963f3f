import { tooltipAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const tooltipRecipe = defineSlotRecipe({
  className: 'tooltip',
  slots: tooltipAnatomy.keys(),
  base: {
    positioner: { zIndex: 'tooltip' },
    content: {
      maxW: 'xs',
      px: '2.5',
      py: '1.5',
      borderRadius: 'md',
      bg: 'bg.inverse',
      color: 'fg.inverse',
      textStyle: 'caption',
      fontWeight: 'medium',
      boxShadow: 'md',
      transformOrigin: 'var(--transform-origin)',
      _open: { animationName: 'fadeIn', animationDuration: 'fast', animationTimingFunction: 'out' },
      _closed: {
        animationName: 'fadeOut',
        animationDuration: 'fast',
        animationTimingFunction: 'in',
        animationFillMode: 'forwards',
      },
    },
    arrow: { '--arrow-size': 'sizes.2', '--arrow-background': 'colors.bg.inverse' },
  },
})
