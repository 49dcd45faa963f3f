export {
  Skeleton,
  SkeletonText,
  SkeletonCircle,
  type SkeletonProps,
  type SkeletonTextProps,
  type SkeletonCircleProps,
} from './skeleton'
