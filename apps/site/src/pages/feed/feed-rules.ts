/** Spec section 9: the feed asks for 10 recipes a page. */
export const FEED_PAGE_SIZE = 10

/** The feed's read: GET /recipe/random?limit=10&skip=n (spec section 7). */
export const randomFeedInit = { params: { query: { limit: FEED_PAGE_SIZE } } }

/**
 * The `skip` to ask for after the pages loaded so far, or undefined once a page came back with fewer
 * than 10 (spec section 4: loading stops when a page returns fewer than 10 items).
 */
export function nextSkip(lastPage: readonly unknown[], pages: readonly { data: readonly unknown[] }[]) {
  if (lastPage.length < FEED_PAGE_SIZE) return undefined
  return pages.reduce((count, page) => count + page.data.length, 0)
}

export const randomFeedPaging = {
  pageParamName: 'skip',
  initialPageParam: 0,
  getNextPageParam: (lastPage: { data: readonly unknown[] }, allPages: { data: readonly unknown[] }[]) =>
    nextSkip(lastPage.data, allPages),
  // The server's order holds for the day: reading it again while the person scrolls would only
  // reshuffle the list under them at midnight.
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const
