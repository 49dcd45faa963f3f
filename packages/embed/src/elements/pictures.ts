/**
 * The recipe with every stored picture (`{ url: '/uploads/…' }`: thumbnail, other images, step
 * pictures, the creator's avatar) addressed on Sufra's origin: on a partner's page a path would name
 * the partner's server. The server render and the interactive side must both use it, so the HTML
 * and the hydrated tree agree (renderEmbed returns the recipe it rendered).
 */
export function withAbsolutePictures<T>(value: T, sufraOrigin: string): T {
  if (Array.isArray(value)) return value.map((item) => withAbsolutePictures(item, sufraOrigin)) as T
  if (value === null || typeof value !== 'object') return value
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    copy[key] =
      key === 'url' && typeof item === 'string' && item.startsWith('/') && !item.startsWith('//')
        ? `${sufraOrigin}${item}`
        : withAbsolutePictures(item, sufraOrigin)
  }
  return copy as T
}
