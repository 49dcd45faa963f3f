import { defineSlotRecipe } from '@pandacss/dev'

export const fullScreenLoaderRecipe = defineSlotRecipe({
  className: 'fullScreenLoader',
  slots: ['root', 'brand'],
  base: {
    root: {
      position: 'fixed',
      inset: '0',
      zIndex: 'loader',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '6',
      p: '6',
      bg: 'bg.canvas',
      color: 'accent.default',
      animationName: 'fadeIn',
      animationDuration: 'normal',
      animationTimingFunction: 'out',
    },
    brand: {
      textStyle: 'display',
      color: 'accent.text',
      textAlign: 'center',
    },
  },
  variants: {
    variant: {
      loader: {},
      // Start-up: the app name above the spinner.
      splash: { root: { gap: '8' } },
    },
  },
  defaultVariants: { variant: 'loader' },
})
