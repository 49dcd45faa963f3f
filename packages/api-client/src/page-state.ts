/**
 * Server state carried from a server-rendered page to the browser: the server renders with the reads
 * it made (TanStack Query's `dehydrate`), the page carries them as JSON, and the browser starts from
 * them (`hydrate`), so its first render is the server's and nothing is read twice.
 *
 * Failed reads travel too (a recipe that is not there renders its not-found state on both sides).
 * An ApiError does not survive JSON (its message is not enumerable, its class is lost), so it goes
 * as a plain record and comes back as an ApiError.
 *
 * The state carries no clock: the same data gives the same page, byte for byte, so the page's ETag
 * holds and a browser that has it gets a 304. The reads count as made when the page arrives (a page
 * revalidated with a 304 is unchanged on the server, so its data is as fresh as that answer).
 */
import {
  type DehydratedState,
  type QueryClient,
  QueryClientProvider,
  dehydrate,
  hydrate,
} from '@tanstack/react-query'
import { ApiError } from './client'

export { QueryClientProvider, type DehydratedState }

type ErrorRecord = { apiError: { message: string; status: number; errMessage?: string; fromServer: boolean } }

const isErrorRecord = (value: unknown): value is ErrorRecord =>
  typeof value === 'object' && value !== null && 'apiError' in value

/** The settled reads of `queryClient` (answers and ApiError failures), as JSON-safe data. */
export function dehydratePageState(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' ||
      (query.state.status === 'error' && query.state.error instanceof ApiError),
  })
  return {
    ...state,
    queries: state.queries.map((query) => {
      const timeless = {
        ...query,
        dehydratedAt: 0,
        state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0 },
      }
      const error = query.state.error
      if (!(error instanceof ApiError)) return timeless
      const record: ErrorRecord = {
        apiError: {
          message: error.message,
          status: error.status,
          errMessage: error.errMessage,
          fromServer: error.fromServer,
        },
      }
      return { ...timeless, state: { ...timeless.state, error: record as unknown as Error } }
    }),
  }
}

/** Puts a page's dehydrated reads into `queryClient`, failures as ApiErrors again. */
export function hydratePageState(queryClient: QueryClient, state: DehydratedState): void {
  const now = Date.now()
  hydrate(queryClient, {
    ...state,
    queries: state.queries.map((query) => {
      const arrived = {
        ...query,
        dehydratedAt: now,
        state: {
          ...query.state,
          dataUpdatedAt: query.state.status === 'success' ? now : 0,
          errorUpdatedAt: query.state.status === 'error' ? now : 0,
        },
      }
      const error: unknown = query.state.error
      if (!isErrorRecord(error)) return arrived
      const { message, status, ...rest } = error.apiError
      return { ...arrived, state: { ...arrived.state, error: new ApiError(message, status, rest) } }
    }),
  })
}
