import { defineSlotRecipe } from '@pandacss/dev'

export const videoPlayerRecipe = defineSlotRecipe({
  className: 'video-player',
  description:
    "A recipe's YouTube or Vimeo video: poster and play button, then the platform's player; or an error.",
  slots: ['root', 'frame', 'play', 'poster', 'mark', 'error', 'message', 'link'],
  base: {
    root: { position: 'absolute', inset: '0', bg: 'bg.inverse' },
    frame: { position: 'absolute', inset: '0', w: 'full', h: 'full' },
    play: {
      position: 'absolute',
      inset: '0',
      w: 'full',
      h: 'full',
      cursor: 'pointer',
      display: 'grid',
      placeItems: 'center',
      _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '-3px' },
      '&:hover [data-part=mark], &:focus-visible [data-part=mark]': { transform: 'scale(1.08)' },
    },
    // The platform's poster, or ours (a gradient) when it cannot be loaded.
    poster: {
      position: 'absolute',
      inset: '0',
      w: 'full',
      h: 'full',
      objectFit: 'cover',
      '&[data-fallback]': {
        bgGradient: 'to-br',
        gradientFrom: 'accent.default',
        gradientTo: 'accent.emphasized',
      },
    },
    mark: {
      position: 'relative',
      display: 'grid',
      placeItems: 'center',
      w: '16',
      h: '16',
      borderRadius: 'full',
      bg: 'bg.surface/90',
      color: 'accent.text',
      boxShadow: 'lg',
      transitionProperty: 'transform',
      transitionDuration: 'fast',
      // Media controls are not mirrored in RTL; the nudge centres the triangle optically.
      '& svg': { w: '7', h: '7', fill: 'currentColor', transform: 'translateX(0.125rem)' },
    },
    error: {
      position: 'absolute',
      inset: '0',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '3',
      p: '6',
      textAlign: 'center',
      bg: 'bg.muted',
      color: 'fg.muted',
      '& > svg': { w: '10', h: '10' },
    },
    message: { fontWeight: 'medium', color: 'fg.default' },
    link: { textStyle: 'small' },
  },
})
