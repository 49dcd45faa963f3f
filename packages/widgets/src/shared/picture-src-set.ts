import { MAX_PICTURE_SIDE, PICTURE_WIDTHS } from '@sufra/core'

// A picture the server stored (a WebP under /uploads/, named by its key) also comes in narrower copies
// at /uploads/w/{width}/{key} (apps/api picture-widths.ts). Seed artwork (SVG) and pictures from
// elsewhere have none.
const STORED_PICTURE = /^(.*\/uploads\/)([A-Za-z0-9][A-Za-z0-9._-]*\.webp)$/

/** `srcset` for a stored picture (the original is at most MAX_PICTURE_SIDE wide), or undefined for any other. */
export function pictureSrcSet(url: string): string | undefined {
  const match = STORED_PICTURE.exec(url)
  if (!match) return undefined
  const [, base, key] = match
  const copies = PICTURE_WIDTHS.map((width) => `${base}w/${width}/${key} ${width}w`)
  return [...copies, `${url} ${MAX_PICTURE_SIDE}w`].join(', ')
}
