import { useEffect } from 'react'

const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const

/**
 * Fetches a chunk once the person first does something on the page (a tap, a key, a scroll) and the
 * browser is idle: ready before it is needed, yet not competing with the page's first seconds.
 */
export function usePrefetchAfterInteraction(load: () => Promise<unknown>, wanted: boolean) {
  useEffect(() => {
    if (!wanted) return
    let cancelPrefetch = () => {}
    const prefetch = () => void load().catch(() => {})
    const onInteraction = () => {
      stopListening()
      if ('requestIdleCallback' in window) {
        const id = window.requestIdleCallback(prefetch, { timeout: 5000 })
        cancelPrefetch = () => window.cancelIdleCallback(id)
      } else {
        const id = setTimeout(prefetch, 1000)
        cancelPrefetch = () => clearTimeout(id)
      }
    }
    const stopListening = () =>
      INTERACTIONS.forEach((name) => window.removeEventListener(name, onInteraction, true))
    INTERACTIONS.forEach((name) =>
      window.addEventListener(name, onInteraction, { capture: true, passive: true }),
    )
    return () => {
      stopListening()
      cancelPrefetch()
    }
  }, [load, wanted])
}
