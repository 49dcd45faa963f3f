import { defineConfig } from '@pandacss/dev'
import rootConfig from '../../panda.config'
import { embedGlobalCss, embedThemeOverrides } from './src/styles/theming'

/**
 * The embed's shadow stylesheet: the repo's Panda setup (same preset, same class names as
 * @sufra/styled-system generates at run time) with everything that would reach the page moved into
 * the shadow root: tokens on `:host` instead of `:root`, the preflight only inside the shadow tree
 * (an adopted sheet cannot match the host document), the partner's theming custom properties mapped
 * onto the brand, radius and font tokens. Run from the repo root (`--cwd ../..`) so the include
 * globs are the root config's.
 */
export default defineConfig({
  ...rootConfig,
  include: [
    './packages/ui/src/**/*.{ts,tsx}',
    './packages/widgets/src/**/*.{ts,tsx}',
    './packages/embed/src/**/*.{ts,tsx}',
  ],
  exclude: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'],
  cssVarRoot: ':host',
  globalCss: embedGlobalCss,
  theme: { extend: embedThemeOverrides },
})
