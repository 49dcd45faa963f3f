import type { RouteObject } from 'react-router'
import type { RouteHandle } from '../../routes/route-handle'

// The settings pages (forms, date picker, picture upload) are their own chunk, fetched on first visit.
const pages = () => import('./settings-pages')

const pagesHandle: RouteHandle = { chunk: 'src/pages/settings/settings-pages.tsx' }

/** /user/{id}/settings with its sub-routes feedback and delete (spec section 2); sign-in required. */
export const settingsRoute: RouteObject = {
  path: 'user/:id/settings',
  lazy: async () => ({ Component: (await import('./settings-layout')).SettingsLayout }),
  handle: { chunk: 'src/pages/settings/settings-layout.tsx' } satisfies RouteHandle,
  children: [
    {
      index: true,
      lazy: async () => ({ Component: (await pages()).AccountSettingsPage }),
      handle: pagesHandle,
    },
    {
      path: 'feedback',
      lazy: async () => ({ Component: (await pages()).FeedbackPage }),
      handle: pagesHandle,
    },
    {
      path: 'delete',
      lazy: async () => ({ Component: (await pages()).DeleteAccountPage }),
      handle: pagesHandle,
    },
  ],
}
