/**
 * The search panel's recent searches (spec: kept in `localStorage.searchHistory`, at most 10, most
 * recent last, duplicates removed, oldest dropped). Pure rules; the widget reads and writes storage.
 */

export const SEARCH_HISTORY_KEY = 'searchHistory'
export const SEARCH_HISTORY_LIMIT = 10

/** The history after searching for `entry`: whitespace-only entries change nothing. */
export function addToHistory(history: readonly string[], entry: string): string[] {
  const search = entry.trim()
  if (search === '') return [...history]
  const rest = history.filter((earlier) => earlier !== search)
  return [...rest, search].slice(-SEARCH_HISTORY_LIMIT)
}

export function removeFromHistory(history: readonly string[], entry: string): string[] {
  return history.filter((earlier) => earlier !== entry)
}

/**
 * What was stored, as a history: anything that is not a JSON list of strings (edited by hand, written
 * by an older version) reads as empty rather than breaking the panel; over-long lists keep the newest.
 */
export function parseStoredHistory(stored: string | null | undefined): string[] {
  if (!stored) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(stored)
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  return parsed
    .filter((entry): entry is string => typeof entry === 'string')
    .reduce<string[]>((history, entry) => addToHistory(history, entry), [])
}
