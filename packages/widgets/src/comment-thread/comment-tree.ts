import type { Schema } from '@sufra/api-client'

export type CommentNode = Schema<'Comment'>

/**
 * Pure updates of a thread as the API lists it (top-level comments newest first, replies oldest first
 * under their parent). Each returns a new tree and leaves the given one untouched.
 */

/** Applies `change` to the comment `id` wherever it sits; unchanged branches are kept as they are. */
function mapComment(
  nodes: CommentNode[],
  id: string,
  change: (node: CommentNode) => CommentNode,
): CommentNode[] {
  let changed = false
  const next = nodes.map((node) => {
    if (node._id === id) {
      changed = true
      return change(node)
    }
    const replies = mapComment(node.replies, id, change)
    if (replies === node.replies) return node
    changed = true
    return { ...node, replies }
  })
  return changed ? next : nodes
}

/** A new comment: a top-level one goes first, a reply last under its parent (at any depth). */
export function insertComment(nodes: CommentNode[], comment: CommentNode): CommentNode[] {
  if (!comment.parent) return [comment, ...nodes.filter((node) => node._id !== comment._id)]
  return mapComment(nodes, comment.parent, (parent) => ({
    ...parent,
    replies: [...parent.replies.filter((node) => node._id !== comment._id), comment],
  }))
}

/** The edited comment's text and time; its replies stay as this tree has them. */
export function replaceComment(nodes: CommentNode[], comment: CommentNode): CommentNode[] {
  return mapComment(nodes, comment._id, (node) => ({
    ...node,
    content: comment.content,
    updatedAt: comment.updatedAt,
  }))
}

/** Removes every comment whose id is in `ids` (a deleted comment takes its replies with it). */
export function removeComments(nodes: CommentNode[], ids: Iterable<string>): CommentNode[] {
  const gone = new Set(ids)
  const prune = (list: CommentNode[]): CommentNode[] => {
    let changed = false
    const next: CommentNode[] = []
    for (const node of list) {
      if (gone.has(node._id)) {
        changed = true
        continue
      }
      const replies = prune(node.replies)
      if (replies !== node.replies) changed = true
      next.push(replies === node.replies ? node : { ...node, replies })
    }
    return changed ? next : list
  }
  return prune(nodes)
}

export function setLikes(nodes: CommentNode[], id: string, likes: string[]): CommentNode[] {
  return mapComment(nodes, id, (node) => ({ ...node, likes }))
}

/** The likes after `userId` toggles theirs (for showing the toggle before the server answers). */
export function toggledLikes(likes: string[], userId: string): string[] {
  return likes.includes(userId) ? likes.filter((id) => id !== userId) : [...likes, userId]
}

/** How many comments a list holds, replies at every depth included. */
export function countComments(nodes: CommentNode[]): number {
  return nodes.reduce((total, node) => total + 1 + countComments(node.replies), 0)
}

export function findComment(nodes: CommentNode[], id: string): CommentNode | undefined {
  for (const node of nodes) {
    if (node._id === id) return node
    const found = findComment(node.replies, id)
    if (found) return found
  }
  return undefined
}
