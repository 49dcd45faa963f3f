export * as DatePicker from './date-picker'
export { normalizeIsoDate } from './iso-date'
