/** A video we know how to show: its platform and the platform's id. */
export type RecognisedVideo = { provider: 'youtube'; id: string } | { provider: 'vimeo'; id: string }

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
])
const YOUTUBE_SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be'])
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'])

// YouTube ids are 11 characters of [A-Za-z0-9_-]; Vimeo ids are numbers.
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_ID = /^\d{3,12}$/

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase()
  const segments = url.pathname.split('/').filter(Boolean)
  let candidate: string | null | undefined
  if (YOUTUBE_SHORT_HOSTS.has(host)) {
    candidate = segments[0]
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') candidate = url.searchParams.get('v')
    else if (['shorts', 'embed', 'live', 'v'].includes(segments[0] ?? '')) candidate = segments[1]
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.toLowerCase()
  if (!VIMEO_HOSTS.has(host)) return null
  const segments = url.pathname.split('/').filter(Boolean)
  // vimeo.com/76979871, vimeo.com/channels/staffpicks/76979871, player.vimeo.com/video/76979871
  const candidate = segments.findLast((segment) => VIMEO_ID.test(segment))
  return candidate ?? null
}

/**
 * Recognises a recipe's video address: YouTube (watch, youtu.be, shorts, embed, live) and Vimeo
 * (page, channel and player addresses). Anything else, including non-http(s) schemes, is null.
 */
export function recogniseVideo(address: string | null | undefined): RecognisedVideo | null {
  const text = address?.trim()
  if (!text) return null
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const youtube = youtubeId(url)
  if (youtube) return { provider: 'youtube', id: youtube }
  const vimeo = vimeoId(url)
  if (vimeo) return { provider: 'vimeo', id: vimeo }
  return null
}

/** The player to embed (privacy-enhanced YouTube; starts playing, since the person pressed play). */
export function videoEmbedUrl(video: RecognisedVideo): string {
  return video.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1`
    : `https://player.vimeo.com/video/${video.id}?autoplay=1&dnt=1`
}

/**
 * The video's poster picture, when the platform serves one at a known address (YouTube); Vimeo
 * needs an oEmbed call, so its poster is our own.
 */
export function videoThumbnailUrl(video: RecognisedVideo): string | null {
  return video.provider === 'youtube' ? `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg` : null
}

/** YouTube answers a missing video's hqdefault.jpg with its 120×90 grey placeholder. */
export const YOUTUBE_PLACEHOLDER_WIDTH = 120
