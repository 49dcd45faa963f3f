import { defineGlobalStyles } from '@pandacss/dev'

export const globalCss = defineGlobalStyles({
  // --dir-sign turns "towards the inline start" into a translateX sign for slide animations.
  html: {
    '--dir-sign': '1',
    fontFamily: 'latin',
    color: 'fg.default',
    bg: 'bg.canvas',
    lineHeight: 'normal',
    WebkitFontSmoothing: 'antialiased',
    textSizeAdjust: '100%',
  },
  'html[dir=rtl]': { '--dir-sign': '-1' },
  ':lang(ar)': { fontFamily: 'arabic' },
  body: { minHeight: 'dvh', bg: 'bg.canvas', color: 'fg.default' },
  '*:focus-visible': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  '::selection': { bg: 'accent.muted' },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
})
