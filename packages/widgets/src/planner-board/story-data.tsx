import { type ReactNode, useMemo } from 'react'
import { type Schema, type SufraClient, SufraApiProvider, SufraQueryProvider } from '@sufra/api-client'
import { SERVER_FAILURE, createFakeApi, envelope, failure, http, storyUser } from '@sufra/api-client/testing'
import { addDays, monthDates, nutrientIds, weekDates } from '@sufra/core'
import { type MessageId, type MessageValues, catalogueTranslator, messages, useI18n } from '@sufra/i18n'
import { Toaster } from '@sufra/ui/toast'
import { recipe as cardRecipe, dish, layla } from '../recipe-card/story-data'
import { type CurrentUser, type WidgetHost, WidgetHostProvider } from '../widget-host'
import { storyHost } from '../widget-host/story-host'
import { localToday } from './planner-api'

/** Stories only: recipes, a fake planner server and the providers the PlannerBoard needs. */

export const storyLocale = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const translators = { en: catalogueTranslator('en', messages.en), ar: catalogueTranslator('ar', messages.ar) }
/** A message in the story's language, formatted as the widget formats it. */
export const m = (id: MessageId, values?: MessageValues) => translators[storyLocale()](id, values)

export const today = () => localToday()

type Nutrition = { calories: number; fat: number; carbs: number; sugar: number; protein: number }

const nutritionOf = (n: Nutrition): Schema<'RecipeNutrition'> => ({
  servings: 1,
  perServing: true,
  nutrients: [
    [nutrientIds.calories, n.calories, 'Calories', 'السعرات الحرارية', 'kcal', 'سعرة'],
    [nutrientIds.fat, n.fat, 'Fat', 'الدهون', 'g', 'غ'],
    [nutrientIds.carbohydrates, n.carbs, 'Carbohydrates', 'الكربوهيدرات', 'g', 'غ'],
    [nutrientIds.sugar, n.sugar, 'Sugar', 'السكر', 'g', 'غ'],
    [nutrientIds.protein, n.protein, 'Protein', 'البروتين', 'g', 'غ'],
  ].map(([nutrientId, amount, en, ar, unitEn, unitAr]) => ({
    nutrientId: nutrientId as number,
    amount: amount as number,
    name: { en: en as string, ar: ar as string },
    unit: { en: unitEn as string, ar: unitAr as string },
  })),
})

type StoryRecipe = { summary: Schema<'RecipeSummary'>; nutrition: Schema<'RecipeNutrition'> }

function storyRecipe(
  id: number,
  title: { en: string; ar: string },
  colour: string,
  nutrition: Nutrition,
): StoryRecipe {
  return {
    summary: cardRecipe({
      _id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
      title,
      thumbnail: { url: dish(colour), key: `recipes/${id}.webp` },
      time: 10 + id * 5,
    }),
    nutrition: nutritionOf(nutrition),
  }
}

/** Six recipes with round figures, so the rings' sums are easy to check. */
export const recipes = {
  fattoush: storyRecipe(1, { en: 'Fattoush', ar: 'فتوش' }, '#c8553d', {
    calories: 400,
    fat: 20,
    carbs: 45,
    sugar: 8,
    protein: 10,
  }),
  shakshuka: storyRecipe(2, { en: 'Shakshuka', ar: 'شكشوكة' }, '#d1495b', {
    calories: 500,
    fat: 25,
    carbs: 30,
    sugar: 12,
    protein: 30,
  }),
  mansaf: storyRecipe(3, { en: 'Mansaf', ar: 'منسف' }, '#edae49', {
    calories: 1100,
    fat: 50,
    carbs: 100,
    sugar: 5,
    protein: 70,
  }),
  lentilSoup: storyRecipe(4, { en: 'Lentil soup', ar: 'شوربة عدس' }, '#00798c', {
    calories: 300,
    fat: 8,
    carbs: 40,
    sugar: 4,
    protein: 18,
  }),
  kunafa: storyRecipe(5, { en: 'Kunafa', ar: 'كنافة' }, '#30638e', {
    calories: 900,
    fat: 45,
    carbs: 110,
    sugar: 70,
    protein: 15,
  }),
  hummus: storyRecipe(6, { en: 'Hummus', ar: 'حمص' }, '#66a182', {
    calories: 250,
    fat: 14,
    carbs: 22,
    sugar: 1,
    protein: 9,
  }),
}
export type RecipeKey = keyof typeof recipes
const byId = new Map(Object.values(recipes).map((r) => [r.summary._id, r]))
export const idOf = (key: RecipeKey) => recipes[key].summary._id
export const titleOf = (key: RecipeKey) => recipes[key].summary.title[storyLocale()]

/** Many recipes for the "All recipes" tab's pages. */
export const manyRecipes = Array.from({ length: 40 }, (_, i) =>
  cardRecipe({
    _id: `00000000-0000-4000-9000-${String(i + 1).padStart(12, '0')}`,
    title: { en: `Recipe ${i + 1}`, ar: `وصفة ${i + 1}` },
    thumbnail: { url: dish(i % 2 ? '#9b5de5' : '#f15bb5'), key: `recipes/many-${i}.webp` },
    createdBy: layla,
  }),
)

export type FakePlanner = {
  /** Saved plans by date (recipe ids). */
  plans: Map<string, Record<string, (string | null)[]>>
  /** The next N saves (day or week) answer 500. */
  failNextSaves: number
  /** Dates the server treats as expired (a 403 for a save naming them). */
  calls: string[]
  requests: { method: string; path: string; body: unknown }[]
  client: SufraClient
}

const mealPlanRecipe = (id: string): Schema<'MealPlanRecipe'> | null => {
  const found = byId.get(id)
  if (!found) return null
  const { _id, title, thumbnail, time, servings } = found.summary
  return { _id, title, thumbnail, time, servings, nutrition: found.nutrition }
}

const dayOf = (date: string, plan: Record<string, (string | null)[]>): Schema<'MealPlanDay'> => ({
  _id: `11111111-0000-4000-8000-${date.replaceAll('-', '').padStart(12, '0')}`,
  date,
  mealPlan: Object.fromEntries(
    Object.entries(plan).map(([meal, slots]) => [meal, slots.map((id) => (id ? mealPlanRecipe(id) : null))]),
  ),
})

/**
 * The planner's calls on the fake API: plans kept by date, saves that replace a day (or several),
 * refusing a day before today as the server does; saved recipes, the person's own, and all recipes
 * (15 a page, with a keyword search).
 */
export function fakePlanner(
  start: Record<string, Record<string, (string | null)[]>> = {},
  {
    saved = [recipes.fattoush, recipes.shakshuka, recipes.mansaf, recipes.lentilSoup],
    own = [recipes.kunafa, recipes.hummus],
  } = {},
): FakePlanner {
  const plans = new Map(Object.entries(start))
  const state = { failNextSaves: 0 }
  const list = (dates: string[]) =>
    dates.filter((date) => plans.has(date)).map((date) => dayOf(date, plans.get(date)!))
  const api = createFakeApi(
    http.get('/meal-planner/week', ({ query, response }) =>
      response(200).json(envelope(list(weekDates(query.get('date') ?? today())))),
    ),
    http.get('/meal-planner/month', ({ query, response }) =>
      response(200).json(envelope(list(monthDates(query.get('date') ?? today())))),
    ),
    http.post('/meal-planner/create', async ({ request, response }) => {
      const body = await request.json()
      if (state.failNextSaves > 0) {
        state.failNextSaves -= 1
        return failure(500, SERVER_FAILURE)
      }
      if (body.date < today()) return failure(403, 'This day is expired and cannot be updated')
      plans.set(body.date, body.mealPlan)
      return response(200).json(envelope(dayOf(body.date, body.mealPlan), 'Meal plan saved'))
    }),
    http.post('/meal-planner/week', async ({ request, response }) => {
      const body = await request.json()
      if (state.failNextSaves > 0) {
        state.failNextSaves -= 1
        return failure(500, SERVER_FAILURE)
      }
      if (body.days.some((day) => day.date < today())) {
        return failure(403, 'This day is expired and cannot be updated')
      }
      for (const day of body.days) plans.set(day.date, day.mealPlan)
      return response(200).json(envelope(body.days.map((day) => dayOf(day.date, day.mealPlan))))
    }),
    http.get('/recipe-user', ({ response }) => response(200).json(envelope(saved.map((r) => r.summary)))),
    http.get('/user/recipes/{id}', ({ response }) => response(200).json(envelope(own.map((r) => r.summary)))),
    http.get('/recipe', ({ query, response }) => {
      const page = Number(query.get('page') ?? 1)
      const limit = Number(query.get('limit') ?? 30)
      const all = [...Object.values(recipes).map((r) => r.summary), ...manyRecipes]
      return response(200).json(envelope(all.slice((page - 1) * limit, page * limit)))
    }),
    http.get('/search/query', ({ query, response }) => {
      const keyword = (query.get('keyword') ?? '').toLowerCase()
      const limit = Number(query.get('limit') ?? 30)
      const found = [...Object.values(recipes).map((r) => r.summary), ...manyRecipes].filter(
        (r) => r.title.en.toLowerCase().includes(keyword) || r.title.ar.includes(keyword),
      )
      return response(200).json(
        envelope({
          mainRecipe: found.slice(0, limit),
          similarRecipes: [],
          pagination: { page: 1, limit, totalPages: 1, total: found.length },
          applied: { ingredients: [], categories: [], cuisines: [], diets: [], healthLabels: [] },
        }),
      )
    }),
  )
  return Object.assign(state, {
    plans,
    calls: api.calls,
    requests: api.requests,
    client: api.client,
  }) as FakePlanner
}

/** Days relative to today (`yyyy-MM-dd`). */
export const dayFrom = (days: number) => addDays(today(), days)

/** The signed-in planner of the stories, with or without goals of her own. */
export function planner(goals: Partial<CurrentUser> = {}): CurrentUser {
  return { ...storyUser, ...goals }
}

/** Query cache, the fake API's client, the host (signed in) and the toasts. */
export function PlannerProviders({
  client,
  user = planner(),
  children,
}: {
  client: SufraClient
  user?: CurrentUser
  children: ReactNode
}) {
  const { locale } = useI18n()
  const host = useMemo<WidgetHost>(
    () => storyHost({ user, href: (path) => `/${locale}${path === '/' ? '' : path}` }),
    [user, locale],
  )
  return (
    <SufraQueryProvider>
      <SufraApiProvider client={client}>
        <WidgetHostProvider host={host}>{children}</WidgetHostProvider>
        <Toaster />
      </SufraApiProvider>
    </SufraQueryProvider>
  )
}
