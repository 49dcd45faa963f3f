import { type ReactNode, StrictMode, createContext, useContext } from 'react'
import {
  type QueryClient,
  QueryClientProvider,
  SufraApiProvider,
  type SufraClient,
  createSufraQueryClient,
} from '@sufra/api-client'
import { SessionProvider } from './session/session-context'

/**
 * The query cache of a page load, the same on the server and in the browser: answers stay fresh for a
 * short while, so the reads a served page came with are not made again as it hydrates (and both
 * sides agree that nothing is loading); writes still refresh what they change at once (`staleAfter`).
 */
export function createPageQueryClient(): QueryClient {
  const queryClient = createSufraQueryClient()
  const defaults = queryClient.getDefaultOptions()
  // A read that failed on the server is not made again as the page hydrates (Retry is there for that).
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, staleTime: 30_000, retryOnMount: false },
  })
  return queryClient
}

/** Where the site is served from (`https://…`): the request's on the server, the window's in the browser. */
const SiteOriginContext = createContext('')

export function useSiteOrigin(): string {
  const origin = useContext(SiteOriginContext)
  return origin || (typeof window === 'undefined' ? '' : window.location.origin)
}

/**
 * What every page renders inside, the same on the server and in the browser: the query cache, the
 * API client (the server's reaches the API in-process; the browser's is the default one) and the session.
 */
export function AppProviders({
  queryClient,
  client,
  origin = '',
  children,
}: {
  queryClient: QueryClient
  client?: SufraClient
  origin?: string
  children: ReactNode
}) {
  const session = <SessionProvider>{children}</SessionProvider>
  return (
    <StrictMode>
      <SiteOriginContext.Provider value={origin}>
        <QueryClientProvider client={queryClient}>
          {client ? <SufraApiProvider client={client}>{session}</SufraApiProvider> : session}
        </QueryClientProvider>
      </SiteOriginContext.Provider>
    </StrictMode>
  )
}
