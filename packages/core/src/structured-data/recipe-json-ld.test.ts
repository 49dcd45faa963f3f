import { describe, expect, it } from 'vitest'
import { isoDuration, recipeJsonLd, serializeJsonLd, type JsonLdRecipe } from './recipe-json-ld'

const text = (en: string, ar: string) => ({ en, ar })

const recipe: JsonLdRecipe = {
  title: text('Hummus', 'حمص بالطحينة'),
  description: text('Smooth chickpea dip.', 'غموس الحمص الناعم.'),
  thumbnail: { url: '/uploads/demo/recipes/hummus.svg' },
  otherImages: [{ url: '/uploads/demo/recipes/hummus-2.svg' }],
  createdBy: {
    _id: '8d1c6f0e-8b4a-4c1f-9d35-0a3c1c2b4e5f',
    firstName: text('Layla', 'ليلى'),
    lastName: text('Haddad', ''),
    username: 'layla',
  },
  createdAt: '2025-03-01T10:00:00.000Z',
  time: 90,
  servings: 4,
  ingredients: [
    { amount: 2, unit: text('cups', 'كوب'), unitId: 'cup', nameClean: text('chickpeas', 'حمص') },
    { amount: 0.333333, unit: text('cups', 'كوب'), unitId: 'cup', nameClean: text('tahini', '') },
    { amount: 0, unit: text('to taste', 'حسب الرغبة'), unitId: 'to taste', nameClean: text('salt', 'ملح') },
  ],
  instructions: [{ step: text('Blend everything.', 'اخلط كل المكونات.') }, { step: text('Serve.', '') }],
  nutrition: {
    nutrients: [
      { nutrientId: 1008, amount: 250.4 },
      { nutrientId: 1004, amount: 12.345 },
      { nutrientId: 1093, amount: 301.6 },
      { nutrientId: 1292, amount: 4 },
      { nutrientId: 1293, amount: 2.5 },
    ],
  },
  category: [{ name: text('Dips', 'مقبلات') }],
  cuisine: [{ name: text('Levantine', 'شامي') }],
  likesCount: 7,
  commentsCount: 3,
  videoUrl: 'https://www.youtube.com/watch?v=abc',
}

const url = 'https://sufra.example/en/recipe/1'

describe('isoDuration', () => {
  it.each([
    [90, 'PT1H30M'],
    [45, 'PT45M'],
    [120, 'PT2H'],
    [0, 'PT0M'],
    [61, 'PT1H1M'],
  ])('%i minutes is %s', (minutes, expected) => expect(isoDuration(minutes)).toBe(expected))
})

describe('recipeJsonLd', () => {
  it('describes the recipe in English', () => {
    expect(recipeJsonLd(recipe, { lang: 'en', url })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Hummus',
      url,
      inLanguage: 'en',
      description: 'Smooth chickpea dip.',
      image: [
        'https://sufra.example/uploads/demo/recipes/hummus.svg',
        'https://sufra.example/uploads/demo/recipes/hummus-2.svg',
      ],
      author: {
        '@type': 'Person',
        name: 'Layla Haddad',
        url: 'https://sufra.example/en/creators/8d1c6f0e-8b4a-4c1f-9d35-0a3c1c2b4e5f',
      },
      datePublished: '2025-03-01T10:00:00.000Z',
      totalTime: 'PT1H30M',
      recipeYield: '4',
      recipeCategory: ['Dips'],
      recipeCuisine: ['Levantine'],
      recipeIngredient: ['2 cups chickpeas', '⅓ cup tahini', 'salt to taste'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Blend everything.' },
        { '@type': 'HowToStep', text: 'Serve.' },
      ],
      nutrition: {
        '@type': 'NutritionInformation',
        calories: '250 calories',
        fatContent: '12.3 g',
        unsaturatedFatContent: '6.5 g',
        sodiumContent: '302 mg',
      },
      video: {
        '@type': 'VideoObject',
        name: 'Hummus',
        description: 'Smooth chickpea dip.',
        uploadDate: '2025-03-01T10:00:00.000Z',
        thumbnailUrl: [
          'https://sufra.example/uploads/demo/recipes/hummus.svg',
          'https://sufra.example/uploads/demo/recipes/hummus-2.svg',
        ],
        embedUrl: 'https://www.youtube.com/watch?v=abc',
      },
      interactionStatistic: [
        {
          '@type': 'InteractionCounter',
          interactionType: 'https://schema.org/LikeAction',
          userInteractionCount: 7,
        },
        {
          '@type': 'InteractionCounter',
          interactionType: 'https://schema.org/CommentAction',
          userInteractionCount: 3,
        },
      ],
    })
  })

  it('uses the Arabic side, falling back to English where a text has no Arabic', () => {
    const data = recipeJsonLd(recipe, { lang: 'ar', url: 'https://sufra.example/ar/recipe/1' })
    expect(data.name).toBe('حمص بالطحينة')
    expect(data.inLanguage).toBe('ar')
    expect(data.author).toMatchObject({ name: 'ليلى Haddad', url: expect.stringContaining('/ar/creators/') })
    expect(data.recipeIngredient).toEqual(['2 كوب حمص', '⅓ كوب tahini', 'ملح حسب الرغبة'])
    expect(data.recipeInstructions).toEqual([
      { '@type': 'HowToStep', text: 'اخلط كل المكونات.' },
      { '@type': 'HowToStep', text: 'Serve.' },
    ])
    expect(data.recipeCuisine).toEqual(['شامي'])
  })

  it('leaves out what the recipe does not have', () => {
    const data = recipeJsonLd(
      {
        ...recipe,
        description: text('', ''),
        thumbnail: null,
        otherImages: [],
        createdBy: null,
        time: 0,
        category: [],
        cuisine: [],
        nutrition: { nutrients: [] },
        videoUrl: null,
      },
      { lang: 'en', url },
    )
    for (const key of [
      'description',
      'image',
      'author',
      'totalTime',
      'recipeCategory',
      'recipeCuisine',
      'nutrition',
      'video',
    ]) {
      expect(data, key).not.toHaveProperty(key)
    }
  })

  it('names a direct video file as the content URL', () => {
    const data = recipeJsonLd({ ...recipe, videoUrl: '/uploads/clip.mp4' }, { lang: 'en', url })
    expect(data.video).toMatchObject({ contentUrl: 'https://sufra.example/uploads/clip.mp4' })
  })

  it('names the author by username when the names are empty', () => {
    const data = recipeJsonLd(
      { ...recipe, createdBy: { firstName: text('', ''), lastName: text('', ''), username: 'cook42' } },
      { lang: 'en', url },
    )
    expect(data.author).toEqual({ '@type': 'Person', name: 'cook42' })
  })
})

describe('serializeJsonLd', () => {
  it('keeps a closing script tag inside the JSON string', () => {
    const title = '</script><script>alert(1)</script>'
    const json = serializeJsonLd(recipeJsonLd({ ...recipe, title: text(title, '') }, { lang: 'en', url }))
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(json).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e')
    expect((JSON.parse(json) as { name: string }).name).toBe(title)
  })

  it('escapes ampersands, comment openers and line separators and reads back the same value', () => {
    const value = { text: 'salt & pepper <!-- x --> \u2028 \u2029 end' }
    const json = serializeJsonLd(value)
    expect(json).toBe('{"text":"salt \\u0026 pepper \\u003c!-- x --\\u003e \\u2028 \\u2029 end"}')
    expect(JSON.parse(json)).toEqual(value)
  })
})
