export { toWesternDigits } from './digits'
export { foldArabic } from './arabic'
export { displayName, pickText, type BilingualText, type NamedPerson } from './bilingual'
export { slugFromTitle } from './slug'
