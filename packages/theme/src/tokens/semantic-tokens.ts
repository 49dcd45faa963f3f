import { defineSemanticTokens } from '@pandacss/dev'

/** The only colours components use. Pairs that carry text are AA-checked in contrast.test.ts. */
export const semanticColors = defineSemanticTokens.colors({
  bg: {
    canvas: { value: '{colors.sand.25}' },
    surface: { value: '{colors.white}' },
    subtle: { value: '{colors.sand.50}' },
    muted: { value: '{colors.sand.100}' },
    emphasized: { value: '{colors.sand.200}' },
    inverse: { value: '{colors.sand.900}' },
    overlay: { value: 'rgba(26, 23, 20, 0.55)' },
  },
  fg: {
    default: { value: '{colors.sand.900}' },
    muted: { value: '{colors.sand.700}' },
    subtle: { value: '{colors.sand.600}' },
    disabled: { value: '{colors.sand.400}' },
    inverse: { value: '{colors.white}' },
  },
  border: {
    default: { value: '{colors.sand.300}' },
    subtle: { value: '{colors.sand.200}' },
    emphasized: { value: '{colors.sand.500}' },
  },
  accent: {
    default: { value: '{colors.brand.600}' },
    emphasized: { value: '{colors.brand.700}' },
    fg: { value: '{colors.white}' },
    text: { value: '{colors.brand.700}' },
    subtle: { value: '{colors.brand.50}' },
    muted: { value: '{colors.brand.100}' },
  },
  highlight: {
    default: { value: '{colors.saffron.400}' },
    text: { value: '{colors.saffron.700}' },
    subtle: { value: '{colors.saffron.50}' },
  },
  danger: {
    default: { value: '{colors.red.600}' },
    emphasized: { value: '{colors.red.700}' },
    fg: { value: '{colors.white}' },
    text: { value: '{colors.red.700}' },
    subtle: { value: '{colors.red.50}' },
  },
  success: {
    default: { value: '{colors.green.600}' },
    fg: { value: '{colors.white}' },
    text: { value: '{colors.green.700}' },
    subtle: { value: '{colors.green.50}' },
  },
  warning: {
    default: { value: '{colors.amber.500}' },
    text: { value: '{colors.amber.700}' },
    subtle: { value: '{colors.amber.50}' },
  },
  // 4.1:1 on the page: WCAG asks 3:1 for focus indicators.
  focusRing: { value: '{colors.saffron.600}' },
})
