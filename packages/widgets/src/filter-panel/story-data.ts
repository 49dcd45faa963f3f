import type { Schema } from '@sufra/api-client'
import { SERVER_FAILURE, createFakeApi, envelope, failure, http, later } from '@sufra/api-client/testing'

/**
 * Stories only (import by path): the filter panel's lists as GET /ingredient/popular,
 * /category/popular and /query answer them; more than 10 in three groups, so See All shows.
 */

const popular = (slug: string, en: string, ar: string, count: number): Schema<'Popular'> => ({
  _id: { en, ar },
  count,
  slug,
  image: null,
})
const term = (n: number, key: string, en: string, ar: string): Schema<'TaxonomyTerm'> => ({
  _id: `7e000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  key,
  name: { en, ar },
})

export const popularIngredients: Schema<'Popular'>[] = [
  popular('olive-oil', 'Olive oil', 'زيت زيتون', 40),
  popular('garlic', 'Garlic', 'ثوم', 38),
  popular('onion', 'Onion', 'بصل', 35),
  popular('lemon', 'Lemon', 'ليمون', 30),
  popular('tomato', 'Tomato', 'طماطم', 28),
  popular('chickpeas', 'Chickpeas', 'حمص حب', 22),
  popular('parsley', 'Parsley', 'بقدونس', 20),
  popular('cumin', 'Cumin', 'كمون', 18),
  popular('bulgur', 'Bulgur', 'برغل', 15),
  popular('lamb', 'Lamb', 'لحم غنم', 14),
  popular('yogurt', 'Yogurt', 'لبن زبادي', 12),
  popular('tahini', 'Tahini', 'طحينة', 11),
  popular('sumac', 'Sumac', 'سماق', 9),
  popular('mint', 'Mint', 'نعناع', 8),
]

export const popularCategories: Schema<'Popular'>[] = [
  popular('dinner', 'Dinner', 'عشاء', 30),
  popular('main-course', 'Main Course', 'أطباق رئيسية', 25),
  popular('breakfast', 'Breakfast', 'فطور', 20),
  popular('salad', 'Salad', 'سلطات', 12),
  popular('soup', 'Soup', 'شوربات', 10),
]

const cuisineNames: [string, string, string][] = [
  ['levantine', 'Levantine', 'شامي'],
  ['lebanese', 'Lebanese', 'لبناني'],
  ['syrian', 'Syrian', 'سوري'],
  ['palestinian', 'Palestinian', 'فلسطيني'],
  ['jordanian', 'Jordanian', 'أردني'],
  ['egyptian', 'Egyptian', 'مصري'],
  ['moroccan', 'Moroccan', 'مغربي'],
  ['tunisian', 'Tunisian', 'تونسي'],
  ['gulf', 'Gulf', 'خليجي'],
  ['iraqi', 'Iraqi', 'عراقي'],
  ['yemeni', 'Yemeni', 'يمني'],
  ['turkish', 'Turkish', 'تركي'],
]

export const filterOptions: Schema<'FilterOptions'> = {
  cuisines: cuisineNames.map(([key, en, ar], index) => term(index + 1, key, en, ar)),
  dietLabels: [
    term(101, 'vegetarian', 'Vegetarian', 'نباتي'),
    term(102, 'high-protein', 'High-Protein', 'غني بالبروتين'),
    term(103, 'low-carb', 'Low-Carb', 'قليل الكربوهيدرات'),
  ],
  healthLabels: [
    term(201, 'nut-free', 'Nut-Free', 'خالٍ من المكسرات'),
    term(202, 'egg-free', 'Egg-Free', 'خالٍ من البيض'),
    term(203, 'low-sodium', 'Low-Sodium', 'قليل الصوديوم'),
  ],
}

/**
 * A fake API answering the three lists; `failingLabels` makes GET /query fail (500) until
 * `labelsBack()` is called.
 */
export function filterListsApi({ failingLabels = false } = {}) {
  let labelsFail = failingLabels
  const api = createFakeApi(
    http.get('/ingredient/popular', async ({ response }) => {
      await later(50)
      return response(200).json(envelope(popularIngredients))
    }),
    http.get('/category/popular', async ({ response }) => {
      await later(50)
      return response(200).json(envelope(popularCategories))
    }),
    http.get('/query', async ({ response }) => {
      await later(50)
      if (labelsFail) return failure(500, SERVER_FAILURE)
      return response(200).json(envelope(filterOptions))
    }),
  )
  return {
    ...api,
    labelsBack: () => {
      labelsFail = false
    },
  }
}
