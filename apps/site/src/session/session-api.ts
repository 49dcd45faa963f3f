import type { SessionUser } from './session-user'

const API_BASE = '/api/v1'

type Envelope<T> = { statusCode?: number; message?: string; data?: T }

export class SessionRequestError extends Error {}

/** Calls the session endpoints with cookies; the server's `message` wins over our fallback. */
async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  fallbackMessage: string,
): Promise<T | undefined> {
  let response: Response
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      credentials: 'include',
      headers: { Accept: 'application/json' },
    })
  } catch {
    throw new SessionRequestError(fallbackMessage)
  }
  const isJson = response.headers.get('content-type')?.includes('application/json')
  const body: Envelope<T> | undefined = isJson ? await response.json().catch(() => undefined) : undefined
  if (!response.ok || !isJson) throw new SessionRequestError(body?.message || fallbackMessage)
  return body?.data
}

export const sessionApi = {
  profile: () => call<SessionUser>('GET', '/user/profile', 'Get user profile failed'),
  logout: () => call<unknown>('POST', '/user/logout', 'Logout failed'),
}
