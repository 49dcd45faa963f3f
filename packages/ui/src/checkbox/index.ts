export * as Checkbox from './checkbox'
