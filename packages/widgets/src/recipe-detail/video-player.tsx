import { useEffect, useRef, useState } from 'react'
import { PlayIcon, VideoOffIcon } from 'lucide-react'
import { useI18n } from '@sufra/i18n'
import { Link } from '@sufra/ui/link'
import { css } from '@sufra/styled-system/css'
import { isWebAddress } from '../shared'
import { YOUTUBE_PLACEHOLDER_WIDTH, recogniseVideo, videoEmbedUrl, videoThumbnailUrl } from './video-url'

export type VideoPlayerProps = {
  /** The recipe's video address as stored. */
  url: string
  /** The recipe's title in the page language (the player's name). */
  title: string
}

const fill = css({ position: 'absolute', inset: '0', w: 'full', h: 'full' })

const styles = {
  root: css({ position: 'absolute', inset: '0', bg: 'bg.inverse' }),
  poster: css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover' }),
  ourPoster: css({
    position: 'absolute',
    inset: '0',
    bgGradient: 'to-br',
    gradientFrom: 'accent.default',
    gradientTo: 'accent.emphasized',
  }),
  playButton: css({
    position: 'absolute',
    inset: '0',
    w: 'full',
    h: 'full',
    cursor: 'pointer',
    display: 'grid',
    placeItems: 'center',
    _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '[-3px]' },
    '&:hover [data-part=play-mark], &:focus-visible [data-part=play-mark]': { transform: 'scale(1.08)' },
  }),
  playMark: css({
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    w: '16',
    h: '16',
    borderRadius: 'full',
    bg: 'bg.surface/90',
    color: 'accent.text',
    boxShadow: 'lg',
    transitionProperty: '[transform]',
    transitionDuration: 'fast',
    // Media controls are not mirrored in RTL; the nudge centres the triangle optically.
    '& svg': { w: '7', h: '7', fill: '[currentColor]', transform: 'translateX(0.125rem)' },
  }),
  error: css({
    position: 'absolute',
    inset: '0',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '3',
    p: '6',
    textAlign: 'center',
    bg: 'bg.muted',
    color: 'fg.muted',
    '& > svg': { w: '10', h: '10' },
  }),
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

  // Pressing play moves focus into the player, so its own keyboard controls work at once.
  useEffect(() => {
    if (phase === 'playing') frameRef.current?.focus()
  }, [phase])

  if (!video || phase === 'error') {
    return (
      <div className={styles.error} data-part="video-error">
        <VideoOffIcon aria-hidden />
        <p role="alert" className={css({ fontWeight: 'medium', color: 'fg.default' })}>
          {t('recipeDetail.video.error')}
        </p>
        {isWebAddress(url) ? (
          <Link href={url} external variant="subtle" className={css({ textStyle: 'small' })}>
            {t('recipeDetail.video.openOriginal')}
          </Link>
        ) : null}
      </div>
    )
  }

  return (
    <div className={styles.root} data-part="video" data-provider={video.provider}>
      {phase === 'playing' ? (
        <iframe
          ref={frameRef}
          src={videoEmbedUrl(video)}
          title={t('recipeDetail.video.frameTitle', { title })}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className={fill}
          onError={() => setPhase('error')}
        />
      ) : (
        <button
          type="button"
          className={styles.playButton}
          aria-label={t('recipeDetail.video.play', { title })}
          onClick={() => setPhase('playing')}
        >
          {poster && !posterFailed ? (
            <img
              src={poster}
              alt=""
              loading="lazy"
              decoding="async"
              className={styles.poster}
              data-part="poster"
              // YouTube answers an id it does not have with a small grey placeholder picture.
              onLoad={(event) => {
                if (event.currentTarget.naturalWidth <= YOUTUBE_PLACEHOLDER_WIDTH) setPhase('error')
              }}
              // Unreachable poster: the video may still play; show our own poster.
              onError={() => setPosterFailed(true)}
            />
          ) : (
            <span className={styles.ourPoster} data-part="poster" />
          )}
          <span className={styles.playMark} data-part="play-mark" aria-hidden>
            <PlayIcon />
          </span>
        </button>
      )}
    </div>
  )
}
