import type { Meta, StoryObj } from '@storybook/react-vite'
import { useLocation } from 'react-router'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { type Schema, SufraApiProvider } from '@sufra/api-client'
import { createFakeApi, envelope, http } from '@sufra/api-client/testing'
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

const popular = (en: string, ar: string, slug: string): Schema<'Popular'> => ({
  _id: { en, ar },
  slug,
  count: 10,
  image: null,
})

// The panel's two reads, answered by a fake API.
const searchApi = createFakeApi(
  http.get('/ingredient/popular', ({ response }) =>
    response(200).json(envelope([popular('Bulgur', 'برغل', 'bulgur'), popular('Lentils', 'عدس', 'lentils')])),
  ),
  http.get('/category/popular', ({ response }) =>
    response(200).json(envelope([popular('Soup', 'شوربة', 'soup')])),
  ),
)

/** Where the router is, for the play function to read. */
function CurrentAddress() {
  const location = useLocation()
  return <output data-testid="address">{location.pathname + location.search}</output>
}

/**
 * The search button on every page (aria-haspopup, aria-expanded) opens the search panel, whose code
 * loads then; Escape closes it with focus back on the button; a search closes it and the router goes
 * to /{lang}/search?keyword=….
 */
export const Search: Story = {
  beforeEach: () => {
    localStorage.removeItem('searchHistory')
    return () => localStorage.removeItem('searchHistory')
  },
  render: () => (
    <SufraApiProvider client={searchApi.client}>
      <StoryFrame user={null}>
        <Header />
        <CurrentAddress />
      </StoryFrame>
    </SufraApiProvider>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    // Hidden from assistive technology while the modal panel is open, so looked up with hidden: true.
    const button = await canvas.findByRole('button', { name: text('searchPanel.open'), hidden: true })
    await expect(button).toBeVisible()
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    const openPanel = async () => {
      await userEvent.click(button)
      const dialog = await screen.findByRole('dialog', { name: text('searchPanel.title') })
      const field = within(dialog).getByRole('searchbox', { name: text('searchPanel.field') })
      await waitFor(() => expect(field).toHaveFocus())
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      return { dialog, field }
    }
    const closed = async () => {
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      await waitFor(() => expect(button).toHaveFocus())
      await expect(button).toHaveAttribute('aria-expanded', 'false')
    }

    await step('opens with its popular chips; Escape closes it, focus back on the button', async () => {
      const { dialog } = await openPanel()
      await expect(
        await within(dialog).findByRole('link', { name: text('searchPanel.categories.seeAll') }),
      ).toHaveAttribute('href', `/${lang()}/categories`)
      await within(dialog).findByRole('link', { name: lang() === 'ar' ? 'عدس' : 'Lentils' })
      await userEvent.keyboard('{Escape}')
      await closed()
    })

    await step('a search goes to /search with the keyword', async () => {
      const { field } = await openPanel()
      await userEvent.type(field, 'tabbouleh{Enter}')
      await closed()
      await expect(canvas.getByTestId('address')).toHaveTextContent(`/${lang()}/search?keyword=tabbouleh`)
      await expect(JSON.parse(localStorage.getItem('searchHistory') ?? '[]')).toEqual(['tabbouleh'])
    })

    await step('a popular chip goes to /search with that ingredient', async () => {
      const { dialog } = await openPanel()
      await userEvent.click(
        await within(dialog).findByRole('link', { name: lang() === 'ar' ? 'برغل' : 'Bulgur' }),
      )
      await closed()
      await expect(canvas.getByTestId('address')).toHaveTextContent(`/${lang()}/search?ingredients=bulgur`)
    })
  },
}
