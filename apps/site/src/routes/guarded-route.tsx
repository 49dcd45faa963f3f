import { Navigate, Outlet, useLocation } from 'react-router'
import { FullScreenLoader } from '@sufra/ui/full-screen-loader'
import { useSession } from '../session/session-context'
import { useLocalizedPath } from '../language/use-language'

/**
 * Sign-in required routes: a loader while the user loads, then the page, or a redirect to the
 * home route remembering where the visitor wanted to go (the auth flow returns there).
 */
export function GuardedRoute() {
  const { isAuthenticated, loading, starting } = useSession()
  const location = useLocation()
  const localized = useLocalizedPath()
  // A refresh of a signed-in user (after saving settings, say) keeps the page mounted: no loader flash.
  if (starting || (loading && !isAuthenticated)) return <FullScreenLoader />
  if (!isAuthenticated) return <Navigate to={localized('/')} replace state={{ from: location.pathname }} />
  return <Outlet />
}
