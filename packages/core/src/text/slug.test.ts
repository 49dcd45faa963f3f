import { describe, expect, it } from 'vitest'
import { slugFromTitle } from './slug'

describe('slugFromTitle', () => {
  it('lower-cases the English title with single hyphens between words', () => {
    expect(slugFromTitle('Side Dish')).toBe('side-dish')
    expect(slugFromTitle('  Main  Course ')).toBe('main-course')
    expect(slugFromTitle('Soups & Stews')).toBe('soups-stews')
    expect(slugFromTitle('--Dessert--')).toBe('dessert')
  })
})
