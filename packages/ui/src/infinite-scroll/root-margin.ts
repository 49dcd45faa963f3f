/**
 * Where the infinite-scroll sentinel starts loading.
 *
 * The spec's default "threshold 80 percent" is read as: load the next page once the reader is
 * 80 % of the way through the last screenful, i.e. when the sentinel at the end of the list comes
 * within 20 % of the scroll container's (or viewport's) height past its visible end. That is an
 * IntersectionObserver `rootMargin` stretching the root by (1 − threshold) on the scrolling side.
 * A CSS length (e.g. '300px', the planner slider's threshold) sets that distance directly.
 */
export type ScrollAxis = 'block' | 'inline'

/** Spec: infinite-scroll default threshold 80 percent. */
export const DEFAULT_THRESHOLD = 0.8

/** How far past the visible end the sentinel may be, as a CSS length or percentage of the root. */
export function lookAhead(threshold: number | string = DEFAULT_THRESHOLD): string {
  if (typeof threshold === 'string') return threshold
  const fraction = Math.min(Math.max(threshold, 0), 1)
  // Round away float noise: 1 - 0.8 is 0.19999999999999996.
  const percent = Math.round((1 - fraction) * 1000) / 10
  return `${percent}%`
}

/**
 * The IntersectionObserver rootMargin (physical: top right bottom left) that extends the root
 * only at the end of the scrolling axis: the bottom for lists, and for horizontal rows the right
 * side in LTR or the left side in RTL.
 */
export function sentinelRootMargin(
  threshold: number | string = DEFAULT_THRESHOLD,
  axis: ScrollAxis = 'block',
  dir: 'ltr' | 'rtl' = 'ltr',
): string {
  const ahead = lookAhead(threshold)
  if (axis === 'block') return `0px 0px ${ahead} 0px`
  return dir === 'rtl' ? `0px 0px 0px ${ahead}` : `0px ${ahead} 0px 0px`
}
