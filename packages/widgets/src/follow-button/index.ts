export { FollowButton, type FollowButtonProps, type FollowState } from './follow-button'
