export { InfiniteScroll, type InfiniteScrollProps } from './infinite-scroll'
export {
  DEFAULT_THRESHOLD as INFINITE_SCROLL_THRESHOLD,
  lookAhead,
  sentinelRootMargin,
  type ScrollAxis,
} from './root-margin'
