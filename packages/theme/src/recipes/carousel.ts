import { carouselAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

const roundTrigger = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  w: '10',
  h: '10',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  color: 'fg.default',
  boxShadow: 'xs',
  cursor: 'pointer',
  transitionProperty: 'background, border-color, opacity',
  transitionDuration: 'fast',
  transitionTimingFunction: 'default',
  _hover: { _enabled: { bg: 'bg.subtle', borderColor: 'border.emphasized' } },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  _disabled: { cursor: 'not-allowed', opacity: 0.5 },
  '& svg': { w: '5', h: '5' },
  // Chevrons point along the reading direction.
  _rtl: { '& svg': { transform: 'scaleX(-1)' } },
} as const

export const carouselRecipe = defineSlotRecipe({
  className: 'carousel',
  slots: carouselAnatomy.keys(),
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      position: 'relative',
      w: 'full',
      minW: '0',
    },
    itemGroup: {
      borderRadius: 'lg',
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
      '&::-webkit-scrollbar': { display: 'none' },
      '&[data-dragging]': { cursor: 'grabbing', userSelect: 'none' },
    },
    item: {
      minW: '0',
    },
    control: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '3',
    },
    prevTrigger: roundTrigger,
    nextTrigger: roundTrigger,
    indicatorGroup: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '0.5',
    },
    indicator: {
      // A 24 px hit area around a small dot.
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      h: '6',
      minW: '6',
      borderRadius: 'full',
      cursor: 'pointer',
      _before: {
        content: '""',
        display: 'block',
        h: '2',
        w: '2',
        borderRadius: 'full',
        bg: 'border.emphasized',
        transitionProperty: 'width, background',
        transitionDuration: 'normal',
        transitionTimingFunction: 'default',
      },
      _hover: { _before: { bg: 'fg.subtle' } },
      _current: { _before: { w: '5', bg: 'accent.default' } },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '0' },
      '&[data-readonly]': { cursor: 'default' },
    },
    autoplayTrigger: roundTrigger,
    progressText: {
      textStyle: 'small',
      color: 'fg.muted',
      fontVariantNumeric: 'tabular-nums',
    },
  },
})
