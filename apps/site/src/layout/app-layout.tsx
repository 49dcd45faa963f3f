import { Outlet } from 'react-router'
import { css } from '@sufra/styled-system/css'
import { useI18n } from '@sufra/i18n'
import { Splash } from '@sufra/ui/full-screen-loader'
import { Toaster } from '@sufra/ui/toast'
import { useSession } from '../session/session-context'
import { AuthModalHost } from './auth-modal-host'
import { Footer } from './footer'
import { Header } from './header'
import { SiteWidgetHost } from './site-widget-host'

/** Spec layout shell: header, routed content, footer, the auth modal and toasts; a splash while the user loads at start. */
export function AppLayout() {
  const { t } = useI18n()
  const { starting } = useSession()
  if (starting) return <Splash />
  return (
    <div className={css({ minH: 'dvh', display: 'flex', flexDirection: 'column' })}>
      <a
        href="#content"
        className={css({
          position: 'absolute',
          insetInlineStart: '2',
          insetBlockStart: '2',
          zIndex: 'tooltip',
          px: '3',
          py: '2',
          bg: 'bg.surface',
          borderRadius: 'md',
          transform: 'translateY(-200%)',
          _focusVisible: { transform: 'translateY(0)' },
        })}
      >
        {t('shell.skipToContent')}
      </a>
      <Header />
      <main id="content" tabIndex={-1} className={css({ flex: '1', outline: 'none' })}>
        <SiteWidgetHost>
          <Outlet />
        </SiteWidgetHost>
      </main>
      <Footer />
      <Toaster />
      <AuthModalHost />
    </div>
  )
}
