import { forwardRef } from 'react'
import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import { useI18n } from '@sufra/i18n'
import { tabs, type TabsVariantProps } from '@sufra/styled-system/recipes'
import { createStyleContext } from '../lib/create-style-context'
import { ArkLocaleProvider } from '../lib/ark-locale'

const { withProvider, withContext } = createStyleContext(tabs)

const StyledRoot = withProvider<HTMLDivElement, ArkTabs.RootProps>(ArkTabs.Root, 'root')

export type RootProps = ArkTabs.RootProps & TabsVariantProps

/**
 * Tabs in the page's direction. Ark's tabs machine takes its direction from the locale context,
 * not from a `dir` prop, so the root provides it: ArrowRight moves to the next tab in English and
 * to the previous one in Arabic. `dir` is also set on the element for layout.
 */
export const Root = forwardRef<HTMLDivElement, RootProps>(function TabsRoot(props, ref) {
  const { dir } = useI18n()
  return (
    <ArkLocaleProvider>
      <StyledRoot ref={ref} dir={dir} {...props} />
    </ArkLocaleProvider>
  )
})

export const List = withContext<HTMLDivElement, ArkTabs.ListProps>(ArkTabs.List, 'list')
export const Trigger = withContext<HTMLButtonElement, ArkTabs.TriggerProps>(ArkTabs.Trigger, 'trigger')
export const Content = withContext<HTMLDivElement, ArkTabs.ContentProps>(ArkTabs.Content, 'content')
export const Indicator = withContext<HTMLDivElement, ArkTabs.IndicatorProps>(ArkTabs.Indicator, 'indicator')

export type ListProps = ArkTabs.ListProps
export type TriggerProps = ArkTabs.TriggerProps
export type ContentProps = ArkTabs.ContentProps
export type IndicatorProps = ArkTabs.IndicatorProps
export type ValueChangeDetails = ArkTabs.ValueChangeDetails
