import { Suspense, lazy, useSyncExternalStore } from 'react'
import { subscribeToasterWanted, toasterWanted } from './toaster'

export { toaster } from './toaster'
export type { ToastOptions } from '@ark-ui/react/toast'

export type ToasterProps = { className?: string }

const loadToasterHost = () => import('./toaster-host')
const ToasterHost = lazy(loadToasterHost)

/** Fetches the toast machinery ahead of the first toast (e.g. once the page is idle). */
export const preloadToaster = () => loadToasterHost().then(() => undefined)

/**
 * Host for the `toaster` queue, pinned to the bottom inline-end corner (bottom-left in Arabic).
 * Render one near the root; it renders nothing until the first toast is asked for.
 */
export function Toaster(props: ToasterProps) {
  const wanted = useSyncExternalStore(subscribeToasterWanted, toasterWanted, () => false)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <ToasterHost {...props} />
    </Suspense>
  )
}
