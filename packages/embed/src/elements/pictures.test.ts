import { describe, expect, it } from 'vitest'
import { withAbsolutePictures } from './pictures'

describe('withAbsolutePictures', () => {
  const recipe = {
    _id: 'r1',
    thumbnail: { url: '/uploads/demo/recipes/tabbouleh.svg', key: 'demo/recipes/tabbouleh.svg' },
    otherImages: [
      { url: '/uploads/a.webp', key: 'a' },
      { url: 'https://cdn.example/b.webp', key: 'b' },
    ],
    instructions: [{ step: { en: 'Chop.', ar: 'قطّع.' }, image: { url: '/uploads/s.webp', key: 's' } }],
    createdBy: { avatar: { url: '//elsewhere.example/x.png' }, username: 'salma' },
    videoUrl: '/not-a-picture',
    metadata: { originalUrl: '/kept' },
  }

  it("puts Sufra's origin before every stored picture's path, and leaves everything else as it was", () => {
    const absolute = withAbsolutePictures(recipe, 'https://sufra.example')
    expect(absolute).toEqual({
      ...recipe,
      thumbnail: {
        url: 'https://sufra.example/uploads/demo/recipes/tabbouleh.svg',
        key: 'demo/recipes/tabbouleh.svg',
      },
      otherImages: [
        { url: 'https://sufra.example/uploads/a.webp', key: 'a' },
        { url: 'https://cdn.example/b.webp', key: 'b' },
      ],
      instructions: [
        { ...recipe.instructions[0], image: { url: 'https://sufra.example/uploads/s.webp', key: 's' } },
      ],
    })
    expect(recipe.thumbnail.url).toBe('/uploads/demo/recipes/tabbouleh.svg')
  })
})
