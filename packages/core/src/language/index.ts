export {
  detectLanguage,
  isTextInLanguage,
  languages,
  type DetectedLanguage,
  type Language,
} from './detect-language'
