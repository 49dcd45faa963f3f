import { type RefObject, useEffect, useRef } from 'react'
import { useI18n } from '@sufra/i18n'
import { cx } from '@sufra/styled-system/css'
import { infiniteScroll } from '@sufra/styled-system/recipes'
import { Spinner } from '../spinner'
import { DEFAULT_THRESHOLD, type ScrollAxis, sentinelRootMargin } from './root-margin'

export type InfiniteScrollProps = {
  /** Load the next page. Called once each time the end comes near; never while `loading` or without `hasMore`. */
  onLoadMore: () => void
  /** Whether another page exists. When false the end message shows. */
  hasMore: boolean
  /**
   * A page is being fetched: shows "Loading more…". Toggling it also re-checks the sentinel, so a
   * page too short to fill the container keeps loading until it does.
   */
  loading?: boolean
  /**
   * How early to load. A number is the fraction of the way through the last screenful
   * (spec default 0.8: load when the end is within 20 % of the container height past its
   * visible edge); a CSS length ('300px') is that distance directly.
   */
  threshold?: number | string
  /** Raw IntersectionObserver rootMargin; overrides `threshold`. */
  rootMargin?: string
  /** The scrolling container; the viewport when omitted. */
  root?: RefObject<Element | null> | Element | null
  /** `inline` for horizontal rows (respects RTL). */
  axis?: ScrollAxis
  /** Replace "You've reached the end". */
  endText?: string
  /** Show the end message when there is nothing more (default true). */
  showEnd?: boolean
  className?: string
}

/**
 * Put it after the last item, inside the scrolling container. An IntersectionObserver watches
 * a zero-height sentinel and asks for the next page as it comes near; a polite status line says
 * "Loading more…" while a page loads and "You've reached the end" after the last one.
 */
export function InfiniteScroll({
  onLoadMore,
  hasMore,
  loading = false,
  threshold = DEFAULT_THRESHOLD,
  rootMargin,
  root,
  axis = 'block',
  endText,
  showEnd = true,
  className,
}: InfiniteScrollProps) {
  const { t, dir } = useI18n()
  const classes = infiniteScroll()
  const sentinelRef = useRef<HTMLDivElement>(null)
  const onLoadMoreRef = useRef(onLoadMore)
  useEffect(() => {
    onLoadMoreRef.current = onLoadMore
  }, [onLoadMore])

  const margin = rootMargin ?? sentinelRootMargin(threshold, axis, dir)

  // A fresh observer per loading/hasMore change: its first callback reports whether the sentinel
  // is still in range after the new page rendered, which a long-lived observer would not repeat.
  useEffect(() => {
    const sentinel = sentinelRef.current
    if (!sentinel || !hasMore || loading || typeof IntersectionObserver === 'undefined') return
    const rootElement = root && 'current' in root ? root.current : (root ?? null)
    let requested = false
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]
        if (!entry) return
        if (!entry.isIntersecting) {
          requested = false
          return
        }
        // Once per approach, even if the parent does not flip `loading` right away.
        if (requested) return
        requested = true
        onLoadMoreRef.current()
      },
      { root: rootElement, rootMargin: margin, threshold: 0 },
    )
    observer.observe(sentinel)
    return () => observer.disconnect()
  }, [hasMore, loading, margin, root])

  const ended = !hasMore && !loading && showEnd

  return (
    <div
      className={cx(classes.root, className)}
      data-loading={loading || undefined}
      data-ended={ended || undefined}
    >
      <div ref={sentinelRef} className={classes.sentinel} aria-hidden data-part="sentinel" />
      <div className={classes.status} role="status">
        {loading ? (
          <>
            <Spinner size="sm" decorative />
            <span>{t('ui.infiniteScroll.loadingMore')}</span>
          </>
        ) : null}
        {ended ? <p className={classes.end}>{endText ?? t('ui.infiniteScroll.end')}</p> : null}
      </div>
    </div>
  )
}
