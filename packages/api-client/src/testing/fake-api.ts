import { getResponse, type RequestHandler } from 'msw'
import { createSufraClient, type SufraClient } from '../client'
import { failure } from './answers'
import { defaultHandlers } from './default-handlers'

/** A request the fake answered. */
export type FakeRequest = {
  method: string
  /** The path under /api/v1, e.g. `/recipe/3fa8…`. */
  path: string
  /** The JSON body as sent (undefined without one; a handler reads a multipart form itself). */
  body: unknown
}

export type FakeApi = {
  /** A `fetch` that answers from the handlers, never the network. */
  fetch: (request: Request) => Promise<Response>
  /** A client on that `fetch`, for `<SufraApiProvider client>`. */
  client: SufraClient
  /** Every request so far, in order, as `METHOD /path?query` (the path under /api/v1). */
  calls: string[]
  /** Every request so far, with its body. */
  requests: FakeRequest[]
  /** Puts handlers in front of the others (to change an answer in the middle of a play). */
  use: (...handlers: RequestHandler[]) => void
}

/**
 * A fake Sufra API for stories and tests, on MSW without a service worker: the given handlers
 * (written with `http`, so typed by the contract) answer first, then `defaultHandlers`; any other
 * call is a 404 that names it. Fail one operation with
 * `createFakeApi(http.get('/recipe/{id}', () => failure(500, SERVER_FAILURE)))`.
 */
export function createFakeApi(...handlers: RequestHandler[]): FakeApi {
  const chain: RequestHandler[] = [...handlers, ...defaultHandlers]
  const calls: string[] = []
  const requests: FakeRequest[] = []
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url)
    const path = url.pathname.replace(/^\/api\/v1/, '')
    const isJson = request.headers.get('content-type')?.includes('application/json') ?? false
    const body: unknown = isJson ? await request.clone().json() : undefined
    calls.push(`${request.method} ${path}${url.search}`)
    requests.push({ method: request.method, path, body })
    const answer = await getResponse(chain, request)
    return answer ?? failure(404, `The fake API has no answer for ${request.method} ${path}`)
  }
  return {
    fetch,
    client: createSufraClient({ fetch }),
    calls,
    requests,
    use: (...more) => {
      chain.unshift(...more)
    },
  }
}
