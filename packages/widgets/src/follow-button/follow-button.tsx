import { useEffect, useState } from 'react'
import { UserCheckIcon, UserPlusIcon } from 'lucide-react'
import { ApiError, type Schema, serverSentence, useApiMutation } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { ConfirmDialog } from '@sufra/ui/confirm-dialog'
import { toaster } from '@sufra/ui/toast'
import { followButton } from '@sufra/styled-system/recipes'
import { useWidgetHost } from '../widget-host'

export type FollowState = Schema<'FollowState'>

export type FollowButtonProps = {
  /** The user to follow or unfollow. */
  userId: string
  size?: 'sm' | 'md'
  /** After a follow or unfollow went through (e.g. to update a follower count). */
  onChange?: (state: FollowState) => void
  /**
   * `confirmed` (a profile, a recipe's creator): the button changes after the call succeeded, and a
   * follow pulses. `optimistic` (the creators grid, top creators): it changes at once and goes back
   * if the call fails or answers other than 200/201 (spec section 4, Follow).
   */
  mode?: 'confirmed' | 'optimistic'
  /**
   * Visitors who are not signed in: `hide` the button (default; spec section 6), or `ask`: show
   * Follow, which gives the sign-in alert "Please login to follow or unfollow users." (section 5).
   */
  guests?: 'hide' | 'ask'
}

/** Spec: a follow or unfollow succeeded when the answer's status is 200 or 201. */
const FOLLOW_SUCCESS = new Set([200, 201])
/** Spec section 9: the pulse after a follow lasts 2 seconds. */
const PULSE_MS = 2000

const classes = followButton()

/**
 * Follow / Unfollow for a creator (spec: accounts, Follow). Never shown for the user themself; to
 * visitors only with `guests="ask"`. The state starts from the signed-in user's `following` list;
 * unfollowing asks "Are you sure you want to unfollow this user?" first. In the default `confirmed`
 * mode it changes only when the call answers 200 or 201, and a follow pulses for 2 seconds; in
 * `optimistic` mode it changes at once and reverts when the call does not succeed.
 */
export function FollowButton({
  userId,
  size = 'sm',
  onChange,
  mode = 'confirmed',
  guests = 'hide',
}: FollowButtonProps) {
  const host = useWidgetHost()
  const { t } = useI18n()

  const hostFollows = host.user?.following.includes(userId) ?? false
  const [following, setFollowing] = useState(hostFollows)
  // When the signed-in user is refreshed (here or elsewhere), their list is the truth again.
  const [seenHostFollows, setSeenHostFollows] = useState(hostFollows)
  if (seenHostFollows !== hostFollows) {
    setSeenHostFollows(hostFollows)
    setFollowing(hostFollows)
  }

  const [confirming, setConfirming] = useState(false)
  const [pulsing, setPulsing] = useState(false)

  useEffect(() => {
    if (!pulsing) return
    const timer = setTimeout(() => setPulsing(false), PULSE_MS)
    return () => clearTimeout(timer)
  }, [pulsing])

  // Follower counts on profiles and creator lists are refreshed (`staleAfter`).
  const follow = useApiMutation('post', '/follow/{id}')
  const unfollow = useApiMutation('post', '/follow/{id}/unfollow')
  const pending = follow.isPending || unfollow.isPending

  if (host.user?._id === userId) return null
  if (!host.user && guests === 'hide') return null
  const optimistic = mode === 'optimistic'

  async function send(next: boolean) {
    const mutation = next ? follow : unfollow
    if (optimistic) {
      // At once on screen; the dialog (for an unfollow) closes with it.
      setFollowing(next)
      setConfirming(false)
    }
    try {
      const answer = await mutation.mutateAsync({ params: { path: { id: userId } } })
      if (!FOLLOW_SUCCESS.has(answer.statusCode)) throw new ApiError(answer.message, answer.statusCode)
      setFollowing(answer.data.following)
      setConfirming(false)
      if (answer.data.following && !optimistic) setPulsing(true)
      onChange?.(answer.data)
      // The signed-in user's `following` list changed on the server.
      void host.refreshUser()
    } catch (error) {
      console.error(error)
      setConfirming(false)
      if (optimistic) setFollowing(!next)
      toaster.error({ title: serverSentence(error, { refusalsOnly: true }) ?? t('follow.failed') })
    }
  }

  function startFollow() {
    // A visitor gets the sign-in alert (and the site's sign-in modal); nothing is sent.
    if (!host.requireSignIn('follow')) return
    void send(true)
  }

  return (
    <>
      {following ? (
        <Button
          variant="outline"
          size={size}
          loading={!optimistic && unfollow.isPending}
          disabled={pending}
          data-following=""
          data-pulse={pulsing ? '' : undefined}
          data-scope="follow-button"
          data-part="root"
          className={classes.root}
          onClick={() => setConfirming(true)}
        >
          <UserCheckIcon aria-hidden size={16} />
          {t('follow.unfollow')}
        </Button>
      ) : (
        <Button
          variant="solid"
          size={size}
          loading={!optimistic && follow.isPending}
          disabled={pending}
          data-scope="follow-button"
          data-part="root"
          onClick={startFollow}
        >
          <UserPlusIcon aria-hidden size={16} />
          {t('follow.follow')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('follow.confirm.title')}
        description={t('follow.confirm.description')}
        confirmLabel={t('follow.confirm.action')}
        tone="danger"
        busy={!optimistic && unfollow.isPending}
        onConfirm={() => void send(false)}
      />
    </>
  )
}
