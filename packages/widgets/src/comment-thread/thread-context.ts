import { createContext, useContext } from 'react'
import type { CommentThreadApi } from './comment-thread-api'

/** What every comment of a thread shares: the viewer, the recipe's creator and the writes. */
export type ThreadContextValue = {
  viewerId: string | null
  recipeCreatorId?: string
  api: CommentThreadApi
  /** Shows the right message for a failed write (and reloads the thread when a comment is gone). */
  reportFailure: (error: unknown, kind: 'post' | 'edit' | 'delete' | 'like') => void
}

export const ThreadContext = createContext<ThreadContextValue | null>(null)

export function useThread(): ThreadContextValue {
  const value = useContext(ThreadContext)
  if (!value) throw new Error('A comment is shown outside its CommentThread')
  return value
}
