import { LogOutIcon } from 'lucide-react'
import { useState } from 'react'
import { Link as RouterLink, NavLink } from 'react-router'
import { siteHeader } from '@sufra/styled-system/recipes'
import { displayName } from '@sufra/core'
import { useI18n } from '@sufra/i18n'
import { Avatar } from '@sufra/ui/avatar'
import { Drawer } from '@sufra/ui/drawer'
import { IconButton } from '@sufra/ui/icon-button'
import { Menu } from '@sufra/ui/menu'
import { toaster } from '@sufra/ui/toast'
import { useLocalizedPath } from '../language/use-language'
import { useSession } from '../session/session-context'
import { profileLinks } from './nav-items'

/**
 * The signed-in person's menus in the top bar: the avatar menu from md, the profile side menu below
 * it. A chunk of its own (the header loads it lazily), so visitors never fetch the menu's code.
 */
export function SignedInMenus() {
  return (
    <>
      <AvatarMenu />
      <ProfileSideMenu />
    </>
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
