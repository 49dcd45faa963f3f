/**
 * Messages outside React (the server's PDF): the same catalogues and ICU plural rules as `useI18n`'s
 * `t`, without React. Import from `@sufra/i18n/translate`.
 */
import { IntlMessageFormat } from 'intl-messageformat'
import { type Locale, intlLocaleOf } from './locale'
import { type MessageId, messages } from './messages'

export { intlLocaleOf, type Locale } from './locale'
export type { MessageId } from './messages'

export type Translate = (id: MessageId, values?: Record<string, string | number>) => string

/** A `t(id, values)` for one language; formats are parsed once per message and kept. */
export function translator(locale: Locale): Translate {
  const formats = new Map<MessageId, IntlMessageFormat>()
  return (id, values) => {
    let format = formats.get(id)
    if (!format) {
      format = new IntlMessageFormat(messages[locale][id], intlLocaleOf(locale))
      formats.set(id, format)
    }
    return String(format.format(values))
  }
}
