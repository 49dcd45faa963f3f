/**
 * Pictures a page offers for its recipe, best first. The recipe's own pictures come first in the
 * page's order, then its Open Graph picture; they are then ranked by size, largest first: the size
 * the page states (ImageObject width/height, og:image:width/height), else the size written in the
 * address ("-1200x800.jpg", "?w=1200&h=800"). A picture of unknown size keeps its place after the
 * sized ones, except that an original whose resized copies are listed ("dish.jpg" beside
 * "dish-500x500.jpg") counts as larger than its copies.
 */
import { safeUrl } from './values'

export interface FoundImage {
  url: string
  width: number | null
  height: number | null
}

export const image = (url: string, width: unknown = null, height: unknown = null): FoundImage => ({
  url,
  width: dimension(width),
  height: dimension(height),
})

/** A stated width or height (a number, "1200", "1200px", {value: 1200}); else null. */
export function dimension(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.round(value) : null
  if (typeof value === 'string') {
    const match = /\d+/.exec(value)
    return match ? dimension(Number(match[0])) : null
  }
  if (typeof value === 'object' && value !== null && 'value' in value) {
    return dimension((value as { value: unknown }).value)
  }
  return null
}

const SIZE_IN_PATH = /[-_](\d{2,5})x(\d{2,5})(?=\.[a-z0-9]+(?:[?#]|$))/i

function sizeInUrl(url: string): { width: number; height: number } | null {
  const inPath = SIZE_IN_PATH.exec(url) ?? /(?:^|[^0-9])(\d{3,5})x(\d{3,5})(?:[^0-9]|$)/i.exec(url)
  if (inPath) return { width: Number(inPath[1]), height: Number(inPath[2]) }
  const width = /[?&](?:w|width)=(\d{3,5})/i.exec(url)
  const height = /[?&](?:h|height)=(\d{3,5})/i.exec(url)
  return width && height ? { width: Number(width[1]), height: Number(height[1]) } : null
}

/** Resolved, safe, deduplicated (by address, keeping the largest stated size) and ranked, best first. */
export function rankImages(found: FoundImage[], base: string, maxLength: number, maxCount: number): string[] {
  const byUrl = new Map<string, { url: string; area: number; order: number }>()
  for (const candidate of found) {
    const url = safeUrl(candidate.url, base, maxLength)
    if (!url) continue
    const stated = candidate.width && candidate.height ? candidate.width * candidate.height : 0
    const side = candidate.width ?? candidate.height
    const area = stated || (side ? side * side : 0)
    const existing = byUrl.get(url)
    if (existing) existing.area = Math.max(existing.area, area)
    else byUrl.set(url, { url, area, order: byUrl.size })
  }
  const entries = [...byUrl.values()]
  for (const entry of entries) {
    if (entry.area > 0) continue
    const size = sizeInUrl(entry.url)
    if (size) entry.area = size.width * size.height
  }
  // An original counts as larger than the resized copies listed beside it.
  for (const entry of entries) {
    const original = entry.url.replace(SIZE_IN_PATH, '')
    if (original === entry.url) continue
    const source = byUrl.get(original)
    if (source && source.area <= entry.area) source.area = entry.area + 1
  }
  return entries
    .sort(
      (a, b) =>
        b.area - a.area ||
        Number(b.url.startsWith('https:')) - Number(a.url.startsWith('https:')) ||
        a.order - b.order,
    )
    .slice(0, maxCount)
    .map((entry) => entry.url)
}
