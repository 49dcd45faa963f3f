import { type Catalogue, messages } from '@sufra/i18n'
import { embedMessages } from './namespaces'

// The embed build replaces this module with the same English messages precompiled to ICU AST
// (precompiledMessages in vite.config.ts); tests and type checks see the ICU strings.
const catalogue = embedMessages(messages.en) as Catalogue
export default catalogue
