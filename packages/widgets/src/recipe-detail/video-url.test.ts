import { describe, expect, it } from 'vitest'
import { recogniseVideo, videoEmbedUrl, videoThumbnailUrl } from './video-url'

describe('recogniseVideo', () => {
  it('reads the id of every YouTube address shape', () => {
    for (const address of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
      'https://www.youtube.com/live/dQw4w9WgXcQ',
      '  https://www.youtube.com/watch?v=dQw4w9WgXcQ  ',
    ]) {
      expect(recogniseVideo(address), address).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' })
    }
  })

  it('reads Vimeo page, channel and player addresses', () => {
    for (const address of [
      'https://vimeo.com/76979871',
      'https://www.vimeo.com/76979871',
      'https://vimeo.com/channels/staffpicks/76979871',
      'https://player.vimeo.com/video/76979871?h=abc',
    ]) {
      expect(recogniseVideo(address), address).toEqual({ provider: 'vimeo', id: '76979871' })
    }
  })

  it('refuses other hosts, malformed ids, other schemes and non-addresses', () => {
    for (const address of [
      null,
      undefined,
      '',
      'not a url',
      'https://www.dailymotion.com/video/x8abc12',
      'https://example.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ<script>',
      'https://www.youtube.com/@laylacooks',
      'https://www.youtube.com/playlist?list=PL123',
      'https://vimeo.com/about',
      'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
      'ftp://youtu.be/dQw4w9WgXcQ',
    ]) {
      expect(recogniseVideo(address), String(address)).toBeNull()
    }
  })
})

describe('video addresses', () => {
  it('embeds YouTube without cookies and Vimeo in its player', () => {
    expect(videoEmbedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    )
    expect(videoEmbedUrl({ provider: 'vimeo', id: '76979871' })).toMatch(
      /^https:\/\/player\.vimeo\.com\/video\/76979871\b/,
    )
  })

  it('has a YouTube poster and none for Vimeo', () => {
    expect(videoThumbnailUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toBe(
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    )
    expect(videoThumbnailUrl({ provider: 'vimeo', id: '76979871' })).toBeNull()
  })
})
