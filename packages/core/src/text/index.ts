export { toWesternDigits } from './digits'
export { foldArabic } from './arabic'
