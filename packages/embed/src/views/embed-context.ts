import { createContext, useContext } from 'react'
import type { CurrentUser } from '@sufra/widgets/widget-host'

/** The languages an embed element speaks (`lang` attribute). */
export type EmbedLang = 'en' | 'ar'

/** What every embed tree knows: its language and the Sufra origin it came from (`https://sufra.example`). */
export type EmbedContext = { lang: EmbedLang; sufraOrigin: string }

/**
 * The visitor's embed session as the views show it (the signed-in line). The server renders signed
 * out (no session); the interactive code provides the real one after hydration.
 */
export type EmbedSession = {
  user: CurrentUser | null
  /** Forgets the token here and signs it out on Sufra (DELETE /embed/session). */
  signOut: () => Promise<void>
  signingOut: boolean
}

export const signedOutSession: EmbedSession = { user: null, signOut: async () => {}, signingOut: false }

export const EmbedContextValue = createContext<EmbedContext>({ lang: 'en', sufraOrigin: '' })
export const EmbedSessionContext = createContext<EmbedSession>(signedOutSession)

/** The element's language and Sufra's origin. */
export function useEmbedContext(): EmbedContext {
  return useContext(EmbedContextValue)
}

/** The visitor's embed session (signed out on the server and before hydration). */
export function useEmbedSession(): EmbedSession {
  return useContext(EmbedSessionContext)
}

/** The absolute address of a Sufra page in the element's language: `/recipe/1` → `https://sufra…/en/recipe/1`. */
export function sufraHref({ lang, sufraOrigin }: EmbedContext, path: string): string {
  return `${sufraOrigin}/${lang}${path === '/' ? '' : path}`
}
