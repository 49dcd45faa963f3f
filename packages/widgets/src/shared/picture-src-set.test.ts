import { describe, expect, it } from 'vitest'
import { pictureSrcSet } from './picture-src-set'

describe('pictureSrcSet', () => {
  it('offers the 480 and 960 copies of a stored picture beside the original', () => {
    expect(pictureSrcSet('/uploads/0b7c.webp')).toBe(
      '/uploads/w/480/0b7c.webp 480w, /uploads/w/960/0b7c.webp 960w, /uploads/0b7c.webp 1600w',
    )
  })

  it('keeps the origin of an absolute address (a widget on a partner page)', () => {
    expect(pictureSrcSet('https://sufra.example/uploads/a-1.webp')).toBe(
      'https://sufra.example/uploads/w/480/a-1.webp 480w, https://sufra.example/uploads/w/960/a-1.webp 960w, https://sufra.example/uploads/a-1.webp 1600w',
    )
  })

  it('has nothing for seed artwork, pictures elsewhere or paths inside uploads', () => {
    expect(pictureSrcSet('/uploads/demo/recipes/koshari.svg')).toBeUndefined()
    expect(pictureSrcSet('/uploads/demo/recipes/koshari.webp')).toBeUndefined()
    expect(pictureSrcSet('https://cdn.example/photo.webp')).toBeUndefined()
    expect(pictureSrcSet('default.webp')).toBeUndefined()
  })
})
