/**
 * Server rendering of the site (built by `vite build --ssr`, loaded by the API server; see
 * apps/api/src/site/server-render.ts). For a page address it makes the reads the page shows first
 * (each route's `handle.prefetch`, and the session), renders the page with React Router's static data
 * router, and gives back the HTML, the reads for the browser to start from, the status and the code
 * to preload. The browser then hydrates (main.tsx).
 */
import { PassThrough } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import {
  ApiError,
  createSufraClient,
  currentUserQuery,
  dehydratePageState,
  type DehydratedState,
} from '@sufra/api-client'
import type { Locale } from '@sufra/i18n'
import { AppProviders, createPageQueryClient } from './app-providers'
import { catalogueChunks, loadCatalogue } from './language/catalogue'
import { splitLanguagePath } from './language/language-path'
import { routeHandles } from './routes/route-handle'
import { routes } from './routes/routes'

export type ServerRenderInput = {
  /** The page's absolute address as the visitor asked for it. */
  url: string
  /** Answers API calls (`/api/v1/...`) in-process, as the visitor (with their cookie). */
  fetchApi: (request: Request) => Promise<Response>
}

/** The data the browser starts from (the JSON in `#sufra-state`). */
export type PageState = { queries: DehydratedState; loaderData: Record<string, unknown> }

export type ServerRenderResult =
  | { kind: 'page'; status: number; lang: Locale; html: string; state: PageState; chunks: string[] }
  | { kind: 'redirect'; status: number; location: string }
  /** Not rendered here: the client-rendered shell does it (no language in the path, a visitor on a signed-in page). */
  | { kind: 'shell' }

const handler = createStaticHandler(routes)

export async function render({ url, fetchApi }: ServerRenderInput): Promise<ServerRenderResult> {
  const address = new URL(url)
  // The stored language preference decides where an unprefixed path goes, and only the browser has it.
  const { locale } = splitLanguagePath(address.pathname)
  if (!locale) return { kind: 'shell' }

  const context = await handler.query(new Request(address))
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' }
  }

  const queryClient = createPageQueryClient()
  const client = createSufraClient({ baseUrl: `${address.origin}/api/v1`, fetch: fetchApi })
  const handles = routeHandles(context.matches.map((match) => ({ handle: match.route.handle })))
  const params = context.matches.at(-1)?.params ?? {}
  const session = queryClient.fetchQuery(currentUserQuery(client)).catch(() => null)
  const signedIn = session.then(Boolean)
  const reads = handles.flatMap(
    (handle) =>
      handle.prefetch?.({ params, searchParams: address.searchParams, queryClient, client, signedIn }) ?? [],
  )
  const [user] = await Promise.all([session, ...reads])
  if (!user && handles.some((handle) => handle.signedIn)) return { kind: 'shell' }

  // The page's language's messages (loaded once per language, kept for later pages).
  await loadCatalogue(locale)
  const router = createStaticRouter(handler.dataRoutes, context)
  const html = await renderToString(
    <AppProviders queryClient={queryClient} client={client} origin={address.origin}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  )
  // A page the route says is missing, or whose main read found nothing, is a 404; so is one whose
  // address names nothing the API can read (a malformed id: the read answers 400).
  const missing =
    handles.some((handle) => handle.notFound) ||
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.error instanceof ApiError && [400, 404].includes(query.state.error.status))
  const state: PageState = { queries: dehydratePageState(queryClient), loaderData: context.loaderData }
  queryClient.clear()
  return {
    kind: 'page',
    lang: locale,
    status: missing ? 404 : context.statusCode,
    html,
    state,
    // The page's messages are preloaded with its code, so the browser loads them without a round trip.
    chunks: [catalogueChunks[locale], ...handles.flatMap((handle) => (handle.chunk ? [handle.chunk] : []))],
  }
}

/** The whole page once every part is ready (the reads are made before, so nothing waits inside). */
function renderToString(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new PassThrough()
    sink.on('data', (chunk: Buffer) => chunks.push(chunk))
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    const stream = renderToPipeableStream(element, {
      // The page is sent whole, so no part is split out to be swapped in by an inline script (React
      // does that for large parts, 12.8 KB by default): the HTML reads the same without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        // Logged by the server; the part that failed renders on the client instead.
        console.error(error)
      },
    })
  })
}
