import { describe, expect, it } from 'vitest'
import { EMBED_SESSION_KEY, createSessionStore, type StoredEmbedSession } from './session-store'

/** A Storage kept in a Map (the unit project runs in Node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => Array.from(items.keys())[index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

const user = {
  _id: 'u1',
  username: 'layla',
  firstName: { en: 'Layla' },
} as unknown as StoredEmbedSession['user']
const session = (expiresAt: string): StoredEmbedSession => ({ token: 'token-1', expiresAt, user })
const later = new Date(Date.now() + 86_400_000).toISOString()
const earlier = new Date(Date.now() - 1000).toISOString()

describe('embed session store', () => {
  it('keeps a session in the partner page storage under sufra:embed-session and reads it back', () => {
    const storage = memoryStorage()
    const store = createSessionStore(() => storage)
    store.save(session(later))

    expect(JSON.parse(storage.getItem(EMBED_SESSION_KEY) ?? 'null')).toEqual(session(later))
    expect(createSessionStore(() => storage).get()).toEqual(session(later))
  })

  it('forgets an expired session, in memory and in storage', () => {
    const storage = memoryStorage()
    storage.setItem(EMBED_SESSION_KEY, JSON.stringify(session(earlier)))
    const store = createSessionStore(() => storage)

    expect(store.get()).toBeNull()
    expect(storage.getItem(EMBED_SESSION_KEY)).toBeNull()
  })

  it('treats a damaged entry as signed out', () => {
    const storage = memoryStorage()
    storage.setItem(EMBED_SESSION_KEY, '{"token":')
    expect(createSessionStore(() => storage).get()).toBeNull()
    storage.setItem(EMBED_SESSION_KEY, JSON.stringify({ token: '', expiresAt: later, user }))
    expect(createSessionStore(() => storage).get()).toBeNull()
  })

  it('still works for the page when storage refuses (private modes)', () => {
    const refusing = memoryStorage()
    refusing.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    refusing.getItem = () => {
      throw new Error('SecurityError')
    }
    const store = createSessionStore(() => refusing)
    expect(store.get()).toBeNull()
    store.save(session(later))
    expect(store.get()).toEqual(session(later))
  })

  it('tells its widgets when the session changes, and clear signs them all out', () => {
    const store = createSessionStore(() => memoryStorage())
    let changes = 0
    const stop = store.subscribe(() => changes++)
    store.save(session(later))
    store.clear()
    stop()
    store.save(session(later))

    expect(changes).toBe(2)
  })
})
