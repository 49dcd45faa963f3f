import { type Schema, useComments, useSufraApi } from '@sufra/api-client'
import {
  type CommentNode,
  findComment,
  insertComment,
  removeComments,
  replaceComment,
  setLikes,
  toggledLikes,
} from './comment-tree'

type ThreadEnvelope = Schema<'CommentListEnvelope'>

/** The part of TanStack's QueryClient the writes use (handed to mutation callbacks as `context.client`). */
type CacheClient = {
  getQueryData(key: readonly unknown[]): unknown
  setQueryData(key: readonly unknown[], data: unknown): unknown
  cancelQueries(filters: { queryKey: readonly unknown[] }): Promise<void>
  invalidateQueries(filters: { queryKey: readonly unknown[] }): Promise<void>
}

/** The recipe detail shows how many comments a recipe has: refresh it after a comment comes or goes. */
const RECIPE_DETAIL_KEY = ['get', '/recipe/{id}'] as const

/**
 * A recipe's comment thread (GET /comment/{recipeId}) and the writes on it: each write updates the
 * cached thread from the server's answer (a new comment at the top or under its parent, an edit in
 * place, a deleted subtree gone, the likes after a toggle), so the list changes without a reload.
 * The like toggle shows at once and is put back if the server refuses it. Writes reject with ApiError.
 */
export function useCommentThread(recipeId: string, viewerId: string | null) {
  const { $api } = useSufraApi()
  const thread = useComments(recipeId)
  const threadKey = $api.queryOptions('get', '/comment/{recipeId}', { params: { path: { recipeId } } })
    .queryKey as readonly unknown[]

  function updateThread(client: CacheClient, change: (nodes: CommentNode[]) => CommentNode[]) {
    const current = client.getQueryData(threadKey) as ThreadEnvelope | undefined
    if (current) client.setQueryData(threadKey, { ...current, data: change(current.data) })
  }

  const create = $api.useMutation('post', '/comment/create', {
    onSuccess: (answer, _variables, _result, { client }) => {
      updateThread(client, (nodes) => insertComment(nodes, answer.data))
      void client.invalidateQueries({ queryKey: RECIPE_DETAIL_KEY })
    },
  })

  const edit = $api.useMutation('put', '/comment/edit/{commentId}', {
    onSuccess: (answer, _variables, _result, { client }) => {
      updateThread(client, (nodes) => replaceComment(nodes, answer.data))
    },
  })

  const remove = $api.useMutation('delete', '/comment/delete/{commentId}', {
    onSuccess: (answer, _variables, _result, { client }) => {
      updateThread(client, (nodes) => removeComments(nodes, answer.data.deleted))
      void client.invalidateQueries({ queryKey: RECIPE_DETAIL_KEY })
    },
  })

  const like = $api.useMutation('post', '/comment/like/{commentId}', {
    onMutate: async (variables, { client }) => {
      await client.cancelQueries({ queryKey: threadKey })
      const before = client.getQueryData(threadKey) as ThreadEnvelope | undefined
      const commentId = variables.params.path.commentId
      const likes = findComment(before?.data ?? [], commentId)?.likes
      if (viewerId && likes)
        updateThread(client, (nodes) => setLikes(nodes, commentId, toggledLikes(likes, viewerId)))
      return { before }
    },
    onError: (_error, _variables, result, { client }) => {
      if (result?.before) client.setQueryData(threadKey, result.before)
    },
    onSuccess: (answer, _variables, _result, { client }) => {
      updateThread(client, (nodes) => setLikes(nodes, answer.data._id, answer.data.likes))
    },
  })

  /** Reloads the thread (after a write found a comment gone, or to retry a failed load). */
  const reload = () => thread.refetch()

  return {
    thread,
    reload,
    createComment: (content: string, parentId?: string) =>
      create.mutateAsync({ body: { content, recipeId, ...(parentId ? { parentId } : {}) } }),
    editComment: (commentId: string, content: string) =>
      edit.mutateAsync({ params: { path: { commentId } }, body: { content } }),
    deleteComment: (commentId: string) =>
      remove.mutateAsync({ params: { path: { commentId } }, body: { recipeId } }),
    toggleLike: (commentId: string) => like.mutateAsync({ params: { path: { commentId } } }),
  }
}

export type CommentThreadApi = ReturnType<typeof useCommentThread>
