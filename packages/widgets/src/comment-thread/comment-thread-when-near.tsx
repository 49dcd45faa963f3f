import { useId } from 'react'
import { useI18n } from '@sufra/i18n'
import { lazyWhenNear } from '@sufra/ui/lazy-when-near'
import { SkeletonCircle, SkeletonText } from '@sufra/ui/skeleton'
import { commentThread } from '@sufra/styled-system/recipes'
import type { CommentThreadProps } from './comment-thread'

const classes = commentThread()

/** Two skeleton comments while the thread loads. */
export function CommentsLoading() {
  const { t } = useI18n()
  return (
    <div role="status" aria-label={t('comments.loading')} className={classes.loading} data-part="loading">
      {[0, 1].map((row) => (
        <div key={row} className={classes.loadingRow} data-part="loading-row">
          <SkeletonCircle size="sm" />
          <SkeletonText lines={2} className={classes.loadingText} />
        </div>
      ))}
    </div>
  )
}

/**
 * The thread's place while its code is on the way (a page loads it as it nears the viewport): the
 * same heading and the loading rows, so nothing moves when it arrives.
 */
export function CommentThreadPlaceholder() {
  const { t } = useI18n()
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={classes.root}
      data-scope="comment-thread"
      data-part="root"
    >
      <h2 id={headingId} className={classes.heading} data-part="heading">
        {t('comments.title')}
      </h2>
      <CommentsLoading />
    </section>
  )
}

const DeferredCommentThread = lazyWhenNear<CommentThreadProps>(
  async () => (await import('./comment-thread')).CommentThread,
)

/**
 * The CommentThread for a page that shows it below the fold: its code (the composer, replies, likes,
 * edits) loads as it comes near the viewport; a served page keeps the server's HTML until then.
 */
export function CommentThreadWhenNear(props: CommentThreadProps) {
  return <DeferredCommentThread {...props} fallback={<CommentThreadPlaceholder />} />
}
