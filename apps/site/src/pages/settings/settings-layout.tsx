import { LogOutIcon } from 'lucide-react'
import { NavLink, Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router'
import { type MessageId, useI18n } from '@sufra/i18n'
import { toaster } from '@sufra/ui/toast'
import { css, cx } from '@sufra/styled-system/css'
import { PageFrame } from '../../layout/page-frame'
import { useLocalizedPath } from '../../language/use-language'
import { useSession } from '../../session/session-context'

const sections: { path: string; label: MessageId }[] = [
  { path: '', label: 'settings.myAccount' },
  { path: '/feedback', label: 'settings.feedback' },
  { path: '/delete', label: 'settings.deleteAccount' },
]

// Phones: a row of tabs above the panel that scrolls sideways. From md: a sidebar at the inline start.
const navItem = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  flexShrink: 0,
  whiteSpace: 'nowrap',
  px: { base: '3', md: '3' },
  py: { base: '3', md: '2.5' },
  color: 'fg.muted',
  fontWeight: 'medium',
  textDecoration: 'none',
  cursor: 'pointer',
  borderBlockEndWidth: { base: '2px', md: '0' },
  borderColor: 'transparent',
  borderRadius: { base: 'none', md: 'md' },
  _hover: { color: 'fg.default', bg: { md: 'bg.muted' } },
  // Inset, so the scrolling tab row does not clip the ring.
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-0.5' },
  '&[aria-current=page]': {
    color: 'accent.text',
    borderColor: 'accent.default',
    bg: { md: 'accent.subtle' },
  },
  '& svg': { w: '4', h: '4' },
})

/**
 * /user/{id}/settings (sign-in required): the settings sections beside (or, on phones, above) the
 * section's panel. Someone else's id leads to the signed-in user's own settings.
 */
export function SettingsLayout() {
  const { t } = useI18n()
  const { id } = useParams()
  const { user, logout } = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const localized = useLocalizedPath()
  if (!user) return null

  if (id !== user._id) {
    const section = /\/settings(\/[^/]*)?\/?$/.exec(location.pathname)?.[1] ?? ''
    return <Navigate to={localized(`/user/${user._id}/settings${section}`)} replace />
  }

  const onLogout = async () => {
    if (!(await logout())) {
      toaster.error({ title: t('shell.logoutFailed') })
      return
    }
    toaster.success({ title: t('shell.logoutSuccess') })
    // Spec: back to the previous page; with no page before this one in the app, home.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (index > 0) void navigate(-1)
    else void navigate(localized('/'), { replace: true })
  }

  return (
    <PageFrame title={t('pages.settings.title')}>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '14rem minmax(0, 1fr)' },
          alignItems: 'start',
          gap: { base: '6', md: '8' },
        })}
      >
        <nav
          aria-label={t('settings.sections')}
          className={css({
            position: { md: 'sticky' },
            insetBlockStart: { md: '20' },
            borderBlockEndWidth: { base: '1px', md: '0' },
            borderColor: 'border.subtle',
            overflowX: { base: 'auto', md: 'visible' },
          })}
        >
          <ul
            className={css({
              listStyle: 'none',
              display: 'flex',
              flexDirection: { base: 'row', md: 'column' },
              gap: { base: '1', md: '1' },
            })}
          >
            {sections.map((section) => (
              <li key={section.path} className={css({ display: 'flex' })}>
                <NavLink end className={navItem} to={localized(`/user/${user._id}/settings${section.path}`)}>
                  {t(section.label)}
                </NavLink>
              </li>
            ))}
            <li
              className={css({
                display: 'flex',
                ms: { base: 'auto', md: '0' },
                marginBlockStart: { md: '2' },
                paddingBlockStart: { md: '2' },
                borderBlockStartWidth: { md: '1px' },
                borderColor: 'border.subtle',
              })}
            >
              <button
                type="button"
                className={cx(navItem, css({ w: { md: 'full' } }))}
                onClick={() => void onLogout()}
              >
                {/* Points out of the page: towards the inline end, so mirrored in Arabic. */}
                <LogOutIcon aria-hidden className={css({ _rtl: { transform: 'scaleX(-1)' } })} />
                {t('settings.logout')}
              </button>
            </li>
          </ul>
        </nav>
        <div>
          <Outlet />
        </div>
      </div>
    </PageFrame>
  )
}
