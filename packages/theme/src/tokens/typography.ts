import { defineTextStyles, defineTokens } from '@pandacss/dev'

/**
 * English pages: Latin glyphs from Inter, Arabic text (a recipe written in Arabic) falls through to
 * Noto Sans Arabic. Arabic pages: Noto Sans Arabic for everything, digits and Latin words included, so
 * they never fetch Inter. Both are self-hosted from fontsource (fonts.css: Inter variable, Noto Sans
 * Arabic in its 400 and 700 weights);
 * the server preloads the page language's faces.
 */
export const fonts = defineTokens.fonts({
  latin: { value: "'Inter Variable', 'Noto Sans Arabic', system-ui, sans-serif" },
  // Noto Sans Arabic has Latin letters and digits of its own; a rarer sign falls to the device's
  // fonts rather than fetching Inter for one glyph.
  arabic: { value: "'Noto Sans Arabic', system-ui, sans-serif" },
  // The device's own fonts: nothing to download (the language switch's other-language name).
  system: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif" },
  mono: { value: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace" },
})

export const fontSizes = defineTokens.fontSizes({
  '2xs': { value: '0.6875rem' },
  xs: { value: '0.75rem' },
  sm: { value: '0.875rem' },
  md: { value: '1rem' },
  lg: { value: '1.125rem' },
  xl: { value: '1.25rem' },
  '2xl': { value: '1.5rem' },
  '3xl': { value: '1.875rem' },
  '4xl': { value: '2.25rem' },
  '5xl': { value: '3rem' },
})

export const fontWeights = defineTokens.fontWeights({
  normal: { value: '400' },
  medium: { value: '500' },
  semibold: { value: '600' },
  bold: { value: '700' },
})

// Arabic script needs more vertical room than Latin; these heights suit both.
export const lineHeights = defineTokens.lineHeights({
  none: { value: '1' },
  tight: { value: '1.25' },
  snug: { value: '1.4' },
  normal: { value: '1.6' },
  relaxed: { value: '1.75' },
})

export const letterSpacings = defineTokens.letterSpacings({
  tight: { value: '-0.015em' },
  normal: { value: '0' },
  wide: { value: '0.02em' },
})

export const textStyles = defineTextStyles({
  display: { value: { fontSize: '4xl', lineHeight: 'tight', fontWeight: 'bold', letterSpacing: 'tight' } },
  h1: { value: { fontSize: '3xl', lineHeight: 'tight', fontWeight: 'bold' } },
  h2: { value: { fontSize: '2xl', lineHeight: 'snug', fontWeight: 'semibold' } },
  h3: { value: { fontSize: 'xl', lineHeight: 'snug', fontWeight: 'semibold' } },
  body: { value: { fontSize: 'md', lineHeight: 'normal', fontWeight: 'normal' } },
  label: { value: { fontSize: 'sm', lineHeight: 'snug', fontWeight: 'medium' } },
  small: { value: { fontSize: 'sm', lineHeight: 'normal' } },
  caption: { value: { fontSize: 'xs', lineHeight: 'snug' } },
})
