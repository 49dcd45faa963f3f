import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { SufraQueryProvider } from '@sufra/api-client'
import { directionOf } from '@sufra/i18n'
import { routes } from './routes/routes'
import { splitLanguagePath } from './language/language-path'
import { SessionProvider } from './session/session-context'
import './index.css'

// Set <html lang dir> before the first paint so an Arabic page never flashes left-to-right.
const { locale } = splitLanguagePath(window.location.pathname)
if (locale) {
  document.documentElement.lang = locale
  document.documentElement.dir = directionOf(locale)
}

const router = createBrowserRouter(routes)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SufraQueryProvider>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </SufraQueryProvider>
  </StrictMode>,
)
