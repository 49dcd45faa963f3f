import type { EmbedLang } from '../views'
import type { StoredEmbedSession } from './session-store'

/** The message Sufra's sign-in window posts to the widget's page. */
export const SESSION_MESSAGE = 'sufra:embed-session'

export type PopupSignIn = {
  /** Resolves with the session, or null when the window was closed without signing in. */
  session: Promise<StoredEmbedSession | null>
  /** Stops listening (the widget went away). */
  cancel: () => void
}

/** The address of Sufra's sign-in window for a partner page at `pageOrigin`. */
export function signInUrl(sufraOrigin: string, lang: EmbedLang, pageOrigin: string): string {
  return `${sufraOrigin}/${lang}/embed/sign-in?origin=${encodeURIComponent(pageOrigin)}`
}

function sessionFrom(data: unknown): StoredEmbedSession | null {
  if (typeof data !== 'object' || data === null) return null
  const { type, token, expiresAt, user } = data as Record<string, unknown>
  if (type !== SESSION_MESSAGE || typeof token !== 'string' || token === '') return null
  if (typeof expiresAt !== 'string' || typeof user !== 'object' || user === null) return null
  return { token, expiresAt, user: user as StoredEmbedSession['user'] }
}

/**
 * Opens Sufra's sign-in window (it must be called in the click that asked for it, or the browser
 * blocks it) and waits for its message. Only a message from exactly Sufra's origin, from that very
 * window, of type `sufra:embed-session` counts: any other page's message is ignored. Null when the
 * browser refused to open the window.
 */
export function openSignInPopup({
  sufraOrigin,
  lang,
  view = window,
}: {
  sufraOrigin: string
  lang: EmbedLang
  view?: Window
}): PopupSignIn | null {
  const popup = view.open(
    signInUrl(sufraOrigin, lang, view.location.origin),
    'sufra-sign-in',
    'popup,width=480,height=720',
  )
  if (!popup) return null

  let stop = () => {}
  const session = new Promise<StoredEmbedSession | null>((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== sufraOrigin || event.source !== popup) return
      const received = sessionFrom(event.data)
      if (!received) return
      finish(received)
    }
    // A window closed without a message: the visitor gave up. No event says so, so it is looked at.
    // Its last message may still be queued when it is seen closed, so that is read first.
    const watch = view.setInterval(() => {
      if (popup.closed) view.setTimeout(() => finish(null), 0)
    }, 500)
    let done = false
    function finish(result: StoredEmbedSession | null) {
      if (done) return
      done = true
      stop()
      resolve(result)
    }
    stop = () => {
      view.removeEventListener('message', onMessage)
      view.clearInterval(watch)
    }
    view.addEventListener('message', onMessage)
  })
  return {
    session,
    cancel: () => stop(),
  }
}
