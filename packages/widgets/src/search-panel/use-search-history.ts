import { useState } from 'react'
import { addToHistory, removeFromHistory } from '@sufra/core'
import { readSearchHistory, writeSearchHistory } from './search-history-storage'

export type SearchHistory = {
  /** Oldest first, as stored (spec: most recent last). */
  entries: string[]
  add: (search: string) => void
  remove: (search: string) => void
  clear: () => void
}

/**
 * The recent searches, read from storage when the panel opens (another tab may have searched since)
 * and written back on every change, by the rules of `@sufra/core` (at most 10, duplicates removed).
 */
export function useSearchHistory(): SearchHistory {
  const [entries, setEntries] = useState(readSearchHistory)
  const update = (next: string[]) => {
    setEntries(next)
    writeSearchHistory(next)
  }
  return {
    entries,
    add: (search) => update(addToHistory(entries, search)),
    remove: (search) => update(removeFromHistory(entries, search)),
    clear: () => update([]),
  }
}
