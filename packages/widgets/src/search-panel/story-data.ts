import type { Schema } from '@sufra/api-client'
import { SERVER_FAILURE, createFakeApi, envelope, failure, gate, http } from '@sufra/api-client/testing'

/** Stories only (import by path): the popular lists as GET /ingredient/popular and /category/popular answer them. */

type Popular = Schema<'Popular'>

const entry = (en: string, ar: string, count: number, slug?: string): Popular => ({
  _id: { en, ar },
  count,
  ...(slug === undefined ? {} : { slug }),
  image: null,
})

/** Twelve, most used first: the panel shows the first 10. Olive oil has no slug: its English name gives it. */
export const popularIngredients: Popular[] = [
  entry('Olive Oil', 'زيت الزيتون', 48),
  entry('Garlic', 'ثوم', 41, 'garlic'),
  entry('Onion', 'بصل', 39, 'onion'),
  entry('Lemon', 'ليمون', 33, 'lemon'),
  entry('Tomato', 'طماطم', 30, 'tomato'),
  entry('Chickpeas', 'حمص حب', 24, 'chickpeas'),
  entry('Parsley', 'بقدونس', 21, 'parsley'),
  entry('Cumin', 'كمون', 19, 'cumin'),
  entry('Bulgur', 'برغل', 15, 'bulgur'),
  entry('Lentils', 'عدس', 14, 'lentils'),
  entry('Yogurt', 'لبن زبادي', 12, 'yogurt'),
  entry('Tahini', 'طحينة', 9, 'tahini'),
]

export const popularCategories: Popular[] = [
  entry('Main Dish', 'طبق رئيسي', 52, 'main-dish'),
  entry('Soup', 'شوربة', 30, 'soup'),
  entry('Salad', 'سلطة', 28, 'salad'),
  entry('Dessert', 'حلويات', 26, 'dessert'),
  entry('Breakfast', 'فطور', 22, 'breakfast'),
  entry('Appetizer', 'مقبلات', 20, 'appetizer'),
  entry('Side Dish', 'طبق جانبي', 17, 'side-dish'),
  entry('Bread', 'خبز', 13, 'bread'),
  entry('Drinks', 'مشروبات', 11, 'drinks'),
  entry('Sauce', 'صلصات', 8, 'sauce'),
  entry('Snack', 'وجبة خفيفة', 6, 'snack'),
  entry('Pastry', 'معجنات', 4, 'pastry'),
]

export type PopularAnswer = 'ok' | 'failure' | 'held'

/**
 * A fake API for the panel: both popular lists answer (or fail with 500, or wait for `held`);
 * every call is recorded in `calls`.
 */
export function searchPanelApi(answer: PopularAnswer = 'ok') {
  const held = gate()
  const popular = (path: '/ingredient/popular' | '/category/popular', list: Popular[]) =>
    http.get(path, async ({ response }) => {
      if (answer === 'held') await held.opened
      if (answer === 'failure') return failure(500, SERVER_FAILURE)
      return response(200).json(envelope(list))
    })
  const api = createFakeApi(
    popular('/ingredient/popular', popularIngredients),
    popular('/category/popular', popularCategories),
  )
  return { api, held }
}
