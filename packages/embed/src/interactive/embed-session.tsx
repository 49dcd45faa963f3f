import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { ApiError, type QueryClient, type SufraClient } from '@sufra/api-client'
import { displayName } from '@sufra/core'
import { type Catalogue, catalogueTranslator } from '@sufra/i18n'
import { toaster } from '@sufra/ui/toast'
import type { SignInReason, WidgetHost } from '@sufra/widgets/widget-host'
import { type EmbedContext, type EmbedSession, embedApiClient, embedWidgetHost } from '../views'
import { openSignInPopup, type PopupSignIn } from './popup-sign-in'
import { type SessionStore, pageSessionStore } from './session-store'

/** A control that asked for sign-in, pressed again once signed in (the write the visitor wanted). */
type Resume = { reason: SignInReason; control: HTMLElement }

/** Reasons whose control is a toggle: already pressed after sign-in means nothing is left to do. */
const toggles: ReadonlySet<SignInReason> = new Set(['like', 'save'])

const pressable = 'button, a[href], [role="button"]'

/**
 * Event-time bookkeeping, never read while rendering: the control the visitor last pressed and the
 * sign-in window being waited for (a newer one, or the widget going away, cancels the older).
 */
function createPending() {
  let control: HTMLElement | null = null
  let popup: PopupSignIn | null = null
  return {
    control: () => control,
    setControl: (next: HTMLElement | null) => {
      control = next
    },
    popup: () => popup,
    setPopup: (next: PopupSignIn | null) => {
      if (popup && popup !== next) popup.cancel()
      popup = next
    },
  }
}

export type InteractiveSession = {
  client: SufraClient
  host: WidgetHost
  session: EmbedSession
}

/**
 * The embed session of one widget: the API client sending its bearer token, the WidgetHost (its
 * user; sign-in through Sufra's window, then the control the visitor used is pressed again so the
 * write they asked for is done) and the signed-in line's session (Sign out).
 *
 * Hydration first renders signed out, as the server did; the stored session applies right after.
 */
export function useInteractiveSession({
  context,
  messages,
  container,
  queryClient,
  fetch,
  store = pageSessionStore(),
}: {
  context: EmbedContext
  /** The element's language's messages (its toasts); the only ones the widget downloads. */
  messages: Catalogue
  /** The widget's root element: the control a click used is found under it. */
  container: HTMLElement
  queryClient: QueryClient
  /** Stories: a fake API's fetch. */
  fetch?: (request: Request) => Promise<Response>
  store?: SessionStore
}): InteractiveSession {
  const { lang, sufraOrigin } = context
  // Null while hydrating (the server's snapshot), then the stored session.
  const current = useSyncExternalStore(store.subscribe, store.get, () => null)
  const user = current?.user ?? null

  const client = useMemo(
    () => embedApiClient(sufraOrigin, () => store.get()?.token, fetch),
    [sufraOrigin, store, fetch],
  )

  // The control the visitor last pressed in this widget (a click, or Enter/Space on it).
  const [pending] = useState(createPending)
  useEffect(() => {
    const remember = (event: Event) => {
      const target = event.composedPath()[0]
      if (target instanceof Element) pending.setControl(target.closest<HTMLElement>(pressable))
    }
    container.addEventListener('click', remember, true)
    return () => container.removeEventListener('click', remember, true)
  }, [container, pending])

  const [resume, setResume] = useState<Resume | null>(null)
  useEffect(() => () => pending.setPopup(null), [pending])

  const t = useMemo(() => catalogueTranslator(lang, messages), [lang, messages])
  const signIn = useCallback(
    (reason: SignInReason) => {
      const control = pending.control()
      const opened = openSignInPopup({ sufraOrigin, lang })
      pending.setPopup(opened)
      if (!opened) {
        toaster.error({ title: t('embed.signIn.blocked') })
        return
      }
      toaster.info({ title: t('embed.signIn.waiting') })
      void opened.session.then((session) => {
        if (pending.popup() !== opened || !session) return
        pending.setPopup(null)
        store.save(session)
        toaster.success({ title: t('embed.signIn.done', { name: displayName(session.user, lang) }) })
        if (control) setResume({ reason, control })
      })
    },
    [sufraOrigin, lang, store, t, pending],
  )

  // Once the signed-in user is rendered and the reads that came with it (the visitor's like and save
  // flags) have arrived, the control is pressed again, unless a toggle is already where they wanted it.
  useEffect(() => {
    if (!resume || !user) return
    let cancelled = false
    const waitForReads = async () => {
      while (!cancelled && queryClient.isFetching() > 0) {
        await new Promise<void>((resolve) => {
          const stop = queryClient.getQueryCache().subscribe(() => {
            if (queryClient.isFetching() === 0) {
              stop()
              resolve()
            }
          })
        })
      }
      if (cancelled) return
      setResume(null)
      const { reason, control } = resume
      if (!control.isConnected) return
      if (toggles.has(reason) && control.getAttribute('aria-pressed') === 'true') return
      control.click()
    }
    void waitForReads()
    return () => {
      cancelled = true
    }
  }, [resume, user, queryClient])

  const [signingOut, setSigningOut] = useState(false)
  const signOut = useCallback(async () => {
    setSigningOut(true)
    try {
      await client.DELETE('/embed/session')
    } catch (error) {
      // An expired or revoked token is signed out already; anything else is said.
      if (!(error instanceof ApiError && error.status === 401)) {
        setSigningOut(false)
        toaster.error({ title: t('embed.session.signOutFailed') })
        return
      }
    }
    store.clear()
    queryClient.removeQueries({ queryKey: ['get', '/recipe-user/state/{id}'] })
    setSigningOut(false)
    toaster.info({ title: t('embed.session.signedOut') })
  }, [client, store, queryClient, t])

  const host = useMemo(
    () =>
      embedWidgetHost({
        lang,
        sufraOrigin,
        user,
        signIn,
        refreshUser: async () => store.get()?.user ?? null,
      }),
    [lang, sufraOrigin, user, signIn, store],
  )
  const session = useMemo<EmbedSession>(() => ({ user, signOut, signingOut }), [user, signOut, signingOut])

  return { client, host, session }
}
