export { CommentThread, type CommentThreadProps } from './comment-thread'
export { CommentThreadPlaceholder, CommentThreadWhenNear } from './comment-thread-when-near'
