import type { Schema } from '@sufra/api-client'
import { createFakeApi, envelope, failure, http } from '@sufra/api-client/testing'
import { recipeNutrients } from '@sufra/core'
import { type MessageId, messages } from '@sufra/i18n'
import { fn } from 'storybook/test'
import type { CurrentUser, WidgetHost } from '../widget-host'
import { storyHost as sharedStoryHost } from '../widget-host/story-host'

/** Stories only: a recipe as GET /recipe/{id} answers it, a fake host and a fake API. */

export const storyLocale = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
export const m = (id: MessageId) => messages[storyLocale()][id]

/** A message with its ICU arguments filled the way the catalogue test does (plain `{name}` only). */
export function mf(id: MessageId, values: Record<string, string | number>) {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
    m(id),
  )
}

const picture = (fill: string, shape: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="${fill}"/>${shape}</svg>`,
  )}`

const round = (colour: string) => `<circle cx="48" cy="50" r="26" fill="${colour}"/>`

const stepPicture = (fill: string, food: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240"><rect width="320" height="240" fill="${fill}"/>` +
      `<ellipse cx="160" cy="140" rx="110" ry="60" fill="#fff8ee"/><ellipse cx="160" cy="132" rx="80" ry="38" fill="${food}"/></svg>`,
  )}`

let ingredientSerial = 0
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

type Line = {
  amount: number
  unitId: string
  name: Schema<'LocalizedText'>
  image?: string | null
  /** false: the line matched no catalogue ingredient. */
  catalogue?: boolean
  id?: string
}

function ingredient({
  amount,
  unitId,
  name,
  image = null,
  catalogue = true,
  id,
}: Line): Schema<'RecipeIngredient'> {
  ingredientSerial += 1
  return {
    amount,
    unit: { en: unitId, ar: unitId },
    unitId,
    nameClean: name,
    ingrText: null,
    grams: null,
    details: catalogue
      ? {
          _id: id ?? uuid(100 + ingredientSerial),
          slug: name.en.toLowerCase().replace(/[^a-z]+/g, '-'),
          image: image ? { url: image, key: `ingredients/${ingredientSerial}.webp` } : null,
        }
      : null,
  }
}

export const SALT_ID = uuid(900)
export const TAHINI_ID = uuid(901)

/** Fourteen lines for 4 servings: ½ cup tahini first, a hand-written one, salt twice. */
export const hummusIngredients: Schema<'RecipeIngredient'>[] = [
  ingredient({
    amount: 0.5,
    unitId: 'cup',
    name: { en: 'Tahini', ar: 'طحينة' },
    image: picture('#f3e6cc', round('#c8a266')),
    id: TAHINI_ID,
  }),
  ingredient({
    amount: 2,
    unitId: 'can',
    name: { en: 'Chickpeas', ar: 'حمص' },
    image: picture('#f6ecd6', round('#e0b872')),
  }),
  ingredient({ amount: 4, unitId: 'tbsp', name: { en: 'Lemon juice', ar: 'عصير ليمون' } }),
  ingredient({
    amount: 1,
    unitId: 'clove',
    name: { en: 'Garlic', ar: 'ثوم' },
    image: picture('#f1efe9', round('#ded6c6')),
  }),
  ingredient({ amount: 0.5, unitId: 'tsp', name: { en: 'Ground cumin', ar: 'كمون مطحون' } }),
  ingredient({ amount: 1, unitId: 'tsp', name: { en: 'Salt', ar: 'ملح' }, id: SALT_ID }),
  ingredient({ amount: 60, unitId: 'ml', name: { en: 'Iced water', ar: 'ماء مثلج' } }),
  ingredient({
    amount: 2,
    unitId: 'tbsp',
    name: { en: 'Olive oil', ar: 'زيت زيتون' },
    image: picture('#eef2da', round('#a3b04a')),
  }),
  ingredient({ amount: 1, unitId: 'pinch', name: { en: 'Paprika', ar: 'بابريكا' } }),
  ingredient({ amount: 1, unitId: 'tbsp', name: { en: 'Parsley', ar: 'بقدونس' } }),
  ingredient({ amount: 0.25, unitId: 'tsp', name: { en: 'Baking soda', ar: 'بيكربونات الصودا' } }),
  ingredient({ amount: 120, unitId: 'g', name: { en: 'Pine nuts', ar: 'صنوبر' } }),
  // The thirteenth line: only visible after See All. Not in the catalogue: no tick box.
  ingredient({
    amount: 1,
    unitId: 'handful',
    name: { en: "Grandma's pickled turnips", ar: 'لفت مخلل على طريقة جدتي' },
    catalogue: false,
  }),
  ingredient({ amount: 0, unitId: 'to taste', name: { en: 'Salt', ar: 'ملح' }, id: SALT_ID }),
]

const steps: Array<[Schema<'LocalizedText'>, string | null]> = [
  [
    {
      en: 'Drain and rinse the chickpeas, then simmer them in fresh water with the baking soda for 10 minutes until very soft.',
      ar: 'صفِّ الحمص واشطفه، ثم اسلقه في ماء جديد مع بيكربونات الصودا لمدة 10 دقائق حتى يطرى تمامًا.',
    },
    stepPicture('#f6ecd6', '#e0b872'),
  ],
  [
    {
      en: 'Drain again and rub the chickpeas gently between your palms under cold water so the skins float off.',
      ar: 'صفِّه مجددًا وافركه برفق بين راحتيك تحت الماء البارد حتى تطفو القشور.',
    },
    null,
  ],
  [
    {
      en: 'Blend the tahini with the lemon juice and garlic for 1 minute. It will seize at first, then turn pale and creamy.',
      ar: 'اخلط الطحينة مع عصير الليمون والثوم لمدة دقيقة. ستتكتل في البداية ثم يفتح لونها وتصبح كريمية.',
    },
    stepPicture('#f3e6cc', '#c8a266'),
  ],
  [
    {
      en: 'Add the warm chickpeas, cumin and salt. Blend for 3 to 4 minutes, adding the iced water a spoonful at a time.',
      ar: 'أضف الحمص الدافئ والكمون والملح، واخلط 3 إلى 4 دقائق مع إضافة الماء المثلج ملعقة تلو الأخرى.',
    },
    null,
  ],
  [
    {
      en: 'Taste and adjust the lemon and salt. It should be bright, nutty and just loose enough to spread.',
      ar: 'تذوّقه وعدّل كمية الليمون والملح. يجب أن يكون منعشًا وليّنًا بما يكفي ليُفرد بسهولة.',
    },
    null,
  ],
  [
    {
      en: 'Toast the pine nuts in a dry pan until golden, shaking the pan often.',
      ar: 'حمّص الصنوبر في مقلاة جافة حتى يصبح ذهبيًا مع تحريك المقلاة باستمرار.',
    },
    null,
  ],
  [
    {
      en: 'Spread the hummus in a shallow bowl, fill the groove with olive oil and finish with paprika, parsley and pine nuts.',
      ar: 'افرد الحمص في طبق مسطح، واملأ التجويف بزيت الزيتون، ثم زيّنه بالبابريكا والبقدونس والصنوبر.',
    },
    stepPicture('#efe3d0', '#d8b16a'),
  ],
]

export const hummusInstructions: Schema<'Instruction'>[] = steps.map(([step, image], index) => ({
  step,
  image: image ? { url: image, key: `steps/${index}.webp` } : null,
}))

/** Per-serving amounts in the server's order (core's recipeNutrients): every nutrient, basic ones first. */
const amounts: Record<number, number> = {
  1008: 356.4,
  1004: 24.6,
  1005: 26.1,
  2000: 3.2,
  1003: 12.8,
  1093: 610,
  1079: 8.4,
  1258: 3.4,
  1292: 11.2,
  1293: 8.9,
  1257: 0,
  1253: 0,
  1087: 96,
  1089: 3.9,
  1090: 74,
  1091: 262,
  1092: 401,
  1095: 2.3,
  1106: 8,
  1162: 9.7,
  1114: 0,
  1109: 1.2,
  1185: 18.5,
  1165: 0.31,
  1166: 0.12,
  1167: 1.9,
  1175: 0.24,
  1190: 121,
  1178: 0,
  1051: 142,
}

export const hummusNutrition: Schema<'RecipeNutrition'> = {
  servings: 4,
  perServing: true,
  nutrients: recipeNutrients.map((definition) => ({
    nutrientId: definition.id,
    name: { ...definition.name },
    unit: { ...definition.unit },
    amount: amounts[definition.id] ?? 0,
  })),
}

export const hummus: Schema<'Recipe'> = {
  _id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  title: { en: 'Silky Hummus with Tahini', ar: 'حمص بالطحينة' },
  description: {
    en: 'Silky, lemony hummus the Beirut way.',
    ar: 'حمص ناعم بنكهة الليمون على الطريقة البيروتية.',
  },
  thumbnail: null,
  videoUrl: null,
  time: 25,
  servings: 4,
  ingredientsCount: hummusIngredients.length,
  likesCount: 12,
  likedByMe: false,
  savedByMe: false,
  createdBy: null,
  createdAt: '2025-03-01T12:00:00.000Z',
  metadata: { imported: false, site: null, originalUrl: null },
  category: [],
  cuisine: [],
  otherImages: [],
  ingredients: hummusIngredients,
  instructions: hummusInstructions,
  nutrition: hummusNutrition,
  dietLabels: [],
  healthLabels: [],
  commentsCount: 0,
  lang: 'en',
}

/** The shared story host; signed out, requireSignIn only answers false (no alert), so a story checks the call. */
export const storyHost = (user: CurrentUser | null) =>
  sharedStoryHost({ user, requireSignIn: fn<WidgetHost['requireSignIn']>(() => user !== null) })

/** A write the add-to-list stories saw: `POST /list/create` or `POST /list/{id}/items`, with its body. */
export type ListCall =
  | { call: 'POST /list/create'; body: Schema<'ShoppingListInput'> }
  | { call: `POST /list/${string}/items`; body: Schema<'ShoppingListAddInput'> }

/** The person's lists as GET /list answers them (newest first). */
export const storyLists: Schema<'ShoppingListSummary'>[] = [
  {
    _id: uuid(801),
    listName: { en: 'Weekend mezze', ar: 'مازة نهاية الأسبوع' },
    itemCount: 7,
    checkedCount: 2,
    createdAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-01T18:00:00.000Z',
  },
  {
    // Named in English only: Arabic readers see the English name.
    _id: uuid(802),
    listName: { en: 'Big shop', ar: '' },
    itemCount: 1,
    checkedCount: 0,
    createdAt: '2025-02-20T09:00:00.000Z',
    updatedAt: '2025-02-20T09:00:00.000Z',
  },
]

/** A list as the server answers a write (its items do not matter to these stories). */
function answeredList(id: string, listName: Schema<'LocalizedText'>, recipeId: string | null) {
  return {
    _id: id,
    listName,
    list: [],
    recipeId,
    recipes: [],
    itemCount: 0,
    checkedCount: 0,
    createdAt: '2025-03-02T10:00:00.000Z',
    updatedAt: '2025-03-02T10:00:00.000Z',
  } satisfies Schema<'ShoppingList'>
}

/**
 * The fake API as the add-to-list stories need it: GET /list answers `lists` (or 500 when
 * `listsFail`), POST /list/create answers 201 with the created list and POST /list/{id}/items 200,
 * or the given failure. Each write is recorded with its body. PUT /user/units (the units toggle)
 * answers 200, or 500 when `unitsFail`; every request with its body is in `sent`.
 */
export function storyApi({
  failWith,
  lists = storyLists,
  listsFail = false,
  unitsFail = false,
}: {
  failWith?: { status: number; message: string }
  lists?: Schema<'ShoppingListSummary'>[]
  listsFail?: boolean
  unitsFail?: boolean
} = {}) {
  const calls: ListCall[] = []
  const {
    client,
    calls: requests,
    requests: sent,
  } = createFakeApi(
    http.put('/user/units', ({ response }) =>
      unitsFail
        ? failure(500, 'Something went wrong on our side.')
        : response(200).json({ statusCode: 200, message: 'Units saved', data: null }),
    ),
    http.get('/list', ({ response }) =>
      listsFail ? failure(500, 'Something went wrong on our side.') : response(200).json(envelope(lists)),
    ),
    http.post('/list/create', async ({ request, response }) => {
      const body = await request.json()
      calls.push({ call: 'POST /list/create', body })
      if (failWith) return failure(failWith.status, failWith.message)
      return response(201).json(
        envelope(
          answeredList(uuid(777), body.listName, body.recipeId ?? null),
          'Shopping list created successfully',
          201,
        ),
      )
    }),
    http.post('/list/{id}/items', async ({ request, params, response }) => {
      const body = await request.json()
      calls.push({ call: `POST /list/${params.id}/items`, body })
      if (failWith) return failure(failWith.status, failWith.message)
      const list = lists.find((candidate) => candidate._id === params.id)
      if (!list) return failure(404, 'Shopping list not found.')
      return response(200).json(envelope(answeredList(list._id, list.listName, null), 'Items added'))
    }),
  )
  return { client, calls, requests, sent }
}
