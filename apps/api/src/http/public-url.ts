/**
 * PUBLIC_URL: where people reach the site (`https://sufra.example`, or under a path,
 * `https://example.org/sufra`). Canonical and Open Graph addresses, Google's return address and the
 * origin check use it, never the request's Host, which any client can choose.
 */

/** NODE_ENV values in which the server may start without PUBLIC_URL (following each request's Host). */
const DEVELOPMENT = new Set([undefined, '', 'development', 'test'])

/**
 * PUBLIC_URL read and checked: an http(s) address without query or fragment, returned without a trailing
 * slash; undefined when unset. Unset with NODE_ENV=production (or any other value than development and
 * test), or set to something else than such an address, it stops start-up with a sentence saying why.
 */
export function parsePublicUrl(value: string | undefined, nodeEnv: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') {
    if (DEVELOPMENT.has(nodeEnv)) return undefined
    throw new Error(
      `PUBLIC_URL is not set. With NODE_ENV=${nodeEnv}, Sufra needs the address people reach it at (PUBLIC_URL=https://sufra.example) for its links and to tell its own pages from other sites; it will not follow each request's Host header.`,
    )
  }
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    url = new URL('invalid:')
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash || url.username) {
    throw new Error(
      `PUBLIC_URL: "${value}" is not an address like https://sufra.example (http or https, an optional path, no query, fragment or user name).`,
    )
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

/** The log line when PUBLIC_URL is unset (allowed in development only). */
export const NO_PUBLIC_URL_WARNING =
  "PUBLIC_URL is not set: links in pages and the origin check follow each request's Host header, which is fine in development only. Set PUBLIC_URL (https://sufra.example) anywhere else; NODE_ENV=production requires it."
