import { definePreset } from '@pandacss/dev'
import { keyframes } from './keyframes'
import { globalCss } from './global-css'
import { recipes, slotRecipes } from './recipes'
import { colors } from './tokens/colors'
import { semanticColors } from './tokens/semantic-tokens'
import { breakpoints, durations, easings, radii, shadows, sizes, spacing, zIndex } from './tokens/scales'
import { fontSizes, fontWeights, fonts, letterSpacings, lineHeights, textStyles } from './tokens/typography'

/** The Sufra Panda preset. Use with `presets: ['@pandacss/preset-base', sufraPreset]`. */
export const sufraPreset = definePreset({
  name: 'sufra',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      colors,
      fonts,
      fontSizes,
      fontWeights,
      lineHeights,
      letterSpacings,
      spacing,
      sizes,
      radii,
      shadows,
      durations,
      easings,
      zIndex,
    },
    semanticTokens: { colors: semanticColors },
    textStyles,
    recipes,
    slotRecipes,
  },
})

export default sufraPreset
export { breakpoints } from './tokens/scales'
