import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useApiQuery } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { lazyWhenOpen } from '@sufra/ui/lazy-when-open'
import { toaster } from '@sufra/ui/toast'
import { googleSignInHref, takeGoogleSignInError } from '@sufra/widgets/google-sign-in'
import { usePrefetchAfterInteraction } from './prefetch-after-interaction'
import { useSession } from '../session/session-context'

// The modal's code (its forms, validation and date picker) is a chunk of its own: fetched when a
// signed-out visitor first does something on the page (a tap, a key, a scroll) and the browser is
// idle, or at the latest when the modal first opens. Not at load: the page's first seconds belong
// to the page itself (a phone parses the 80 KB of the modal's code on its main thread).
const loadAuthModal = () => import('@sufra/widgets/auth-modal')
// Mounted from its first opening on (lazyWhenOpen), so it also plays its closing animation.
const AuthModal = lazyWhenOpen(async () => (await loadAuthModal()).AuthModal)

/**
 * The auth modal over any page while the modal-open flag is set (spec section 4, auth flow):
 * after login or Find Recipes the app returns to the page the visitor came from (the page the modal
 * was opened on, or the one a guard or sign-in alert remembered), replacing the history entry, and
 * the user is read again. Google sign-in returns to that page too.
 */
export function AuthModalHost() {
  const { t, locale } = useI18n()
  const navigate = useNavigate()
  const location = useLocation()
  const { isModalOpen, openModal, closeModal, login, signup, refreshUser, isAuthenticated } = useSession()
  const from = (location.state as { from?: string } | null)?.from
  const cameFrom = from ?? `${location.pathname}${location.search}`
  const [googleAvailable, markGoogleUnavailable] = useGoogleAvailability(isModalOpen)
  useGoogleSignInErrorToast(markGoogleUnavailable)
  usePrefetchAfterInteraction(loadAuthModal, !isAuthenticated)

  // Sign-up already starts a session; the calorie steps refresh the user at their end. When the
  // visitor closes the modal before that, the user is refreshed on closing instead.
  const signedUpWithoutRefresh = useRef(false)

  return (
    <AuthModal
      open={isModalOpen}
      onOpenChange={(open) => {
        if (open) return openModal()
        closeModal()
        if (signedUpWithoutRefresh.current) {
          signedUpWithoutRefresh.current = false
          void refreshUser()
        }
      }}
      login={login}
      signup={(values) => signup({ ...values, language: locale === 'ar' ? 'arabic' : 'english' })}
      onLoggedIn={() => {
        toaster.success({ title: t('auth.login.succeeded') })
        closeModal()
        // The login itself makes the current user stale (`staleAfter`): it is read again.
        navigate(cameFrom, { replace: true })
      }}
      onSignedUp={() => {
        signedUpWithoutRefresh.current = true
        toaster.success({ title: t('auth.signup.succeeded') })
      }}
      refreshUser={() => {
        signedUpWithoutRefresh.current = false
        return refreshUser()
      }}
      onFinished={() => {
        closeModal()
        navigate(cameFrom, { replace: true })
      }}
      googleHref={googleSignInHref(cameFrom)}
      googleAvailable={googleAvailable}
    />
  )
}

/**
 * Asks the server once, when the modal first opens, whether Continue with Google works. Until it
 * answers (or if it cannot be asked) the link stays: the server itself then reports an unavailable
 * Google sign-in through the redirect.
 */
function useGoogleAvailability(isModalOpen: boolean): [boolean, () => void] {
  const [asked, setAsked] = useState(false)
  if (isModalOpen && !asked) setAsked(true)
  // A failure is logged by the query cache; the link then stays.
  const options = useApiQuery('/user/auth/options', undefined, { enabled: asked, staleTime: Infinity })
  const [unavailable, setUnavailable] = useState(false)
  const markUnavailable = useCallback(() => setUnavailable(true), [])
  return [!unavailable && (options.data?.google ?? true), markUnavailable]
}

/**
 * The Google redirect comes back with `?authError=google` (the sign-in failed) or
 * `google-unavailable` (no Google client on this server): say so once, then drop the parameter.
 */
function useGoogleSignInErrorToast(onUnavailable: () => void) {
  const { t } = useI18n()
  const navigate = useNavigate()
  const location = useLocation()
  const handled = useRef<string | null>(null)
  useEffect(() => {
    const { error, search } = takeGoogleSignInError(location.search)
    if (search === location.search || handled.current === location.key) return
    handled.current = location.key
    if (error === 'google-unavailable') onUnavailable()
    if (error) {
      const title = t(error === 'google' ? 'auth.google.failed' : 'auth.google.unavailable')
      // On a fresh load the Toaster mounts in this same commit, and a toast created before its group
      // has subscribed is never shown: create it on the next task instead.
      setTimeout(() => toaster.error({ title }), 0)
    }
    navigate(
      { pathname: location.pathname, search, hash: location.hash },
      { replace: true, state: location.state },
    )
  }, [location, navigate, t, onUnavailable])
}
