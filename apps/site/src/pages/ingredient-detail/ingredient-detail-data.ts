import { type QueryClient, type SufraClient, readQuery } from '@sufra/api-client'

/** The page's one read: GET /ingredient/{id} (nutrition, portions and 8 recipes). */
export const ingredientDetailInit = (id: string) => ({ params: { path: { id } } })

/** What the ingredient page shows first, read into `queryClient` under the key its hook uses. */
export function prefetchIngredientDetail(
  queryClient: QueryClient,
  client: SufraClient,
  id: string,
): Promise<unknown>[] {
  return [queryClient.prefetchQuery(readQuery(client, '/ingredient/{id}', ingredientDetailInit(id)))]
}
