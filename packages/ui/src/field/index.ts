export * as Field from './field'
export { Input, Textarea, type InputProps, type TextareaProps } from './field'
