import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { sessionApi } from './session-api'
import type { SessionUser } from './session-user'

/** Spec section 3: session state and modal state. */
type SessionState = {
  isAuthenticated: boolean
  user: SessionUser | null
  loading: boolean
  error: string
}

type SessionContextValue = SessionState & {
  /** True until the first profile fetch at start-up has answered (the splash shows meanwhile). */
  starting: boolean
  /** Fetches the profile; resolves with the user, or null when signed out. */
  refreshUser: () => Promise<SessionUser | null>
  /** Spec: success only ends loading; the profile fetch that follows authenticates. Throws the message on failure. */
  login: (credentials: Parameters<typeof sessionApi.login>[0]) => Promise<void>
  signup: (registration: Parameters<typeof sessionApi.signup>[0]) => Promise<void>
  logout: () => Promise<boolean>
  isModalOpen: boolean
  openModal: () => void
  closeModal: () => void
  toggleModal: () => void
}

const SessionContext = createContext<SessionContextValue | null>(null)

export function SessionProvider({
  children,
  initialUser,
}: {
  children: ReactNode
  /** Stories and tests hand in a known user (or null) instead of asking the server at start-up. */
  initialUser?: SessionUser | null
}) {
  const [state, setState] = useState<SessionState>({
    isAuthenticated: Boolean(initialUser),
    user: initialUser ?? null,
    loading: false,
    error: '',
  })
  const [starting, setStarting] = useState(initialUser === undefined)
  const [isModalOpen, setModalOpen] = useState(false)

  const refreshUser = useCallback(async () => {
    setState((s) => ({ ...s, loading: true, error: '' }))
    try {
      const user = await sessionApi.profile()
      setState({ isAuthenticated: Boolean(user), user: user ?? null, loading: false, error: '' })
      return user ?? null
    } catch (error) {
      // Not signed in (or the server is unreachable): the visitor browses signed out.
      setState({ isAuthenticated: false, user: null, loading: false, error: (error as Error).message })
      return null
    }
  }, [])

  /** Runs a login or signup request with the spec's loading/error bookkeeping. */
  const runAuthRequest = useCallback(async (request: () => Promise<unknown>) => {
    setState((s) => ({ ...s, loading: true, error: '' }))
    try {
      await request()
      setState((s) => ({ ...s, loading: false }))
    } catch (error) {
      console.error(error)
      setState((s) => ({ ...s, loading: false, error: (error as Error).message }))
      throw error
    }
  }, [])
  const login = useCallback<SessionContextValue['login']>(
    (credentials) => runAuthRequest(() => sessionApi.login(credentials)),
    [runAuthRequest],
  )
  const signup = useCallback<SessionContextValue['signup']>(
    (registration) => runAuthRequest(() => sessionApi.signup(registration)),
    [runAuthRequest],
  )

  const logout = useCallback(async () => {
    setState((s) => ({ ...s, loading: true, error: '' }))
    try {
      await sessionApi.logout()
      setState({ isAuthenticated: false, user: null, loading: false, error: '' })
      return true
    } catch (error) {
      console.error(error)
      setState((s) => ({ ...s, loading: false, error: (error as Error).message }))
      return false
    }
  }, [])

  useEffect(() => {
    if (initialUser !== undefined) return
    void refreshUser().finally(() => setStarting(false))
  }, [refreshUser, initialUser])

  const value = useMemo<SessionContextValue>(
    () => ({
      ...state,
      starting,
      refreshUser,
      login,
      signup,
      logout,
      isModalOpen,
      openModal: () => setModalOpen(true),
      closeModal: () => setModalOpen(false),
      toggleModal: () => setModalOpen((open) => !open),
    }),
    [state, starting, refreshUser, login, signup, logout, isModalOpen],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession must be used inside <SessionProvider>')
  return value
}
