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
/** Toasts asked for before the store arrived, in order. */
let waiting: ToastOptions[] = []
const listeners = new Set<() => void>()

let lastId = 0
const show = (type: ToastType) => (options: ToastOptions) => {
  // The id is known at once, so a caller can dismiss a toast that is still waiting.
  const toast = { ...options, type, id: options.id ?? `sufra-toast-${++lastId}` }
  if (store) store.create(toast)
  else {
    waiting.push(toast)
    if (!wanted) {
      wanted = true
      listeners.forEach((notify) => notify())
    }
  }
  return toast.id
}

/** Drops waiting toasts: the one with `id`, or all. */
const forgetWaiting = (id?: string) => {
  waiting = id === undefined ? [] : waiting.filter((toast) => toast.id !== id)
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
    else forgetWaiting(id)
  },
  /** Removes one toast (or all) at once (stories start clean). */
  remove(id?: string) {
    if (store) store.remove(id)
    else forgetWaiting(id)
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
  waiting.forEach((toast) => ready.create(toast))
  waiting = []
}
