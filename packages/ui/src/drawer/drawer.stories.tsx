import type { Meta, StoryObj } from '@storybook/react-vite'
import { BookmarkIcon, LogOutIcon, MenuIcon, SettingsIcon, UserIcon } from 'lucide-react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { type MessageId, messages, useI18n } from '@sufra/i18n'
import { css } from '@sufra/styled-system/css'
import { Button } from '../button'
import { Drawer } from '.'

// The logout arrow points out of the door, towards the inline end.
const mirrorInRtl = css({ _rtl: { transform: 'scaleX(-1)' } })

const storyLocale = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const message = (id: MessageId) => messages[storyLocale()][id]
const body = () => within(document.body)

const navLink = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '10',
  px: '3',
  borderRadius: 'md',
  textStyle: 'label',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
  '& svg': { w: '4', h: '4', color: 'fg.muted' },
})

/** The spec's mobile side menu: Home, Explore, Planner and Lists, from the inline start. */
function MobileSideMenu(props: Drawer.RootProps) {
  const { t } = useI18n()
  return (
    <Drawer.Root placement="start" {...props}>
      <Drawer.Trigger asChild>
        <Button variant="outline" shape="icon" aria-label={t('shell.openMenu')}>
          <MenuIcon aria-hidden size={20} />
        </Button>
      </Drawer.Trigger>
      <Drawer.Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('shell.menuTitle')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label={t('shell.mainNavigation')}>
                {(['home', 'explore', 'planner', 'lists'] as const).map((key) => (
                  <a key={key} className={navLink} href={`#${key}`}>
                    {t(`shell.nav.${key}`)}
                  </a>
                ))}
              </nav>
            </Drawer.Body>
            <Drawer.CloseTrigger />
          </Drawer.Content>
        </Drawer.Positioner>
      </Drawer.Portal>
    </Drawer.Root>
  )
}

/** The spec's profile side menu: My Profile, Saved, Settings and Logout, from the inline end. */
function ProfileSideMenu(props: Drawer.RootProps & { onLogout?: () => void }) {
  const { t } = useI18n()
  const { onLogout, ...rootProps } = props
  return (
    <Drawer.Root placement="end" {...rootProps}>
      <Drawer.Trigger asChild>
        <Button variant="subtle" shape="round" aria-label={t('shell.openProfileMenu')}>
          <UserIcon aria-hidden size={20} />
        </Button>
      </Drawer.Trigger>
      <Drawer.Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('shell.profileMenuTitle')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label={t('shell.profileMenuTitle')}>
                <a className={navLink} href="#/user/profile">
                  <UserIcon aria-hidden />
                  {t('shell.myProfile')}
                </a>
                <a className={navLink} href="#/saved">
                  <BookmarkIcon aria-hidden />
                  {t('shell.nav.saved')}
                </a>
                <a className={navLink} href="#/user/42/settings">
                  <SettingsIcon aria-hidden />
                  {t('shell.settings')}
                </a>
              </nav>
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="ghost" onClick={onLogout} className={css({ justifyContent: 'flex-start' })}>
                <LogOutIcon aria-hidden size={16} className={mirrorInRtl} />
                {t('shell.logout')}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger />
          </Drawer.Content>
        </Drawer.Positioner>
      </Drawer.Portal>
    </Drawer.Root>
  )
}

const meta = {
  title: 'UI/Drawer',
  component: MobileSideMenu,
  args: { onOpenChange: fn() },
} satisfies Meta<typeof MobileSideMenu>

export default meta
type Story = StoryObj<typeof meta>

/** Waits for the slide to finish, then reports which viewport edge the panel touches. */
async function settledEdges(dialog: HTMLElement) {
  await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0))
  const rect = dialog.getBoundingClientRect()
  const viewport = document.documentElement.clientWidth
  return { left: Math.abs(rect.left) < 1, right: Math.abs(rect.right - viewport) < 1, rect }
}

export const MobileMenuFromStart: Story = {
  play: async ({ canvasElement, args, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: message('shell.openMenu') })

    await step('opens at the inline start: left in English, right in Arabic', async () => {
      await userEvent.click(trigger)
      const dialog = await body().findByRole('dialog', { name: message('shell.menuTitle') })
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(expect.objectContaining({ open: true }))
      const edges = await settledEdges(dialog)
      await expect(edges.rect.width).toBeLessThan(document.documentElement.clientWidth)
      if (document.dir === 'rtl') {
        await expect(edges).toMatchObject({ right: true, left: false })
      } else {
        await expect(edges).toMatchObject({ left: true, right: false })
      }
      await expect(within(dialog).getAllByRole('link')).toHaveLength(4)
      await expect(within(dialog).getByRole('link', { name: message('shell.nav.planner') })).toBeVisible()
    })

    await step('Escape closes it and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument())
      await waitFor(() => expect(trigger).toHaveFocus())
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(expect.objectContaining({ open: false }))
    })

    await step('the close button closes it', async () => {
      await userEvent.click(trigger)
      const dialog = await body().findByRole('dialog')
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
      await userEvent.click(within(dialog).getByRole('button', { name: message('ui.drawer.close') }))
      await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument())
      await waitFor(() => expect(trigger).toHaveFocus())
    })
  },
}

const onLogout = fn()

export const ProfileMenuFromEnd: Story = {
  beforeEach: () => {
    onLogout.mockClear()
  },
  render: (args) => <ProfileSideMenu {...args} onLogout={onLogout} />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: message('shell.openProfileMenu') })
    await userEvent.click(trigger)
    const dialog = await body().findByRole('dialog', { name: message('shell.profileMenuTitle') })

    // The inline end: right in English, left in Arabic.
    const edges = await settledEdges(dialog)
    if (document.dir === 'rtl') {
      await expect(edges).toMatchObject({ left: true, right: false })
    } else {
      await expect(edges).toMatchObject({ right: true, left: false })
    }

    // Focus stays inside while the menu is open.
    for (let i = 0; i < 6; i++) {
      await userEvent.tab()
      await expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    await expect(getComputedStyle(document.body).overflow).toBe('hidden')

    await userEvent.click(within(dialog).getByRole('button', { name: message('shell.logout') }))
    await expect(onLogout).toHaveBeenCalledTimes(1)

    // A click on the dimmed page beside the panel closes the menu. While the modal is open the page
    // ignores pointer events, so the browser hands that click to the root element.
    await expect(document.querySelector('[data-scope="dialog"][data-part="backdrop"]')).toBeVisible()
    const viewport = document.documentElement.clientWidth
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: document.documentElement,
      coords: { clientX: document.dir === 'rtl' ? viewport - 20 : 20, clientY: 200 },
    })
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

export const BothMenus: Story = {
  render: () => (
    <div style={{ display: 'flex', justifyContent: 'space-between' }}>
      <MobileSideMenu />
      <ProfileSideMenu />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The two triggers mirror with the page: menu button at the start, profile at the end.
    const menu = canvas.getByRole('button', { name: message('shell.openMenu') }).getBoundingClientRect()
    const profile = canvas
      .getByRole('button', { name: message('shell.openProfileMenu') })
      .getBoundingClientRect()
    if (document.dir === 'rtl') await expect(menu.left).toBeGreaterThan(profile.left)
    else await expect(menu.left).toBeLessThan(profile.left)

    await userEvent.click(canvas.getByRole('button', { name: message('shell.openProfileMenu') }))
    const dialog = await body().findByRole('dialog', { name: message('shell.profileMenuTitle') })
    const edges = await settledEdges(dialog)
    await expect(edges.left).toBe(document.dir === 'rtl')
    await expect(edges.right).toBe(document.dir !== 'rtl')
  },
}
