import type { Params, UIMatch } from 'react-router'
import type { QueryClient, SufraClient } from '@sufra/api-client'

/**
 * What a page's reads are started with: the route's parameters, the address's query (the search
 * page's criteria), the app's query cache and client, and the session read (resolves to the signed-in
 * user, or null), for reads only a signed-in person makes.
 */
export type PrefetchArgs = {
  params: Params
  searchParams: URLSearchParams
  queryClient: QueryClient
  client: SufraClient
  signedIn: Promise<boolean>
}

/**
 * What a route tells the server renderer (`entry-server.tsx`) beyond its element:
 * - `prefetch`: the reads its page shows first, made before the page renders on the server so that
 *   the HTML holds the content (the browser starts from the same answers);
 * - `chunk`: the source of a lazy page, so the served page preloads its code (keys of Vite's manifest);
 * - `signedIn`: the page needs a session; a visitor gets the client-rendered shell, which sends them on;
 * - `notFound`: the page answers 404.
 */
export type RouteHandle = {
  prefetch?: (args: PrefetchArgs) => Promise<unknown>[]
  chunk?: string
  signedIn?: true
  notFound?: true
}

/** The handles of the matched routes, outermost first. */
export function routeHandles(matches: readonly Pick<UIMatch, 'handle'>[]): RouteHandle[] {
  return matches.map((match) => (match.handle ?? {}) as RouteHandle)
}
