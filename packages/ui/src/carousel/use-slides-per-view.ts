import { useCallback, useSyncExternalStore } from 'react'
import { type CarouselPreset, breakpointQuery, slidesPerViewWhere } from './slides-per-view'

const canMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function'

/**
 * Slides per view for the current viewport, following `matchMedia` changes.
 * On the server (and during hydration) it reports the preset's first, narrowest entry, so the
 * markup matches what a phone renders and larger screens adjust after hydration.
 */
export function useSlidesPerView(preset: CarouselPreset): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatchMedia()) return () => {}
      const queries = preset.map((breakpoint) => window.matchMedia(breakpointQuery(breakpoint.minWidth)))
      queries.forEach((query) => query.addEventListener('change', onChange))
      return () => queries.forEach((query) => query.removeEventListener('change', onChange))
    },
    [preset],
  )
  const getSnapshot = useCallback(
    () =>
      canMatchMedia()
        ? slidesPerViewWhere(preset, (minWidth) => window.matchMedia(breakpointQuery(minWidth)).matches)
        : slidesPerViewWhere(preset, () => false),
    [preset],
  )
  const getServerSnapshot = useCallback(() => slidesPerViewWhere(preset, () => false), [preset])
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
