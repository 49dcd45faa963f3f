/** Any origin works as the base: only paths on it are accepted, and only the path part is kept. */
const BASE = 'http://sufra.invalid'

/**
 * A same-site path to send the browser back to, normalised; anything that would leave the site (a
 * scheme-relative `//host`, a backslash or a control character browsers drop) becomes `/`. The contract
 * already refuses most of these; this also guards values read back from our own cookie.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !/^\/(?![/\\])/.test(value)) return '/'
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return '/'
  }
  if (url.origin !== BASE) return '/'
  return url.pathname + url.search + url.hash
}

/** `returnTo` with `authError=<code>` added to its query (before any `#fragment`). */
export function withAuthError(returnTo: string, code: 'google' | 'google-unavailable'): string {
  const url = new URL(safeReturnTo(returnTo), BASE)
  url.searchParams.set('authError', code)
  return url.pathname + url.search + url.hash
}
