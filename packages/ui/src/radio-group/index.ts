export * as RadioGroup from './radio-group'
