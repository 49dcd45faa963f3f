import { describe, expect, it } from 'vitest'
import { brandContrast, defaultEmbedTheme, embedElementHtml, embedSnippet, themeStyle } from './embed-snippet'

const recipeId = '2f6d1c8e-4b7a-4f3e-9a21-7c5e0b1d3f88'

describe('embedSnippet', () => {
  it('writes the loader from Sufra’s origin, then the card with its id and language', () => {
    expect(embedSnippet({ origin: 'https://sufra.example', recipeId, element: 'card', lang: 'en' })).toBe(
      '<script async src="https://sufra.example/v1/embed.js"></script>\n' +
        `<sufra-recipe-card recipe-id="${recipeId}" lang="en"></sufra-recipe-card>`,
    )
  })

  it('gives the full recipe its servings and the theme as custom properties in a style attribute', () => {
    const snippet = embedSnippet({
      origin: 'http://127.0.0.1:8080',
      recipeId,
      element: 'recipe',
      lang: 'ar',
      servings: 6,
      theme: { brand: '#C8553D', radius: 4 },
    })
    expect(snippet.split('\n')[1]).toBe(
      `<sufra-recipe recipe-id="${recipeId}" lang="ar" servings="6" ` +
        'style="--sufra-brand: #c8553d; --sufra-brand-contrast: #ffffff; --sufra-radius: 4px"></sufra-recipe>',
    )
  })

  it('leaves servings off the card, which has none', () => {
    expect(embedElementHtml({ recipeId, element: 'card', lang: 'en', servings: 4 })).not.toContain('servings')
  })

  it('escapes what goes into an attribute', () => {
    expect(embedElementHtml({ recipeId: 'a"><script>', element: 'card', lang: 'en' })).toBe(
      '<sufra-recipe-card recipe-id="a&quot;>&lt;script>" lang="en"></sufra-recipe-card>',
    )
  })
})

describe('the theme', () => {
  it('puts dark text on a light brand colour and white on a dark one', () => {
    expect(brandContrast('#1f6d50')).toBe('#ffffff')
    expect(brandContrast('#f2d544')).toBe('#1a1714')
    expect(brandContrast('#ffffff')).toBe('#1a1714')
    expect(brandContrast('#000000')).toBe('#ffffff')
  })

  it('falls back to Sufra’s own for a value that is not a colour or a length', () => {
    expect(themeStyle({ brand: 'red; color: x', radius: Number.NaN })).toBe(
      `--sufra-brand: ${defaultEmbedTheme.brand}; --sufra-brand-contrast: #ffffff; --sufra-radius: 12px`,
    )
    expect(themeStyle({ brand: '#123456', radius: -3.4 })).toContain('--sufra-radius: 0px')
  })
})
