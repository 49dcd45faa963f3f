import type { RouteObject } from 'react-router'

// The settings pages (forms, date picker, picture upload) are their own chunk, fetched on first visit.
const pages = () => import('./settings-pages')

/** /user/{id}/settings with its sub-routes feedback and delete (spec section 2); sign-in required. */
export const settingsRoute: RouteObject = {
  path: 'user/:id/settings',
  lazy: async () => ({ Component: (await import('./settings-layout')).SettingsLayout }),
  children: [
    { index: true, lazy: async () => ({ Component: (await pages()).AccountSettingsPage }) },
    { path: 'feedback', lazy: async () => ({ Component: (await pages()).FeedbackPage }) },
    { path: 'delete', lazy: async () => ({ Component: (await pages()).DeleteAccountPage }) },
  ],
}
