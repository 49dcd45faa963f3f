export * as Tooltip from './tooltip'
