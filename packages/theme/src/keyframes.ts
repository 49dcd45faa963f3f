import { defineKeyframes } from '@pandacss/dev'

export const keyframes = defineKeyframes({
  fadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
  fadeOut: { from: { opacity: 1 }, to: { opacity: 0 } },
  scaleIn: { from: { opacity: 0, transform: 'scale(0.96)' }, to: { opacity: 1, transform: 'scale(1)' } },
  scaleOut: { from: { opacity: 1, transform: 'scale(1)' }, to: { opacity: 0, transform: 'scale(0.96)' } },
  // Side menus enter from the inline start or end; the RTL flip is done with the --slide-from variable.
  slideInFromStart: {
    from: { transform: 'translateX(calc(-100% * var(--dir-sign, 1)))' },
    to: { transform: 'translateX(0)' },
  },
  slideOutToStart: {
    from: { transform: 'translateX(0)' },
    to: { transform: 'translateX(calc(-100% * var(--dir-sign, 1)))' },
  },
  slideInFromEnd: {
    from: { transform: 'translateX(calc(100% * var(--dir-sign, 1)))' },
    to: { transform: 'translateX(0)' },
  },
  slideOutToEnd: {
    from: { transform: 'translateX(0)' },
    to: { transform: 'translateX(calc(100% * var(--dir-sign, 1)))' },
  },
  spin: { to: { transform: 'rotate(360deg)' } },
  pulse: { '50%': { opacity: 0.5 } },
  shimmer: { from: { backgroundPosition: '200% 0' }, to: { backgroundPosition: '-200% 0' } },
  // An unmeasured progress bar: a segment (40 % wide) enters at the inline start and leaves at the end.
  progressTravel: { from: { insetInlineStart: '-40%' }, to: { insetInlineStart: '100%' } },
})
