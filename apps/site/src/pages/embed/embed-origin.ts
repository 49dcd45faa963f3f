/** What the sign-in window posts to the partner page that opened it (packages/embed listens for it). */
export const EMBED_SESSION_MESSAGE = 'sufra:embed-session'

/**
 * The partner origin a sign-in window was opened for (`?origin=https://blog.example`), or null when the
 * address gives none or something that is not exactly an origin (a path, a `null` origin, another
 * scheme): the window then posts nothing, since postMessage must name the exact origin it may reach.
 */
export function partnerOrigin(search: string): string | null {
  const value = new URLSearchParams(search).get('origin')
  if (!value) return null
  try {
    const url = new URL(value)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    return url.origin === value ? value : null
  } catch {
    return null
  }
}

/** The address of the sign-in window for `origin` in `lang` (where Google sign-in comes back to). */
export function embedSignInPath(lang: string, origin: string): string {
  return `/${lang}/embed/sign-in?${new URLSearchParams({ origin }).toString()}`
}
