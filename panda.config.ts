import { defineConfig } from '@pandacss/dev'
import { sufraPreset } from './packages/theme/src/index'

// One Panda config for the repo: it generates @sufra/styled-system from the @sufra/theme preset
// and extracts styles from every package and app that renders UI.
export default defineConfig({
  preflight: true,
  presets: ['@pandacss/preset-base', sufraPreset],
  include: [
    './packages/ui/src/**/*.{ts,tsx}',
    './packages/widgets/src/**/*.{ts,tsx}',
    './packages/embed/src/**/*.{ts,tsx}',
    './apps/site/src/**/*.{ts,tsx}',
    './.storybook/**/*.{ts,tsx}',
  ],
  exclude: ['**/*.test.{ts,tsx}'],
  jsxFramework: 'react',
  // Components take class names from recipes, never style props: the JSX factory then needs no list
  // of every CSS property in the browser bundle.
  jsxStyleProps: 'none',
  outdir: 'packages/styled-system',
  importMap: '@sufra/styled-system',
  // Recipes are applied through createStyleContext with runtime props, so emit every variant.
  staticCss: { recipes: '*' },
  strictTokens: true,
  strictPropertyValues: true,
  hash: false,
})
