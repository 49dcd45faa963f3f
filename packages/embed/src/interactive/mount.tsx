import { type ReactNode, StrictMode, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { type QueryClient, type Schema, createSufraQueryClient, readQuery } from '@sufra/api-client'
import { type EmbedLang, EmbedProviders } from '../views'
import { useInteractiveSession } from './embed-session'
import type { SessionStore } from './session-store'

/** What the loader hands an interactive entry for one element (src/loader, src/elements). */
export type EmbedMountTarget<Data> = {
  shadowRoot: ShadowRoot
  /** The `<div data-sufra-root lang dir>` holding the server-rendered HTML. */
  container: HTMLElement
  /** The embed read's answer the HTML was rendered from. */
  data: Data
  lang: EmbedLang
  sufraOrigin: string
  servings?: number
  /**
   * The full shadow stylesheet (every class the interactive widgets may add: dialogs, toasts,
   * states); adopted after the first paint's purged one.
   */
  stylesheet?: CSSStyleSheet | string
}

export type EmbedRecipeCardData = Pick<Schema<'EmbedRecipeCard'>, 'html' | 'css' | 'recipe'>
export type EmbedRecipeData = Pick<Schema<'EmbedRecipe'>, 'html' | 'css' | 'recipe'>

/** Adds the full stylesheet to the shadow root (once), after the purged one the first paint used. */
export function adoptStylesheet(shadowRoot: ShadowRoot, stylesheet: CSSStyleSheet | string | undefined) {
  if (!stylesheet) return
  let sheet: CSSStyleSheet
  if (typeof stylesheet === 'string') {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(stylesheet)
  } else sheet = stylesheet
  if (!shadowRoot.adoptedStyleSheets.includes(sheet)) {
    shadowRoot.adoptedStyleSheets = [...shadowRoot.adoptedStyleSheets, sheet]
  }
}

/** A query cache for one widget, holding the recipe it came with (writes confirm their counts there). */
export function embedQueryClient(recipe?: { _id: string }): QueryClient {
  const queryClient = createSufraQueryClient()
  if (recipe) {
    const { queryKey } = readQuery(null as never, '/recipe/{id}', { params: { path: { id: recipe._id } } })
    queryClient.setQueryData(queryKey, { statusCode: 200, message: 'Recipe fetched', data: recipe })
  }
  return queryClient
}

type InteractiveRootProps = {
  target: Omit<EmbedMountTarget<unknown>, 'data'>
  queryClient: QueryClient
  store?: SessionStore
  children: ReactNode
}

/** The providers of a live widget: EmbedProviders with the shadow root, the session and its client. */
export function InteractiveRoot({ target, queryClient, store, children }: InteractiveRootProps) {
  const [context] = useState(() => ({ lang: target.lang, sufraOrigin: target.sufraOrigin }))
  const { client, host, session } = useInteractiveSession({
    context,
    container: target.container,
    queryClient,
    store,
  })
  return (
    <EmbedProviders
      lang={target.lang}
      sufraOrigin={target.sufraOrigin}
      queryClient={queryClient}
      shadowRoot={target.shadowRoot}
      client={client}
      host={host}
      session={session}
    >
      {children}
    </EmbedProviders>
  )
}

/**
 * Hydrates the server-rendered HTML in `target.container` with the same tree, after adopting the full
 * stylesheet. Nothing reaches the partner's console: a mismatch is repaired by React quietly, and a
 * failure leaves the server's HTML (links to Sufra still work).
 */
export function hydrateEmbed(
  target: EmbedMountTarget<{ recipe: { _id: string } }>,
  view: ReactNode,
): Root | null {
  try {
    adoptStylesheet(target.shadowRoot, target.stylesheet)
    const queryClient = embedQueryClient(target.data.recipe)
    return hydrateRoot(
      target.container,
      <StrictMode>
        <InteractiveRoot target={target} queryClient={queryClient}>
          {view}
        </InteractiveRoot>
      </StrictMode>,
      {
        onRecoverableError: () => {},
        onUncaughtError: () => {},
        onCaughtError: () => {},
      },
    )
  } catch {
    return null
  }
}
