import { type QueryClient, type SufraClient, readQuery } from '@sufra/api-client'

/** What /creators shows first: every creator (the server leaves out the signed-in person). */
export function prefetchCreators(queryClient: QueryClient, client: SufraClient): Promise<unknown>[] {
  return [queryClient.prefetchQuery(readQuery(client, '/user/get-all'))]
}

/** What /creators/{id} shows first: the public profile and the first tab, the creator's recipes. */
export function prefetchCreator(
  queryClient: QueryClient,
  client: SufraClient,
  id: string,
): Promise<unknown>[] {
  const init = { params: { path: { id } } }
  return [
    queryClient.prefetchQuery(readQuery(client, '/user/profile/{id}', init)),
    queryClient.prefetchQuery(readQuery(client, '/user/recipes/{id}', init)),
  ]
}
