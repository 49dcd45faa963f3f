import { type ReactNode, useCallback } from 'react'
import { IntlProvider, useIntl } from 'react-intl'
import { type Locale, directionOf, intlLocaleOf } from './locale'
import { type MessageId, messages } from './messages'

export type MessageValues = Record<string, string | number | Date | null | undefined>

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider
      locale={intlLocaleOf(locale)}
      defaultLocale="en"
      messages={messages[locale]}
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
