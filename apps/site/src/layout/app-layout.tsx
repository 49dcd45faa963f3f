import { useId } from 'react'
import { Outlet, useNavigation } from 'react-router'
import { appLayout } from '@sufra/styled-system/recipes'
import { useI18n } from '@sufra/i18n'
import { Splash } from '@sufra/ui/full-screen-loader'
import { Progress } from '@sufra/ui/progress'
import { visuallyHidden } from '@sufra/styled-system/patterns'
import { Toaster, preloadToaster } from '@sufra/ui/toast'
import { useSession } from '../session/session-context'
import { AuthModalHost } from './auth-modal-host'
import { Footer } from './footer'
import { Header } from './header'
import { usePrefetchAfterInteraction } from './prefetch-after-interaction'
import { SiteWidgetHost } from './site-widget-host'

/** Spec layout shell: header, routed content, footer, the auth modal and toasts; a splash while the user loads at start. */
export function AppLayout() {
  const { t } = useI18n()
  const { starting } = useSession()
  const navigation = useNavigation()
  const pendingId = useId()
  // A toast's code arrives with the first toast; fetched ahead once the page is in use.
  usePrefetchAfterInteraction(preloadToaster, true)
  if (starting) return <Splash />
  const classes = appLayout()
  return (
    <div className={classes.root} data-scope="app-layout" data-part="root">
      {navigation.state === 'loading' ? (
        <div className={classes.pending} data-part="pending">
          <span id={pendingId} role="status" className={visuallyHidden()}>
            {t('shell.pageLoading')}
          </span>
          <Progress value={null} labelledBy={pendingId} />
        </div>
      ) : null}
      <a href="#content" className={classes.skip} data-part="skip">
        {t('shell.skipToContent')}
      </a>
      <Header />
      <main id="content" tabIndex={-1} className={classes.main} data-part="main">
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
