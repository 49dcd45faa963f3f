/**
 * An http(s) address as the contract accepts it (`^https?://`, parsed as a URL with a host). Only
 * such values become links: a stored value such as `javascript:` must never be clickable.
 */
export function isWebAddress(value: string | null | undefined): value is string {
  if (!value || !/^https?:\/\//.test(value)) return false
  try {
    return new URL(value).hostname !== ''
  } catch {
    return false
  }
}

/**
 * The name of the site a web address belongs to, as a person reads it: the given `site` name when
 * there is one, else the address's host name; without a leading `www.` (`www.example.com` →
 * `example.com`). `url` must be a web address (see `isWebAddress`).
 */
export function siteName(site: string | null | undefined, url: string): string {
  const name = site?.trim() || new URL(url).hostname
  return name.replace(/^www\./i, '')
}
