import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { toaster } from '@sufra/ui/toast'
import { CreatorPage } from './creator-page'
import { CreatorsSite, type ServerOptions, creatorsServer, lang, m, omar, salma } from './story-data'

/** The profile of `id` on its own fake server, made afresh before each run. */
function scenario(id: string, options: ServerOptions = {}) {
  let server = creatorsServer(options)
  return {
    get: () => server,
    beforeEach: () => {
      server = creatorsServer(options)
    },
    render: () => <CreatorsSite server={server} path={`/creators/${id}`} />,
  }
}

const meta = {
  title: 'Site/CreatorPage',
  component: CreatorPage,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toaster.remove()
  },
} satisfies Meta<typeof CreatorPage>

export default meta
type Story = StoryObj<typeof meta>

const followers = () => document.querySelector('[data-stat="profile.followers"]')

const profile = scenario(omar._id)

/**
 * Signed in: the header (name, verified badge, bio, counts, social link), Follow that applies after
 * the answer with a pulse and the count +1, the recipes tab as recipe cards, and the Following tab
 * as creator cards (the signed-in person among them, from the session).
 */
export const SignedIn: Story = {
  beforeEach: profile.beforeEach,
  render: profile.render,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const name = lang() === 'ar' ? 'عمر خليل' : 'Omar Khalil'

    await step('the header', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name })).toBeVisible()
      await expect(canvas.getByRole('img', { name: m('ui.badge.verified') })).toBeVisible()
      await expect(canvas.getByRole('link', { name: new RegExp(m('profile.social.youtube')) })).toBeVisible()
      await expect(followers()).toHaveTextContent(lang() === 'ar' ? '3 متابِعين' : '3 followers')
      await waitFor(() => expect(document.title).toBe(`${name} | ${lang() === 'ar' ? 'سفرة' : 'Sufra'}`))
    })

    await step('Follow applies after success, pulses, and the count goes up', async () => {
      await userEvent.click(canvas.getByRole('button', { name: m('follow.follow') }))
      const unfollow = await canvas.findByRole('button', { name: m('follow.unfollow') })
      await expect(unfollow).toHaveAttribute('data-pulse')
      await expect(followers()).toHaveTextContent(lang() === 'ar' ? '4 متابِعين' : '4 followers')
      await waitFor(() => expect(unfollow).not.toHaveAttribute('data-pulse'), { timeout: 3000 })
    })

    await step('tab 1: the recipes as recipe cards', async () => {
      const panel = await canvas.findByRole('tabpanel', { name: new RegExp(m('creator.tabs.recipes')) })
      const cards = await within(panel).findAllByRole('article')
      await expect(cards).toHaveLength(2)
      await expect(
        within(cards[0]!).getByRole('link', { name: lang() === 'ar' ? 'شيش طاووق' : 'Chicken shish tawook' }),
      ).toHaveAttribute('href', `/${lang()}/recipe/r-1`)
    })

    await step('tab 2: the creators they follow', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: m('creator.tabs.following') }))
      // The recipes' panel may still be leaving (its exit animation): the new one by its name.
      const panel = await canvas.findByRole('tabpanel', { name: new RegExp(m('creator.tabs.following')) })
      const cards = await within(panel).findAllByRole('article')
      await expect(cards).toHaveLength(2)
      await expect(cards[0]).toHaveAccessibleName(lang() === 'ar' ? 'سلمى ناصر' : 'Salma Nasser')
      await expect(cards[1]).toHaveAccessibleName(lang() === 'ar' ? 'ليلى حداد' : 'Layla Haddad')
      // The signed-in person's own card has no follow button.
      await expect(within(cards[1]!).queryByRole('button')).toBeNull()
    })
  },
}

const failing = scenario(omar._id, { followStatus: 500 })

/** A failed follow: the button and the count stay as they were, and a toast says so. */
export const FollowFails: Story = {
  beforeEach: () => {
    failing.beforeEach()
    const logged = spyOn(console, 'error').mockImplementation(() => {})
    return () => logged.mockRestore()
  },
  render: failing.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: m('follow.follow') }))
    const toast = await screen.findByRole('alert', { name: m('follow.failed') }, { timeout: 15_000 })
    await waitFor(() => expect(toast).toBeVisible())
    await expect(canvas.getByRole('button', { name: m('follow.follow') })).toBeEnabled()
    await expect(followers()).toHaveTextContent(lang() === 'ar' ? '3 متابِعين' : '3 followers')
  },
}

const visitor = scenario(salma._id, { user: null })

/** A visitor: no Follow in the header; no recipes and nobody followed yet: the empty states. */
export const VisitorAndEmptyTabs: Story = {
  beforeEach: visitor.beforeEach,
  render: visitor.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { level: 1 })
    await expect(canvas.getByRole('img', { name: m('ui.badge.unverified') })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: m('follow.follow') })).toBeNull()
    await expect(await canvas.findByText(m('pages.creator.empty'))).toBeVisible()
    await userEvent.click(canvas.getByRole('tab', { name: m('creator.tabs.following') }))
    await expect(await canvas.findByText(m('creator.following.empty'))).toBeVisible()
  },
}

const missing = scenario('00000000-0000-4000-8000-000000000000')

/** An unknown id: a not-found state with a sentence and a way to the creators. */
export const NotFound: Story = {
  beforeEach: () => {
    missing.beforeEach()
    const logged = spyOn(console, 'error').mockImplementation(() => {})
    return () => logged.mockRestore()
  },
  render: missing.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(m('creator.notFound.title'))).toBeVisible()
    await expect(canvas.getByText(m('creator.notFound.description'))).toBeVisible()
    await expect(canvas.getByRole('link', { name: m('creator.notFound.action') })).toHaveAttribute(
      'href',
      `/${lang()}/creators`,
    )
  },
}
