import { useEffect, useRef, useState } from 'react'
import { PlayIcon, VideoOffIcon } from 'lucide-react'
import { useI18n } from '@sufra/i18n'
import { Link } from '@sufra/ui/link'
import { videoPlayer } from '@sufra/styled-system/recipes'
import { isWebAddress } from '../shared'
import { YOUTUBE_PLACEHOLDER_WIDTH, recogniseVideo, videoEmbedUrl, videoThumbnailUrl } from './video-url'

export type VideoPlayerProps = {
  /** The recipe's video address as stored. */
  url: string
  /** The recipe's title in the page language (the player's name). */
  title: string
}

type Phase = 'poster' | 'playing' | 'error'

/**
 * The recipe's video: YouTube and Vimeo addresses show a poster with a play button and, once
 * pressed, the platform's player (YouTube without cookies). Any other address, a video the platform
 * does not have, or a player that fails to load shows "Error loading video".
 */
export function VideoPlayer({ url, title }: VideoPlayerProps) {
  const { t } = useI18n()
  const video = recogniseVideo(url)
  const [phase, setPhase] = useState<Phase>(video ? 'poster' : 'error')
  const [posterFailed, setPosterFailed] = useState(false)
  const frameRef = useRef<HTMLIFrameElement>(null)
  const poster = video ? videoThumbnailUrl(video) : null
  const classes = videoPlayer()

  // Pressing play moves focus into the player, so its own keyboard controls work at once.
  useEffect(() => {
    if (phase === 'playing') frameRef.current?.focus()
  }, [phase])

  if (!video || phase === 'error') {
    return (
      <div className={classes.error} data-scope="video-player" data-part="error">
        <VideoOffIcon aria-hidden />
        <p role="alert" className={classes.message} data-part="message">
          {t('recipeDetail.video.error')}
        </p>
        {isWebAddress(url) ? (
          <Link href={url} external variant="subtle" className={classes.link} data-part="link">
            {t('recipeDetail.video.openOriginal')}
          </Link>
        ) : null}
      </div>
    )
  }

  return (
    <div className={classes.root} data-scope="video-player" data-part="root" data-provider={video.provider}>
      {phase === 'playing' ? (
        <iframe
          ref={frameRef}
          src={videoEmbedUrl(video)}
          title={t('recipeDetail.video.frameTitle', { title })}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className={classes.frame}
          data-part="frame"
          onError={() => setPhase('error')}
        />
      ) : (
        <button
          type="button"
          className={classes.play}
          data-part="play"
          aria-label={t('recipeDetail.video.play', { title })}
          onClick={() => setPhase('playing')}
        >
          {poster && !posterFailed ? (
            <img
              src={poster}
              alt=""
              loading="lazy"
              decoding="async"
              className={classes.poster}
              data-part="poster"
              // YouTube answers an id it does not have with a small grey placeholder picture.
              onLoad={(event) => {
                if (event.currentTarget.naturalWidth <= YOUTUBE_PLACEHOLDER_WIDTH) setPhase('error')
              }}
              // Unreachable poster: the video may still play; show our own poster.
              onError={() => setPosterFailed(true)}
            />
          ) : (
            <span className={classes.poster} data-part="poster" data-fallback="" />
          )}
          <span className={classes.mark} data-part="mark" aria-hidden>
            <PlayIcon />
          </span>
        </button>
      )}
    </div>
  )
}
