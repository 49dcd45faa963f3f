import { SEARCH_HISTORY_KEY, parseStoredHistory } from '@sufra/core'

/**
 * `localStorage.searchHistory` (spec section 3), read and written without ever throwing: storage may
 * be missing or refuse access (Safari's private mode before 15 throws on writing, a sandboxed frame
 * throws on merely reading `window.localStorage`, a full quota throws on writing). Then the panel
 * keeps the history for as long as it is open and simply does not remember it.
 */

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** The stored history, oldest first (as kept: most recent last); empty when none or unreadable. */
export function readSearchHistory(): string[] {
  try {
    return parseStoredHistory(storage()?.getItem(SEARCH_HISTORY_KEY))
  } catch {
    return []
  }
}

/** Stores the history (an empty one removes the key); false when storage would not take it. */
export function writeSearchHistory(history: readonly string[]): boolean {
  const store = storage()
  if (!store) return false
  try {
    if (history.length === 0) store.removeItem(SEARCH_HISTORY_KEY)
    else store.setItem(SEARCH_HISTORY_KEY, JSON.stringify(history))
    return true
  } catch {
    return false
  }
}
