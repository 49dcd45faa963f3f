/**
 * TanStack Query hooks for every operation of the contract.
 *
 * - `$api.useQuery('get', '/recipe/{id}', { params: { path: { id } } })`, `$api.useMutation('post', '/like/{recipeId}')`,
 *   `$api.useInfiniteQuery(...)`, `$api.queryOptions(...)` (openapi-react-query): every path, typed, answers
 *   kept whole (`{ statusCode, message, data }`). Query keys are `[method, path, init]`, so
 *   `queryClient.invalidateQueries({ queryKey: ['get', '/recipe/{id}'] })` refreshes every recipe detail.
 * - Named hooks for the read calls (`useRecipe(id)`, `useCategories(skip)`, ...) return the envelope's `data`.
 *
 * Failures are ApiError (status, the server's `message`, `errMessage`). Inside `<SufraApiProvider client>`
 * the hooks use that client (stories and tests pass one with a fake `fetch`); outside it, the default
 * client on `/api/v1`.
 */
import {
  QueryCache,
  QueryClient,
  QueryClientProvider,
  useQuery,
  type UseQueryResult,
} from '@tanstack/react-query'
import createQueryHooks, { type OpenapiQueryClient } from 'openapi-react-query'
import { createContext, createElement, useContext, useMemo, useState, type ReactNode } from 'react'
import { createSufraClient, unwrap, type paths, type Schema, type SufraClient } from './client'
import { ApiError } from './request'

export type SufraQueryHooks = OpenapiQueryClient<paths>

export type SufraApi = { client: SufraClient; $api: SufraQueryHooks }

/** Query hooks on a given client. */
export function createSufraQueryHooks(client: SufraClient): SufraQueryHooks {
  return createQueryHooks(client)
}

/** The default client (`/api/v1`, cookies included) and its hooks. */
export const sufraClient: SufraClient = createSufraClient()
export const $api: SufraQueryHooks = createSufraQueryHooks(sufraClient)

const SufraApiContext = createContext<SufraApi>({ client: sufraClient, $api })

/** Makes every hook below use `client` (e.g. `createSufraClient({ fetch: fakeFetch })` in a story). */
export function SufraApiProvider({ client, children }: { client: SufraClient; children?: ReactNode }) {
  const value = useMemo(() => ({ client, $api: createSufraQueryHooks(client) }), [client])
  return createElement(SufraApiContext.Provider, { value }, children)
}

/**
 * The query cache for an app (one per page load; each story mounts its own): failed reads are logged
 * (spec section 7) and not retried, so a page shows the failure and its Retry at once.
 */
export function createSufraQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => console.error(error) }),
    defaultOptions: { queries: { retry: false } },
  })
}

/** Gives the hooks below their query cache; wrap the app (or a story) in it once. */
export function SufraQueryProvider({ children }: { children?: ReactNode }) {
  const [queryClient] = useState(createSufraQueryClient)
  return createElement(QueryClientProvider, { client: queryClient }, children)
}

/** The client and `$api` hooks in effect (the provider's, else the default ones). */
export function useSufraApi(): SufraApi {
  return useContext(SufraApiContext)
}

/** openapi-react-query types a failure as the error body; at run time it is the ApiError the client throws. */
function withApiError<Data>(result: UseQueryResult<Data, Schema<'Error'>>): UseQueryResult<Data, ApiError> {
  return result as UseQueryResult<Data, ApiError>
}

export type QueryToggle = {
  /** False to hold the call (e.g. until an id is known). Default true. */
  enabled?: boolean
}

// ------------------------------------------------------------------ recipes and discovery

/** GET /recipe/{id}: one recipe in full. */
export function useRecipe(
  id: string,
  { enabled = true }: QueryToggle = {},
): UseQueryResult<Schema<'Recipe'>, ApiError> {
  return withApiError(
    useSufraApi().$api.useQuery(
      'get',
      '/recipe/{id}',
      { params: { path: { id } } },
      { select: (envelope) => envelope.data, enabled: enabled && id !== '' },
    ),
  )
}

/** GET /recipe?page&limit: one page of recipes, newest first (explore: 30 a page; planner slider: 15). */
export function useRecipes(page = 1, limit = 30): UseQueryResult<Schema<'RecipeSummary'>[], ApiError> {
  return withApiError(
    useSufraApi().$api.useQuery(
      'get',
      '/recipe',
      { params: { query: { page, limit } } },
      { select: (envelope) => envelope.data },
    ),
  )
}

/** GET /recipe/popular: the carousel. */
export function usePopularRecipes(): UseQueryResult<Schema<'RecipeSummary'>[], ApiError> {
  return withApiError(
    useSufraApi().$api.useQuery('get', '/recipe/popular', {}, { select: (envelope) => envelope.data }),
  )
}

/** GET /recipe/random?limit&skip: one page of the feed (10 a page). */
export function useRandomRecipes(skip = 0, limit = 10): UseQueryResult<Schema<'RecipeSummary'>[], ApiError> {
  return withApiError(
    useSufraApi().$api.useQuery(
      'get',
      '/recipe/random',
      { params: { query: { skip, limit } } },
      { select: (envelope) => envelope.data },
    ),
  )
}

/** GET /category?limit&skip: one page of categories (30 a page) and the total. */
export function useCategories(skip = 0, limit = 30): UseQueryResult<Schema<'CategoryPage'>, ApiError> {
  return withApiError(
    useSufraApi().$api.useQuery(
      'get',
      '/category',
      { params: { query: { skip, limit } } },
      { select: (envelope) => envelope.data },
    ),
  )
}

/** GET /ingredient?limit&skip: one page of ingredients (30 a page) and the total. */
export function useIngredients(skip = 0, limit = 30): UseQueryResult<Schema<'IngredientPage'>, ApiError> {
  return withApiError(
    useSufraApi().$api.useQuery(
      'get',
      '/ingredient',
      { params: { query: { skip, limit } } },
      { select: (envelope) => envelope.data },
    ),
  )
}

/** GET /ingredient/{id}: nutrition per 100 g, portions and 8 recipes. */
export function useIngredient(
  id: string,
  { enabled = true }: QueryToggle = {},
): UseQueryResult<Schema<'IngredientDetail'>, ApiError> {
  return withApiError(
    useSufraApi().$api.useQuery(
      'get',
      '/ingredient/{id}',
      { params: { path: { id } } },
      { select: (envelope) => envelope.data, enabled: enabled && id !== '' },
    ),
  )
}

/** GET /category/popular. */
export function usePopularCategories(): UseQueryResult<Schema<'Popular'>[], ApiError> {
  return withApiError(
    useSufraApi().$api.useQuery('get', '/category/popular', {}, { select: (envelope) => envelope.data }),
  )
}

/** GET /ingredient/popular. */
export function usePopularIngredients(): UseQueryResult<Schema<'Popular'>[], ApiError> {
  return withApiError(
    useSufraApi().$api.useQuery('get', '/ingredient/popular', {}, { select: (envelope) => envelope.data }),
  )
}

/** GET /query: cuisines, diet labels and health labels for the search filters. */
export function useFilterOptions(): UseQueryResult<Schema<'FilterOptions'>, ApiError> {
  return withApiError(
    useSufraApi().$api.useQuery('get', '/query', {}, { select: (envelope) => envelope.data }),
  )
}

export type TaxonomySearch = { ingredient?: string; category?: string; skip?: number; limit?: number }

/** GET /recipe/search/query: recipes of a category slug and/or containing an ingredient slug. */
export function useTaxonomyRecipes(
  { ingredient, category, skip = 0, limit = 10 }: TaxonomySearch,
  { enabled = true }: QueryToggle = {},
): UseQueryResult<Schema<'RecipePage'>, ApiError> {
  return withApiError(
    useSufraApi().$api.useQuery(
      'get',
      '/recipe/search/query',
      { params: { query: { ingredient, category, skip, limit } } },
      { select: (envelope) => envelope.data, enabled },
    ),
  )
}

export type RecipeSearch = NonNullable<paths['/search/query']['get']['parameters']['query']>

/** GET /search/query: the search page (list filters are JSON lists as text, e.g. `'["garlic"]'`). */
export function useSearch(
  query: RecipeSearch,
  { enabled = true }: QueryToggle = {},
): UseQueryResult<Schema<'SearchResult'>, ApiError> {
  return withApiError(
    useSufraApi().$api.useQuery(
      'get',
      '/search/query',
      { params: { query } },
      { select: (envelope) => envelope.data, enabled },
    ),
  )
}

// ------------------------------------------------------------------ users

/** GET /user/get-all: every creator (the signed-in user left out by the server). */
export function useAllUsers(): UseQueryResult<Schema<'CreatorSummary'>[], ApiError> {
  return withApiError(
    useSufraApi().$api.useQuery('get', '/user/get-all', {}, { select: (envelope) => envelope.data }),
  )
}

/** GET /user/top-creators. */
export function useTopCreators(): UseQueryResult<Schema<'CreatorSummary'>[], ApiError> {
  return withApiError(
    useSufraApi().$api.useQuery('get', '/user/top-creators', {}, { select: (envelope) => envelope.data }),
  )
}

/** GET /user/profile/{id}: a creator's public profile. */
export function useUserProfile(
  id: string,
  { enabled = true }: QueryToggle = {},
): UseQueryResult<Schema<'PublicUser'>, ApiError> {
  return withApiError(
    useSufraApi().$api.useQuery(
      'get',
      '/user/profile/{id}',
      { params: { path: { id } } },
      { select: (envelope) => envelope.data, enabled: enabled && id !== '' },
    ),
  )
}

/** GET /user/recipes/{id}: a creator's recipes. */
export function useUserRecipes(
  id: string,
  { enabled = true }: QueryToggle = {},
): UseQueryResult<Schema<'RecipeSummary'>[], ApiError> {
  return withApiError(
    useSufraApi().$api.useQuery(
      'get',
      '/user/recipes/{id}',
      { params: { path: { id } } },
      { select: (envelope) => envelope.data, enabled: enabled && id !== '' },
    ),
  )
}

/** GET /user/profile: the signed-in user (401 ApiError when signed out). */
export function useCurrentUser({ enabled = true }: QueryToggle = {}): UseQueryResult<
  Schema<'CurrentUser'>,
  ApiError
> {
  return withApiError(
    useSufraApi().$api.useQuery(
      'get',
      '/user/profile',
      {},
      { select: (envelope) => envelope.data, enabled, retry: false },
    ),
  )
}

// ------------------------------------------------------------------ signed-in reads

/** GET /recipe-user: saved recipes. */
export function useSavedRecipes({ enabled = true }: QueryToggle = {}): UseQueryResult<
  Schema<'RecipeSummary'>[],
  ApiError
> {
  return withApiError(
    useSufraApi().$api.useQuery('get', '/recipe-user', {}, { select: (envelope) => envelope.data, enabled }),
  )
}

/** GET /like: liked recipes. */
export function useLikedRecipes({ enabled = true }: QueryToggle = {}): UseQueryResult<
  Schema<'RecipeSummary'>[],
  ApiError
> {
  return withApiError(
    useSufraApi().$api.useQuery('get', '/like', {}, { select: (envelope) => envelope.data, enabled }),
  )
}

/** GET /comment/{recipeId}: comments with nested replies. */
export function useComments(
  recipeId: string,
  { enabled = true }: QueryToggle = {},
): UseQueryResult<Schema<'Comment'>[], ApiError> {
  return withApiError(
    useSufraApi().$api.useQuery(
      'get',
      '/comment/{recipeId}',
      { params: { path: { recipeId } } },
      { select: (envelope) => envelope.data, enabled: enabled && recipeId !== '' },
    ),
  )
}

/** GET /list: the signed-in user's shopping lists. */
export function useShoppingLists({ enabled = true }: QueryToggle = {}): UseQueryResult<
  Schema<'ShoppingList'>[],
  ApiError
> {
  return withApiError(
    useSufraApi().$api.useQuery('get', '/list', {}, { select: (envelope) => envelope.data, enabled }),
  )
}

/** GET /list/{id}: one shopping list. */
export function useShoppingList(
  id: string,
  { enabled = true }: QueryToggle = {},
): UseQueryResult<Schema<'ShoppingList'>, ApiError> {
  return withApiError(
    useSufraApi().$api.useQuery(
      'get',
      '/list/{id}',
      { params: { path: { id } } },
      { select: (envelope) => envelope.data, enabled: enabled && id !== '' },
    ),
  )
}

/** GET /meal-planner/{date} as data: the day's plan, or null when it has none (404). */
export async function fetchMealPlan(
  client: SufraClient,
  date: string,
  signal?: AbortSignal,
): Promise<Schema<'MealPlanDay'> | null> {
  try {
    return await unwrap(client.GET('/meal-planner/{date}', { params: { path: { date } }, signal }))
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/**
 * GET /meal-planner/{date}: the plan of a day, or null when the day has none (the server's 404).
 * Same query key as `$api.useQuery('get', '/meal-planner/{date}', ...)`.
 */
export function useMealPlan(
  date: string,
  { enabled = true }: QueryToggle = {},
): UseQueryResult<Schema<'MealPlanDay'> | null, ApiError> {
  const { client } = useSufraApi()
  const init = { params: { path: { date } } }
  return useQuery({
    queryKey: ['get', '/meal-planner/{date}', init] as const,
    queryFn: ({ signal }) => fetchMealPlan(client, date, signal),
    enabled: enabled && date !== '',
  })
}

/** GET /meal-planner/week?date: the planned days of the Saturday-to-Friday week holding `date` (default today). */
export function useWeekMealPlans(
  date?: string,
  { enabled = true }: QueryToggle = {},
): UseQueryResult<Schema<'MealPlanDay'>[], ApiError> {
  return withApiError(
    useSufraApi().$api.useQuery(
      'get',
      '/meal-planner/week',
      { params: { query: { date } } },
      { select: (envelope) => envelope.data, enabled },
    ),
  )
}

/** GET /meal-planner/month?date: the planned days of the month holding `date` (default today). */
export function useMonthMealPlans(
  date?: string,
  { enabled = true }: QueryToggle = {},
): UseQueryResult<Schema<'MealPlanDay'>[], ApiError> {
  return withApiError(
    useSufraApi().$api.useQuery(
      'get',
      '/meal-planner/month',
      { params: { query: { date } } },
      { select: (envelope) => envelope.data, enabled },
    ),
  )
}
