/** Every call goes under this base path and sends the session cookie. */
export const API_BASE = '/api/v1'

export type Envelope<T> = { statusCode: number; message: string; data: T }

/** A failed call: `message` is the server's sentence for a person, else the caller's fallback. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errMessage?: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  /** The HTTP status, named as in the error body (`{ statusCode, message, errMessage? }`). */
  get statusCode(): number {
    return this.status
  }
}

type RequestOptions = {
  /** JSON body (or FormData for multipart). */
  body?: unknown
  /** Shown when the server gives no message (spec: 'Login failed', 'Signup failed', ...). */
  fallbackMessage: string
  signal?: AbortSignal
}

/**
 * One API call: JSON in and out, cookies included, the envelope returned whole so callers can read
 * `statusCode` as the spec does. Network failures and non-JSON answers become an ApiError too.
 */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  { body, fallbackMessage, signal }: RequestOptions,
): Promise<Envelope<T>> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData
  let response: Response
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal,
    })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new ApiError(fallbackMessage, 0)
  }
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false
  const parsed = isJson
    ? ((await response.json().catch(() => undefined)) as
        (Partial<Envelope<T>> & { errMessage?: string }) | undefined)
    : undefined
  if (!response.ok || !parsed) {
    throw new ApiError(parsed?.message || fallbackMessage, response.status, parsed?.errMessage)
  }
  return {
    statusCode: parsed.statusCode ?? response.status,
    message: parsed.message ?? '',
    data: parsed.data as T,
  }
}
