/**
 * Comments and replies on recipes. Content is plain text as the person wrote it (trimmed), stored in both
 * `content.en` and `content.ar` (no machine translation); clients show it as text, never as HTML.
 * Only a comment's author may edit or delete it; deleting removes its replies at every depth.
 */
import { and, eq, sql } from 'drizzle-orm'
import { isBlank } from '@sufra/core'
import * as t from '../../db/schema'
import { envelope } from '../../http/envelope'
import { badRequest, forbidden, notFound } from '../../http/errors'
import { requireViewer } from '../../http/session-viewer'
import type { OperationHandlers } from '../../http/types'
import { recipeChanged } from '../recipes/detail-cache'
import { commentLikers, loadThread } from './thread'

/** The text a person wrote, trimmed; refused when it would show nothing (zero-width spaces and the like). */
function commentContent(content: string): string {
  const trimmed = content.trim()
  if (isBlank(trimmed)) throw badRequest('A comment needs some visible text.', 'content')
  return trimmed
}

const COMMENT_NOT_FOUND = 'This comment no longer exists.'

interface CommentRow {
  id: string
  recipeId: string
  userId: string
}

async function findComment(db: Parameters<typeof loadThread>[0], commentId: string): Promise<CommentRow> {
  const [comment] = await db
    .select({ id: t.comments.id, recipeId: t.comments.recipeId, userId: t.comments.userId })
    .from(t.comments)
    .where(eq(t.comments.id, commentId))
  if (!comment) throw notFound(COMMENT_NOT_FOUND)
  return comment
}

/** `subtree` in SQL: the comment `rootId` and every reply under it, at any depth. */
const subtreeIds = (rootId: string) => sql`(with recursive subtree(id) as (
    select c.id from comments c where c.id = ${rootId}
    union all
    select c.id from comments c join subtree s on c.parent_id = s.id
  ) select id from subtree)`

export const commentHandlers = {
  /** The whole thread of a recipe: top-level comments newest first, replies nested oldest first. */
  async listComments(request) {
    const { recipeId } = request.params
    const db = request.server.db
    const [recipe] = await db.select({ id: t.recipes.id }).from(t.recipes).where(eq(t.recipes.id, recipeId))
    if (!recipe) throw notFound('Recipe not found.')
    const { topLevel } = await loadThread(db, recipeId)
    return envelope(topLevel, 'Comments fetched successfully')
  },

  async createComment(request, reply) {
    const viewerId = requireViewer(request)
    // Counted per IP address and per account, so one person cannot flood a thread.
    const input = request.body
    const content = commentContent(input.content)
    await request.server.rateLimits.consume('comment', request, viewerId)
    const db = request.server.db
    const [recipe] = await db
      .select({ id: t.recipes.id })
      .from(t.recipes)
      .where(eq(t.recipes.id, input.recipeId))
    if (!recipe) throw notFound('Recipe not found.')
    if (input.parentId) {
      const [parent] = await db
        .select({ recipeId: t.comments.recipeId })
        .from(t.comments)
        .where(eq(t.comments.id, input.parentId))
      if (!parent) throw notFound('The comment you are replying to no longer exists.')
      if (parent.recipeId !== input.recipeId)
        throw badRequest('You can only reply to a comment on the same recipe.', 'parentId')
    }
    // The parent's foreign key (ON DELETE CASCADE) keeps a reply from outliving a parent deleted meanwhile.
    const [row] = await db
      .insert(t.comments)
      .values({
        recipeId: input.recipeId,
        userId: viewerId,
        parentId: input.parentId ?? null,
        contentEn: content,
        contentAr: content,
      })
      .returning({ id: t.comments.id })
    // The detail shows how many comments the recipe has.
    recipeChanged(db, input.recipeId)
    const { nodes } = await loadThread(db, input.recipeId)
    const comment = nodes.get(row!.id)
    if (!comment) throw notFound('The comment you are replying to no longer exists.')
    reply.code(201)
    return envelope(comment, 'Comment added successfully', 201)
  },

  async editComment(request) {
    const viewerId = requireViewer(request)
    const { commentId } = request.params
    const content = commentContent(request.body.content)
    const db = request.server.db
    const comment = await findComment(db, commentId)
    if (comment.userId !== viewerId) throw forbidden('Only the author of a comment can edit it.')
    const updated = await db
      .update(t.comments)
      .set({ contentEn: content, contentAr: content, updatedAt: sql`now()` })
      .where(and(eq(t.comments.id, commentId), eq(t.comments.userId, viewerId)))
      .returning({ id: t.comments.id })
    if (updated.length === 0) throw notFound(COMMENT_NOT_FOUND)
    const { nodes } = await loadThread(db, comment.recipeId)
    const node = nodes.get(commentId)
    if (!node) throw notFound(COMMENT_NOT_FOUND)
    return envelope(node, 'Comment updated successfully')
  },

  async deleteComment(request) {
    const viewerId = requireViewer(request)
    const { commentId } = request.params
    const { recipeId } = request.body
    const db = request.server.db
    const comment = await findComment(db, commentId)
    if (comment.recipeId !== recipeId)
      throw badRequest('This comment does not belong to that recipe.', 'recipeId')
    if (comment.userId !== viewerId) throw forbidden('Only the author of a comment can delete it.')
    const deleted = await db.transaction(async (tx) => {
      await tx.delete(t.commentLikes).where(sql`${t.commentLikes.commentId} in ${subtreeIds(commentId)}`)
      return tx
        .delete(t.comments)
        .where(sql`${t.comments.id} in ${subtreeIds(commentId)}`)
        .returning({ id: t.comments.id })
    })
    if (deleted.length === 0) throw notFound(COMMENT_NOT_FOUND)
    recipeChanged(db, comment.recipeId)
    // The comment first, then its replies.
    const ids = [commentId, ...deleted.map((row) => row.id).filter((id) => id !== commentId)]
    return envelope({ deleted: ids }, 'Comment deleted successfully')
  },

  async toggleCommentLike(request) {
    const { commentId } = request.params
    const viewerId = requireViewer(request)
    const db = request.server.db
    await findComment(db, commentId)
    const likes = await db.transaction(async (tx) => {
      const removed = await tx
        .delete(t.commentLikes)
        .where(and(eq(t.commentLikes.commentId, commentId), eq(t.commentLikes.userId, viewerId)))
        .returning({ userId: t.commentLikes.userId })
      if (removed.length === 0)
        await tx.insert(t.commentLikes).values({ commentId, userId: viewerId }).onConflictDoNothing()
      const [row] = await tx
        .select({ likes: commentLikers })
        .from(t.comments)
        .where(eq(t.comments.id, commentId))
      return row?.likes
    })
    // A comment deleted between the check and the toggle: its like went with it (foreign key).
    if (!likes) throw notFound(COMMENT_NOT_FOUND)
    return envelope({ _id: commentId, likes }, 'Comment like updated successfully')
  },
} satisfies OperationHandlers
