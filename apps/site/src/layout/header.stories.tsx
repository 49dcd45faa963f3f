import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { messages } from '@sufra/i18n'
import { Header } from './header'
import { StoryFrame, storyUser } from './story-frame'

const meta = {
  title: 'Site/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>

export default meta
type Story = StoryObj<typeof meta>

const lang = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const text = (id: keyof (typeof messages)['en']) => messages[lang()][id]
const isDesktop = () => window.matchMedia('(min-width: 768px)').matches

export const SignedOut: Story = {
  render: () => (
    <StoryFrame user={null}>
      <Header />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: text('shell.login') })).toBeVisible()
    const home = canvas.getAllByRole('link', { name: text('shell.nav.home') })[0]!
    await expect(home).toHaveAttribute('href', `/${lang()}/feed`)
    await expect(canvas.getByRole('link', { name: text('shell.logoLabel') })).toHaveAttribute(
      'href',
      `/${lang()}`,
    )
  },
}

export const SignedIn: Story = {
  render: () => (
    <StoryFrame user={storyUser}>
      <Header />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(document.body)
    await expect(canvas.queryByRole('button', { name: text('shell.login') })).toBeNull()
    // Desktop: the avatar opens a dropdown menu; small screens: the profile side menu. The menus'
    // code is its own chunk: the avatar appears once it has arrived.
    const triggers = await canvas.findAllByRole('button', { name: text('shell.openProfileMenu') })
    const trigger = triggers.find((button) => button.checkVisibility())!
    // No picture (default.webp): the avatar shows the first letter of the first name.
    await expect(trigger).toHaveTextContent(lang() === 'ar' ? 'ل' : 'L')
    await userEvent.click(trigger)
    const container = isDesktop() ? await body.findByRole('menu') : await body.findByRole('dialog')
    const expected = [
      [text('shell.myProfile'), `/${lang()}/user/profile`],
      [text('shell.nav.saved'), `/${lang()}/saved`],
      [text('shell.settings'), `/${lang()}/user/${storyUser._id}/settings`],
    ]
    for (const [name, href] of expected) {
      const item = isDesktop()
        ? within(container).getByRole('menuitem', { name })
        : within(container).getByRole('link', { name })
      await expect(item.closest('a') ?? item).toHaveAttribute('href', href)
    }
    // The menu is positioned after it opens; wait for it rather than racing the first frame.
    await waitFor(() => expect(within(container).getByText(text('shell.logout'))).toBeVisible())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole(isDesktop() ? 'menu' : 'dialog')).toBeNull())
  },
}
