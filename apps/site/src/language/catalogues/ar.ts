import { type Catalogue, messages } from '@sufra/i18n'

// The site's build replaces this module with the Arabic messages precompiled to ICU AST
// (precompiledMessages in vite.config.ts); tests and type checks see the ICU strings.
const catalogue: Catalogue = messages.ar
export default catalogue
