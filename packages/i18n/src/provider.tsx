import { type ReactNode, useCallback } from 'react'
import { IntlProvider, type MessageFormatElement, createIntl, useIntl } from 'react-intl'
import { type Locale, directionOf, intlLocaleOf } from './locale'
import type { MessageId } from './messages'

export type MessageValues = Record<string, string | number | Date | null | undefined>

/**
 * One language's messages: the ICU strings of `messages[locale]` (Storybook, tests), or the same
 * precompiled to ICU AST (`compileMessages`), which the site ships so the browser needs no ICU parser.
 */
export type Catalogue = Record<MessageId, string> | Record<MessageId, MessageFormatElement[]>

/**
 * The language's messages come from the caller, so this module does not pull both languages into a
 * bundle: the site loads only the page's language (apps/site/src/language/catalogue.ts).
 */
export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale
  messages: Catalogue
  children: ReactNode
}) {
  return (
    <IntlProvider
      locale={intlLocaleOf(locale)}
      defaultLocale="en"
      messages={messages}
      // A missing id is a typing error caught at compile time; anything else is worth a console line.
      onError={(error) => console.error(error)}
    >
      {children}
    </IntlProvider>
  )
}

/** The current language, its direction and a typed `t(id, values)`. */
export function useI18n() {
  const intl = useIntl()
  const locale: Locale = intl.locale.startsWith('ar') ? 'ar' : 'en'
  const t = useCallback((id: MessageId, values?: MessageValues) => intl.formatMessage({ id }, values), [intl])
  return { t, locale, dir: directionOf(locale), intl }
}

/**
 * A `t(id, values)` outside React over one language's catalogue (the one an I18nProvider gets), so
 * code that loads only its language's messages (the embed widgets) needs no other.
 */
export function catalogueTranslator(locale: Locale, messages: Catalogue) {
  const intl = createIntl({
    locale: intlLocaleOf(locale),
    defaultLocale: 'en',
    messages,
    onError: (error) => console.error(error),
  })
  return (id: MessageId, values?: MessageValues) => intl.formatMessage({ id }, values)
}
