/**
 * The address slug of an English title (spec: `/category/{english-title-lowercased-with-hyphens}`):
 * lower-cased, spaces and other separators as single hyphens (`Side Dish` → `side-dish`).
 */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
