import createFetchClient, { type Client, type Middleware } from 'openapi-fetch'
import type { components, operations, paths } from './generated/schema'
import { API_BASE, ApiError } from './request'

export type { components, operations, paths }

/** A schema of the contract by name: `Schema<'Recipe'>`, `Schema<'CurrentUser'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name]

/** The typed openapi-fetch client for every call of openapi/openapi.yaml. */
export type SufraClient = Client<paths>

export type SufraClientOptions = {
  /** Default `/api/v1` (same origin). Outside a browser give an absolute URL. */
  baseUrl?: string
  /** Default `globalThis.fetch`, looked up at each call. */
  fetch?: (input: Request) => Promise<Response>
  /** The message of an ApiError when the server gives none (network failure, non-JSON error page). */
  fallbackMessage?: string
}

export const DEFAULT_FALLBACK_MESSAGE = 'Something went wrong'

type ErrorBody = { message?: unknown; errMessage?: unknown }

/** Builds the ApiError for a failed answer: the server's `message` and `errMessage`, else the fallback. */
export async function apiErrorFrom(response: Response, fallbackMessage = DEFAULT_FALLBACK_MESSAGE) {
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false
  const body = isJson ? ((await response.json().catch(() => undefined)) as ErrorBody | undefined) : undefined
  const message = typeof body?.message === 'string' && body.message !== '' ? body.message : fallbackMessage
  const errMessage = typeof body?.errMessage === 'string' ? body.errMessage : undefined
  return new ApiError(message, response.status, errMessage)
}

/**
 * Every failed call throws an ApiError (a 4XX/5XX answer, or the network failing), so callers and the
 * TanStack Query hooks see one error type. Aborts are passed through untouched.
 */
function errorMiddleware(fallbackMessage: string): Middleware {
  return {
    async onResponse({ response }) {
      if (response.ok || response.status < 400) return undefined
      throw await apiErrorFrom(response, fallbackMessage)
    },
    onError({ error }) {
      if (error instanceof Error && error.name === 'AbortError') return error
      if (error instanceof ApiError) return error
      return new ApiError(fallbackMessage, 0)
    },
  }
}

/**
 * A client for the Sufra API: paths, parameters, bodies and answers typed from the contract, cookies
 * sent (`credentials: 'include'`), failures thrown as ApiError. Answers keep the envelope
 * (`{ statusCode, message, data }`); `unwrap` returns `data`.
 */
export function createSufraClient({
  baseUrl = API_BASE,
  fetch,
  fallbackMessage = DEFAULT_FALLBACK_MESSAGE,
}: SufraClientOptions = {}): SufraClient {
  const client = createFetchClient<paths>({
    baseUrl,
    credentials: 'include',
    headers: { Accept: 'application/json' },
    // Looked up per call, so a fetch replaced after start-up (tests, service workers) is the one used.
    fetch: fetch ?? ((request) => globalThis.fetch(request)),
  })
  client.use(errorMiddleware(fallbackMessage))
  return client
}

type EnvelopeResult<Data> = { data?: { data: Data }; error?: unknown; response: Response }

/**
 * Awaits an openapi-fetch call and returns the envelope's `data`; a failure becomes an ApiError.
 * `const recipe = await unwrap(client.GET('/recipe/{id}', { params: { path: { id } } }))`
 */
export async function unwrap<Data>(
  call: Promise<EnvelopeResult<Data>>,
  fallbackMessage = DEFAULT_FALLBACK_MESSAGE,
): Promise<Data> {
  const { data, error, response } = await call
  if (error !== undefined || data === undefined) {
    const body = (error ?? {}) as ErrorBody
    const message = typeof body.message === 'string' && body.message !== '' ? body.message : fallbackMessage
    const errMessage = typeof body.errMessage === 'string' ? body.errMessage : undefined
    throw new ApiError(message, response.status, errMessage)
  }
  return data.data
}

/** Serialises a multipart body: files as they are, lists and objects as JSON, the rest as text. */
export function toFormData(body: object): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined) continue
    if (value instanceof Blob) form.append(name, value)
    else if (typeof value === 'object' && value !== null) form.append(name, JSON.stringify(value))
    else form.append(name, String(value))
  }
  return form
}

/** The file name of a download (`Content-Disposition: attachment; filename="..."`), else the fallback. */
export function fileNameFrom(response: Response, fallback = 'download.pdf'): string {
  const header = response.headers.get('content-disposition') ?? ''
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1]
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim())
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header)?.[1]
  return plain?.trim() || fallback
}
