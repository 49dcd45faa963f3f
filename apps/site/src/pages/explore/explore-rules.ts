import { slugFromTitle } from '@sufra/core'

/** Spec section 9: the explore grid asks for 30 recipes a page. */
export const EXPLORE_PAGE_SIZE = 30

/** Spec section 9: popular chips and strips show at most 10 entries (the server may send more). */
export const POPULAR_STRIP_SIZE = 10

/** Spec section 9: the next page loads when the end of the grid is within 300 px. */
export const EXPLORE_SCROLL_THRESHOLD = '300px'

/**
 * The page to ask for after `loaded` pages, or undefined when the last one came back empty
 * (spec section 4: an empty page ends the list).
 */
export function nextPageAfter(lastPage: readonly unknown[], loaded: number): number | undefined {
  return lastPage.length === 0 ? undefined : loaded + 1
}

/**
 * The pages as one list, each id once (spec section 4: items are merged by id). A recipe that moved
 * to a later page while the reader scrolled (new recipes pushed it down) keeps its first place and
 * shows its latest copy.
 */
export function mergeById<Item extends { _id: string }>(pages: readonly (readonly Item[])[]): Item[] {
  const merged = new Map<string, Item>()
  for (const page of pages) {
    for (const item of page) merged.set(item._id, item)
  }
  return [...merged.values()]
}

/**
 * The slug in a category or ingredient address: the server's slug, else the English title
 * lower-cased with hyphens (spec: `/category/{english-title-lowercased-with-hyphens}`).
 */
export function taxonomySlug(entry: { slug?: string; _id: { en: string; ar: string } }): string {
  return entry.slug || slugFromTitle(entry._id.en)
}
