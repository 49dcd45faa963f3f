import { useEffect, useId, useRef, useState } from 'react'
import { ChevronDownIcon, HeartIcon, MessageCircleIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import { pickText, useI18n, useRelativeAge } from '@sufra/i18n'
import { Avatar } from '@sufra/ui/avatar'
import { Badge } from '@sufra/ui/badge'
import { Button } from '@sufra/ui/button'
import { ConfirmDialog } from '@sufra/ui/confirm-dialog'
import { css, cva, cx } from '@sufra/styled-system/css'
import { fullName } from '../shared'
import { useWidgetHost } from '../widget-host'
import { CommentComposer } from './comment-composer'
import { type CommentNode, countComments } from './comment-tree'
import { useThread } from './thread-context'

/** Replies indent (with a line at their inline start) down to this depth; deeper ones line up with it. */
export const MAX_INDENT_DEPTH = 3

/** The small text buttons under a comment; `color` changes it for like (pressed), delete and the replies toggle. */
const actionButtonStyle = cva({
  base: { gap: '1.5', px: { base: '1.5', md: '2' }, '& svg': { w: '4', h: '4' } },
  variants: {
    tone: {
      muted: { color: 'fg.muted' },
      danger: { color: 'danger.text' },
      accent: { color: 'accent.text' },
    },
  },
  defaultVariants: { tone: 'muted' },
})
const actionButton = (tone: 'muted' | 'danger' | 'accent' = 'muted') => actionButtonStyle({ tone })

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
  const name = fullName(user, locale) || user.username
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
    <li data-comment-id={comment._id} data-depth={depth} className={css({ listStyle: 'none' })}>
      <article
        className={css({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: '3' })}
      >
        <Avatar
          size="sm"
          name={name}
          src={user.image.url}
          colorSeed={user._id}
          decorative
          className={css({ marginBlockStart: '0.5' })}
        />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })}>
          <div
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: '2',
              rowGap: '0.5',
              fontSize: 'sm',
            })}
          >
            <host.Link
              href={host.href(`/creators/${user._id}`)}
              dir="auto"
              className={css({
                fontWeight: 'semibold',
                color: 'fg.default',
                textDecoration: 'none',
                _hover: { textDecoration: 'underline' },
                _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '[2px]' },
                borderRadius: 'xs',
              })}
            >
              {name}
            </host.Link>
            {recipeCreatorId && user._id === recipeCreatorId ? (
              <Badge variant="accent">{t('comments.creator')}</Badge>
            ) : null}
            <time
              dateTime={comment.createdAt}
              title={intl.formatDate(comment.createdAt, { dateStyle: 'long', timeStyle: 'short' })}
              className={css({ color: 'fg.muted', fontSize: 'xs' })}
            >
              {age(comment.createdAt)}
            </time>
            {wasEdited(comment) ? (
              <span className={css({ color: 'fg.muted', fontSize: 'xs' })}>· {t('comments.edited')}</span>
            ) : null}
          </div>
          {parentName && showsParent ? (
            <p className={css({ color: 'fg.muted', fontSize: 'xs' })}>
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
            <p
              dir="auto"
              data-part="comment-text"
              className={css({
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                color: 'fg.default',
                textStyle: 'body',
              })}
            >
              {text}
            </p>
          )}

          <div
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: '1',
              ms: { base: '-1.5', md: '-2' },
            })}
          >
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={liked}
              aria-label={t('comments.like', { count: likes })}
              onClick={() => void toggleLike()}
              className={actionButton(liked ? 'danger' : 'muted')}
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
              className={actionButton()}
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
                  className={actionButton()}
                >
                  <PencilIcon aria-hidden />
                  {t('comments.edit')}
                </Button>
                <Button
                  ref={deleteButton}
                  variant="ghost"
                  size="sm"
                  onClick={() => setConfirmingDelete(true)}
                  className={actionButton('danger')}
                >
                  <Trash2Icon aria-hidden />
                  {t('comments.delete')}
                </Button>
              </>
            ) : null}
          </div>

          {replying ? (
            <div className={css({ marginBlockStart: '1' })}>
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
        <div className={css({ marginBlockStart: '1', ms: '[2.75rem]' })}>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showReplies}
            aria-controls={repliesId}
            onClick={() => setShowReplies((shown) => !shown)}
            className={cx(
              actionButton('accent'),
              css({
                ms: { base: '-1.5', md: '-2' },
                '& svg': { transition: 'transform', transitionDuration: 'fast' },
                '&[aria-expanded=true] svg': { transform: 'rotate(180deg)' },
              }),
            )}
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
          className={cx(
            css({ display: 'flex', flexDirection: 'column', gap: '4', marginBlockStart: '3' }),
            repliesIndented
              ? css({
                  ms: { base: '2.5', md: '4' },
                  ps: { base: '2.5', md: '5' },
                  borderInlineStartWidth: '2px',
                  borderInlineStartStyle: 'solid',
                  borderColor: 'border.subtle',
                })
              : undefined,
          )}
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
