import { afterEach, describe, expect, it, vi } from 'vitest'
import { SEARCH_HISTORY_KEY } from '@sufra/core'
import { readSearchHistory, writeSearchHistory } from './search-history-storage'

/** A Storage on a Map; `failWrites` makes setItem throw as a full quota or old private Safari does. */
function memoryStorage({ failWrites = false } = {}): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (failWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      items.set(key, value)
    },
    removeItem: (key) => void items.delete(key),
  }
}

afterEach(() => vi.unstubAllGlobals())

describe('search history storage', () => {
  it('writes the history as JSON under searchHistory and reads it back, most recent last', () => {
    const storage = memoryStorage()
    vi.stubGlobal('window', { localStorage: storage })
    expect(writeSearchHistory(['kibbeh', 'فتوش'])).toBe(true)
    expect(storage.getItem(SEARCH_HISTORY_KEY)).toBe('["kibbeh","فتوش"]')
    expect(readSearchHistory()).toEqual(['kibbeh', 'فتوش'])
  })

  it('removes the key for an empty history', () => {
    const storage = memoryStorage()
    storage.setItem(SEARCH_HISTORY_KEY, '["kibbeh"]')
    vi.stubGlobal('window', { localStorage: storage })
    expect(writeSearchHistory([])).toBe(true)
    expect(storage.getItem(SEARCH_HISTORY_KEY)).toBeNull()
  })

  it('reads a damaged value as no history', () => {
    const storage = memoryStorage()
    storage.setItem(SEARCH_HISTORY_KEY, '{not json')
    vi.stubGlobal('window', { localStorage: storage })
    expect(readSearchHistory()).toEqual([])
  })

  it('never throws when merely touching localStorage throws (a sandboxed frame)', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('The document is sandboxed.', 'SecurityError')
      },
    })
    expect(readSearchHistory()).toEqual([])
    expect(writeSearchHistory(['kibbeh'])).toBe(false)
  })

  it('never throws when writing is refused (quota, private browsing)', () => {
    vi.stubGlobal('window', { localStorage: memoryStorage({ failWrites: true }) })
    expect(writeSearchHistory(['kibbeh'])).toBe(false)
    expect(readSearchHistory()).toEqual([])
  })

  it('reads nothing where there is no window (server rendering)', () => {
    expect(typeof window).toBe('undefined')
    expect(readSearchHistory()).toEqual([])
    expect(writeSearchHistory(['kibbeh'])).toBe(false)
  })
})
