import { progressAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

/**
 * Circular nutrition progress. Ark sizes the svg from --size and --thickness; the value text is
 * laid over the circle by sharing its grid cell, the label sits underneath.
 */
export const ringRecipe = defineSlotRecipe({
  className: 'ring',
  jsx: ['Ring'],
  slots: progressAnatomy.keys(),
  base: {
    root: {
      display: 'inline-grid',
      justifyItems: 'center',
      alignItems: 'center',
      gap: '1.5',
      textAlign: 'center',
    },
    circle: { gridRow: '1', gridColumn: '1' },
    circleTrack: { stroke: 'bg.emphasized' },
    circleRange: {
      strokeLinecap: 'round',
      transitionProperty: 'stroke-dashoffset, stroke',
      transitionDuration: 'slow',
      transitionTimingFunction: 'out',
    },
    valueText: {
      gridRow: '1',
      gridColumn: '1',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      fontWeight: 'semibold',
      lineHeight: 'none',
      fontVariantNumeric: 'tabular-nums',
      color: 'fg.default',
      '& [data-part=unit]': { mt: '0.5', fontSize: '2xs', fontWeight: 'normal', color: 'fg.muted' },
    },
    label: { gridRow: '2', gridColumn: '1', textStyle: 'caption', color: 'fg.muted', fontWeight: 'medium' },
  },
  variants: {
    size: {
      sm: {
        root: { '--size': '{sizes.14}', '--thickness': '{sizes.1}' },
        valueText: { fontSize: 'xs' },
      },
      md: {
        root: { '--size': '{sizes.20}', '--thickness': '{sizes.1.5}' },
        valueText: { fontSize: 'md' },
      },
      lg: {
        root: { '--size': '{sizes.24}', '--thickness': '{sizes.2}' },
        valueText: { fontSize: 'xl' },
      },
    },
    // From the spec: green up to 100 %, amber above 100 up to 125 %, red above 125 %.
    status: {
      ok: { circleRange: { stroke: 'success.default' } },
      warning: { circleRange: { stroke: 'warning.default' }, valueText: { color: 'warning.text' } },
      danger: { circleRange: { stroke: 'danger.default' }, valueText: { color: 'danger.text' } },
    },
  },
  defaultVariants: { size: 'md', status: 'ok' },
})
