import { asc, eq, sql } from 'drizzle-orm'
import * as t from '../../db/schema'
import { envelope } from '../../http/envelope'
import { notFound } from '../../http/errors'
import type { OperationHandlers } from '../../http/types'
import { localized, userSummary, userSummaryColumns } from '../presenters'

interface CommentNode {
  _id: string
  recipeId: string
  user: ReturnType<typeof userSummary>
  content: { en: string; ar: string }
  likes: string[]
  parent: string | null
  replies: CommentNode[]
  createdAt: string
  updatedAt: string
}

export const commentHandlers = {
  /** The whole thread of a recipe: top-level comments newest first, replies nested oldest first. */
  async listComments(request) {
    const { recipeId } = request.params as { recipeId: string }
    const db = request.server.db
    const [recipe] = await db.select({ id: t.recipes.id }).from(t.recipes).where(eq(t.recipes.id, recipeId))
    if (!recipe) throw notFound('Recipe not found.')
    const rows = await db
      .select({
        id: t.comments.id,
        parentId: t.comments.parentId,
        contentEn: t.comments.contentEn,
        contentAr: t.comments.contentAr,
        createdAt: t.comments.createdAt,
        updatedAt: t.comments.updatedAt,
        user: userSummaryColumns,
        likes: sql<string[]>`coalesce((select json_agg(l.user_id order by l.created_at) from comment_likes l
          where l.comment_id = "comments"."id"), '[]'::json)`,
      })
      .from(t.comments)
      .innerJoin(t.users, eq(t.users.id, t.comments.userId))
      .where(eq(t.comments.recipeId, recipeId))
      .orderBy(asc(t.comments.createdAt), asc(t.comments.id))
    const nodes = new Map<string, CommentNode>()
    for (const row of rows) {
      nodes.set(row.id, {
        _id: row.id,
        recipeId,
        user: userSummary(row.user),
        content: localized(row.contentEn, row.contentAr),
        likes: row.likes,
        parent: row.parentId,
        replies: [],
        createdAt: new Date(row.createdAt).toISOString(),
        updatedAt: new Date(row.updatedAt).toISOString(),
      })
    }
    const topLevel: CommentNode[] = []
    for (const node of nodes.values()) {
      const parent = node.parent ? nodes.get(node.parent) : undefined
      if (parent) parent.replies.push(node)
      else topLevel.push(node)
    }
    return envelope(topLevel.reverse(), 'Comments fetched successfully')
  },
} satisfies OperationHandlers
