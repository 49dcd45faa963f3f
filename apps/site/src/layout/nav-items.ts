import type { MessageId } from '@sufra/i18n'

/** Spec: top bar links /feed (Home), /explore, /saved, /planner, /lists; the mobile side menu has Home, Explore, Planner, Lists. */
export const topBarLinks: { to: string; label: MessageId }[] = [
  { to: '/feed', label: 'shell.nav.home' },
  { to: '/explore', label: 'shell.nav.explore' },
  { to: '/saved', label: 'shell.nav.saved' },
  { to: '/planner', label: 'shell.nav.planner' },
  { to: '/lists', label: 'shell.nav.lists' },
]

export const mobileMenuLinks = topBarLinks.filter((link) => link.to !== '/saved')

/** The profile side menu and the avatar menu: My Profile, Saved, Settings (then Logout). */
export function profileLinks(userId: string): { to: string; label: MessageId }[] {
  return [
    { to: '/user/profile', label: 'shell.myProfile' },
    { to: '/saved', label: 'shell.nav.saved' },
    { to: `/user/${userId}/settings`, label: 'shell.settings' },
  ]
}
