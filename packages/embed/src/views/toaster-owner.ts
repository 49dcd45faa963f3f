/**
 * Which element's shadow root shows the page's toasts. The toast queue (@sufra/ui/toast) is one per
 * page; each embed element offers its shadow root and the first one connected keeps it.
 */
let owner: ShadowRoot | null = null
const listeners = new Set<() => void>()

const connected = (root: ShadowRoot) => root.host.isConnected

export function claimToaster(root: ShadowRoot) {
  if (owner && connected(owner)) return
  if (owner === root) return
  owner = root
  // After this render: a store must not change while React renders a subscriber.
  queueMicrotask(() => listeners.forEach((notify) => notify()))
}

export const hasToaster = () => owner

export function subscribeToaster(notify: () => void) {
  listeners.add(notify)
  return () => {
    listeners.delete(notify)
  }
}
