export {
  Progress,
  ProgressLabel,
  ProgressRange,
  ProgressRoot,
  ProgressTrack,
  type ProgressProps,
  type ProgressRootProps,
} from './progress'
