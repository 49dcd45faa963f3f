import { defineSlotRecipe } from '@pandacss/dev'

export const infiniteScrollRecipe = defineSlotRecipe({
  className: 'infiniteScroll',
  slots: ['root', 'sentinel', 'status', 'end'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      w: 'full',
    },
    // Zero-height marker at the end of the list; the observer watches it.
    sentinel: {
      w: 'full',
      h: '0',
      flexShrink: 0,
    },
    status: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '2',
      py: '4',
      textStyle: 'small',
      color: 'fg.muted',
      // Stays in the accessibility tree when empty so the next message is announced.
      _empty: { py: '0' },
    },
    end: {
      py: '2',
      textStyle: 'small',
      color: 'fg.muted',
      textAlign: 'center',
    },
  },
})
