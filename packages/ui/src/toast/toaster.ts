import type { CreateToasterReturn, ToastOptions } from '@ark-ui/react/toast'

/**
 * The app's single toast queue: `toaster.success({ title })`, `toaster.error(...)`, `toaster.info(...)`,
 * `toaster.warning(...)`, `toaster.loading(...)`, `toaster.dismiss(id)`, `toaster.remove()`.
 *
 * A light stand-in for Ark's store: the toast machinery (zag's toast machine, the group and its
 * styles) loads with the first toast, not with every page. Toasts asked for before then wait and
 * show as soon as the `<Toaster />` host has mounted.
 */
type Store = CreateToasterReturn
type ToastType = 'success' | 'error' | 'info' | 'warning' | 'loading'

let store: Store | null = null
let wanted = false
const waiting: Array<(store: Store) => void> = []
const listeners = new Set<() => void>()

function withStore(run: (store: Store) => void) {
  if (store) return run(store)
  waiting.push(run)
  if (!wanted) {
    wanted = true
    listeners.forEach((notify) => notify())
  }
}

let lastId = 0
const show = (type: ToastType) => (options: ToastOptions) => {
  // The id is known at once, so a caller can dismiss a toast that is still waiting.
  const id = options.id ?? `sufra-toast-${++lastId}`
  withStore((ready) => ready.create({ ...options, type, id }))
  return id
}

export const toaster = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  loading: show('loading'),
  /** Closes one toast (or all) with its exit animation. */
  dismiss(id?: string) {
    if (store) store.dismiss(id)
    else waiting.length = 0
  },
  /** Removes every toast at once (stories start clean). */
  remove(id?: string) {
    if (store) store.remove(id)
    else waiting.length = 0
  },
}

/** Whether a toast has been asked for, so the host should load (for useSyncExternalStore). */
export const toasterWanted = () => wanted
export function subscribeToasterWanted(notify: () => void) {
  listeners.add(notify)
  return () => listeners.delete(notify)
}

/**
 * The host hands over Ark's store once its group listens; the waiting toasts go to it. The store is
 * one for the page and stays: toasts made while no group is mounted show when one mounts, and
 * `remove()` always reaches it.
 */
export function attachStore(ready: Store) {
  store = ready
  waiting.splice(0).forEach((run) => run(ready))
}
