import { describe, expect, it } from 'vitest'
import { type DetectedLanguage, detectLanguage, dominantLanguage, isTextInLanguage } from './detect-language'

describe('detectLanguage', () => {
  it.each<[string, string, DetectedLanguage]>([
    ['English words', 'Chicken shawarma', 'en'],
    ['Arabic words', 'شاورما دجاج', 'ar'],
    ['accented Latin letters', 'Crème brûlée', 'en'],
    ['Arabic with Latin digits', 'اخبز 20 دقيقة على 180 درجة', 'ar'],
    ['Arabic with Arabic-Indic digits', 'اخبز ٢٠ دقيقة', 'ar'],
    ['English with Arabic-Indic digits', 'Bake ٢٠ minutes', 'en'],
    ['Arabic with full diacritics', 'مِلْعَقَةٌ صَغِيرَةٌ', 'ar'],
    ['Arabic with tatweel', 'سـلـطـة', 'ar'],
    ['Arabic presentation forms', 'ﻛﻮﺏ', 'ar'],
    ['Persian letters (Arabic script)', 'پیاز', 'ar'],
    ['Arabic with punctuation and emoji', 'لذيذ جداً! 😋🔥 (جرّبوها)؟', 'ar'],
    ['English with punctuation and emoji', "Mum's best, ever!!! 🍰", 'en'],
    ['mixed Arabic and Latin', 'كوب of rice', 'unknown'],
    ['one Latin letter in Arabic', 'سكر g', 'unknown'],
    ['one Arabic letter in English', 'sugar ك', 'unknown'],
    ['digits only', '12345', 'unknown'],
    ['Arabic-Indic digits only', '١٢٣', 'unknown'],
    ['numbers and units symbols', '1/2 + 3.5 = 4%', 'unknown'],
    ['emoji only', '🍕🍔', 'unknown'],
    ['punctuation only', '...!?،؛', 'unknown'],
    ['empty', '', 'unknown'],
    ['whitespace only', '  \n\t ', 'unknown'],
    ['another script', 'борщ', 'unknown'],
    ['Arabic with another script', 'شوربة борщ', 'unknown'],
    ['Latin with another script', 'Borscht борщ', 'unknown'],
    ['Hebrew', 'חומוס', 'unknown'],
  ])('%s', (_name, text, expected) => {
    expect(detectLanguage(text)).toBe(expected)
  })
})

describe('isTextInLanguage', () => {
  it('accepts text written only in the form language', () => {
    expect(isTextInLanguage('Lentil soup', 'en')).toBe(true)
    expect(isTextInLanguage('شوربة عدس', 'ar')).toBe(true)
    expect(isTextInLanguage('3 بيضات', 'ar')).toBe(true)
  })

  it('rejects the other language, mixtures and text without letters', () => {
    expect(isTextInLanguage('شوربة عدس', 'en')).toBe(false)
    expect(isTextInLanguage('Lentil soup', 'ar')).toBe(false)
    expect(isTextInLanguage('شوربة lentil', 'ar')).toBe(false)
    expect(isTextInLanguage('شوربة lentil', 'en')).toBe(false)
    expect(isTextInLanguage('42', 'en')).toBe(false)
    expect(isTextInLanguage('', 'ar')).toBe(false)
  })
})

describe('dominantLanguage', () => {
  it('picks the script most letters are written in, so a quoted word does not decide', () => {
    expect(dominantLanguage('شوربة عدس مع الكمون (cumin)')).toBe('ar')
    expect(dominantLanguage('Lentil soup with كمون')).toBe('en')
    expect(dominantLanguage('Crème brûlée')).toBe('en')
  })

  it('answers null for text without Arabic or Latin letters, and English on a tie', () => {
    expect(dominantLanguage('١٢٣ 42 !')).toBeNull()
    expect(dominantLanguage('Пельмени')).toBeNull()
    expect(dominantLanguage('ab بت')).toBe('en')
  })
})
