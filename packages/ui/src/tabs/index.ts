export * as Tabs from './tabs'
