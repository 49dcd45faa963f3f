import { recipeJsonLd, type JsonLdRecipe } from '@sufra/core'
import { describe, expect, it } from 'vitest'
import { partnerJsonLd } from './json-ld'

const text = (en: string, ar: string) => ({ en, ar })
const recipe: JsonLdRecipe = {
  title: text('Hummus', 'حمص بالطحينة'),
  description: text('Smooth chickpea dip.', 'غموس الحمص الناعم.'),
  thumbnail: { url: '/uploads/demo/recipes/hummus.svg' },
  otherImages: [],
  createdBy: { _id: 'c1', firstName: text('Layla', 'ليلى'), lastName: text('Haddad', ''), username: 'layla' },
  createdAt: '2025-03-01T10:00:00.000Z',
  time: 90,
  servings: 4,
  ingredients: [{ amount: 2, unit: text('cups', 'كوب'), unitId: 'cup', nameClean: text('chickpeas', 'حمص') }],
  instructions: [{ step: text('Blend everything.', 'اخلط كل المكونات.') }],
  nutrition: { nutrients: [{ nutrientId: 1008, amount: 250 }] },
  category: [{ name: text('Dips', 'مقبلات') }],
  cuisine: [{ name: text('Levantine', 'شامي') }],
  likesCount: 7,
  commentsCount: 3,
  videoUrl: null,
}
const sufraUrl = 'https://sufra.example/ar/recipe/r1'
// What the server sends (core's JSON-LD of the recipe on Sufra).
const served = recipeJsonLd(recipe, { lang: 'ar', url: sufraUrl })

describe('partnerJsonLd', () => {
  const page = 'https://blog.example/2025/hummus?ref=home'
  const rewritten = partnerJsonLd(served, `${page}#comments`, 'https://sufra.example')

  it("makes the partner's page (without its hash) the recipe's page", () => {
    expect(rewritten.url).toBe(page)
    expect(rewritten.mainEntityOfPage).toBe(page)
  })

  it('credits Sufra: based on the recipe on Sufra, Sufra as source and publisher', () => {
    const sufra = { '@type': 'Organization', name: 'Sufra', url: 'https://sufra.example/' }
    expect(rewritten.isBasedOn).toBe(sufraUrl)
    expect(rewritten.sourceOrganization).toEqual(sufra)
    expect(rewritten.publisher).toEqual(sufra)
  })

  it("keeps the recipe's own facts, with pictures and the author's profile still absolute on Sufra", () => {
    for (const key of ['@context', '@type', 'name', 'recipeIngredient', 'recipeInstructions', 'totalTime']) {
      expect(rewritten[key], key).toEqual(served[key])
    }
    expect(rewritten.name).toBe('حمص بالطحينة')
    expect(rewritten.image).toEqual(['https://sufra.example/uploads/demo/recipes/hummus.svg'])
    expect(rewritten.author).toMatchObject({ url: 'https://sufra.example/ar/creators/c1' })
    // Google's required Recipe fields are there.
    expect(rewritten).toMatchObject({ '@type': 'Recipe', name: expect.any(String), image: expect.any(Array) })
  })

  it('never says a page is based on itself, and drops an @id naming the Sufra page', () => {
    const same = partnerJsonLd({ ...served, '@id': `${sufraUrl}#recipe` }, sufraUrl, 'https://sufra.example')
    expect(same).not.toHaveProperty('isBasedOn')
    expect(same).not.toHaveProperty('@id')
  })

  it('leaves the JSON-LD it was given as it was', () => {
    expect(served.url).toBe(sufraUrl)
    expect(served).not.toHaveProperty('isBasedOn')
  })
})
