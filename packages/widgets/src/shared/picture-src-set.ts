// A picture the server stored (a WebP under /uploads/, named by its key) also comes in narrower copies
// at /uploads/w/{480|960}/{key} (apps/api picture-widths.ts). Seed artwork (SVG) and pictures from
// elsewhere have none.
const STORED_PICTURE = /^(.*\/uploads\/)([A-Za-z0-9][A-Za-z0-9._-]*\.webp)$/

/** `srcset` for a stored picture (the original is at most 1600 wide), or undefined for any other. */
export function pictureSrcSet(url: string): string | undefined {
  const match = STORED_PICTURE.exec(url)
  if (!match) return undefined
  const [, base, key] = match
  return `${base}w/480/${key} 480w, ${base}w/960/${key} 960w, ${url} 1600w`
}
