export {
  locales,
  defaultLocale,
  isLocale,
  directionOf,
  intlLocaleOf,
  type Locale,
  type Direction,
} from './locale'
export {
  LANGUAGE_STORAGE_KEY,
  readLanguagePreference,
  saveLanguagePreference,
  toggleLanguagePreference,
} from './preference/language-preference'
export { messages, type MessageId, type Messages } from './messages'
export { I18nProvider, useI18n, catalogueTranslator, type Catalogue, type MessageValues } from './provider'
export { ageInDays } from './format/relative-age'
export { useRelativeAge } from './format/use-relative-age'
// The language fallback of a bilingual text is a domain rule: it lives in core.
export { pickText } from '@sufra/core'
