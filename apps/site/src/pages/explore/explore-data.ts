import { type QueryClient, type SufraClient, readQuery } from '@sufra/api-client'
import { EXPLORE_PAGE_SIZE, nextPageAfter } from './explore-rules'

/** The explore grid's read: GET /recipe, 30 a page, pages counted from 1 (spec sections 4 and 9). */
export const recipeFeedInit = { params: { query: { limit: EXPLORE_PAGE_SIZE } } }
export const recipeFeedPaging = {
  pageParamName: 'page',
  initialPageParam: 1,
  getNextPageParam: (lastPage: { data: readonly unknown[] }, allPages: readonly unknown[]) =>
    nextPageAfter(lastPage.data, allPages.length),
} as const

/**
 * What explore shows first: the four carousels and the grid's first page, read into `queryClient`
 * under the keys the page's hooks use (the grid's is openapi-react-query's infinite query).
 */
export function prefetchExplore(queryClient: QueryClient, client: SufraClient): Promise<unknown>[] {
  const feedKey = readQuery(client, '/recipe', recipeFeedInit).queryKey
  return [
    queryClient.prefetchQuery(readQuery(client, '/category/popular')),
    queryClient.prefetchQuery(readQuery(client, '/ingredient/popular')),
    queryClient.prefetchQuery(readQuery(client, '/user/get-all')),
    queryClient.prefetchQuery(readQuery(client, '/recipe/popular')),
    queryClient.prefetchInfiniteQuery({
      queryKey: feedKey,
      queryFn: async ({ pageParam, signal }) =>
        (
          await client.GET('/recipe', {
            params: { query: { ...recipeFeedInit.params.query, page: pageParam } },
            signal,
          })
        ).data,
      initialPageParam: recipeFeedPaging.initialPageParam,
    }),
  ]
}
