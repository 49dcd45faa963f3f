import { describe, expect, it } from 'vitest'
import { breakpointQuery, carouselPresets, slidesPerViewAt, slidesPerViewWhere } from './slides-per-view'

describe('carousel presets (spec constants)', () => {
  it('popular: 1 on small screens, 1.5 from 640 px, 2 from 1024 px', () => {
    expect(slidesPerViewAt(carouselPresets.popular, 0)).toBe(1)
    expect(slidesPerViewAt(carouselPresets.popular, 375)).toBe(1)
    expect(slidesPerViewAt(carouselPresets.popular, 639)).toBe(1)
    expect(slidesPerViewAt(carouselPresets.popular, 640)).toBe(1.5)
    expect(slidesPerViewAt(carouselPresets.popular, 1023)).toBe(1.5)
    expect(slidesPerViewAt(carouselPresets.popular, 1024)).toBe(2)
    expect(slidesPerViewAt(carouselPresets.popular, 1920)).toBe(2)
  })

  it('creators: 1.3 at 320 px, 2.3 at 640 px, 7 at 1024 px', () => {
    expect(slidesPerViewAt(carouselPresets.creators, 320)).toBe(1.3)
    expect(slidesPerViewAt(carouselPresets.creators, 639)).toBe(1.3)
    expect(slidesPerViewAt(carouselPresets.creators, 640)).toBe(2.3)
    expect(slidesPerViewAt(carouselPresets.creators, 1024)).toBe(7)
  })

  it('categories: 1.3 at 320 px, 2.3 at 640 px, 5.5 at 1024 px', () => {
    expect(slidesPerViewAt(carouselPresets.categories, 320)).toBe(1.3)
    expect(slidesPerViewAt(carouselPresets.categories, 640)).toBe(2.3)
    expect(slidesPerViewAt(carouselPresets.categories, 1023)).toBe(2.3)
    expect(slidesPerViewAt(carouselPresets.categories, 1024)).toBe(5.5)
  })

  it('below the first breakpoint the first entry applies', () => {
    expect(slidesPerViewAt(carouselPresets.creators, 280)).toBe(1.3)
    expect(slidesPerViewAt(carouselPresets.categories, 0)).toBe(1.3)
  })

  it('an empty preset shows one slide', () => {
    expect(slidesPerViewAt([], 1200)).toBe(1)
  })
})

describe('slidesPerViewWhere', () => {
  it('takes the widest breakpoint whose media query matches', () => {
    const matching = new Set([0, 640])
    expect(slidesPerViewWhere(carouselPresets.popular, (minWidth) => matching.has(minWidth))).toBe(1.5)
  })

  it('falls back to the first entry when no query matches (e.g. before hydration)', () => {
    expect(slidesPerViewWhere(carouselPresets.categories, () => false)).toBe(1.3)
  })

  it('builds min-width media queries in CSS pixels', () => {
    expect(breakpointQuery(1024)).toBe('(min-width: 1024px)')
  })
})
