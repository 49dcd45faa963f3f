import { defineCatalogue } from './define-catalogue'

/** The CommentThread widget. */
export const commentMessages = defineCatalogue({
  en: {
    'comments.title': 'comments',
  },
  ar: {
    'comments.title': 'comments',
  },
})
