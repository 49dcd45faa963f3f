import { type QueryClient, cachedRead, useApiMutation, useApiQuery } from '@sufra/api-client'
import {
  type CommentNode,
  findComment,
  insertComment,
  removeComments,
  replaceComment,
  setLikes,
  toggledLikes,
} from './comment-tree'

/**
 * A recipe's comment thread (GET /comment/{recipeId}) and the writes on it: each write updates the
 * cached thread from the server's answer (a new comment at the top or under its parent, an edit in
 * place, a deleted subtree gone, the likes after a toggle), so the list changes without a reload;
 * when it settles the thread and the recipe's comment count are refreshed (`staleAfter`). The like
 * toggle shows at once and is put back if the server refuses it. Writes reject with ApiError.
 */
export function useCommentThread(recipeId: string, viewerId: string | null) {
  const init = { params: { path: { recipeId } } }
  const thread = useApiQuery('/comment/{recipeId}', init, { enabled: recipeId !== '' })

  const cachedThread = (client: QueryClient) => cachedRead(client, '/comment/{recipeId}', init)
  function updateThread(client: QueryClient, change: (nodes: CommentNode[]) => CommentNode[]) {
    const cached = cachedThread(client)
    const current = cached.get()
    if (current) cached.set(change(current))
  }

  const create = useApiMutation('post', '/comment/create', {
    onSuccess: (answer, _variables, _result, { client }) => {
      updateThread(client, (nodes) => insertComment(nodes, answer.data))
    },
  })

  const edit = useApiMutation('put', '/comment/edit/{commentId}', {
    onSuccess: (answer, _variables, _result, { client }) => {
      updateThread(client, (nodes) => replaceComment(nodes, answer.data))
    },
  })

  const remove = useApiMutation('delete', '/comment/delete/{commentId}', {
    onSuccess: (answer, _variables, _result, { client }) => {
      updateThread(client, (nodes) => removeComments(nodes, answer.data.deleted))
    },
  })

  const like = useApiMutation('post', '/comment/like/{commentId}', {
    onMutate: async (variables, { client }) => {
      const cached = cachedThread(client)
      await cached.cancel()
      const before = cached.get()
      const commentId = variables.params.path.commentId
      const likes = findComment(before ?? [], commentId)?.likes
      if (viewerId && likes)
        updateThread(client, (nodes) => setLikes(nodes, commentId, toggledLikes(likes, viewerId)))
      return { before }
    },
    onError: (_error, _variables, result, { client }) => {
      cachedThread(client).set(result?.before)
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
