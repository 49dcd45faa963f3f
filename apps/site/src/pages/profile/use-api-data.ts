import { useCallback, useEffect, useRef, useState } from 'react'

export type ApiData<T> = {
  /** The last answer for this key (kept while a reload runs, so the page does not flash). */
  data: T | undefined
  error: Error | undefined
  /** True while the first answer, or a reload, is on its way. */
  loading: boolean
  reload: () => void
}

type Settled<T> = { request: string; data?: T; error?: Error }

/**
 * One read call for a page: runs `load` when `key` changes or on `reload()`, aborts the call when
 * the page goes away or asks again, and keeps the previous answer of the same key meanwhile.
 */
export function useApiData<T>(key: string, load: (signal: AbortSignal) => Promise<T>): ApiData<T> {
  const [version, setVersion] = useState(0)
  const [settled, setSettled] = useState<Settled<T> & { key: string }>()
  const loadRef = useRef(load)
  useEffect(() => {
    loadRef.current = load
  })

  const request = `${key}#${version}`
  useEffect(() => {
    const controller = new AbortController()
    loadRef.current(controller.signal).then(
      (data) => setSettled({ key, request, data }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        // Spec section 7: failed calls are logged.
        console.error(error)
        setSettled((previous) => ({
          key,
          request,
          // A failed reload keeps what was already shown.
          data: previous?.key === key ? previous.data : undefined,
          error: error instanceof Error ? error : new Error(String(error)),
        }))
      },
    )
    return () => controller.abort()
  }, [key, request])

  const reload = useCallback(() => setVersion((current) => current + 1), [])
  const sameKey = settled?.key === key
  return {
    data: sameKey ? settled.data : undefined,
    error: sameKey && settled.request === request ? settled.error : undefined,
    loading: settled?.request !== request,
    reload,
  }
}
