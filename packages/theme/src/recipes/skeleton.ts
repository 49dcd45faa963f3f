import { defineRecipe } from '@pandacss/dev'

export const skeletonRecipe = defineRecipe({
  className: 'skeleton',
  jsx: ['Skeleton', 'SkeletonText', 'SkeletonCircle'],
  base: {
    display: 'block',
    flexShrink: 0,
    borderRadius: 'md',
    bgGradient: 'to-r',
    gradientFrom: 'bg.muted',
    gradientVia: 'bg.emphasized',
    gradientTo: 'bg.muted',
    backgroundSize: '200% 100%',
    animation: 'shimmer 1.6s ease-in-out infinite',
    // The sheen travels in reading direction. Reduced motion is handled by the global stylesheet.
    _rtl: { animationDirection: 'reverse' },
    pointerEvents: 'none',
    userSelect: 'none',
  },
  variants: {
    shape: {
      rect: { w: 'full', h: '24' },
      // One line of body text: a little shorter than the line so stacked lines keep a gap.
      text: { w: 'full', h: '0.9em', borderRadius: 'sm' },
      circle: { borderRadius: 'full', w: '10', h: '10' },
    },
  },
  defaultVariants: { shape: 'rect' },
})
