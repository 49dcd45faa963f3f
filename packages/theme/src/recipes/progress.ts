import { progressAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

/**
 * A linear progress bar. Measured (a value): the range grows from the inline start. Unmeasured
 * (`value={null}`, data-state=indeterminate): a segment travels towards the inline end; the
 * keyframes move `inset-inline-start`, a logical property, so it runs right to left in Arabic with
 * no mirrored copy.
 */
export const progressRecipe = defineSlotRecipe({
  className: 'progress',
  jsx: ['Progress'],
  slots: progressAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full', minW: '0' },
    label: { textStyle: 'small', fontWeight: 'medium', color: 'fg.default' },
    track: {
      position: 'relative',
      overflow: 'hidden',
      w: 'full',
      bg: 'bg.emphasized',
      borderRadius: 'full',
    },
    range: {
      h: 'full',
      bg: 'accent.default',
      borderRadius: 'full',
      transitionProperty: 'width',
      transitionDuration: 'slow',
      transitionTimingFunction: 'out',
      '&[data-state=indeterminate]': {
        position: 'absolute',
        insetBlock: '0',
        w: '[40%]',
        animation: 'progressTravel 1.4s ease-in-out infinite',
        // Without motion: a still segment in the middle (the text beside it says what is happening).
        _motionReduce: { animation: 'none', insetInlineStart: '[30%]' },
      },
    },
  },
  variants: {
    size: {
      sm: { track: { h: '1' } },
      md: { track: { h: '2' } },
    },
  },
  defaultVariants: { size: 'md' },
})
