import { type ComponentProps, type ElementType, type ReactNode, forwardRef } from 'react'
import { LocaleProvider } from '@ark-ui/react/locale'
import { intlLocaleOf, useI18n } from '@sufra/i18n'

/**
 * Ark's machines (zag) take direction and locale from Ark's LocaleProvider, not from a `dir`
 * prop: this is the one place that gives them the page language (Arabic → `ar`, right to left).
 */
export function ArkLocaleProvider({ children }: { children: ReactNode }) {
  const { locale } = useI18n()
  return <LocaleProvider locale={intlLocaleOf(locale)}>{children}</LocaleProvider>
}

/**
 * The same root component, rendered inside ArkLocaleProvider: how Ark roots that render an element
 * get it. Roots without an element (Dialog, Menu, Tooltip) render ArkLocaleProvider around
 * themselves instead: wrapped like this, a closed dialog stayed mounted.
 */
export function withArkLocale<C extends ElementType>(Root: C): C {
  const Component = Root as ElementType
  const WithArkLocale = forwardRef<unknown, ComponentProps<C>>(function WithArkLocale(props, ref) {
    return (
      <ArkLocaleProvider>
        <Component ref={ref} {...props} />
      </ArkLocaleProvider>
    )
  })
  WithArkLocale.displayName = `withArkLocale(${(Root as { displayName?: string }).displayName ?? 'Root'})`
  return WithArkLocale as unknown as C
}
