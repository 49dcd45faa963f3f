import createFetchClient, { type Client, type Middleware } from 'openapi-fetch'
import type { components, operations, paths } from './generated/schema'

export type { components, operations, paths }

/** Every call goes under this base path and sends the session cookie. */
export const API_BASE = '/api/v1'

/** Every answer of the API: `{ statusCode, message, data }`. */
export type Envelope<T> = { statusCode: number; message: string; data: T }

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
  /**
   * Default `'include'` (the site's session cookie). A widget on another site's page gives `'omit'`:
   * it never sends Sufra's cookies and signs in with a bearer token instead (`bearerToken`).
   */
  credentials?: RequestCredentials
  /**
   * Asked before each call: a token to send as `Authorization: Bearer <token>`, or nothing (no header).
   * The partner embeds' session (issue 13); the site leaves it out.
   */
  bearerToken?: () => string | null | undefined
}

export const DEFAULT_FALLBACK_MESSAGE = 'Something went wrong'

/**
 * A failed call. `fromServer` says whether `message` is the server's sentence for a person (default)
 * or the client's own fallback (network failure, an answer without a message), which a page replaces
 * with its translated text.
 */
export class ApiError extends Error {
  readonly errMessage?: string
  readonly fromServer: boolean

  constructor(
    message: string,
    readonly status: number,
    { errMessage, fromServer = true }: { errMessage?: string; fromServer?: boolean } = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.errMessage = errMessage
    this.fromServer = fromServer
  }

  /** The HTTP status, named as in the error body (`{ statusCode, message, errMessage? }`). */
  get statusCode(): number {
    return this.status
  }
}

/**
 * The server's own sentence for a failed call, or null when there is none to show (not an ApiError,
 * a network failure, an answer without a message) and the page's translated text should be used.
 * `refusalsOnly`: only a 4xx refusal's sentence (a taken username); a 5xx is the page's to word.
 */
export function serverSentence(error: unknown, { refusalsOnly = false } = {}): string | null {
  if (!(error instanceof ApiError) || !error.fromServer) return null
  if (refusalsOnly && (error.status < 400 || error.status >= 500)) return null
  return error.message
}

/**
 * What a failure says to a person: an ApiError's server sentence (see `serverSentence`), another
 * Error's own message; null when neither has one and the page's translated text should be used.
 */
export function failureMessage(error: unknown): string | null {
  if (error instanceof ApiError) return serverSentence(error)
  return (error instanceof Error && error.message) || null
}

type ErrorBody = { message?: unknown; errMessage?: unknown }

/**
 * The one place an error answer is read: the server's `message` and `errMessage`, else the fallback.
 * Every failed call of the client goes through here (see `errorMiddleware`).
 */
export async function apiErrorFrom(response: Response, fallbackMessage = DEFAULT_FALLBACK_MESSAGE) {
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false
  const body = isJson ? ((await response.json().catch(() => undefined)) as ErrorBody | undefined) : undefined
  const errMessage = typeof body?.errMessage === 'string' ? body.errMessage : undefined
  const fromServer = typeof body?.message === 'string' && body.message !== ''
  return new ApiError(fromServer ? (body.message as string) : fallbackMessage, response.status, {
    errMessage,
    fromServer,
  })
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
      return new ApiError(fallbackMessage, 0, { fromServer: false })
    },
  }
}

/** Sends the token in effect at each call as `Authorization: Bearer`, when there is one. */
function bearerMiddleware(bearerToken: () => string | null | undefined): Middleware {
  return {
    onRequest({ request }) {
      const token = bearerToken()
      if (token) request.headers.set('Authorization', `Bearer ${token}`)
      return request
    },
  }
}

/**
 * A client for the Sufra API: paths, parameters, bodies and answers typed from the contract, cookies
 * sent (`credentials: 'include'`, unless told otherwise), an optional bearer token, failures thrown as
 * ApiError. Answers keep the envelope (`{ statusCode, message, data }`).
 */
export function createSufraClient({
  baseUrl = API_BASE,
  fetch,
  fallbackMessage = DEFAULT_FALLBACK_MESSAGE,
  credentials = 'include',
  bearerToken,
}: SufraClientOptions = {}): SufraClient {
  const client = createFetchClient<paths>({
    baseUrl,
    credentials,
    headers: { Accept: 'application/json' },
    // Looked up per call, so a fetch replaced after start-up (tests, service workers) is the one used.
    fetch: fetch ?? ((request) => globalThis.fetch(request)),
  })
  if (bearerToken) client.use(bearerMiddleware(bearerToken))
  client.use(errorMiddleware(fallbackMessage))
  return client
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
