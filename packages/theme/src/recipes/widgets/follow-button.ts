import { defineSlotRecipe } from '@pandacss/dev'

/** Follow / Unfollow: a button that pulses for 2 seconds after a follow (spec section 9). */
export const followButtonRecipe = defineSlotRecipe({
  className: 'follow-button',
  description: 'The follow button: the pulse after a follow',
  slots: ['root'],
  base: {
    root: {
      '&[data-pulse]': {
        animation: 'pulse 1s ease-in-out 2',
        _motionReduce: { animation: 'none' },
      },
    },
  },
})
