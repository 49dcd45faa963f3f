export {
  Ring,
  RingRoot,
  RingLabel,
  RingCircle,
  RingCircleTrack,
  RingCircleRange,
  RingValueText,
  ringStatusOf,
  type RingProps,
  type RingRootProps,
  type RingStatus,
} from './ring'
