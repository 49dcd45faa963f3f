import { describe, expect, it } from 'vitest'
import { foldArabic } from './arabic'

describe('foldArabic', () => {
  it.each([
    ['diacritics', 'مِلْعَقَةٌ', 'ملعقه'],
    ['tanwin and shadda', 'غرامًا كُلٌّ', 'غراما كل'],
    ['tatweel', 'كـــوب', 'كوب'],
    ['alef with hamza above', 'أكواب', 'اكواب'],
    ['alef with hamza below', 'إصبع', 'اصبع'],
    ['alef with madda', 'آنية', 'انيه'],
    ['alef wasla', 'ٱلكوب', 'الكوب'],
    ['taa marbuta', 'شريحة', 'شريحه'],
    ['alef maksura', 'حلوى', 'حلوي'],
    ['hamza on waw', 'رؤوس', 'رووس'],
    ['hamza on yaa', 'شرائح', 'شرايح'],
    ['Persian keh and yeh', 'کیلو', 'كيلو'],
    ['presentation forms', 'ﻛﻮﺏ', 'كوب'],
    ['Latin is untouched', 'Cup', 'Cup'],
  ])('%s', (_name, input, expected) => {
    expect(foldArabic(input)).toBe(expected)
  })
})
