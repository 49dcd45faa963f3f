import { useId, useRef } from 'react'
import { MessageCircleIcon } from 'lucide-react'
import { ApiError } from '@sufra/api-client'
import { type MessageId, useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { EmptyState } from '@sufra/ui/empty-state'
import { toaster } from '@sufra/ui/toast'
import { commentThread } from '@sufra/styled-system/recipes'
import { signInAlert, useWidgetHost } from '../widget-host'
import { CommentComposer } from './comment-composer'
import { CommentItem } from './comment-item'
import { CommentsLoading } from './comment-thread-when-near'
import { useCommentThread } from './comment-thread-api'
import { countComments } from './comment-tree'
import { ThreadContext, type ThreadContextValue } from './thread-context'

export type CommentThreadProps = {
  recipeId: string
  /** The recipe's creator: their comments carry a "Recipe creator" badge. */
  recipeCreatorId?: string
}

const classes = commentThread()

const failureMessages: Record<'post' | 'edit' | 'delete' | 'like', MessageId> = {
  post: 'comments.error.post',
  edit: 'comments.error.edit',
  delete: 'comments.error.delete',
  like: 'comments.error.like',
}

/**
 * The comments of a recipe (spec sections 2, 4–6, 8): a box to add a comment (a new one appears at
 * the top), then every comment with its replies nested under it. Signed-in people like and reply;
 * authors edit and delete their own (a delete takes the replies with it). Visitors who try are asked
 * to sign in. Comment text is always shown as text, never as HTML.
 */
export function CommentThread({ recipeId, recipeCreatorId }: CommentThreadProps) {
  const { t } = useI18n()
  const host = useWidgetHost()
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const viewerId = host.user?._id ?? null
  const api = useCommentThread(recipeId, viewerId)
  const { thread } = api
  const comments = thread.data
  const total = comments ? countComments(comments) : 0

  const context: ThreadContextValue = {
    viewerId,
    recipeCreatorId,
    api,
    reportFailure(error, kind) {
      console.error(error)
      const status = error instanceof ApiError ? error.status : 0
      if (status === 401) {
        // The session ended meanwhile: say so as to a visitor, and let the page learn it is signed out.
        toaster.info({ title: t(signInAlert(kind === 'like' ? 'like' : 'comment')) })
        void host.refreshUser()
        return
      }
      if (status === 404) {
        // Someone deleted it (or the comment it answered) meanwhile. The write's settling refreshes
        // the thread (`staleAfter`), which then shows it as it is now.
        toaster.error({ title: t('comments.error.gone') })
        return
      }
      toaster.error({ title: t(status === 429 ? 'comments.error.tooMany' : failureMessages[kind]) })
    },
  }

  async function post(content: string) {
    try {
      await api.createComment(content)
      return true
    } catch (error) {
      context.reportFailure(error, 'post')
      return false
    }
  }

  return (
    <ThreadContext.Provider value={context}>
      <section
        aria-labelledby={headingId}
        className={classes.root}
        data-scope="comment-thread"
        data-part="root"
      >
        <h2 id={headingId} ref={heading} tabIndex={-1} className={classes.heading} data-part="heading">
          {t('comments.title')}{' '}
          {total > 0 ? (
            <span className={classes.count} data-part="count">
              {t('comments.count', { count: total })}
            </span>
          ) : null}
        </h2>

        <CommentComposer
          label={t('comments.composer.label')}
          placeholder={t('comments.composer.placeholder')}
          submitLabel={t('comments.post')}
          canSubmit={() => host.requireSignIn('comment')}
          onSubmit={post}
        />

        {thread.isPending ? (
          <CommentsLoading />
        ) : thread.isError ? (
          <div role="alert" className={classes.error} data-part="error">
            <span className={classes.errorText} data-part="error-text">
              {t('comments.loadFailed')}
            </span>
            <Button variant="outline" size="sm" onClick={() => void api.reload()} loading={thread.isFetching}>
              {t('comments.retry')}
            </Button>
          </div>
        ) : comments && comments.length > 0 ? (
          <ol className={classes.list} data-part="list">
            {comments.map((comment) => (
              <CommentItem
                key={comment._id}
                comment={comment}
                depth={0}
                focusAfterDelete={() => heading.current}
              />
            ))}
          </ol>
        ) : (
          <EmptyState size="sm" icon={<MessageCircleIcon />} title={t('comments.empty')} titleAs="p" />
        )}
      </section>
    </ThreadContext.Provider>
  )
}
