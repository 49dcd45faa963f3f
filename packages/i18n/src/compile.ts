/**
 * The catalogues precompiled to ICU AST, for a build (the site's Vite plugin) to ship instead of ICU
 * strings: react-intl then formats them without its ICU parser, which the browser never loads.
 * Runs at build time in Node; import from `@sufra/i18n/compile`.
 */
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser'
import { type Locale, intlLocaleOf } from './locale'
import { type MessageId, messages } from './messages'

export type CompiledMessages = Record<MessageId, MessageFormatElement[]>

/** One language's messages as the AST intl-messageformat would parse them into at run time. */
export function compileMessages(locale: Locale): CompiledMessages {
  // The same options IntlMessageFormat parses with (the locale picks date skeletons' hour cycle).
  const options = { locale: new Intl.Locale(intlLocaleOf(locale)) }
  return Object.fromEntries(
    Object.entries(messages[locale]).map(([id, message]) => [id, parse(message, options)]),
  ) as CompiledMessages
}
