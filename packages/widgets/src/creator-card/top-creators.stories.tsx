import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { toaster } from '@sufra/ui/toast'
import { css } from '@sufra/styled-system/css'
import { StoryProviders, m } from '../recipe-detail/story-data'
import { storyHost } from '../widget-host/story-host'
import { type CreatorSummary, creators, followServer, omar, viewer } from './story-data'
import { TopCreators } from './top-creators'

/** The list with its own host and fake server, made afresh before each run. */
function scenario(options: { list?: CreatorSummary[] | null; status?: number; signedIn?: boolean } = {}) {
  const build = () => ({
    host: storyHost({ user: options.signedIn === false ? null : viewer() }),
    server: followServer({
      list: options.list === undefined ? creators : options.list,
      status: options.status,
    }),
  })
  let current = build()
  return {
    get: () => current,
    beforeEach: () => {
      current = build()
    },
    render: () => (
      <StoryProviders host={current.host} client={current.server.client}>
        <div className={css({ maxW: 'xs' })}>
          <TopCreators />
        </div>
      </StoryProviders>
    ),
  }
}

const meta = {
  title: 'Widgets/TopCreators',
  component: TopCreators,
  parameters: { layout: 'padded' },
  beforeEach: () => {
    toaster.remove()
  },
} satisfies Meta<typeof TopCreators>

export default meta
type Story = StoryObj<typeof meta>

const loaded = scenario()

/** GET /user/top-creators as compact cards under "Top creators"; Follow shows at once. */
export const Loaded: Story = {
  beforeEach: loaded.beforeEach,
  render: loaded.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const section = canvas.getByRole('region', { name: m('creators.top.title') })
    await expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      m('creators.top.title'),
    )
    const cards = await within(section).findAllByRole('article')
    await expect(cards).toHaveLength(3)
    await expect(within(cards[0]!).getByRole('heading', { level: 3 })).toBeVisible()
    await userEvent.click(within(cards[0]!).getByRole('button', { name: m('follow.follow') }))
    await expect(await within(cards[0]!).findByRole('button', { name: m('follow.unfollow') })).toBeVisible()
    await expect(loaded.get().server.calls).toContain(`POST /follow/${omar._id}`)
  },
}

const failing = scenario({ status: 500 })

/** A failed follow from the list goes back to Follow and says so. */
export const FollowFails: Story = {
  beforeEach: () => {
    failing.beforeEach()
    const logged = spyOn(console, 'error').mockImplementation(() => {})
    return () => logged.mockRestore()
  },
  render: failing.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [first] = await canvas.findAllByRole('article')
    await userEvent.click(within(first!).getByRole('button', { name: m('follow.follow') }))
    const toast = await screen.findByRole('alert', { name: m('follow.failed') }, { timeout: 15_000 })
    await waitFor(() => expect(toast).toBeVisible())
    await expect(within(first!).getByRole('button', { name: m('follow.follow') })).toBeEnabled()
  },
}

const guest = scenario({ signedIn: false })

/** A visitor sees Follow, which asks them to sign in. */
export const Guest: Story = {
  beforeEach: guest.beforeEach,
  render: guest.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [first] = await canvas.findAllByRole('article')
    await userEvent.click(within(first!).getByRole('button', { name: m('follow.follow') }))
    const toast = await screen.findByRole('status', { name: m('host.signIn.follow') })
    await waitFor(() => expect(toast).toBeVisible())
    await expect(guest.get().server.calls.filter((call) => call.startsWith('POST'))).toEqual([])
  },
}

const broken = scenario({ list: null })

/** The list fails: a sentence and Try again, which loads it. */
export const LoadFailsThenRetry: Story = {
  beforeEach: () => {
    broken.beforeEach()
    const logged = spyOn(console, 'error').mockImplementation(() => {})
    return () => logged.mockRestore()
  },
  render: broken.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(m('creators.failed'))).toBeVisible()
    broken.get().server.setList(creators)
    await userEvent.click(canvas.getByRole('button', { name: m('explore.retry') }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3))
  },
}

const empty = scenario({ list: [] })

/** Nobody yet: a short sentence. */
export const Empty: Story = {
  beforeEach: empty.beforeEach,
  render: empty.render,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(m('creators.top.empty'))).toBeVisible()
  },
}
