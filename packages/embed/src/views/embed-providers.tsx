import { type ReactNode, useMemo, useSyncExternalStore } from 'react'
import { EnvironmentProvider } from '@ark-ui/react/environment'
import {
  type QueryClient,
  QueryClientProvider,
  SufraApiProvider,
  type SufraClient,
  createSufraClient,
} from '@sufra/api-client'
import { type Catalogue, I18nProvider } from '@sufra/i18n'
import { Toaster } from '@sufra/ui/toast'
import { type WidgetHost, WidgetHostProvider } from '@sufra/widgets/widget-host'
import {
  type EmbedContext,
  EmbedContextValue,
  type EmbedSession,
  EmbedSessionContext,
  signedOutSession,
} from './embed-context'
import { embedWidgetHost } from './embed-host'
import { claimToaster, hasToaster, subscribeToaster } from './toaster-owner'

export type EmbedProvidersProps = EmbedContext & {
  /**
   * The element's language's messages, from the caller, so the interactive code downloads only that
   * language's (src/interactive/catalogue.ts); the server and stories pass `messages[lang]`.
   */
  messages: Catalogue
  queryClient: QueryClient
  /** The element's shadow root (in the browser): Ark's dialogs, menus and toasts render inside it. */
  shadowRoot?: ShadowRoot
  /**
   * The API client; default one on `sufraOrigin + /api/v1` that sends no cookies (the interactive
   * code passes one with the embed session's bearer token).
   */
  client?: SufraClient
  /** The widget host; default the signed-out partner host (links to Sufra in a new tab). */
  host?: WidgetHost
  /** The embed session the signed-in line shows; default signed out. */
  session?: EmbedSession
  children?: ReactNode
}

/** The client of a partner page: Sufra's API by absolute address, never with Sufra's cookies. */
export function embedApiClient(
  sufraOrigin: string,
  bearerToken?: () => string | null | undefined,
  fetch?: (request: Request) => Promise<Response>,
): SufraClient {
  return createSufraClient({
    baseUrl: `${sufraOrigin}/api/v1`,
    credentials: 'omit',
    bearerToken,
    fetch: picturesOnSufra(sufraOrigin, fetch),
  })
}

/**
 * Sufra's answers address stored pictures from Sufra's root (`"url":"/uploads/…"`); on a partner's page
 * such an address would ask the partner for them, so the browser's reads (the planner's and the lists'
 * recipes, saved recipes) get them as addresses on Sufra. Other answers pass as they are.
 */
function picturesOnSufra(
  sufraOrigin: string,
  fetch: (request: Request) => Promise<Response> = (request) => globalThis.fetch(request),
) {
  return async (request: Request): Promise<Response> => {
    const response = await fetch(request)
    const type = response.headers.get('content-type') ?? ''
    if (response.status === 204 || !response.body || !type.includes('application/json')) return response
    const text = await response.text()
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    headers.delete('content-encoding')
    return new Response(text.replaceAll('"url":"/uploads/', `"url":"${sufraOrigin}/uploads/`), {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  }
}

/**
 * Everything an embed tree renders inside, the same on the server and in the browser: the element's
 * language (messages and direction), the query cache, the API client, the widget host and session,
 * and Ark's environment bound to the shadow root so portals (dialogs, toasts) and focus traps stay
 * inside it. Renders no element of its own (the container `<div data-sufra-root lang dir>` is the
 * loader's), so server HTML and hydration match.
 */
export function EmbedProviders({
  lang,
  sufraOrigin,
  messages,
  queryClient,
  shadowRoot,
  client,
  host,
  session = signedOutSession,
  children,
}: EmbedProvidersProps) {
  const context = useMemo(() => ({ lang, sufraOrigin }), [lang, sufraOrigin])
  const apiClient = useMemo(() => client ?? embedApiClient(sufraOrigin), [client, sufraOrigin])
  const widgetHost = useMemo(() => host ?? embedWidgetHost(context), [host, context])
  // Always a function (never undefined), so Ark renders no probe element on either side.
  const rootNode = useMemo(() => () => shadowRoot, [shadowRoot])

  return (
    <EmbedContextValue.Provider value={context}>
      <I18nProvider locale={lang} messages={messages}>
        <EnvironmentProvider value={rootNode as () => ShadowRoot}>
          <QueryClientProvider client={queryClient}>
            <SufraApiProvider client={apiClient}>
              <WidgetHostProvider host={widgetHost}>
                <EmbedSessionContext.Provider value={session}>
                  {children}
                  {/* Rendered on both sides (nothing on the server) so the trees hydrate alike. */}
                  <PageToaster shadowRoot={shadowRoot} />
                </EmbedSessionContext.Provider>
              </WidgetHostProvider>
            </SufraApiProvider>
          </QueryClientProvider>
        </EnvironmentProvider>
      </I18nProvider>
    </EmbedContextValue.Provider>
  )
}

/**
 * The toast queue is one per page, so one element's shadow root shows it (the first to ask; the
 * next one takes over when it goes away): several widgets on a page never show a toast twice.
 */
function PageToaster({ shadowRoot }: { shadowRoot?: ShadowRoot }) {
  const owner = useSyncExternalStore(subscribeToaster, hasToaster, () => null)
  if (!shadowRoot) return null
  claimToaster(shadowRoot)
  return owner === shadowRoot ? <Toaster /> : null
}
