import { type ReactNode, createContext, useCallback, useContext, useMemo, useState } from 'react'
import {
  type Schema,
  setCurrentUser,
  useApiMutation,
  useCurrentUser,
  useQueryClient,
} from '@sufra/api-client'
import type { SessionUser } from './session-user'

/** Spec section 3: the session (the current-user query) and the modal state. */
type SessionContextValue = {
  isAuthenticated: boolean
  user: SessionUser | null
  /** True while the user is being (re)read. */
  loading: boolean
  /** True until the first profile fetch at start-up has answered (the splash shows meanwhile). */
  starting: boolean
  /** Reads the user again; resolves with the user, or null when signed out. */
  refreshUser: () => Promise<SessionUser | null>
  /** Spec: success only ends loading; the profile fetch that follows authenticates. Throws the ApiError on failure. */
  login: (credentials: Schema<'LoginInput'>) => Promise<void>
  /** 201: the account exists and is signed in (the calorie steps that follow need the session). */
  signup: (registration: Schema<'SignupInput'>) => Promise<void>
  logout: () => Promise<boolean>
  isModalOpen: boolean
  openModal: () => void
  closeModal: () => void
  toggleModal: () => void
}

const SessionContext = createContext<SessionContextValue | null>(null)

/** A failed sign-in, sign-up or sign-out is logged (spec section 7); the page says it in its words. */
const logFailure = { onError: (error: unknown) => console.error(error) }

export function SessionProvider({
  children,
  initialUser,
}: {
  children: ReactNode
  /** Stories and tests hand in a known user (or null) instead of asking the server at start-up. */
  initialUser?: SessionUser | null
}) {
  const queryClient = useQueryClient()
  const currentUser = useCurrentUser({ initialUser })
  const [isModalOpen, setModalOpen] = useState(false)
  // A login makes the current user stale (`staleAfter`): it is read again. Sign-up leaves that to
  // the end of the modal's calorie steps; a logout signs out at once.
  const { mutateAsync: loginAsync } = useApiMutation('post', '/user/login', logFailure)
  const { mutateAsync: signupAsync } = useApiMutation('post', '/user/signup', logFailure)
  const { mutateAsync: logoutAsync } = useApiMutation('post', '/user/logout', {
    onSuccess: () => setCurrentUser(queryClient, null),
    ...logFailure,
  })

  const { refetch } = currentUser
  const refreshUser = useCallback(async () => (await refetch()).data ?? null, [refetch])
  const login = useCallback(
    async (body: Schema<'LoginInput'>) => {
      await loginAsync({ body })
    },
    [loginAsync],
  )
  const signup = useCallback(
    async (body: Schema<'SignupInput'>) => {
      await signupAsync({ body })
    },
    [signupAsync],
  )
  const logout = useCallback(
    () =>
      logoutAsync({}).then(
        () => true,
        () => false,
      ),
    [logoutAsync],
  )

  const user = currentUser.data ?? null
  const value = useMemo<SessionContextValue>(
    () => ({
      isAuthenticated: Boolean(user),
      user,
      loading: currentUser.isFetching,
      starting: currentUser.isPending,
      refreshUser,
      login,
      signup,
      logout,
      isModalOpen,
      openModal: () => setModalOpen(true),
      closeModal: () => setModalOpen(false),
      toggleModal: () => setModalOpen((open) => !open),
    }),
    [user, currentUser.isFetching, currentUser.isPending, refreshUser, login, signup, logout, isModalOpen],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession must be used inside <SessionProvider>')
  return value
}
