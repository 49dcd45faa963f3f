export { FollowButton, type FollowButtonProps, type FollowState } from './follow-button'
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog'
