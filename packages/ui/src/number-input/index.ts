export * as NumberInput from './number-input'
