import { type Catalogue, messages } from '@sufra/i18n'
import { embedMessages } from './namespaces'

// The embed build replaces this module with the same Arabic messages precompiled to ICU AST
// (precompiledMessages in vite.config.ts); tests and type checks see the ICU strings.
const catalogue = embedMessages(messages.ar) as Catalogue
export default catalogue
