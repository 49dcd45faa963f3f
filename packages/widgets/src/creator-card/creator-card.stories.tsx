import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { toaster } from '@sufra/ui/toast'
import { css } from '@sufra/styled-system/css'
import { StoryProviders, m } from '../recipe-detail/story-data'
import type { CurrentUser } from '../widget-host'
import { storyHost } from '../widget-host/story-host'
import { CreatorCard, CreatorGrid, CreatorGridSkeleton } from './creator-card'
import { type CreatorSummary, creators, followServer, omar, salma, viewer } from './story-data'

const lang = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
const followersText = (count: number) =>
  lang() === 'ar'
    ? { 0: '0 متابِع', 3: '3 متابِعين', 4: '4 متابِعين' }[count]
    : `${count} ${count === 1 ? 'follower' : 'followers'}`

type Options = { user?: CurrentUser | null; status?: number; held?: boolean }

/** One card with its own host and fake server, made afresh before each run (English, Arabic, re-runs). */
function scenario(creator: CreatorSummary, { user = viewer(), status, held }: Options = {}) {
  const build = () => ({ host: storyHost({ user }), server: followServer({ status, held }) })
  let current = build()
  return {
    get: () => current,
    beforeEach: () => {
      current = build()
    },
    render: () => (
      <StoryProviders host={current.host} client={current.server.client}>
        <div className={css({ maxW: 'xs' })}>
          <CreatorCard creator={creator} />
        </div>
      </StoryProviders>
    ),
  }
}

const meta = {
  title: 'Widgets/CreatorCard',
  component: CreatorCard,
  args: { creator: omar },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    toaster.remove()
  },
} satisfies Meta<typeof CreatorCard>

export default meta
type Story = StoryObj<typeof meta>

/** The unfollow confirmation, once its opening animation has finished. */
async function confirmation() {
  const dialog = await screen.findByRole('alertdialog', { name: m('follow.confirm.title') })
  await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0))
  return dialog
}

const stat = (card: HTMLElement, name: string) => card.querySelector(`[data-stat="${name}"]`)

const notFollowing = scenario(omar, { held: true })

/**
 * Not following: the card's name links to the profile; Follow changes the button at once, while the
 * call is out, and the follower count changes only when the server answered 200.
 */
export const FollowShowsAtOnce: Story = {
  beforeEach: notFollowing.beforeEach,
  render: notFollowing.render,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const { server, host } = notFollowing.get()
    const card = canvas.getByRole('article', { name: lang() === 'ar' ? 'عمر خليل' : 'Omar Khalil' })

    await step('name, link, verified badge, counts', async () => {
      const link = within(card).getByRole('link', { name: lang() === 'ar' ? 'عمر خليل' : 'Omar Khalil' })
      await expect(link).toHaveAttribute('href', `/${lang()}/creators/${omar._id}`)
      await expect(link).toHaveAttribute('dir', 'auto')
      await expect(within(card).getByRole('img', { name: m('ui.badge.verified') })).toBeVisible()
      await expect(stat(card, 'followers')).toHaveTextContent(followersText(3)!)
      await expect(stat(card, 'recipes')).toHaveTextContent(lang() === 'ar' ? '12 وصفةً' : '12 recipes')
    })

    await step('Follow: Unfollow shows before the answer; the count waits for it', async () => {
      await userEvent.click(within(card).getByRole('button', { name: m('follow.follow') }))
      await expect(await within(card).findByRole('button', { name: m('follow.unfollow') })).toBeDisabled()
      await expect(server.calls).toContain(`POST /follow/${omar._id}`)
      await expect(stat(card, 'followers')).toHaveTextContent(followersText(3)!)
      server.release()
      await waitFor(() => expect(stat(card, 'followers')).toHaveTextContent(followersText(4)!))
      await expect(within(card).getByRole('button', { name: m('follow.unfollow') })).toBeEnabled()
      await expect(host.refreshUser).toHaveBeenCalled()
    })
  },
}

const following = scenario(omar, { user: viewer([omar._id]) })

/** Following: Unfollow asks first; Cancel does nothing; confirming shows Follow at once. */
export const UnfollowConfirmAndCancel: Story = {
  beforeEach: following.beforeEach,
  render: following.render,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const { server } = following.get()

    await step('Cancel leaves everything as it was', async () => {
      await userEvent.click(canvas.getByRole('button', { name: m('follow.unfollow') }))
      const dialog = await confirmation()
      await userEvent.click(within(dialog).getByRole('button', { name: m('common.cancel') }))
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
      await expect(server.calls.filter((call) => call.startsWith('POST'))).toEqual([])
      await expect(canvas.getByRole('button', { name: m('follow.unfollow') })).toBeVisible()
    })

    await step('confirming unfollows: Follow at once, POST /follow/{id}/unfollow', async () => {
      await userEvent.click(canvas.getByRole('button', { name: m('follow.unfollow') }))
      const dialog = await confirmation()
      await userEvent.click(within(dialog).getByRole('button', { name: m('follow.confirm.action') }))
      await expect(await canvas.findByRole('button', { name: m('follow.follow') })).toBeVisible()
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
      await expect(server.calls).toContain(`POST /follow/${omar._id}/unfollow`)
    })
  },
}

const failing = scenario(omar, { status: 500, held: true })

/** The call fails: the button shows Unfollow while it is out, then goes back to Follow with a toast. */
export const FollowFailsAndReverts: Story = {
  beforeEach: () => {
    failing.beforeEach()
    // The failure is logged (spec section 8); keep the test output quiet.
    const logged = spyOn(console, 'error').mockImplementation(() => {})
    return () => logged.mockRestore()
  },
  render: failing.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = canvas.getByRole('article')
    await userEvent.click(canvas.getByRole('button', { name: m('follow.follow') }))
    await expect(await canvas.findByRole('button', { name: m('follow.unfollow') })).toBeVisible()
    failing.get().server.release()
    await expect(await canvas.findByRole('button', { name: m('follow.follow') })).toBeEnabled()
    const toast = await screen.findByRole('alert', { name: m('follow.failed') }, { timeout: 15_000 })
    await waitFor(() => expect(toast).toBeVisible())
    await expect(stat(card, 'followers')).toHaveTextContent(followersText(3)!)
  },
}

const guest = scenario(salma, { user: null })

/**
 * A visitor: the initial on a coloured circle (no picture), the exclamation mark (not verified), and
 * Follow gives "Please login to follow or unfollow users." without a call.
 */
export const GuestIsAskedToSignIn: Story = {
  beforeEach: guest.beforeEach,
  render: guest.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = canvas.getByRole('article')
    await expect(card.querySelector('img')).toBeNull()
    await expect(card.querySelector('[data-part=fallback]')).toHaveTextContent(lang() === 'ar' ? 'س' : 'S')
    await expect(within(card).getByRole('img', { name: m('ui.badge.unverified') })).toBeVisible()
    // An Arabic-only bio shows on the English page too, in its own direction.
    await expect(within(card).getByText('حلويات شرقية بلمسة حديثة.')).toHaveAttribute('dir', 'auto')

    await userEvent.click(canvas.getByRole('button', { name: m('follow.follow') }))
    const toast = await screen.findByRole('status', { name: m('host.signIn.follow') })
    await waitFor(() => expect(toast).toBeVisible())
    await expect(guest.get().host.requireSignIn).toHaveBeenCalledWith('follow')
    await expect(guest.get().server.calls).toEqual([])
    await expect(canvas.getByRole('button', { name: m('follow.follow') })).toBeVisible()
  },
}

const self = scenario(omar, { user: { ...viewer(), _id: omar._id } })

/** The signed-in creator's own card has no follow button. */
export const OwnCard: Story = {
  beforeEach: self.beforeEach,
  render: self.render,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toBeVisible()
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}

const grid = (() => {
  const build = () => ({ host: storyHost({ user: viewer([omar._id]) }), server: followServer() })
  let current = build()
  return {
    beforeEach: () => {
      current = build()
    },
    render: () => (
      <StoryProviders host={current.host} client={current.server.client}>
        <CreatorGrid creators={creators} />
        <div className={css({ marginBlockStart: '8' })}>
          <CreatorGridSkeleton count={2} label={m('creators.loading')} />
        </div>
        <div className={css({ maxW: 'xs', marginBlockStart: '8' })}>
          <CreatorCard creator={salma} variant="compact" />
        </div>
      </StoryProviders>
    ),
  }
})()

/** The grid (and its loading placeholders), as /creators shows it; compact cards as in a side list. */
export const GridAndCompact: Story = {
  beforeEach: grid.beforeEach,
  render: () => grid.render(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = canvas.getAllByRole('list')[0]!
    await expect(within(list).getAllByRole('article')).toHaveLength(3)
    await expect(within(list).getAllByRole('button', { name: m('follow.unfollow') })).toHaveLength(1)
    await expect(within(list).getAllByRole('button', { name: m('follow.follow') })).toHaveLength(2)
    await expect(canvas.getByRole('status')).toHaveTextContent(m('creators.loading'))
    const compact = canvasElement.querySelector('[data-variant=compact]')!
    await expect(
      within(compact as HTMLElement).getByRole('button', { name: m('follow.follow') }),
    ).toBeVisible()
  },
}
