import { describe, expect, it } from 'vitest'
import { pdfFallbackName } from './recipe-detail-api'

describe('pdfFallbackName', () => {
  it('names the file after the recipe', () => {
    expect(pdfFallbackName('Chicken musakhan rolls')).toBe('Chicken musakhan rolls.pdf')
    expect(pdfFallbackName('لفائف مسخن الدجاج')).toBe('لفائف مسخن الدجاج.pdf')
  })

  it('drops characters file systems refuse and falls back to "recipe"', () => {
    expect(pdfFallbackName('Salt / pepper: "to taste"?')).toBe('Salt pepper to taste.pdf')
    expect(pdfFallbackName('  ')).toBe('recipe.pdf')
    expect(pdfFallbackName('a\u0000b\nc')).toBe('a b c.pdf')
  })
})
