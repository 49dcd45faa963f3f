import type { ReactNode } from 'react'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { useI18n } from '@sufra/i18n'
import { SessionProvider } from '../session/session-context'
import type { SessionUser } from '../session/session-user'
import { storyUser } from '@sufra/api-client/testing'

export { storyUser }

/** Renders a piece of the shell inside a router at `/{locale}{path}` with a given session (stories only). */
export function StoryFrame({
  children,
  user,
  path = '/explore',
}: {
  children: ReactNode
  user: SessionUser | null
  path?: string
}) {
  const { locale } = useI18n()
  const router = createMemoryRouter([{ path: '/:lang/*', element: children }], {
    initialEntries: [`/${locale}${path}`],
  })
  return (
    <SessionProvider initialUser={user}>
      <RouterProvider router={router} />
    </SessionProvider>
  )
}
