import { defineTokens } from '@pandacss/dev'

/** 4 px grid. Use logical shorthands (ps, pe, ms, me) with these, never left/right. */
export const spacing = defineTokens.spacing({
  0: { value: '0' },
  px: { value: '1px' },
  0.5: { value: '0.125rem' },
  1: { value: '0.25rem' },
  1.5: { value: '0.375rem' },
  2: { value: '0.5rem' },
  2.5: { value: '0.625rem' },
  3: { value: '0.75rem' },
  4: { value: '1rem' },
  5: { value: '1.25rem' },
  6: { value: '1.5rem' },
  7: { value: '1.75rem' },
  8: { value: '2rem' },
  10: { value: '2.5rem' },
  12: { value: '3rem' },
  14: { value: '3.5rem' },
  16: { value: '4rem' },
  20: { value: '5rem' },
  24: { value: '6rem' },
  32: { value: '8rem' },
})

export const sizes = defineTokens.sizes({
  ...spacing,
  full: { value: '100%' },
  min: { value: 'min-content' },
  max: { value: 'max-content' },
  fit: { value: 'fit-content' },
  dvh: { value: '100dvh' },
  xs: { value: '20rem' },
  sm: { value: '24rem' },
  md: { value: '28rem' },
  lg: { value: '32rem' },
  xl: { value: '36rem' },
  '2xl': { value: '42rem' },
  '3xl': { value: '48rem' },
  '4xl': { value: '56rem' },
  searchPanel: { value: '900px' },
  container: { value: '80rem' },
})

export const radii = defineTokens.radii({
  none: { value: '0' },
  xs: { value: '0.125rem' },
  sm: { value: '0.25rem' },
  md: { value: '0.5rem' },
  lg: { value: '0.75rem' },
  xl: { value: '1rem' },
  '2xl': { value: '1.5rem' },
  full: { value: '9999px' },
})

export const shadows = defineTokens.shadows({
  xs: { value: '0 1px 2px rgba(41, 36, 31, 0.08)' },
  sm: { value: '0 1px 3px rgba(41, 36, 31, 0.10), 0 1px 2px rgba(41, 36, 31, 0.06)' },
  md: { value: '0 4px 10px -2px rgba(41, 36, 31, 0.12), 0 2px 4px -2px rgba(41, 36, 31, 0.08)' },
  lg: { value: '0 12px 24px -6px rgba(41, 36, 31, 0.16), 0 4px 8px -4px rgba(41, 36, 31, 0.08)' },
  xl: { value: '0 24px 48px -12px rgba(41, 36, 31, 0.25)' },
})

/** Motion from the spec: modal fade 0.3 s, side menus 300 ms. */
export const durations = defineTokens.durations({
  fast: { value: '150ms' },
  normal: { value: '200ms' },
  modal: { value: '300ms' },
  sideMenu: { value: '300ms' },
  slow: { value: '500ms' },
})

export const easings = defineTokens.easings({
  default: { value: 'cubic-bezier(0.2, 0, 0, 1)' },
  in: { value: 'cubic-bezier(0.4, 0, 1, 1)' },
  out: { value: 'cubic-bezier(0, 0, 0.2, 1)' },
  inOut: { value: 'cubic-bezier(0.4, 0, 0.2, 1)' },
})

export const zIndex = defineTokens.zIndex({
  base: { value: 0 },
  dropdown: { value: 1000 },
  sticky: { value: 1100 },
  overlay: { value: 1300 },
  modal: { value: 1400 },
  popover: { value: 1500 },
  toast: { value: 1700 },
  tooltip: { value: 1800 },
  loader: { value: 1900 },
})

export const breakpoints = { sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' }
