export type ShareOutcome = 'shared' | 'copied' | 'cancelled'

/**
 * Shares a profile address: the system share sheet where the browser has one (Web Share API),
 * else a copy to the clipboard. Rejects only when neither worked.
 */
export async function shareProfileLink(url: string, title: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ url, title })
      return 'shared'
    } catch (error) {
      // The person closed the share sheet: nothing to report.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
      // Refused (no user gesture, blocked by policy): the clipboard may still work.
    }
  }
  await navigator.clipboard.writeText(url)
  return 'copied'
}
