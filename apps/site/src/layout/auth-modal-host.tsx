import { useLocation, useNavigate } from 'react-router'
import { useI18n } from '@sufra/i18n'
import { toaster } from '@sufra/ui/toast'
import { AuthModal } from '@sufra/widgets/auth-modal'
import { useLocalizedPath } from '../language/use-language'
import { useSession } from '../session/session-context'

/**
 * The auth modal over any page while the modal-open flag is set (spec section 4, auth flow):
 * after login or Find Recipes the app returns to the page the visitor came from (default /),
 * replacing the history entry, and refreshes the user.
 */
export function AuthModalHost() {
  const { t } = useI18n()
  const navigate = useNavigate()
  const location = useLocation()
  const localized = useLocalizedPath()
  const { isModalOpen, openModal, closeModal, login, signup, refreshUser } = useSession()
  const cameFrom = (location.state as { from?: string } | null)?.from ?? localized('/')

  return (
    <AuthModal
      open={isModalOpen}
      onOpenChange={(open) => (open ? openModal() : closeModal())}
      login={login}
      signup={signup}
      onLoggedIn={() => {
        toaster.success({ title: t('auth.login.succeeded') })
        closeModal()
        navigate(cameFrom, { replace: true })
        void refreshUser()
      }}
      onSignedUp={() => toaster.success({ title: t('auth.signup.succeeded') })}
      refreshUser={refreshUser}
      onFinished={() => {
        closeModal()
        navigate(cameFrom, { replace: true })
      }}
    />
  )
}
