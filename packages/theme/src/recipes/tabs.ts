import { tabsAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const tabsRecipe = defineSlotRecipe({
  className: 'tabs',
  jsx: ['Tabs'],
  slots: tabsAnatomy.keys(),
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      w: 'full',
      _vertical: { flexDirection: 'row' },
    },
    list: {
      display: 'flex',
      position: 'relative',
      flexShrink: 0,
      overflowX: 'auto',
      scrollbarWidth: 'thin',
      _vertical: { flexDirection: 'column', overflowX: 'visible' },
    },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '2',
      flexShrink: 0,
      whiteSpace: 'nowrap',
      textStyle: 'label',
      color: 'fg.muted',
      cursor: 'pointer',
      transitionProperty: 'color, background, box-shadow',
      transitionDuration: 'fast',
      transitionTimingFunction: 'default',
      // The list can scroll, which would clip an outside outline.
      _focusVisible: { outlineOffset: '-2px' },
      _hover: { color: 'fg.default' },
      _selected: { color: 'fg.default' },
      _disabled: { cursor: 'not-allowed', opacity: 0.55, _hover: { color: 'fg.muted' } },
      '& svg': { w: '4', h: '4', flexShrink: 0 },
    },
    content: {
      pt: '4',
      _focusVisible: { outlineOffset: '2px' },
      _vertical: { pt: '0', ps: '4' },
    },
    // Ark positions the indicator under the selected trigger with --left/--width.
    indicator: {
      '--transition-duration': '{durations.normal}',
      '--transition-timing-function': '{easings.default}',
    },
  },
  variants: {
    variant: {
      line: {
        list: {
          borderBlockEndWidth: '1px',
          borderColor: 'border.subtle',
          _vertical: { borderBlockEndWidth: '0', borderInlineEndWidth: '1px' },
        },
        trigger: { _selected: { color: 'accent.text' } },
        indicator: {
          insetBlockEnd: '0',
          w: 'var(--width)',
          h: '0.5',
          bg: 'accent.default',
          borderRadius: 'full',
          _vertical: { insetBlockEnd: 'auto', insetInlineEnd: '0', w: '0.5', h: 'var(--height)' },
        },
      },
      enclosed: {
        list: { gap: '1', p: '1', bg: 'bg.muted', borderRadius: 'lg', w: 'fit', maxW: 'full' },
        trigger: {
          borderRadius: 'md',
          _hover: { bg: 'bg.subtle' },
          _selected: { bg: 'bg.surface', boxShadow: 'xs', _hover: { bg: 'bg.surface' } },
        },
        // The selected trigger paints its own background.
        indicator: { display: 'none' },
      },
    },
    size: {
      sm: { trigger: { h: '8', px: '3', fontSize: 'xs' } },
      md: { trigger: { h: '10', px: '4' } },
    },
    fitted: {
      true: { list: { w: 'full' }, trigger: { flex: '1' } },
    },
  },
  defaultVariants: { variant: 'line', size: 'md' },
})
