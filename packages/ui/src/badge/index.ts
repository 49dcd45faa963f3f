export { Badge, VerifiedBadge, type BadgeProps, type VerifiedBadgeProps } from './badge'
