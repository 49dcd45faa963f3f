import type { ComponentProps } from 'react'
import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import { tabs } from '@sufra/styled-system/recipes'
import { createStyleContext } from '@sufra/styled-system/jsx'
import { withArkLocale } from '../lib/ark-locale'

const { withProvider, withContext } = createStyleContext(tabs)

/**
 * Tabs in the page's direction: the root gets Ark's locale context (machines ignore a `dir` prop),
 * so ArrowRight moves to the next tab in English and to the previous one in Arabic, and zag sets
 * `dir` on the element for layout.
 */
export const Root = withArkLocale(withProvider(ArkTabs.Root, 'root'))
export type RootProps = ComponentProps<typeof Root>

export const List = withContext(ArkTabs.List, 'list')
export const Trigger = withContext(ArkTabs.Trigger, 'trigger')
export const Content = withContext(ArkTabs.Content, 'content')
export const Indicator = withContext(ArkTabs.Indicator, 'indicator')

export type ListProps = ArkTabs.ListProps
export type TriggerProps = ArkTabs.TriggerProps
export type ContentProps = ArkTabs.ContentProps
export type IndicatorProps = ArkTabs.IndicatorProps
export type ValueChangeDetails = ArkTabs.ValueChangeDetails
