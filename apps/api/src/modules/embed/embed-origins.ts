/** An exact web origin (`https://blog.example`, `http://127.0.0.2:4100`): scheme, host and port only. */
export function isExactOrigin(value: string): boolean {
  try {
    const url = new URL(value)
    // A wildcard host parses as a name; it is never one partner.
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.origin === value &&
      !url.hostname.includes('*')
    )
  } catch {
    return false
  }
}

/**
 * EMBED_ORIGINS: comma-separated exact origins of the partner sites whose embed widgets may sign in and
 * write. A bad entry (a path, a trailing slash, a wildcard, another scheme) stops start-up, so a typo is
 * never a silently closed or widened door.
 */
export function parseEmbedOrigins(value: string | undefined): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '')
        .map((entry) => {
          if (!isExactOrigin(entry)) {
            throw new Error(
              `EMBED_ORIGINS: "${entry}" is not an origin like https://blog.example (http or https, host and port only, no path or trailing slash).`,
            )
          }
          return entry
        }),
    ),
  ]
}
