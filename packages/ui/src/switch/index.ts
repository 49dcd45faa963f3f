export * as Switch from './switch'
