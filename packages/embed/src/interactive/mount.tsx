import { type ReactNode, StrictMode, useEffect, useState } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { type QueryClient, type Schema, createSufraQueryClient, readQuery } from '@sufra/api-client'
import type { Catalogue } from '@sufra/i18n'
import type { EmbedMountTarget } from '../elements/mount'
import { EmbedProviders } from '../views'
import { useInteractiveSession } from './embed-session'
import type { SessionStore } from './session-store'

export type { EmbedMountTarget }

export type EmbedRecipeCardData = Pick<Schema<'EmbedRecipeCard'>, 'html' | 'css' | 'recipe'>
export type EmbedRecipeData = Pick<Schema<'EmbedRecipe'>, 'html' | 'css' | 'recipe'>

/** A query cache for one widget, holding the recipe it came with (writes confirm their counts there). */
export function embedQueryClient(recipe?: { _id: string }): QueryClient {
  const queryClient = createSufraQueryClient()
  if (recipe) {
    const { queryKey } = readQuery(null as never, '/recipe/{id}', { params: { path: { id: recipe._id } } })
    queryClient.setQueryData(queryKey, { statusCode: 200, message: 'Recipe fetched', data: recipe })
  }
  return queryClient
}

/** What a story or test may change: the network (a fake API) and where errors go. */
export type HydrateOptions = {
  fetch?: (request: Request) => Promise<Response>
  /** Default: nothing (a partner's console stays clean). Stories fail on any. */
  onError?: (error: unknown) => void
  store?: SessionStore
}

type InteractiveRootProps = {
  target: Pick<EmbedMountTarget, 'shadowRoot' | 'container' | 'lang' | 'sufraOrigin'>
  /** The element's language's messages (loadCatalogue). */
  messages: Catalogue
  queryClient: QueryClient
  fetch?: HydrateOptions['fetch']
  store?: SessionStore
  children: ReactNode
}

/** The providers of a live widget: EmbedProviders with the shadow root, the session and its client. */
export function InteractiveRoot({
  target,
  messages,
  queryClient,
  fetch,
  store,
  children,
}: InteractiveRootProps) {
  const [context] = useState(() => ({ lang: target.lang, sufraOrigin: target.sufraOrigin }))
  const { client, host, session } = useInteractiveSession({
    context,
    messages,
    container: target.container,
    queryClient,
    fetch,
    store,
  })
  return (
    <EmbedProviders
      lang={target.lang}
      sufraOrigin={target.sufraOrigin}
      messages={messages}
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

/** Says on the partner's element that the widget is live, once hydration has committed. */
function MarkInteractive({ host, children }: { host: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    host.setAttribute('data-sufra-state', 'interactive')
  }, [host])
  return children
}

/** The tree hydrateEmbed and renderEmbed both mount: the providers, then the view marking the element live. */
function interactiveTree(
  target: EmbedMountTarget,
  view: ReactNode,
  messages: Catalogue,
  queryClient: QueryClient,
  { fetch, store }: Pick<HydrateOptions, 'fetch' | 'store'>,
) {
  return (
    <StrictMode>
      <InteractiveRoot
        target={target}
        messages={messages}
        queryClient={queryClient}
        fetch={fetch}
        store={store}
      >
        <MarkInteractive host={target.host}>{view}</MarkInteractive>
      </InteractiveRoot>
    </StrictMode>
  )
}

/**
 * Hydrates the server-rendered HTML in `target.container` with the same tree, in the element's language
 * (`messages`: an entry awaits loadCatalogue(target.lang) first). Nothing reaches the
 * partner's console: a mismatch is repaired by React quietly, and a failure leaves the server's HTML
 * (its links to Sufra still work).
 */
export function hydrateEmbed(
  target: EmbedMountTarget<{ recipe: { _id: string } }>,
  view: ReactNode,
  messages: Catalogue,
  { fetch, onError = () => {}, store }: HydrateOptions = {},
): Root | null {
  try {
    const queryClient = embedQueryClient(target.data?.recipe)
    return hydrateRoot(
      target.container,
      interactiveTree(target, view, messages, queryClient, { fetch, store }),
      { onRecoverableError: onError, onUncaughtError: onError, onCaughtError: onError },
    )
  } catch (error) {
    onError(error)
    return null
  }
}

/**
 * Renders a widget of the signed-in person's own data (an entry without a server read) into the
 * loader's empty container, in the element's language: the loader's waiting box becomes the widget's
 * root. Errors go to `onError` as in hydrateEmbed (a partner's console stays clean).
 */
export function renderEmbed(
  target: EmbedMountTarget,
  view: ReactNode,
  messages: Catalogue,
  { fetch, onError = () => {}, store }: HydrateOptions = {},
): Root | null {
  try {
    const queryClient = embedQueryClient()
    const root = createRoot(target.container, {
      onRecoverableError: onError,
      onUncaughtError: onError,
      onCaughtError: onError,
    })
    // The loader's waiting look (its class and kept height) gives way to the widget's own styles.
    target.container.removeAttribute('class')
    target.container.style.removeProperty('min-block-size')
    root.render(interactiveTree(target, view, messages, queryClient, { fetch, store }))
    return root
  } catch (error) {
    onError(error)
    return null
  }
}
