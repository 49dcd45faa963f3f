import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { storyUser } from '@sufra/api-client/testing'
import { toaster } from '@sufra/ui/toast'
import { CreatorsPage } from './creators-page'
import { CreatorsSite, type ServerOptions, creatorsServer, lang, m, omar } from './story-data'

/** The page on its own fake server, made afresh before each run (English, Arabic, re-runs). */
function scenario(options: ServerOptions = {}) {
  let server = creatorsServer(options)
  return {
    get: () => server,
    beforeEach: () => {
      server = creatorsServer(options)
    },
    render: () => <CreatorsSite server={server} path="/creators" />,
  }
}

const meta = {
  title: 'Site/CreatorsPage',
  component: CreatorsPage,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toaster.remove()
  },
} satisfies Meta<typeof CreatorsPage>

export default meta
type Story = StoryObj<typeof meta>

const signedIn = scenario({ user: { ...storyUser, following: [omar._id] } })

/**
 * Signed in: the heading, every creator from GET /user/get-all as a card linking to their profile,
 * Unfollow for the one already followed, and Follow that shows at once.
 */
export const SignedIn: Story = {
  beforeEach: signedIn.beforeEach,
  render: signedIn.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: m('pages.creators.title') })).toBeVisible()
    const cards = await canvas.findAllByRole('article')
    await expect(cards).toHaveLength(3)
    const omarName = lang() === 'ar' ? 'عمر خليل' : 'Omar Khalil'
    await expect(within(cards[0]!).getByRole('heading', { level: 2, name: omarName })).toBeVisible()
    await expect(within(cards[0]!).getByRole('link', { name: omarName })).toHaveAttribute(
      'href',
      `/${lang()}/creators/${omar._id}`,
    )
    await expect(within(cards[0]!).getByRole('button', { name: m('follow.unfollow') })).toBeVisible()

    await userEvent.click(within(cards[1]!).getByRole('button', { name: m('follow.follow') }))
    await expect(await within(cards[1]!).findByRole('button', { name: m('follow.unfollow') })).toBeVisible()
    await waitFor(() => expect(cards[1]!.querySelector('[data-stat=followers]')).toHaveTextContent('2'))
    await expect(signedIn.get().calls).toContain('POST /follow/1c3e5a70-2b4d-4f6a-8c9e-0a1b2c3d4e5f')
  },
}

const visitor = scenario({ user: null })

/** A visitor sees Follow; it gives "Please login to follow or unfollow users." and sends nothing. */
export const Visitor: Story = {
  beforeEach: visitor.beforeEach,
  render: visitor.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [first] = await canvas.findAllByRole('article')
    await userEvent.click(within(first!).getByRole('button', { name: m('follow.follow') }))
    const toast = await screen.findByRole('status', { name: m('host.signIn.follow') })
    await waitFor(() => expect(toast).toBeVisible())
    await expect(visitor.get().calls.filter((call) => call.startsWith('POST'))).toEqual([])
  },
}

const loading = scenario({ listHeld: true })

/** While the list loads: card-shaped placeholders that say so to screen readers. */
export const Loading: Story = {
  beforeEach: loading.beforeEach,
  render: loading.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('status')).toHaveTextContent(m('creators.loading'))
    loading.get().releaseList()
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3))
  },
}

const failing = scenario({ listFails: true })

/** The list fails: a sentence and Try again, which loads it. */
export const LoadFailsThenRetry: Story = {
  beforeEach: () => {
    failing.beforeEach()
    const logged = spyOn(console, 'error').mockImplementation(() => {})
    return () => logged.mockRestore()
  },
  render: failing.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(m('creators.failed'))).toBeVisible()
    failing.get().setListWorking()
    await userEvent.click(canvas.getByRole('button', { name: m('explore.retry') }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3))
  },
}

const empty = scenario({ list: [] })

/** Nobody else yet: the empty state. */
export const Empty: Story = {
  beforeEach: empty.beforeEach,
  render: empty.render,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(m('pages.creators.empty'))).toBeVisible()
  },
}
