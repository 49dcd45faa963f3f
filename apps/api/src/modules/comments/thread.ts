/**
 * A recipe's comments as the API shows them: a tree built from one query (comments with their authors and
 * likers), top-level comments newest first and replies oldest first under their parents.
 */
import { asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import { localized, userSummary, userSummaryColumns } from '../presenters'

export interface CommentNode {
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

/** Ids of the users who like the comment of the current row, oldest like first. */
export const commentLikers = sql<
  string[]
>`coalesce((select json_agg(l.user_id order by l.created_at, l.user_id)
  from comment_likes l where l.comment_id = "comments"."id"), '[]'::json)`

/** The whole thread of a recipe: `topLevel` as the API lists it and every node by id. */
export async function loadThread(db: Database, recipeId: string) {
  const rows = await db
    .select({
      id: t.comments.id,
      parentId: t.comments.parentId,
      contentEn: t.comments.contentEn,
      contentAr: t.comments.contentAr,
      createdAt: t.comments.createdAt,
      updatedAt: t.comments.updatedAt,
      user: userSummaryColumns,
      likes: commentLikers,
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
  return { topLevel: topLevel.reverse(), nodes }
}
