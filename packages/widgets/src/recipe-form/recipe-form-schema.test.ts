import { describe, expect, it } from 'vitest'
import { toFormData, type Schema } from '@sufra/api-client'
import { composeIngredientLine } from '@sufra/core'
import {
  type RecipeFormInput,
  emptyRecipeValues,
  recipeFormFields,
  recipeFormSchema,
  recipeValuesOf,
  serverErrorTarget,
} from './recipe-form-schema'
import { issue } from '../shared'

const english: RecipeFormInput = {
  ...emptyRecipeValues(),
  title: 'Lentil soup',
  description: 'A warm soup for cold nights.',
  ingredients: [
    { quantity: 2, unitId: 'tbsp', name: 'olive oil' },
    { quantity: 0.5, unitId: 'cup', name: 'red lentils' },
  ],
  instructions: [
    { step: 'Warm the oil.', image: null },
    { step: 'Add the lentils and 4 cups of water.', image: { url: '/uploads/a.webp', key: 'a.webp' } },
  ],
  time: 40,
  servings: 4,
  category: ['soup'],
  cuisine: ['levantine'],
  thumbnail: { url: '/uploads/t.webp', key: 't.webp' },
  otherImages: [null, { url: '/uploads/o.webp', key: 'o.webp' }, null, null, null],
}

/** The issue codes by path, as the resolver would report them. */
function issuesOf(values: RecipeFormInput, lang: 'en' | 'ar' = 'en') {
  const result = recipeFormSchema(lang).safeParse(values)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((found) => [found.path.join('.'), found.message]))
}

describe('recipeFormSchema', () => {
  it('accepts a complete English recipe on an English form', () => {
    expect(issuesOf(english)).toEqual({})
  })

  it('requires title, description, time, servings, quantity, unit, name and step', () => {
    const issues = issuesOf({
      ...emptyRecipeValues(),
      description: '   ',
      servings: undefined,
    })
    expect(issues).toEqual({
      title: issue.required,
      description: issue.required,
      time: issue.required,
      servings: issue.required,
      'ingredients.0.quantity': issue.required,
      'ingredients.0.unitId': issue.required,
      'ingredients.0.name': issue.required,
      'instructions.0.step': issue.required,
    })
  })

  it('wants quantities of at least 0.1 and at least 1 whole serving', () => {
    const issues = issuesOf({
      ...english,
      ingredients: [
        { quantity: 0.05, unitId: 'g', name: 'saffron' },
        { quantity: 0.1, unitId: 'g', name: 'salt' },
      ],
      servings: 0,
      time: 12.5,
    })
    expect(issues).toEqual({
      'ingredients.0.quantity': 'min:0.1',
      servings: 'min:1',
      time: issue.wholeNumber,
    })
  })

  it('accepts only catalogue units', () => {
    expect(issuesOf({ ...english, ingredients: [{ quantity: 1, unitId: 'smidgen', name: 'salt' }] })).toEqual(
      {
        'ingredients.0.unitId': issue.unit,
      },
    )
  })

  it('wants texts in the form language only: digits and punctuation do not count, mixing fails', () => {
    const issues = issuesOf({
      ...english,
      title: 'Lentil شوربة',
      description: 'بسيطة',
      ingredients: [
        { quantity: 2, unitId: 'tbsp', name: 'olive oil (extra virgin), 2%' },
        { quantity: 1, unitId: 'piece', name: 'بصل' },
      ],
      instructions: [{ step: 'Boil 4 cups — 20 min.', image: null }],
    })
    expect(issues).toEqual({
      title: issue.language,
      description: issue.language,
      'ingredients.1.name': issue.language,
    })
  })

  it('on an Arabic form, English is the wrong language', () => {
    const arabic: RecipeFormInput = {
      ...english,
      title: 'شوربة عدس',
      description: 'شوربة دافئة لليالي الباردة.',
      ingredients: [{ quantity: 2, unitId: 'tbsp', name: 'زيت زيتون' }],
      instructions: [{ step: 'سخّن الزيت 5 دقائق.', image: null }],
    }
    expect(issuesOf(arabic, 'ar')).toEqual({})
    expect(issuesOf(arabic, 'en')).toMatchObject({
      title: issue.language,
      'instructions.0.step': issue.language,
    })
    expect(issuesOf(english, 'ar')).toMatchObject({ title: issue.language })
  })

  it('takes an empty video link or a full http(s) link', () => {
    expect(issuesOf({ ...english, videoUrl: '' })).toEqual({})
    expect(issuesOf({ ...english, videoUrl: 'https://youtu.be/abc' })).toEqual({})
    expect(issuesOf({ ...english, videoUrl: 'youtu.be/abc' })).toEqual({ videoUrl: issue.url })
  })
})

describe('recipeFormFields', () => {
  it('sends the multipart fields of RecipeForm with JSON lists', () => {
    const values = recipeFormSchema('en').parse({ ...english, title: '  Lentil soup  ' })
    const fields = recipeFormFields(values, 'en', ['old.webp', 'old.webp', 'step.webp'])
    expect(fields).toEqual({
      title: 'Lentil soup',
      description: 'A warm soup for cold nights.',
      ingredients: JSON.stringify([
        composeIngredientLine({ quantity: 2, unitId: 'tbsp', name: 'olive oil' }, 'en'),
        composeIngredientLine({ quantity: 0.5, unitId: 'cup', name: 'red lentils' }, 'en'),
      ]),
      instructions: JSON.stringify([
        { step: 'Warm the oil.', image: null },
        { step: 'Add the lentils and 4 cups of water.', image: { url: '/uploads/a.webp', key: 'a.webp' } },
      ]),
      time: 40,
      servings: 4,
      videoUrl: '',
      lang: 'en',
      language: 'english',
      thumbnail: JSON.stringify({ url: '/uploads/t.webp', key: 't.webp' }),
      otherImages: JSON.stringify([{ url: '/uploads/o.webp', key: 'o.webp' }]),
      toDeleteImages: JSON.stringify(['old.webp', 'step.webp']),
      category: JSON.stringify(['soup']),
      cuisine: JSON.stringify(['levantine']),
    })
    expect(JSON.parse(fields.ingredients)).toEqual(['2 tbsp olive oil', '0.5 cup red lentils'])
    const form = toFormData(fields)
    expect(form.get('servings')).toBe('4')
    expect(form.get('thumbnail')).toBe('{"url":"/uploads/t.webp","key":"t.webp"}')
  })

  it('writes Arabic lines and language on an Arabic form, and null without a main photo', () => {
    const values = recipeFormSchema('ar').parse({
      ...english,
      title: 'شوربة عدس',
      description: 'شوربة دافئة',
      ingredients: [{ quantity: 2, unitId: 'tbsp', name: 'زيت زيتون' }],
      instructions: [{ step: 'سخّن الزيت', image: null }],
      thumbnail: null,
    })
    const fields = recipeFormFields(values, 'ar', [])
    expect(fields.lang).toBe('ar')
    expect(fields.language).toBe('arabic')
    expect(JSON.parse(fields.ingredients)).toEqual(['2 ملعقة كبيرة زيت زيتون'])
    expect(fields.thumbnail).toBe('null')
    expect(fields.toDeleteImages).toBe('[]')
  })
})

describe('recipeValuesOf', () => {
  const recipe = {
    _id: '0b6f3c1e-1111-4a51-9f8e-6c1b2b9c0d11',
    lang: 'ar',
    title: { en: 'Lentil soup', ar: 'شوربة عدس' },
    description: { en: 'Warm', ar: 'دافئة' },
    thumbnail: { url: '/uploads/t.webp', key: 't.webp' },
    otherImages: [{ url: '/uploads/o.webp', key: 'o.webp' }],
    videoUrl: null,
    time: 40,
    servings: 4,
    ingredients: [
      {
        amount: 2,
        unit: { en: 'tbsp', ar: 'ملعقة كبيرة' },
        unitId: 'tbsp',
        nameClean: { en: 'olive oil', ar: 'زيت زيتون' },
        ingrText: null,
        grams: 27,
        details: null,
      },
      {
        amount: 0,
        unit: { en: '', ar: '' },
        unitId: 'pinchful',
        nameClean: { en: 'salt', ar: 'ملح' },
        ingrText: null,
        grams: null,
        details: null,
      },
    ],
    instructions: [{ step: { en: 'Warm the oil', ar: 'سخّن الزيت' }, image: null }],
    category: [{ _id: 'c1', key: 'soup', name: { en: 'Soup', ar: 'شوربات' } }],
    cuisine: [],
  } as unknown as Schema<'Recipe'>

  it('fills every field from the recipe in its language, photos into slots', () => {
    expect(recipeValuesOf(recipe, 'ar')).toEqual({
      title: 'شوربة عدس',
      description: 'دافئة',
      ingredients: [
        { quantity: 2, unitId: 'tbsp', name: 'زيت زيتون' },
        // No amount or an unknown unit: left for the cook to fill in.
        { quantity: undefined, unitId: '', name: 'ملح' },
      ],
      instructions: [{ step: 'سخّن الزيت', image: null }],
      time: 40,
      servings: 4,
      videoUrl: '',
      category: ['soup'],
      cuisine: [],
      thumbnail: { url: '/uploads/t.webp', key: 't.webp' },
      otherImages: [{ url: '/uploads/o.webp', key: 'o.webp' }, null, null, null, null],
    })
  })
})

describe('serverErrorTarget', () => {
  it.each([
    ['ingredients[1]: Use only English', { field: 'ingredients', index: 1, message: 'Use only English' }],
    [
      'instructions[0]: Step text is required',
      { field: 'instructions', index: 0, message: 'Step text is required' },
    ],
    ['ingredients[3].name: too long', { field: 'ingredients', index: 3, message: 'too long' }],
    ['description: Use only English', { field: 'description', message: 'Use only English' }],
    ['The description is too long', { field: 'description', message: 'The description is too long' }],
  ])('%j', (errMessage, target) => {
    expect(serverErrorTarget(errMessage)).toEqual(target)
  })

  it('is null for other fields', () => {
    expect(serverErrorTarget('title: Use only English')).toBeNull()
    expect(serverErrorTarget('Too many images')).toBeNull()
  })
})
