import { useEffect, useId, useRef, useState } from 'react'
import { ChevronDownIcon, HeartIcon, MessageCircleIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import { displayName } from '@sufra/core'
import { pickText, useI18n, useRelativeAge } from '@sufra/i18n'
import { Avatar } from '@sufra/ui/avatar'
import { Badge } from '@sufra/ui/badge'
import { Button } from '@sufra/ui/button'
import { ConfirmDialog } from '@sufra/ui/confirm-dialog'
import { commentItem } from '@sufra/styled-system/recipes'
import { useWidgetHost } from '../widget-host'
import { CommentComposer } from './comment-composer'
import { type CommentNode, countComments } from './comment-tree'
import { useThread } from './thread-context'

/** Replies indent (with a line at their inline start) down to this depth; deeper ones line up with it. */
export const MAX_INDENT_DEPTH = 3

const classes = commentItem()

/** Under one second apart: the comment was only written, not changed afterwards. */
const wasEdited = (comment: CommentNode) =>
  Date.parse(comment.updatedAt) - Date.parse(comment.createdAt) > 1000

export type CommentItemProps = {
  comment: CommentNode
  /** 0 for a top-level comment, 1 for its replies, and so on. */
  depth: number
  /** The name of the comment this one answers (shown once replies stop indenting). */
  parentName?: string
  /** Where focus goes once this comment (and its replies) is deleted: the parent's Reply, or the heading. */
  focusAfterDelete: () => HTMLElement | null
}

/**
 * One comment: avatar, name (a link to the person's creator page), age, the text as written (plain
 * text, line breaks kept), like, reply, and for its author edit and delete; then its replies.
 */
export function CommentItem({ comment, depth, parentName, focusAfterDelete }: CommentItemProps) {
  const { t, locale, intl } = useI18n()
  const host = useWidgetHost()
  const age = useRelativeAge()
  const { viewerId, recipeCreatorId, api, reportFailure } = useThread()
  const [replying, setReplying] = useState(false)
  const [editing, setEditing] = useState(false)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [showReplies, setShowReplies] = useState(true)
  const repliesId = useId()
  const replyButton = useRef<HTMLButtonElement>(null)
  const editButton = useRef<HTMLButtonElement>(null)
  const deleteButton = useRef<HTMLButtonElement>(null)
  const deleted = useRef(false)
  const restoreEditFocus = useRef(false)
  const liking = useRef(false)

  // The editor closed (saved, cancelled): focus returns to the Edit button it came from, once it is back.
  useEffect(() => {
    if (editing || !restoreEditFocus.current) return
    restoreEditFocus.current = false
    editButton.current?.focus()
  }, [editing])

  const { user } = comment
  const name = displayName(user, locale)
  const text = pickText(comment.content, locale)
  const own = viewerId !== null && viewerId === user._id
  const liked = viewerId !== null && comment.likes.includes(viewerId)
  const likes = comment.likes.length
  const replyCount = comment.replies.length
  /** This comment's replies indent under it (down to MAX_INDENT_DEPTH levels). */
  const repliesIndented = depth + 1 <= MAX_INDENT_DEPTH
  /** Past the indented levels a comment says whom it answers, since its place no longer does. */
  const showsParent = depth > MAX_INDENT_DEPTH

  function startReply() {
    if (!host.requireSignIn('reply')) return
    setReplying(true)
  }

  function closeReply() {
    setReplying(false)
    replyButton.current?.focus()
  }

  async function postReply(content: string) {
    if (!host.requireSignIn('reply')) return false
    try {
      await api.createComment(content, comment._id)
      setShowReplies(true)
      closeReply()
      return true
    } catch (error) {
      reportFailure(error, 'post')
      return false
    }
  }

  function closeEditor() {
    restoreEditFocus.current = true
    setEditing(false)
  }

  async function saveEdit(content: string) {
    if (content === text.trim()) {
      closeEditor()
      return true
    }
    try {
      await api.editComment(comment._id, content)
      closeEditor()
      return true
    } catch (error) {
      reportFailure(error, 'edit')
      return false
    }
  }

  async function confirmDelete() {
    setDeleting(true)
    try {
      await api.deleteComment(comment._id)
      // This comment leaves the page (its dialog with it): focus moves to what stays.
      deleted.current = true
      focusAfterDelete()?.focus()
    } catch (error) {
      setConfirmingDelete(false)
      reportFailure(error, 'delete')
    } finally {
      setDeleting(false)
    }
  }

  async function toggleLike() {
    if (!host.requireSignIn('like')) return
    // One toggle at a time: a second click while the first is on its way would race it.
    if (liking.current) return
    liking.current = true
    try {
      await api.toggleLike(comment._id)
    } catch (error) {
      reportFailure(error, 'like')
    } finally {
      liking.current = false
    }
  }

  return (
    <li
      data-comment-id={comment._id}
      data-depth={depth}
      className={classes.root}
      data-scope="comment-item"
      data-part="root"
    >
      <article className={classes.comment} data-part="comment">
        <Avatar
          size="sm"
          name={name}
          src={user.image.url}
          colorSeed={user._id}
          decorative
          className={classes.avatar}
        />
        <div className={classes.main} data-part="main">
          <div className={classes.meta} data-part="meta">
            <host.Link
              href={host.href(`/creators/${user._id}`)}
              dir="auto"
              className={classes.author}
              data-part="author"
            >
              {name}
            </host.Link>
            {recipeCreatorId && user._id === recipeCreatorId ? (
              <Badge variant="accent">{t('comments.creator')}</Badge>
            ) : null}
            <time
              dateTime={comment.createdAt}
              title={intl.formatDate(comment.createdAt, { dateStyle: 'long', timeStyle: 'short' })}
              className={classes.time}
              data-part="time"
            >
              {age(comment.createdAt)}
            </time>
            {wasEdited(comment) ? (
              <span className={classes.edited} data-part="edited">
                · {t('comments.edited')}
              </span>
            ) : null}
          </div>
          {parentName && showsParent ? (
            <p className={classes.replyingTo} data-part="replying-to">
              {t('comments.replyingTo', { name: '\u2068' + parentName + '\u2069' })}
            </p>
          ) : null}

          {editing ? (
            <CommentComposer
              label={t('comments.edit.label')}
              hideLabel
              initialValue={text}
              submitLabel={t('common.save')}
              onSubmit={saveEdit}
              onCancel={closeEditor}
              autoFocus
            />
          ) : (
            <p dir="auto" data-part="comment-text" className={classes.text}>
              {text}
            </p>
          )}

          <div className={classes.actions} data-part="actions">
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={liked}
              aria-label={t('comments.like', { count: likes })}
              onClick={() => void toggleLike()}
              className={classes.like}
              data-part="like"
            >
              <HeartIcon aria-hidden fill={liked ? 'currentColor' : 'none'} />
              {likes > 0 ? <span>{intl.formatNumber(likes)}</span> : null}
            </Button>
            <Button
              ref={replyButton}
              variant="ghost"
              size="sm"
              aria-expanded={replying}
              onClick={startReply}
              className={classes.reply}
              data-part="reply"
            >
              <MessageCircleIcon aria-hidden />
              {t('comments.reply')}
            </Button>
            {own && !editing ? (
              <>
                <Button
                  ref={editButton}
                  variant="ghost"
                  size="sm"
                  onClick={() => setEditing(true)}
                  className={classes.edit}
                  data-part="edit"
                >
                  <PencilIcon aria-hidden />
                  {t('comments.edit')}
                </Button>
                <Button
                  ref={deleteButton}
                  variant="ghost"
                  size="sm"
                  onClick={() => setConfirmingDelete(true)}
                  className={classes.delete}
                  data-part="delete"
                >
                  <Trash2Icon aria-hidden />
                  {t('comments.delete')}
                </Button>
              </>
            ) : null}
          </div>

          {replying ? (
            <div className={classes.replyBox} data-part="reply-box">
              <CommentComposer
                label={t('comments.reply.label', { name })}
                placeholder={t('comments.reply.label', { name })}
                hideLabel
                submitLabel={t('comments.reply.submit')}
                canSubmit={() => host.requireSignIn('reply')}
                onSubmit={postReply}
                onCancel={closeReply}
                autoFocus
              />
            </div>
          ) : null}
        </div>
      </article>

      {replyCount > 0 ? (
        <div className={classes.repliesBar} data-part="replies-bar">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showReplies}
            aria-controls={repliesId}
            onClick={() => setShowReplies((shown) => !shown)}
            className={classes.repliesToggle}
            data-part="replies-toggle"
          >
            <ChevronDownIcon aria-hidden />
            {t(showReplies ? 'comments.replies.hide' : 'comments.replies.show', {
              count: countComments(comment.replies),
            })}
          </Button>
        </div>
      ) : null}
      {replyCount > 0 ? (
        <ol
          id={repliesId}
          hidden={!showReplies}
          className={classes.replies}
          data-part="replies"
          data-indented={repliesIndented || undefined}
        >
          {comment.replies.map((reply) => (
            <CommentItem
              key={reply._id}
              comment={reply}
              depth={depth + 1}
              parentName={name}
              focusAfterDelete={() => replyButton.current}
            />
          ))}
        </ol>
      ) : null}

      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={t('comments.delete.title')}
        description={t('comments.delete.description', { replies: countComments(comment.replies) })}
        confirmLabel={t('comments.delete')}
        tone="danger"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        finalFocusEl={() => (deleted.current ? focusAfterDelete() : deleteButton.current)}
      />
    </li>
  )
}
