import { describe, expect, it } from 'vitest'
import { translator } from './translate'

describe('translator', () => {
  it('formats catalogue messages with ICU plurals, Arabic in its six forms', () => {
    const en = translator('en')
    const ar = translator('ar')
    expect(en('recipeDetail.time', { count: 1 })).toBe('1 minute')
    expect(en('recipeDetail.time', { count: 45 })).toBe('45 minutes')
    expect(ar('recipeDetail.time', { count: 1 })).toBe('دقيقة واحدة')
    expect(ar('recipeDetail.time', { count: 2 })).toBe('دقيقتان')
    expect(ar('recipeDetail.time', { count: 5 })).toBe('5 دقائق')
    expect(ar('recipeDetail.time', { count: 45 })).toBe('45 دقيقة')
    expect(ar('recipeDetail.creator.by')).toBe('وصفة من')
  })
})
