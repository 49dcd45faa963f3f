/** Spec section 7: Google sign-in is a browser redirect to this address. */
export const GOOGLE_SIGN_IN_HREF = '/api/v1/user/auth/google'

// The contract's limit on returnTo: a same-site path of at most 512 characters.
const RETURN_TO_MAX_LENGTH = 512

/**
 * The Google redirect that brings the visitor back to `returnTo` (a path on this site, e.g. the
 * page the modal was opened on). Anything that is not such a path falls back to the server's default.
 */
export function googleSignInHref(returnTo?: string): string {
  const isSitePath = returnTo !== undefined && /^\/(?![/\\])/.test(returnTo)
  if (!isSitePath || returnTo.length > RETURN_TO_MAX_LENGTH) return GOOGLE_SIGN_IN_HREF
  return `${GOOGLE_SIGN_IN_HREF}?${new URLSearchParams({ returnTo }).toString()}`
}

/** What the server appends to returnTo when a Google sign-in did not work. */
export const AUTH_ERROR_PARAM = 'authError'
export type GoogleSignInError = 'google' | 'google-unavailable'

/**
 * Reads the `authError` the Google redirect came back with and returns the query string without it
 * (so the message is shown once and not again on reload). Unknown values are dropped all the same.
 */
export function takeGoogleSignInError(search: string): {
  error: GoogleSignInError | null
  search: string
} {
  const params = new URLSearchParams(search)
  if (!params.has(AUTH_ERROR_PARAM)) return { error: null, search }
  const value = params.get(AUTH_ERROR_PARAM)
  params.delete(AUTH_ERROR_PARAM)
  const rest = params.toString()
  return {
    error: value === 'google' || value === 'google-unavailable' ? value : null,
    search: rest ? `?${rest}` : '',
  }
}
