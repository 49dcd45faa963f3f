import { radioGroupAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { invalidSelector } from './field'

export const radioGroupRecipe = defineSlotRecipe({
  className: 'radioGroup',
  slots: radioGroupAnatomy.keys(),
  base: {
    // isolation keeps the sliding indicator (z-index -1) behind the items but inside the group.
    root: {
      position: 'relative',
      isolation: 'isolate',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: '3',
      _horizontal: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', columnGap: '6' },
    },
    // On its own line above the options, whatever the orientation.
    label: {
      flexBasis: 'full',
      textStyle: 'label',
      color: 'fg.default',
      _disabled: { color: 'fg.disabled' },
    },
    item: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      cursor: 'pointer',
      userSelect: 'none',
      _disabled: { cursor: 'not-allowed' },
    },
    itemControl: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      bg: 'bg.surface',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'border.emphasized',
      borderRadius: 'full',
      transitionProperty: 'border-color, background',
      transitionDuration: 'fast',
      transitionTimingFunction: 'default',
      // The inner dot scales in when the option is chosen.
      _after: {
        content: '""',
        w: '50%',
        h: '50%',
        borderRadius: 'full',
        bg: 'accent.default',
        transform: 'scale(0)',
        transitionProperty: 'transform',
        transitionDuration: 'fast',
        transitionTimingFunction: 'out',
      },
      _hover: { borderColor: 'accent.default' },
      // zag mirrors the radio's keyboard focus onto the control as data-focus-visible.
      _focusVisible: {
        outlineWidth: '2px',
        outlineStyle: 'solid',
        outlineColor: 'focusRing',
        outlineOffset: '2px',
      },
      _checked: { borderColor: 'accent.default', _after: { transform: 'scale(1)' } },
      [invalidSelector]: { borderColor: 'danger.default' },
      _disabled: {
        bg: 'bg.muted',
        borderColor: 'border.default',
        _hover: { borderColor: 'border.default' },
        _after: { bg: 'fg.disabled' },
      },
    },
    itemText: { color: 'fg.default', _disabled: { color: 'fg.disabled' } },
    // zag measures the checked item into --left/--top/--width/--height and sets only the main-axis
    // offset inline; the cross axis is ours (in a row, the block offset).
    indicator: {
      w: 'var(--width)',
      h: 'var(--height)',
      _horizontal: { insetBlockStart: 'var(--top)' },
      zIndex: '[-1]',
      bg: 'accent.subtle',
      borderRadius: 'md',
      '--transition-timing-function': 'easings.default',
      '--transition-duration': 'durations.normal',
    },
  },
  variants: {
    size: {
      sm: { itemControl: { w: '4', h: '4' }, itemText: { fontSize: 'sm' } },
      md: { itemControl: { w: '5', h: '5' }, itemText: { fontSize: 'md' } },
      lg: { itemControl: { w: '6', h: '6' }, itemText: { fontSize: 'lg' } },
    },
  },
  defaultVariants: { size: 'md' },
})
