export { CommentThread, type CommentThreadProps } from './comment-thread'
