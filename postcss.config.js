import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.dirname(fileURLToPath(import.meta.url))

// Panda's PostCSS plugin turns the `@layer reset, base, tokens, recipes, utilities;` entry CSS
// (apps/site/src/index.css, .storybook/preview.css) into the styles used by the extracted code.
export default {
  plugins: {
    '@pandacss/dev/postcss': { configPath: path.join(root, 'panda.config.ts'), cwd: root },
  },
}
