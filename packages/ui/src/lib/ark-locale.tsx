import type { ReactNode } from 'react'
import { LocaleProvider } from '@ark-ui/react/locale'
import { intlLocaleOf, useI18n } from '@sufra/i18n'

/**
 * Ark's machines (zag) take direction and locale from Ark's LocaleProvider, not from a `dir`
 * prop, so every direction-aware component renders inside this, following the page language.
 */
export function ArkLocaleProvider({ children }: { children: ReactNode }) {
  const { locale } = useI18n()
  return <LocaleProvider locale={intlLocaleOf(locale)}>{children}</LocaleProvider>
}
