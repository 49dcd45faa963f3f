import { type QueryClient, type Schema, type SufraClient, readQuery } from '@sufra/api-client'
import { type SearchCriteria, parseSearchParams, searchQuery } from '@sufra/core'

/** Spec section 9: the global search asks for 30 recipes a page. */
export const SEARCH_PAGE_SIZE = 30

type SearchResult = Schema<'SearchResult'>
type RecipeSummary = Schema<'RecipeSummary'>

/** The read of a search: GET /search/query with the criteria (lists as JSON), 30 a page. */
export function searchInit(criteria: SearchCriteria) {
  return { params: { query: { ...searchQuery(criteria), limit: SEARCH_PAGE_SIZE } } }
}

/**
 * The page to ask for after `pagination`'s: pages count `similarRecipes` (`totalPages` of them), so
 * the search goes on while the last page read is before the last one, and stops there (or at once
 * when there are none: page 1's main recipes are all there is).
 */
export function nextSearchPage({
  page,
  totalPages,
}: Pick<SearchResult['pagination'], 'page' | 'totalPages'>) {
  return page < totalPages ? page + 1 : undefined
}

/** The infinite read's paging: `page` from 1, the next from the last answer's pagination. */
export const searchPaging = {
  pageParamName: 'page',
  initialPageParam: 1,
  getNextPageParam: (lastPage: { data: SearchResult }) => nextSearchPage(lastPage.data.pagination),
} as const

/**
 * The recipes of the pages read so far: page 1's main recipes (those meeting every criterion), and
 * the similar ones of every page after them. Main recipes come from page 1 only (the server fills
 * them there); each recipe shows once, at its first place.
 */
export function searchResults(pages: readonly SearchResult[]): {
  main: RecipeSummary[]
  similar: RecipeSummary[]
} {
  const seen = new Set<string>()
  const once = (recipe: RecipeSummary) => {
    if (seen.has(recipe._id)) return false
    seen.add(recipe._id)
    return true
  }
  const main = (pages[0]?.mainRecipe ?? []).filter(once)
  const similar = pages.flatMap((page) => page.similarRecipes).filter(once)
  return { main, similar }
}

/**
 * What /search shows first, for the server renderer: the filter panel's lists and page 1 of the
 * results for the address's criteria, under the keys the page's hooks use.
 */
export function prefetchSearch(
  queryClient: QueryClient,
  client: SufraClient,
  searchParams: URLSearchParams,
): Promise<unknown>[] {
  const init = searchInit(parseSearchParams(searchParams))
  return [
    queryClient.prefetchQuery(readQuery(client, '/ingredient/popular')),
    queryClient.prefetchQuery(readQuery(client, '/category/popular')),
    queryClient.prefetchQuery(readQuery(client, '/query')),
    queryClient.prefetchInfiniteQuery({
      queryKey: readQuery(client, '/search/query', init).queryKey,
      queryFn: async ({ pageParam, signal }) =>
        (
          await client.GET('/search/query', {
            params: { query: { ...init.params.query, page: pageParam } },
            signal,
          })
        ).data,
      initialPageParam: searchPaging.initialPageParam,
    }),
  ]
}
