import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  BookmarkIcon,
  LinkIcon,
  LogOutIcon,
  MailIcon,
  SettingsIcon,
  Share2Icon,
  UserIcon,
} from 'lucide-react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { type MessageId, messages, useI18n } from '@sufra/i18n'
import { css } from '@sufra/styled-system/css'
import { Button } from '../button'
import { Menu } from '.'

// The logout arrow points out of the door, towards the inline end.
const mirrorInRtl = css({ _rtl: { transform: 'scaleX(-1)' } })

const storyLocale = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const message = (id: MessageId) => messages[storyLocale()][id]
const body = () => within(document.body)

const text = {
  en: {
    account: 'Signed in as Layla',
    share: 'Share',
    copyLink: 'Copy link',
    email: 'Email',
    print: 'Print',
  },
  ar: {
    account: 'مسجّلة الدخول باسم ليلى',
    share: 'مشاركة',
    copyLink: 'نسخ الرابط',
    email: 'بريد إلكتروني',
    print: 'طباعة',
  },
}
const copy = () => text[storyLocale()]

/** The signed-in avatar menu of the top bar: profile, saved, settings links and Logout. */
function AvatarMenu(props: Menu.RootProps) {
  const { t, locale } = useI18n()
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} {...props}>
      <Menu.Trigger asChild>
        <Button variant="subtle" shape="round" aria-label={t('shell.openProfileMenu')}>
          <span aria-hidden>{locale === 'ar' ? 'ل' : 'L'}</span>
        </Button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{text[locale].account}</Menu.ItemGroupLabel>
              <Menu.Item value="profile" asChild>
                <a href="#/user/profile">
                  <UserIcon aria-hidden />
                  {t('shell.myProfile')}
                </a>
              </Menu.Item>
              <Menu.Item value="saved" asChild>
                <a href="#/saved">
                  <BookmarkIcon aria-hidden />
                  {t('shell.nav.saved')}
                </a>
              </Menu.Item>
              <Menu.Item value="settings" asChild>
                <a href="#/user/42/settings">
                  <SettingsIcon aria-hidden />
                  {t('shell.settings')}
                </a>
              </Menu.Item>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="logout">
              <LogOutIcon aria-hidden className={mirrorInRtl} />
              {t('shell.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  )
}

const meta = {
  title: 'UI/Menu',
  component: AvatarMenu,
  args: { onSelect: fn(), onOpenChange: fn() },
  decorators: [
    // Room on both sides so the menu can line up with either edge of its trigger.
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'center', paddingBlock: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AvatarMenu>

export default meta
type Story = StoryObj<typeof meta>

const highlighted = () => document.querySelector('[data-part="item"][data-highlighted]')

export const Avatar: Story = {
  play: async ({ canvasElement, args, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: message('shell.openProfileMenu') })
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu')

    await step('opens on click with the three links and Logout', async () => {
      await userEvent.click(trigger)
      const menu = await body().findByRole('menu')
      await waitFor(() => expect(menu).toBeVisible())
      await expect(trigger).toHaveAttribute('aria-expanded', 'true')
      const items = within(menu).getAllByRole('menuitem')
      await expect(items.map((item) => item.textContent)).toEqual([
        message('shell.myProfile'),
        message('shell.nav.saved'),
        message('shell.settings'),
        message('shell.logout'),
      ])
      await expect(within(menu).getByRole('menuitem', { name: message('shell.myProfile') })).toHaveAttribute(
        'href',
        '#/user/profile',
      )
      await expect(within(menu).getByRole('group')).toHaveAccessibleName(copy().account)
      // The menu takes focus a frame after it opens; Escape before that would close it and then
      // let that late focus land on the leaving menu, so wait for it as a keyboard user does.
      await waitFor(() => expect(menu).toHaveFocus())
    })

    await step('Escape closes it and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument())
      await waitFor(() => expect(trigger).toHaveFocus())
    })

    await step(
      'keyboard: ArrowDown opens on the first item, arrows and End move, Enter selects',
      async () => {
        await userEvent.keyboard('{ArrowDown}')
        const menu = await body().findByRole('menu')
        await waitFor(() => expect(menu).toHaveFocus())
        await waitFor(() => expect(highlighted()).toHaveTextContent(message('shell.myProfile')))
        await userEvent.keyboard('{ArrowDown}')
        await expect(highlighted()).toHaveTextContent(message('shell.nav.saved'))
        await userEvent.keyboard('{ArrowDown}{ArrowDown}')
        await expect(highlighted()).toHaveTextContent(message('shell.logout'))
        await userEvent.keyboard('{ArrowUp}')
        await expect(highlighted()).toHaveTextContent(message('shell.settings'))
        await userEvent.keyboard('{Home}')
        await expect(highlighted()).toHaveTextContent(message('shell.myProfile'))
        await userEvent.keyboard('{End}')
        await expect(highlighted()).toHaveTextContent(message('shell.logout'))
        await userEvent.keyboard('{Enter}')
        await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ value: 'logout' }))
        await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument())
        await waitFor(() => expect(trigger).toHaveFocus())
      },
    )
  },
}

export const ClickToSelect: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: message('shell.openProfileMenu') })
    await userEvent.click(trigger)
    const menu = await body().findByRole('menu')
    // The content opens under the trigger and lines up with its inline end.
    await waitFor(() => expect(menu.getAnimations()).toHaveLength(0))
    const menuRect = menu.getBoundingClientRect()
    const triggerRect = trigger.getBoundingClientRect()
    await expect(menuRect.top).toBeGreaterThanOrEqual(triggerRect.bottom)
    if (document.dir === 'rtl') await expect(menuRect.left).toBeCloseTo(triggerRect.left, 0)
    else await expect(menuRect.right).toBeCloseTo(triggerRect.right, 0)

    // Move onto the item, then press: the same pointer path a mouse takes.
    const logout = within(menu).getByRole('menuitem', { name: message('shell.logout') })
    const box = logout.getBoundingClientRect()
    const coords = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 }
    await userEvent.pointer({ target: logout, coords })
    await waitFor(() => expect(logout).toHaveAttribute('data-highlighted'))
    await userEvent.pointer({ keys: '[MouseLeft]', target: logout, coords })
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ value: 'logout' }))
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(expect.objectContaining({ open: false }))
    await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument())
  },
}

/** A submenu opens towards the inline end, and the arrow keys follow the reading direction. */
export const Nested: Story = {
  render: function Render(args) {
    const { locale } = useI18n()
    const s = text[locale]
    return (
      <Menu.Root {...args}>
        <Menu.Trigger asChild>
          <Button variant="outline">
            <Share2Icon aria-hidden size={16} />
            {s.share}
          </Button>
        </Menu.Trigger>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="print">{s.print}</Menu.Item>
            <Menu.Root onSelect={args.onSelect}>
              <Menu.TriggerItem>{s.share}</Menu.TriggerItem>
              <Menu.Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    <Menu.Item value="copy-link">
                      <LinkIcon aria-hidden />
                      {s.copyLink}
                    </Menu.Item>
                    <Menu.Item value="email">
                      <MailIcon aria-hidden />
                      {s.email}
                    </Menu.Item>
                  </Menu.Content>
                </Menu.Positioner>
              </Menu.Portal>
            </Menu.Root>
          </Menu.Content>
        </Menu.Positioner>
      </Menu.Root>
    )
  },
  play: async ({ canvasElement, args }) => {
    const rtl = document.dir === 'rtl'
    const forward = rtl ? '{ArrowLeft}' : '{ArrowRight}'
    const back = rtl ? '{ArrowRight}' : '{ArrowLeft}'

    within(canvasElement).getByRole('button', { name: copy().share }).focus()
    await userEvent.keyboard('{Enter}')
    const parent = await body().findByRole('menu')
    // Enter opens on the first item and moves focus into the menu.
    await waitFor(() => expect(parent).toHaveFocus())
    await waitFor(() =>
      expect(within(parent).getByRole('menuitem', { name: copy().print })).toHaveAttribute(
        'data-highlighted',
      ),
    )
    await userEvent.keyboard('{ArrowDown}')
    const triggerItem = within(parent).getByRole('menuitem', { name: copy().share })
    await waitFor(() => expect(triggerItem).toHaveAttribute('data-highlighted'))
    await expect(triggerItem).toHaveAttribute('aria-haspopup', 'menu')

    // The arrow that points forward in the reading direction opens the submenu...
    await userEvent.keyboard(forward)
    await waitFor(() => expect(body().getAllByRole('menu')).toHaveLength(2))
    const submenu = body()
      .getAllByRole('menu')
      .find((menu) => menu !== parent) as HTMLElement
    await waitFor(() =>
      expect(within(submenu).getByRole('menuitem', { name: copy().copyLink })).toHaveAttribute(
        'data-highlighted',
      ),
    )
    await waitFor(() => expect(submenu).toHaveFocus())
    await waitFor(() => expect(submenu.getAnimations()).toHaveLength(0))

    // ...beside the parent on the inline-end side.
    const parentRect = parent.getBoundingClientRect()
    const subRect = submenu.getBoundingClientRect()
    const subCentre = subRect.left + subRect.width / 2
    if (rtl) await expect(subCentre).toBeLessThan(parentRect.left)
    else await expect(subCentre).toBeGreaterThan(parentRect.right)

    // ...and the opposite arrow closes it again, back on the trigger item.
    await userEvent.keyboard(back)
    await waitFor(() => expect(submenu).not.toBeInTheDocument())
    await waitFor(() => expect(parent).toHaveFocus())
    await waitFor(() => expect(triggerItem).toHaveAttribute('data-highlighted'))

    await userEvent.keyboard(forward)
    await waitFor(() => expect(body().getAllByRole('menu')).toHaveLength(2))
    const reopened = body()
      .getAllByRole('menu')
      .find((menu) => menu !== parent) as HTMLElement
    await waitFor(() => expect(reopened).toHaveFocus())
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ value: 'email' }))
    await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument())
  },
}
