import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while React renders on the server or hydrates the server's HTML, true from then on. A form
 * in a served page stays read-only until its handlers are attached, so nothing typed or pressed
 * before then is lost.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
