export {
  detectLanguage,
  dominantLanguage,
  isTextInLanguage,
  languages,
  type DetectedLanguage,
  type Language,
} from './detect-language'
