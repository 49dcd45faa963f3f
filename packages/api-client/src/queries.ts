/**
 * Server state through TanStack Query, typed from the contract:
 *
 * - `useApiQuery('/recipe/{id}', { params: { path: { id } } })`: any read, the envelope's `data` as
 *   the query's data. `useCurrentUser()`: the session (the signed-in user, or null).
 * - `useApiMutation('post', '/like/{recipeId}', options)`: any write; when it settles, the reads it
 *   makes stale (`staleAfter`) are refreshed.
 * - `cachedRead(queryClient, path, init)`: a cached read's data, for optimistic updates.
 * - `useSufraApi().$api` (openapi-react-query) for the rest (`useInfiniteQuery`).
 *
 * Query keys are `['get', path, init?]` (openapi-react-query's), built only here. Failures are
 * ApiError. Inside `<SufraApiProvider client>` the hooks use that client (stories and tests pass one
 * with a fake `fetch`); outside it, the default client on `/api/v1`.
 */
import {
  QueryCache,
  QueryClient,
  QueryClientProvider,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query'
import type { MaybeOptionalInit } from 'openapi-fetch'
import createQueryHooks, { type OpenapiQueryClient } from 'openapi-react-query'
import { createContext, createElement, useContext, useMemo, useState, type ReactNode } from 'react'
import {
  ApiError,
  createSufraClient,
  type Envelope,
  type paths,
  type Schema,
  type SufraClient,
} from './client'
import { type ReadPath, staleAfter, type Write } from './stale-after'

export { useQueryClient, type QueryClient }
export { staleAfter, type ReadPath, type Write }

export type SufraQueryHooks = OpenapiQueryClient<paths>

export type SufraApi = { client: SufraClient; $api: SufraQueryHooks }

/** The default client (`/api/v1`, cookies included) and its hooks. */
const sufraClient: SufraClient = createSufraClient()
const SufraApiContext = createContext<SufraApi>({ client: sufraClient, $api: createQueryHooks(sufraClient) })

/** Makes every hook below use `client` (e.g. `createSufraClient({ fetch: fakeFetch })` in a story). */
export function SufraApiProvider({ client, children }: { client: SufraClient; children?: ReactNode }) {
  const value = useMemo(() => ({ client, $api: createQueryHooks(client) }), [client])
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

// ------------------------------------------------------------------ reads

/** The parameters of a read (`{ params: { path, query } }`), undefined when it takes none. */
export type ReadInit<Path extends ReadPath> = MaybeOptionalInit<paths[Path], 'get'>

/** The envelope a read answers with on success. */
type ReadEnvelope<Path extends ReadPath> = paths[Path]['get'] extends {
  responses: { 200: { content: { 'application/json': infer Answer } } }
}
  ? Answer
  : never

/** What a read gives: its envelope's `data`. */
export type ReadData<Path extends ReadPath> = ReadEnvelope<Path> extends { data: infer Data } ? Data : never

/** The cache key of a read: the same as `$api.queryOptions('get', path, init).queryKey`. */
function readKey(path: ReadPath, init?: unknown): readonly unknown[] {
  return init === undefined ? ['get', path] : ['get', path, init]
}

export type ReadOptions = {
  /** False to hold the call (e.g. until an id is known). Default true. */
  enabled?: boolean
  /** How long an answer stays fresh (ms); default 0: read again when a page using it mounts. */
  staleTime?: number
  /**
   * True: the call is not aborted when the last part using it goes (a dialog closed while it
   * loads); it finishes and fills the cache for the next. Default false (aborted, as TanStack does).
   */
  finishWhenUnused?: boolean
}

/** The arguments after a path: its parameters (required when the path has any), then the options. */
type ReadArgs<Path extends ReadPath> =
  undefined extends ReadInit<Path>
    ? [init?: ReadInit<Path>, options?: ReadOptions]
    : [init: ReadInit<Path>, options?: ReadOptions]

const envelopeData = <Data>(envelope: Envelope<Data>) => envelope.data

/** The key and fetch of a read on `client`; the cache holds the whole envelope. */
export function readQuery<Path extends ReadPath>(client: SufraClient, path: Path, init?: ReadInit<Path>) {
  return {
    queryKey: readKey(path, init),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      // One generic call for every path; the types of the answer come from `ReadData<Path>`.
      const get = client.GET as (path: ReadPath, init: object) => Promise<{ data?: unknown }>
      return (await get(path, { ...(init ?? {}), signal })).data as Envelope<ReadData<Path>>
    },
  }
}

/**
 * A read of the contract: `useApiQuery('/recipe/{id}', { params: { path: { id } } })`. The query's
 * data is the envelope's `data`; a failure is an ApiError.
 */
export function useApiQuery<Path extends ReadPath>(
  path: Path,
  ...[init, { enabled = true, staleTime, finishWhenUnused = false } = {}]: ReadArgs<Path>
): UseQueryResult<ReadData<Path>, ApiError> {
  const { client } = useSufraApi()
  const read = readQuery(client, path, init)
  return useQuery({
    ...read,
    // TanStack aborts a call on unmount only when its signal was read: this one never reads it.
    ...(finishWhenUnused ? { queryFn: () => read.queryFn({ signal: new AbortController().signal }) } : {}),
    select: envelopeData<ReadData<Path>>,
    enabled,
    // Left out unless given, so the query client's default applies (an undefined would override it).
    ...(staleTime === undefined ? {} : { staleTime }),
  })
}

/**
 * A cached read, for optimistic updates: `cancel()` its fetches, `get()` its data (a snapshot),
 * `set(data)` it (keeping the envelope). `init` as given to `useApiQuery`.
 */
export function cachedRead<Path extends ReadPath>(
  queryClient: QueryClient,
  path: Path,
  ...[init]: ReadArgs<Path>
) {
  const queryKey = readKey(path, init)
  type Cached = Envelope<ReadData<Path>>
  return {
    cancel: () => queryClient.cancelQueries({ queryKey }),
    get: () => queryClient.getQueryData<Cached>(queryKey)?.data,
    set: (data: ReadData<Path> | undefined) => {
      if (data === undefined) return
      queryClient.setQueryData<Cached>(queryKey, (cached) => (cached ? { ...cached, data } : cached))
    },
  }
}

// ------------------------------------------------------------------ the session

type CurrentUser = Schema<'CurrentUser'>

const CURRENT_USER_KEY = readKey('/user/profile')

/**
 * GET /user/profile: the signed-in user, or null when signed out (401) or the server cannot be
 * reached (the visitor browses signed out). Read once, then again only when a write makes it stale
 * (`staleAfter`) or `refetch()` asks. `initialUser` (stories, tests) is taken as the answer.
 */
export function useCurrentUser({ initialUser }: { initialUser?: CurrentUser | null } = {}): UseQueryResult<
  CurrentUser | null,
  ApiError
> {
  const { client } = useSufraApi()
  return useQuery({
    ...currentUserQuery(client),
    select: (envelope) => envelope?.data ?? null,
    initialData: initialUser === undefined ? undefined : envelopeOf(initialUser),
    staleTime: Infinity,
  })
}

/** The key and fetch of the current user: its envelope, or null when signed out. */
export function currentUserQuery(client: SufraClient) {
  return {
    queryKey: CURRENT_USER_KEY,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Envelope<CurrentUser> | null> => {
      try {
        return (await client.GET('/user/profile', { signal })).data ?? null
      } catch (error) {
        if (error instanceof ApiError) return null
        throw error
      }
    },
  }
}

const envelopeOf = (user: CurrentUser | null): Envelope<CurrentUser> | null =>
  user && { statusCode: 200, message: '', data: user }

/** Puts a known user (or null: signed out) in the session without asking the server. */
export function setCurrentUser(queryClient: QueryClient, user: CurrentUser | null): void {
  queryClient.setQueryData(CURRENT_USER_KEY, envelopeOf(user))
}

// ------------------------------------------------------------------ writes

/**
 * Refreshes what a write makes stale (`staleAfter`): every cached read of those paths, whatever its
 * parameters, is refetched if shown and marked stale otherwise.
 */
export async function invalidateAfter(queryClient: QueryClient, write: Write): Promise<void> {
  await Promise.all(
    staleAfter[write].map((path) => queryClient.invalidateQueries({ queryKey: readKey(path) })),
  )
}

/**
 * A write of the contract, as `$api.useMutation` (answers keep the envelope), that refreshes the
 * reads `staleAfter` lists once it settles, after the caller's own `onSettled`. Optimistic updates
 * go in `onMutate` (snapshot), `onError` (roll back) and `onSettled`.
 */
export const useApiMutation: SufraQueryHooks['useMutation'] = (method, path, options, queryClient) => {
  const { $api } = useSufraApi()
  const cache = useQueryClient(queryClient)
  return $api.useMutation(
    method,
    path,
    {
      ...options,
      onSettled: async (...settled) => {
        await options?.onSettled?.(...settled)
        // Not awaited: the write is done; the refreshed reads arrive when they do.
        void invalidateAfter(cache, `${method} ${path}` as Write)
      },
    },
    queryClient,
  )
}
