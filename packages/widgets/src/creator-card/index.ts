export {
  CreatorCard,
  CreatorGrid,
  CreatorGridSkeleton,
  type CreatorCardProps,
  type CreatorGridProps,
  type CreatorSummary,
} from './creator-card'
export { TopCreators, type TopCreatorsProps } from './top-creators'
