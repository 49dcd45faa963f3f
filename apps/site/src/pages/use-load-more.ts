import { useCallback, useRef } from 'react'

/**
 * The infinite lists' loading guard: one page at a time, whatever the scroll events do meanwhile
 * (explore's grid, the feed, the catalogue and taxonomy pages).
 */
export function useLoadMore({
  fetchNextPage,
  hasNextPage,
  isFetching,
}: {
  fetchNextPage: (options: { cancelRefetch: boolean }) => Promise<unknown>
  hasNextPage: boolean
  isFetching: boolean
}) {
  const loadingPage = useRef(false)
  return useCallback(() => {
    if (loadingPage.current || isFetching || !hasNextPage) return
    loadingPage.current = true
    void fetchNextPage({ cancelRefetch: false }).finally(() => {
      loadingPage.current = false
    })
  }, [fetchNextPage, hasNextPage, isFetching])
}
