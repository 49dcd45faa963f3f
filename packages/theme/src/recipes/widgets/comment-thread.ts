import { defineSlotRecipe } from '@pandacss/dev'

/** CommentThread (`data-scope="comment-thread"`): heading with the count, then loading, failure, or the comments. */
export const commentThreadRecipe = defineSlotRecipe({
  className: 'comment-thread',
  description: 'CommentThread: heading and count, the loading rows, the load failure, the list of comments',
  slots: ['root', 'heading', 'count', 'loading', 'loadingRow', 'loadingText', 'error', 'errorText', 'list'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '5', minW: '0' },
    heading: {
      display: 'flex',
      alignItems: 'baseline',
      gap: '2',
      textStyle: 'h3',
      color: 'fg.default',
      // Focused only by script, after a delete: no ring around a heading.
      _focus: { outline: 'none' },
    },
    count: { fontSize: 'sm', fontWeight: 'normal', color: 'fg.muted' },
    loading: { display: 'grid', gap: '5' },
    loadingRow: { display: 'flex', gap: '3' },
    loadingText: { flex: '1' },
    error: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: '3',
      p: '4',
      borderRadius: 'md',
      bg: 'danger.subtle',
      color: 'danger.text',
    },
    errorText: { flex: '1', minW: '[10rem]' },
    list: { display: 'flex', flexDirection: 'column', gap: '6', p: '0', m: '0' },
  },
})
