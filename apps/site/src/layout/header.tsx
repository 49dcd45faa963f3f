import { LogOutIcon, MenuIcon } from 'lucide-react'
import { useState } from 'react'
import { Link as RouterLink, NavLink } from 'react-router'
import { siteHeader } from '@sufra/styled-system/recipes'
import { useI18n } from '@sufra/i18n'
import { Avatar } from '@sufra/ui/avatar'
import { Button } from '@sufra/ui/button'
import { Drawer } from '@sufra/ui/drawer'
import { IconButton } from '@sufra/ui/icon-button'
import { Link } from '@sufra/ui/link'
import { Menu } from '@sufra/ui/menu'
import { toaster } from '@sufra/ui/toast'
import { displayName } from '@sufra/core'
import { useLocalizedPath, useSwitchLanguage } from '../language/use-language'
import { useSession } from '../session/session-context'
import { Logo } from './logo'
import { mobileMenuLinks, profileLinks, topBarLinks } from './nav-items'

/** Spec top bar: logo, links, and the Login button or the avatar menu; side menus on mobile. */
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
          <LanguageSwitch />
          {isAuthenticated && user ? (
            <>
              <AvatarMenu />
              <ProfileSideMenu />
            </>
          ) : (
            <Button onClick={openModal}>{t('shell.login')}</Button>
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
    <Button variant="ghost" size="sm" onClick={switchLanguage} aria-label={t('shell.language.switchLabel')}>
      <span lang={other} dir={otherDir} className={siteHeader().language} data-part="language">
        {t('shell.language.switchTo')}
      </span>
    </Button>
  )
}

/** Logout for both the avatar menu and the profile side menu: toast on success, error toast on failure. */
function useLogout() {
  const { t } = useI18n()
  const { logout } = useSession()
  return async () => {
    const ok = await logout()
    if (ok) toaster.success({ title: t('shell.logoutSuccess') })
    else toaster.error({ title: t('shell.logoutFailed') })
  }
}

function useUserName() {
  const { locale } = useI18n()
  const { user } = useSession()
  return user ? displayName(user, locale) : ''
}

function AvatarMenu() {
  const { t } = useI18n()
  const localized = useLocalizedPath()
  const { user } = useSession()
  const name = useUserName()
  const onLogout = useLogout()
  if (!user) return null
  return (
    <div className={siteHeader().desktop} data-part="desktop">
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <IconButton variant="ghost" shape="round" aria-label={t('shell.openProfileMenu')}>
            <Avatar name={name} src={user.image?.url} colorSeed={user._id} size="sm" decorative />
          </IconButton>
        </Menu.Trigger>
        <Menu.Positioner>
          <Menu.Content>
            {profileLinks(user._id).map((link) => (
              <Menu.Item key={link.to} value={link.to} asChild>
                <RouterLink to={localized(link.to)}>{t(link.label)}</RouterLink>
              </Menu.Item>
            ))}
            <Menu.Separator />
            <Menu.Item value="logout" onSelect={() => void onLogout()}>
              <LogOutIcon aria-hidden size={16} />
              {t('shell.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Menu.Root>
    </div>
  )
}

/** Mobile side menu (from the inline start): Home, Explore, Planner, Lists. */
function MobileMenu() {
  const { t } = useI18n()
  const localized = useLocalizedPath()
  const [open, setOpen] = useState(false)
  const classes = siteHeader()
  return (
    <div className={classes.mobile} data-part="mobile">
      <Drawer.Root placement="start" open={open} onOpenChange={(details) => setOpen(details.open)}>
        <Drawer.Trigger asChild>
          <IconButton variant="ghost" aria-label={t('shell.openMenu')}>
            <MenuIcon aria-hidden />
          </IconButton>
        </Drawer.Trigger>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('shell.menuTitle')}</Drawer.Title>
              <Drawer.CloseTrigger />
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label={t('shell.mainNavigation')}>
                <ul className={classes['side-links']} data-part="side-links">
                  {mobileMenuLinks.map((link) => (
                    <li key={link.to}>
                      <NavLink
                        className={classes['side-link']}
                        data-part="side-link"
                        to={localized(link.to)}
                        onClick={() => setOpen(false)}
                      >
                        {t(link.label)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Drawer.Root>
    </div>
  )
}

/** Profile side menu (from the inline end) on small screens: My Profile, Saved, Settings, Logout. */
function ProfileSideMenu() {
  const { t } = useI18n()
  const localized = useLocalizedPath()
  const { user } = useSession()
  const name = useUserName()
  const onLogout = useLogout()
  const [open, setOpen] = useState(false)
  if (!user) return null
  const classes = siteHeader()
  return (
    <div className={classes.mobile} data-part="mobile">
      <Drawer.Root placement="end" open={open} onOpenChange={(details) => setOpen(details.open)}>
        <Drawer.Trigger asChild>
          <IconButton variant="ghost" shape="round" aria-label={t('shell.openProfileMenu')}>
            <Avatar name={name} src={user.image?.url} colorSeed={user._id} size="sm" decorative />
          </IconButton>
        </Drawer.Trigger>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('shell.profileMenuTitle')}</Drawer.Title>
              <Drawer.CloseTrigger />
            </Drawer.Header>
            <Drawer.Body>
              <div className={classes.user} data-part="user">
                <Avatar name={name} src={user.image?.url} colorSeed={user._id} size="md" decorative />
                <span dir="auto" className={classes.name} data-part="name">
                  {name}
                </span>
              </div>
              <ul className={classes['side-links']} data-part="side-links">
                {profileLinks(user._id).map((link) => (
                  <li key={link.to}>
                    <NavLink
                      className={classes['side-link']}
                      data-part="side-link"
                      to={localized(link.to)}
                      onClick={() => setOpen(false)}
                    >
                      {t(link.label)}
                    </NavLink>
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    className={classes.logout}
                    data-part="logout"
                    onClick={() => {
                      setOpen(false)
                      void onLogout()
                    }}
                  >
                    <LogOutIcon aria-hidden size={18} />
                    {t('shell.logout')}
                  </button>
                </li>
              </ul>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Drawer.Root>
    </div>
  )
}
