import { defineSlotRecipe } from '@pandacss/dev'

/** CommentComposer (`data-scope="comment-composer"`): the new-comment, reply and edit box with its buttons. */
export const commentComposerRecipe = defineSlotRecipe({
  className: 'comment-composer',
  description: 'CommentComposer: a labelled textarea that grows up to 15rem, then Cancel and submit',
  slots: ['root', 'textarea', 'actions'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2' },
    textarea: { resize: 'vertical', maxH: '[15rem]' },
    actions: { display: 'flex', justifyContent: 'flex-end', gap: '2', flexWrap: 'wrap' },
  },
})
