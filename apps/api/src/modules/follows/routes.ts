/**
 * Following creators: follow and unfollow are idempotent (a repeat is a 200 with no change) and answer
 * the followed user's followers after the call, in the order the profile shows them (oldest first).
 */
import { and, asc, eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import * as t from '../../db/schema'
import { envelope } from '../../http/envelope'
import { badRequest, notFound } from '../../http/errors'
import { requireViewer } from '../../http/session-viewer'
import type { OperationHandlers } from '../../http/types'
import { canonicalId } from '../presenters'

export const CANNOT_FOLLOW_YOURSELF = 'You cannot follow yourself.'
export const CANNOT_UNFOLLOW_YOURSELF = 'You cannot unfollow yourself.'
const USER_NOT_FOUND = 'User not found.'

/** Makes the viewer follow (or stop following) `id` in one transaction; answers the FollowState after it. */
async function changeFollow(request: FastifyRequest, id: string, following: boolean) {
  const userId = canonicalId(id)
  const viewerId = requireViewer(request)
  if (userId === viewerId) throw badRequest(following ? CANNOT_FOLLOW_YOURSELF : CANNOT_UNFOLLOW_YOURSELF)
  return request.server.db.transaction(async (tx) => {
    // KEY SHARE: an account being deleted waits for this (or this sees it gone): no foreign-key failure.
    const [user] = await tx
      .select({ id: t.users.id })
      .from(t.users)
      .where(eq(t.users.id, userId))
      .for('key share')
    if (!user) throw notFound(USER_NOT_FOUND)
    if (following) {
      await tx.insert(t.follows).values({ followerId: viewerId, followeeId: userId }).onConflictDoNothing()
    } else {
      await tx
        .delete(t.follows)
        .where(and(eq(t.follows.followerId, viewerId), eq(t.follows.followeeId, userId)))
    }
    const rows = await tx
      .select({ followerId: t.follows.followerId })
      .from(t.follows)
      .where(eq(t.follows.followeeId, userId))
      .orderBy(asc(t.follows.createdAt), asc(t.follows.followerId))
    const follower = rows.map((row) => row.followerId)
    return { userId, following, follower, followersCount: follower.length }
  })
}

export const followHandlers = {
  async followUser(request) {
    return envelope(await changeFollow(request, request.params.id, true), 'User followed successfully')
  },

  async unfollowUser(request) {
    return envelope(await changeFollow(request, request.params.id, false), 'User unfollowed successfully')
  },
} satisfies OperationHandlers
