import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import type { Schema } from '@sufra/api-client'
import { createFakeApi, envelope, failure, http } from '@sufra/api-client/testing'
import { toaster } from '@sufra/ui/toast'
import { css } from '@sufra/styled-system/css'
import { StoryProviders, creator, m, owner, visitor } from '../recipe-detail/story-data'
import type { CurrentUser } from '../widget-host'
import { storyHost } from '../widget-host/story-host'
import { FollowButton } from './follow-button'

type Setup = { user: CurrentUser | null; followStatus?: number }

function followApi(followStatus = 200) {
  let followers: string[] = []
  const state = (): Schema<'FollowState'> => ({
    userId: creator._id,
    following: followers.includes(visitor._id),
    follower: followers,
    followersCount: followers.length,
  })
  const api = createFakeApi(
    http.post('/follow/{id}', ({ response }) => {
      if (followStatus >= 400) return failure(followStatus, 'Server error')
      followers = [...followers, visitor._id]
      return response(200).json(envelope(state(), 'Followed'))
    }),
    http.post('/follow/{id}/unfollow', ({ response }) => {
      followers = followers.filter((id) => id !== visitor._id)
      return response(200).json(envelope(state(), 'Unfollowed'))
    }),
  )
  return { client: api.client, calls: api.requests }
}

function setup({ user, followStatus }: Setup) {
  const host = storyHost({ user })
  const api = followApi(followStatus)
  return {
    host,
    api,
    render: () => (
      <StoryProviders host={host} client={api.client}>
        <div
          data-testid="creator"
          className={css({ display: 'flex', alignItems: 'center', gap: '3', minH: '10' })}
        >
          <span dir="auto">{creator.firstName.en}</span>
          <FollowButton userId={creator._id} />
        </div>
      </StoryProviders>
    ),
  }
}

const meta = {
  title: 'Widgets/FollowButton',
  component: FollowButton,
  args: { userId: creator._id },
  beforeEach: () => {
    toaster.remove()
  },
} satisfies Meta<typeof FollowButton>

export default meta
type Story = StoryObj<typeof meta>

/** The unfollow confirmation, once its opening animation has finished. */
async function confirmation() {
  const dialog = await screen.findByRole('alertdialog', { name: m('follow.confirm.title') })
  await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0))
  return dialog
}

const notFollowing = setup({ user: visitor })

/**
 * Follow goes through at once (200) and pulses; Unfollow asks first: Cancel does nothing, confirming
 * unfollows. The state changes only after the call succeeded.
 */
export const FollowAndUnfollow: Story = {
  render: notFollowing.render,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const { api, host } = notFollowing
    api.calls.length = 0

    await step('Follow: POST /follow/{id}, then Unfollow with a 2-second pulse', async () => {
      await userEvent.click(canvas.getByRole('button', { name: m('follow.follow') }))
      const unfollow = await canvas.findByRole('button', { name: m('follow.unfollow') })
      await expect(api.calls).toEqual([{ method: 'POST', path: `/follow/${creator._id}`, body: undefined }])
      await expect(unfollow).toHaveAttribute('data-pulse')
      await expect(host.refreshUser).toHaveBeenCalled()
      await waitFor(() => expect(unfollow).not.toHaveAttribute('data-pulse'), { timeout: 3000 })
    })

    await step('Unfollow asks; Cancel leaves everything as it was', async () => {
      await userEvent.click(canvas.getByRole('button', { name: m('follow.unfollow') }))
      const dialog = await confirmation()
      await expect(within(dialog).getByRole('button', { name: m('common.cancel') })).toHaveFocus()
      await userEvent.click(within(dialog).getByRole('button', { name: m('common.cancel') }))
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
      await expect(api.calls).toHaveLength(1)
      await expect(canvas.getByRole('button', { name: m('follow.unfollow') })).toHaveFocus()
    })

    await step('confirming unfollows: POST /follow/{id}/unfollow, back to Follow', async () => {
      await userEvent.click(canvas.getByRole('button', { name: m('follow.unfollow') }))
      const dialog = await confirmation()
      await userEvent.click(within(dialog).getByRole('button', { name: m('follow.confirm.action') }))
      await expect(await canvas.findByRole('button', { name: m('follow.follow') })).toBeVisible()
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
      await expect(api.calls.at(-1)).toEqual({
        method: 'POST',
        path: `/follow/${creator._id}/unfollow`,
        body: undefined,
      })
    })
  },
}

const alreadyFollowing = setup({ user: { ...visitor, following: [creator._id] } })

/** The signed-in user's `following` list already has the creator: Unfollow from the start. */
export const AlreadyFollowing: Story = {
  render: alreadyFollowing.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: m('follow.unfollow') })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: m('follow.follow') })).toBeNull()
  },
}

const failing = setup({ user: visitor, followStatus: 500 })

/** A failed follow changes nothing and says so. */
export const FollowFails: Story = {
  render: failing.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const follow = canvas.getByRole('button', { name: m('follow.follow') })
    await userEvent.click(follow)
    const toast = await screen.findByRole('alert', { name: m('follow.failed') }, { timeout: 15_000 })
    await waitFor(() => expect(toast).toBeVisible())
    await expect(canvas.getByRole('button', { name: m('follow.follow') })).toBeEnabled()
    await expect(canvas.queryByRole('button', { name: m('follow.unfollow') })).toBeNull()
  },
}

const signedOut = setup({ user: null })

/** Visitors who are not signed in see no Follow button (spec: signed-in users only). */
export const HiddenWhenSignedOut: Story = {
  render: signedOut.render,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('creator')).toBeVisible()
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}

const ownProfile = setup({ user: owner })

/** Nobody follows themself: no button on the creator's own recipes. */
export const HiddenForYourself: Story = {
  render: ownProfile.render,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}
