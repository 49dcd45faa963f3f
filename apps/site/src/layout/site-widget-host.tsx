import { type ReactNode, useMemo } from 'react'
import { Link as RouterLink, useLocation, useNavigate } from 'react-router'
import { useI18n } from '@sufra/i18n'
import { toaster } from '@sufra/ui/toast'
import { type HostLinkComponent, WidgetHostProvider, signInAlert } from '@sufra/widgets/widget-host'
import { useLocalizedPath } from '../language/use-language'
import { useSession } from '../session/session-context'

const SiteLink: HostLinkComponent = ({ href, ...props }) => <RouterLink to={href} {...props} />

/**
 * Gives every widget the signed-in user, the router's links and navigation, and the spec's
 * sign-in alerts (section 5): a toast with the alert, then the sign-in modal.
 */
export function SiteWidgetHost({ children }: { children?: ReactNode }) {
  const { t } = useI18n()
  const { user, openModal, refreshUser } = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const localized = useLocalizedPath()
  const host = useMemo(
    () => ({
      user,
      requireSignIn: (reason: Parameters<typeof signInAlert>[0]) => {
        if (user) return true
        toaster.info({ title: t(signInAlert(reason)) })
        // Back to this page after signing in.
        void navigate(location.pathname + location.search, {
          replace: true,
          state: { from: location.pathname },
        })
        openModal()
        return false
      },
      refreshUser,
      href: localized,
      navigate: (path: string, options?: { replace?: boolean }) => void navigate(localized(path), options),
      Link: SiteLink,
    }),
    [user, t, navigate, location.pathname, location.search, openModal, refreshUser, localized],
  )
  return <WidgetHostProvider host={host}>{children}</WidgetHostProvider>
}
