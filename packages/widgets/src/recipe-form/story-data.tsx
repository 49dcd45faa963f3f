import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { Schema } from '@sufra/api-client'
import type { Language } from '@sufra/core'
import { type MessageId, messages } from '@sufra/i18n'
import type { CurrentUser } from '../widget-host'
import { createFakeApi, envelope, failure, gate, http, storyUser } from '@sufra/api-client/testing'

/** Stories only: the API as the recipe form uses it, a signed-in cook and form helpers. */

export const storyLocale = (): Language => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
export const m = (id: MessageId, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(new RegExp(`\\{${name}(, number)?\\}`), String(value)),
    messages[storyLocale()][id],
  )

/** A label, possibly followed by the required marker or a note. */
export const labelled = (id: MessageId, values?: Record<string, string | number>) =>
  new RegExp(`^${m(id, values).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\*| \\(.*\\))?$`)

// Small pictures as data: URLs, so the stories never touch the network.
export const picture = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="${colour}"/>` +
      '<circle cx="80" cy="60" r="36" fill="#fff8ee"/><circle cx="80" cy="60" r="22" fill="#c8552b"/></svg>',
  )}`

const person = (id: string, en: string, ar: string): Schema<'UserSummary'> => ({
  _id: id,
  firstName: { en, ar },
  lastName: { en: 'Haddad', ar: 'حداد' },
  username: en.toLowerCase(),
  image: { url: '/uploads/avatars/default.webp', key: 'default.webp' },
  status: 'verified',
})

export const cook = person('6f1c1c1e-3d7a-4a51-9f8e-6c1b2b9c0d11', 'Layla', 'ليلى')
export const otherCook = person('9b2e6f10-7a4d-4e55-8c11-2d9f0b7c3a44', 'Omar', 'عمر')

/** The signed-in cook: the creator of `storyRecipe` unless it says otherwise. */
export const signedIn: CurrentUser = { ...storyUser, ...cook }

export const categories: Schema<'Category'>[] = [
  { _id: 'c-1', slug: 'breakfast', name: { en: 'Breakfast', ar: 'فطور' }, image: null },
  { _id: 'c-2', slug: 'soup', name: { en: 'Soup', ar: 'شوربات' }, image: null },
  { _id: 'c-3', slug: 'dinner', name: { en: 'Dinner', ar: 'عشاء' }, image: null },
]

export const cuisines: Schema<'TaxonomyTerm'>[] = [
  { _id: 'k-1', key: 'levantine', name: { en: 'Levantine', ar: 'شامي' } },
  { _id: 'k-2', key: 'egyptian', name: { en: 'Egyptian', ar: 'مصري' } },
]

/** Texts of one recipe in both languages, so every story can write in the form's language. */
export const texts = {
  title: { en: 'Red lentil soup', ar: 'شوربة عدس أحمر' },
  description: { en: 'A warm soup for cold nights.', ar: 'شوربة دافئة لليالي الباردة.' },
  oil: { en: 'olive oil', ar: 'زيت زيتون' },
  lentils: { en: 'red lentils', ar: 'عدس أحمر' },
  onion: { en: 'onion', ar: 'بصل' },
  stepOne: { en: 'Warm the oil and soften the onion.', ar: 'سخّن الزيت وليّن البصل.' },
  stepTwo: {
    en: 'Add the lentils and 5 cups of water; simmer 25 minutes.',
    ar: 'أضف العدس و5 أكواب ماء واتركه 25 دقيقة.',
  },
  mixed: { en: 'Lentil شوربة', ar: 'شوربة lentil' },
} as const

export const inLocale = (text: { en: string; ar: string }) => text[storyLocale()]

export const RECIPE_ID = '0b6f3c1e-2222-4a51-9f8e-6c1b2b9c0d11'

/** A recipe as GET /recipe/{id} answers it, written in `lang`, by `creator`. */
export function storyRecipe(lang: Language, creator: Schema<'UserSummary'> = cook): Schema<'Recipe'> {
  const both = (text: { en: string; ar: string }) => ({ en: text.en, ar: text.ar })
  return {
    _id: RECIPE_ID,
    title: both(texts.title),
    description: both(texts.description),
    thumbnail: { url: picture('#c8553d'), key: 'thumb-old.webp' },
    videoUrl: 'https://www.youtube.com/watch?v=abc123',
    time: 40,
    servings: 4,
    ingredientsCount: 2,
    likesCount: 3,
    likedByMe: false,
    savedByMe: false,
    createdBy: creator,
    createdAt: '2025-03-01T12:00:00.000Z',
    metadata: { imported: false, site: null, originalUrl: null },
    category: [{ _id: 'c-2', key: 'soup', name: { en: 'Soup', ar: 'شوربات' } }],
    cuisine: [{ _id: 'k-1', key: 'levantine', name: { en: 'Levantine', ar: 'شامي' } }],
    otherImages: [
      { url: picture('#6a994e'), key: 'other-old-1.webp' },
      { url: picture('#f2a541'), key: 'other-old-2.webp' },
    ],
    ingredients: [
      {
        amount: 2,
        unit: { en: 'tbsp', ar: 'ملعقة كبيرة' },
        unitId: 'tbsp',
        nameClean: both(texts.oil),
        ingrText: null,
        grams: 27,
        details: null,
      },
      {
        amount: 1.5,
        unit: { en: 'cups', ar: 'كوب' },
        unitId: 'cup',
        nameClean: both(texts.lentils),
        ingrText: null,
        grams: 290,
        details: null,
      },
    ],
    instructions: [
      { step: both(texts.stepOne), image: { url: picture('#f3e3c3'), key: 'step-old.webp' } },
      { step: both(texts.stepTwo), image: null },
    ],
    nutrition: { servings: 4, perServing: true, nutrients: [] },
    dietLabels: [],
    healthLabels: [],
    commentsCount: 0,
    lang,
  }
}

/** One request the form sent: its method, path and multipart fields. */
export type SentForm = { method: string; path: string; fields: Record<string, string> }

export type StoryApiOptions = {
  /** GET /recipe/{id}; null answers 500. */
  recipe?: Schema<'Recipe'> | null
  /** A refused save (status and error body); default 200 with the saved recipe. */
  saveAnswer?: { status: number; body: Schema<'Error'> }
  /** Upload answers with this status (default 200). */
  uploadStatus?: number
}

/**
 * The fake API as the form uses it: categories, cuisines, the edited recipe, image uploads (held
 * until released while `holdUploads` is on) and saves. Every save and upload is recorded.
 */
export function storyApi(options: StoryApiOptions = {}) {
  const saves: SentForm[] = []
  const uploads: File[] = []
  let uploadCount = 0
  let uploadGate: ReturnType<typeof gate> | null = null
  let saveGate: ReturnType<typeof gate> | null = null

  async function save(request: Request, path: string, id: string) {
    const form = await request.formData()
    const fields: Record<string, string> = {}
    form.forEach((value, name) => {
      fields[name] = typeof value === 'string' ? value : `[file ${value.name}]`
    })
    saves.push({ method: request.method, path, fields })
    if (saveGate) await saveGate.opened
    return { fields, saved: { ...storyRecipe(fields.lang === 'ar' ? 'ar' : 'en'), _id: id } }
  }
  const refusedSave = () =>
    options.saveAnswer &&
    failure(options.saveAnswer.status, options.saveAnswer.body.message, options.saveAnswer.body.errMessage)

  const api = createFakeApi(
    http.get('/category', ({ response }) =>
      response(200).json(envelope({ categories, total: categories.length })),
    ),
    http.get('/query', ({ response }) =>
      response(200).json(envelope({ cuisines, dietLabels: [], healthLabels: [] })),
    ),
    http.get('/recipe/{id}', ({ params, response }) => {
      if (params.id !== RECIPE_ID) return failure(404, 'Not found')
      return options.recipe
        ? response(200).json(envelope(options.recipe))
        : failure(500, 'Internal server error')
    }),
    http.post('/image/upload', async ({ request, response }) => {
      const file = (await request.formData()).get('image')
      if (file instanceof File) uploads.push(file)
      if (uploadGate) await uploadGate.opened
      const status = options.uploadStatus ?? 200
      if (status !== 200) return failure(status, 'Upload failed')
      uploadCount += 1
      const colours = ['#2a9d8f', '#e76f51', '#264653', '#e9c46a']
      return response(200).json(
        envelope(
          { url: picture(colours[uploadCount % colours.length]!), key: `upload-${uploadCount}.webp` },
          'Image uploaded',
        ),
      )
    }),
    http.post('/recipe/custom', async ({ request, response }) => {
      const { saved } = await save(request, '/recipe/custom', NEW_RECIPE_ID)
      return refusedSave() || response(200).json(envelope(saved, 'Recipe saved'))
    }),
    http.put('/recipe/edit/{id}', async ({ params, request, response }) => {
      if (params.id !== RECIPE_ID) return failure(404, 'Not found')
      const { saved } = await save(request, `/recipe/edit/${RECIPE_ID}`, RECIPE_ID)
      return refusedSave() || response(200).json(envelope(saved, 'Recipe saved'))
    }),
  )

  return {
    client: api.client,
    saves,
    uploads,
    /** From now on uploads wait for `releaseUploads`. */
    holdUploads: () => {
      uploadGate = gate()
    },
    releaseUploads: () => {
      uploadGate?.release()
      uploadGate = null
    },
    /** Saves wait until the returned function is called. */
    holdSaves: () => {
      const held = gate()
      saveGate = held
      return () => {
        saveGate = null
        held.release()
      }
    },
  }
}

export type StoryApi = ReturnType<typeof storyApi>

export const NEW_RECIPE_ID = '5e0c8a77-3333-4b1e-8f2a-7d3c9b1e0a55'

// ------------------------------------------------------------------ form helpers

/** Focuses a field and pastes text into it, as a person would, without a keystroke per letter. */
export async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input)
  await userEvent.paste(text)
}

/** Types digit by digit: zag rewrites a number field's text as it parses. */
export async function typeNumber(input: HTMLElement, digits: string) {
  for (const digit of digits) await userEvent.type(input, digit)
  await waitFor(() => expect(input).toHaveValue(digits))
}

export const textbox = (scope: HTMLElement, id: MessageId, values?: Record<string, string | number>) =>
  within(scope).getByRole('textbox', { name: labelled(id, values) })

export const spinbutton = (scope: HTMLElement, id: MessageId) =>
  within(scope).getByRole('spinbutton', { name: labelled(id) })

export const ingredientRow = (canvas: HTMLElement, number: number) =>
  within(canvas).getByRole('group', { name: m('recipeForm.ingredient.label', { number }) })

/** Chooses an option of a select (its list is rendered next to it). */
export async function choose(trigger: HTMLElement, option: string) {
  await userEvent.click(trigger)
  const listbox = await waitFor(() => {
    const id = trigger.getAttribute('aria-controls')
    const element = id ? document.getElementById(id) : null
    if (!element) throw new Error('no listbox yet')
    return element
  })
  await userEvent.click(within(listbox).getByRole('option', { name: option }))
}

/** Fills one ingredient row: quantity, unit (by its label) and name. */
export async function fillIngredient(
  canvas: HTMLElement,
  number: number,
  quantity: string,
  unitId: string,
  name: string,
) {
  const row = ingredientRow(canvas, number)
  await typeNumber(
    within(row).getByRole('spinbutton', { name: labelled('recipeForm.field.quantity') }),
    quantity,
  )
  await choose(within(row).getByRole('combobox', { name: labelled('recipeForm.field.unit') }), unitId)
  await fill(within(row).getByRole('textbox', { name: labelled('recipeForm.field.name') }), name)
}

/** The hidden file input of the photo slot labelled `label`. */
export function fileInputOf(canvas: HTMLElement, label: string): HTMLInputElement {
  const labelElement = within(canvas).getByText(label, { selector: 'label' })
  const root = labelElement.closest<HTMLElement>('[data-scope="file-upload"][data-part="root"]')
  const input = root?.querySelector<HTMLInputElement>('input[type=file]')
  if (!input) throw new Error(`no file input for ${label}`)
  return input
}
