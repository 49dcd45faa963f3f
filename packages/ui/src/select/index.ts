export * as Select from './select'
