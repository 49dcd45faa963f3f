import { createRoot, hydrateRoot } from 'react-dom/client'
import { type RouteObject, createBrowserRouter, matchRoutes } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { hydratePageState } from '@sufra/api-client'
import { directionOf } from '@sufra/i18n'
import { AppProviders, createPageQueryClient } from './app-providers'
import type { PageState } from './entry-server'
import { loadCatalogue } from './language/catalogue'
import { splitLanguagePath } from './language/language-path'
import { firstPageLocale } from './routes/language-root'
import { routes } from './routes/routes'
import './index.css'

// A client-rendered page (dev, or a shell the server did not render) sets <html lang dir> before the
// first paint so an Arabic page never flashes left-to-right; a served page already has them.
const { locale } = splitLanguagePath(window.location.pathname)
if (locale) {
  document.documentElement.lang = locale
  document.documentElement.dir = directionOf(locale)
}
// Only the page's language's messages are loaded (a chunk of their own, preloaded by a served page),
// before anything renders: a page in the other language loads its own when opened.
const messagesLoaded = loadCatalogue(firstPageLocale())

const queryClient = createPageQueryClient()

const container = document.getElementById('root')!
const served = document.getElementById('sufra-state')

if (served?.textContent) {
  const state = JSON.parse(served.textContent) as PageState
  hydratePageState(queryClient, state.queries)
  await Promise.all([loadLazyRoutes(routes), messagesLoaded])
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: state.loaderData } })
  hydrateRoot(
    container,
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
} else {
  await messagesLoaded
  const router = createBrowserRouter(routes)
  createRoot(container).render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
}

/**
 * The served page's lazy routes, loaded before hydrating: a router whose first matches are still lazy
 * renders its fallback first, which would not match the server's HTML.
 */
async function loadLazyRoutes(routeObjects: RouteObject[]) {
  const matches = matchRoutes(routeObjects, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, { ...loaded, lazy: undefined })
    }),
  )
}
