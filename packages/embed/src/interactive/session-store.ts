import type { Schema } from '@sufra/api-client'

/** What Sufra's sign-in window hands the widget (`POST /embed/session`'s answer). */
export type StoredEmbedSession = Pick<Schema<'EmbedSession'>, 'token' | 'expiresAt' | 'user'>

/** The partner page's localStorage key: one embed session per partner origin, shared by its widgets. */
export const EMBED_SESSION_KEY = 'sufra:embed-session'

function isSession(value: unknown): value is StoredEmbedSession {
  if (typeof value !== 'object' || value === null) return false
  const { token, expiresAt, user } = value as Record<string, unknown>
  return (
    typeof token === 'string' &&
    token !== '' &&
    typeof expiresAt === 'string' &&
    !Number.isNaN(Date.parse(expiresAt)) &&
    typeof user === 'object' &&
    user !== null
  )
}

const expired = (session: StoredEmbedSession, now: number) => Date.parse(session.expiresAt) <= now

/**
 * The embed session of this page: in memory for the page's widgets (they all change together) and in
 * the partner's localStorage for the next visit, dropped once it expires. Storage may be refused
 * (private modes, a blocked storage partition): the session then lasts as long as the page.
 */
export function createSessionStore(storage: () => Storage | null = () => window.localStorage) {
  let current: StoredEmbedSession | null | undefined
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())

  function read(now = Date.now()): StoredEmbedSession | null {
    if (current === undefined) {
      current = null
      try {
        const raw = storage()?.getItem(EMBED_SESSION_KEY)
        const parsed: unknown = raw ? JSON.parse(raw) : null
        if (isSession(parsed)) current = parsed
      } catch {
        // Unreadable or refused storage: signed out.
      }
    }
    if (current && expired(current, now)) clear()
    return current
  }

  function save(session: StoredEmbedSession) {
    current = session
    try {
      storage()?.setItem(EMBED_SESSION_KEY, JSON.stringify(session))
    } catch {
      // Kept in memory only.
    }
    notify()
  }

  function clear() {
    current = null
    try {
      storage()?.removeItem(EMBED_SESSION_KEY)
    } catch {
      // Nothing stored.
    }
    notify()
  }

  return {
    /** The session in effect, or null (none, or expired: then also forgotten). */
    get: () => read(),
    save,
    clear,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    /** Another tab signed in or out on this site: read storage again. */
    reload() {
      current = undefined
      notify()
    },
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>

let pageStore: SessionStore | null = null

/** The page's one store (every widget on the page shares it), following other tabs' changes. */
export function pageSessionStore(): SessionStore {
  if (!pageStore) {
    const store = createSessionStore()
    window.addEventListener('storage', (event) => {
      if (event.key === EMBED_SESSION_KEY || event.key === null) store.reload()
    })
    pageStore = store
  }
  return pageStore
}
