import type { RouteObject } from 'react-router'
import { SettingsLayout } from './settings-layout'
import { AccountSettingsPage, DeleteAccountPage, FeedbackPage } from './settings-pages'

/** /user/{id}/settings with its sub-routes feedback and delete (spec section 2); sign-in required. */
export const settingsRoute: RouteObject = {
  path: 'user/:id/settings',
  element: <SettingsLayout />,
  children: [
    { index: true, element: <AccountSettingsPage /> },
    { path: 'feedback', element: <FeedbackPage /> },
    { path: 'delete', element: <DeleteAccountPage /> },
  ],
}
