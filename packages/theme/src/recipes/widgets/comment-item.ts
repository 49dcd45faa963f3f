import { defineSlotRecipe, type SystemStyleObject } from '@pandacss/dev'

/**
 * The small text buttons under a comment. Their colour and padding are `!important` because a
 * Button's variant and size styles sit in a cascade layer (`recipes`) above slot recipes (`recipes.slots`).
 */
const action = (color: string): SystemStyleObject => ({
  gap: '1.5',
  px: { base: '1.5 !important', md: '2 !important' },
  color: `${color} !important`,
  '& svg': { w: '4', h: '4' },
})

/** One comment (`data-scope="comment-item"`): avatar, name, age, text, actions, and its replies. */
export const commentItemRecipe = defineSlotRecipe({
  className: 'comment-item',
  description: 'CommentItem: avatar, meta line, text, like/reply/edit/delete, reply box, replies (indented)',
  slots: [
    'root',
    'comment',
    'avatar',
    'main',
    'meta',
    'author',
    'time',
    'edited',
    'replyingTo',
    'text',
    'actions',
    'like',
    'reply',
    'edit',
    'delete',
    'replyBox',
    'repliesBar',
    'repliesToggle',
    'replies',
  ],
  base: {
    root: { listStyle: 'none' },
    comment: { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: '3' },
    avatar: { marginBlockStart: '0.5' },
    main: { display: 'flex', flexDirection: 'column', gap: '1', minW: '0' },
    meta: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: '2',
      rowGap: '0.5',
      fontSize: 'sm',
    },
    author: {
      fontWeight: 'semibold',
      color: 'fg.default',
      textDecoration: 'none',
      _hover: { textDecoration: 'underline' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '[2px]' },
      borderRadius: 'xs',
    },
    time: { color: 'fg.muted', fontSize: 'xs' },
    edited: { color: 'fg.muted', fontSize: 'xs' },
    replyingTo: { color: 'fg.muted', fontSize: 'xs' },
    text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: 'fg.default', textStyle: 'body' },
    actions: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: '1',
      ms: { base: '-1.5', md: '-2' },
    },
    like: { ...action('{colors.fg.muted}'), '&[aria-pressed=true]': { color: 'danger.text !important' } },
    reply: action('{colors.fg.muted}'),
    edit: action('{colors.fg.muted}'),
    delete: action('{colors.danger.text}'),
    replyBox: { marginBlockStart: '1' },
    // Lines the toggle up with the comment's text, past the avatar.
    repliesBar: { marginBlockStart: '1', ms: '[2.75rem]' },
    repliesToggle: {
      ...action('{colors.accent.text}'),
      ms: { base: '-1.5', md: '-2' },
      '& svg': { w: '4', h: '4', transition: 'transform', transitionDuration: 'fast' },
      '&[aria-expanded=true] svg': { transform: 'rotate(180deg)' },
    },
    replies: {
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      marginBlockStart: '3',
      // Replies indent, with a line at their inline start, down to MAX_INDENT_DEPTH.
      '&[data-indented]': {
        ms: { base: '2.5', md: '4' },
        ps: { base: '2.5', md: '5' },
        borderInlineStartWidth: '2px',
        borderInlineStartStyle: 'solid',
        borderColor: 'border.subtle',
      },
    },
  },
})
