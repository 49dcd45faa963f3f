import { MenuIcon, SearchIcon } from 'lucide-react'
import { Suspense, lazy, useRef, useState } from 'react'
import { Link as RouterLink, NavLink } from 'react-router'
import { css } from '@sufra/styled-system/css'
import { siteHeader } from '@sufra/styled-system/recipes'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { IconButton } from '@sufra/ui/icon-button'
import { lazyWhenOpen } from '@sufra/ui/lazy-when-open'
import { Link } from '@sufra/ui/link'
import { useLocalizedPath, useSwitchLanguage } from '../language/use-language'
import { useSession } from '../session/session-context'
import { Logo } from './logo'
import { topBarLinks } from './nav-items'
import { usePrefetchAfterInteraction } from './prefetch-after-interaction'
import { SiteWidgetHost } from './site-widget-host'

const SignedInMenus = lazy(async () => ({ default: (await import('./signed-in-menus')).SignedInMenus }))

// Below md the row holds the menu, the logo, search, the language and Login: the text buttons
// take less padding so it fits a 320 px screen in Arabic too (its Login is the longest).
const compactOnPhones = css({ px: { mdDown: '2.5' } })

/** Spec top bar: logo, links, search, and the Login button or the avatar menu; side menus on mobile. */
export function Header() {
  const { t } = useI18n()
  const localized = useLocalizedPath()
  const { isAuthenticated, user, openModal } = useSession()

  const classes = siteHeader()

  return (
    <header className={classes.root} data-scope="site-header" data-part="root">
      <div className={classes.inner} data-part="inner">
        <MobileMenu />
        <RouterLink
          to={localized('/')}
          aria-label={t('shell.logoLabel')}
          className={classes.home}
          data-part="home"
        >
          <Logo />
        </RouterLink>
        <nav aria-label={t('shell.mainNavigation')} className={classes.nav} data-part="nav">
          <ul className={classes.links} data-part="links">
            {topBarLinks.map((link) => (
              <li key={link.to}>
                <Link variant="nav" asChild>
                  <NavLink to={localized(link.to)}>{t(link.label)}</NavLink>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={classes.actions} data-part="actions">
          <HeaderSearch />
          <LanguageSwitch />
          {isAuthenticated && user ? (
            // Its own chunk: visitors never load the menus' code. A served page hydrates this part
            // once the chunk has arrived; meanwhile the server's HTML stays as it is.
            <Suspense fallback={<span className={classes['avatar-slot']} data-part="avatar-slot" />}>
              <SignedInMenus />
            </Suspense>
          ) : (
            <Button onClick={openModal} className={compactOnPhones}>
              {t('shell.login')}
            </Button>
          )}
        </div>
      </div>
    </header>
  )
}

function LanguageSwitch() {
  const { t } = useI18n()
  const { other, otherDir, switchLanguage } = useSwitchLanguage()
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={switchLanguage}
      aria-label={t('shell.language.switchLabel')}
      className={compactOnPhones}
    >
      <span lang={other} dir={otherDir} className={siteHeader().language} data-part="language">
        {t('shell.language.switchTo')}
      </span>
    </Button>
  )
}

// The side menu's dialog code (focus trap, scroll lock, dismissal) is fetched after the first
// interaction, or when the menu first opens; the button itself is part of the page.
const loadMobileMenuDrawer = () => import('./mobile-menu-drawer')
const MobileMenuDrawer = lazyWhenOpen(async () => (await loadMobileMenuDrawer()).MobileMenuDrawer)

/** Mobile side menu (from the inline start): Home, Explore, Planner, Lists. */
function MobileMenu() {
  const { t } = useI18n()
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  usePrefetchAfterInteraction(loadMobileMenuDrawer, true)
  const classes = siteHeader()
  return (
    <div className={classes.mobile} data-part="mobile">
      <IconButton
        ref={trigger}
        variant="ghost"
        aria-label={t('shell.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon aria-hidden />
      </IconButton>
      <MobileMenuDrawer open={open} onOpenChange={setOpen} trigger={() => trigger.current} />
    </div>
  )
}

// The search panel (its dialog, field, history and popular chips) is fetched like the side menu:
// after the first interaction, or when it first opens; the button itself is part of the page.
const loadSearchPanel = () => import('@sufra/widgets/search-panel')
const SearchPanel = lazyWhenOpen(async () => (await loadSearchPanel()).SearchPanel)

/** Spec: the search panel opens from the header, on every page. */
function HeaderSearch() {
  const { t } = useI18n()
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  usePrefetchAfterInteraction(loadSearchPanel, true)
  return (
    <>
      <IconButton
        ref={trigger}
        variant="ghost"
        aria-label={t('searchPanel.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <SearchIcon aria-hidden />
      </IconButton>
      {/* The header sits outside the routed content's host: the panel navigates with the router. */}
      <SiteWidgetHost>
        <SearchPanel open={open} onOpenChange={setOpen} trigger={() => trigger.current} />
      </SiteWidgetHost>
    </>
  )
}
