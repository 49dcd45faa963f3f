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
