import { type KeyboardEvent, useId, useState } from 'react'
import { ChevronLeftIcon, ChevronRightIcon, ImageOffIcon, PlayIcon } from 'lucide-react'
import type { Schema } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { IconButton } from '@sufra/ui/icon-button'
import { css, cx } from '@sufra/styled-system/css'
import { recogniseVideo, videoThumbnailUrl } from './video-url'
import { VideoPlayer } from './video-player'

type Image = Schema<'Image'>

export type MediaGalleryProps = {
  /** The recipe's title in the page language: the pictures' alt text and the video's name. */
  title: string
  thumbnail: Image | null
  otherImages: Image[]
  videoUrl: string | null
}

type Slide =
  { kind: 'picture'; key: string; url: string; number: number } | { kind: 'video'; key: 'video'; url: string }

/** Thumbnail first, then the video, then the other pictures. */
function slidesOf({ thumbnail, otherImages, videoUrl }: MediaGalleryProps): Slide[] {
  const pictures = [thumbnail, ...otherImages].filter((image): image is Image => Boolean(image?.url))
  const slides: Slide[] = pictures.map((image, index) => ({
    kind: 'picture',
    key: `${index}:${image.key || image.url}`,
    url: image.url,
    number: index + 1,
  }))
  if (videoUrl?.trim())
    slides.splice(Math.min(1, slides.length), 0, { kind: 'video', key: 'video', url: videoUrl })
  return slides
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' }),
  stage: css({
    position: 'relative',
    aspectRatio: '4 / 3',
    bg: 'bg.muted',
    borderRadius: 'xl',
    overflow: 'hidden',
  }),
  picture: css({ w: 'full', h: 'full', objectFit: 'cover', display: 'block' }),
  arrow: css({
    position: 'absolute',
    insetBlockStart: '[50%]',
    transform: 'translateY(-50%)',
    bg: 'bg.surface/90',
    boxShadow: 'md',
    zIndex: '[1]',
    '& svg': { _rtl: { transform: 'scaleX(-1)' } },
  }),
  counter: css({
    position: 'absolute',
    insetBlockEnd: '3',
    insetInlineEnd: '3',
    px: '2.5',
    py: '0.5',
    borderRadius: 'full',
    bg: 'bg.inverse/75',
    color: 'fg.inverse',
    textStyle: 'caption',
    fontWeight: 'medium',
    pointerEvents: 'none',
    zIndex: '[1]',
  }),
  thumbs: css({
    display: 'flex',
    gap: '2',
    overflowX: 'auto',
    p: '1',
    scrollbarWidth: '[thin]',
  }),
  thumb: css({
    position: 'relative',
    flexShrink: 0,
    w: '20',
    h: '14',
    borderRadius: 'md',
    overflow: 'hidden',
    bg: 'bg.muted',
    cursor: 'pointer',
    opacity: 0.75,
    outlineOffset: '0.5',
    borderWidth: '2px',
    borderColor: 'transparent',
    transitionProperty: '[opacity, border-color]',
    transitionDuration: 'fast',
    _hover: { opacity: 1 },
    '&[aria-current=true]': { opacity: 1, borderColor: 'accent.default' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
  }),
  thumbPlay: css({
    position: 'absolute',
    inset: '0',
    display: 'grid',
    placeItems: 'center',
    color: 'fg.inverse',
    bg: 'bg.inverse/30',
    '& svg': { w: '5', h: '5', fill: '[currentColor]' },
  }),
  empty: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    h: 'full',
    color: 'fg.subtle',
    textStyle: 'small',
    '& svg': { w: '10', h: '10' },
  }),
}

/**
 * The recipe's media (spec: Recipe detail, media gallery including video): the thumbnail, the video
 * and the other pictures, one at a time with previous / next buttons (also the arrow keys, Home and
 * End) and a row of thumbnails. Pictures load lazily and are named after the recipe.
 */
export function MediaGallery(props: MediaGalleryProps) {
  const { t, dir } = useI18n()
  const slides = slidesOf(props)
  const [selected, setSelected] = useState(0)
  const stageId = useId()
  const count = slides.length
  const index = Math.min(selected, Math.max(0, count - 1))
  const current = slides[index]
  const pictureCount = slides.filter((slide) => slide.kind === 'picture').length

  const go = (next: number) => setSelected(((next % count) + count) % count)

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (count < 2 || event.defaultPrevented) return
    const target = event.target as HTMLElement
    if (target.closest('input, textarea, select, iframe, [contenteditable=true]')) return
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
    let next: number | null = null
    if (event.key === forward) next = index + 1
    else if (event.key === backward) next = index - 1
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = count - 1
    if (next === null) return
    event.preventDefault()
    go(next)
    // Keep the thumbnail of the shown slide focused when the keys were used on the thumbnails.
    if (target.closest('[data-part=thumbnails]')) {
      const wrapped = ((next % count) + count) % count
      target
        .closest('[data-part=thumbnails]')
        ?.querySelectorAll<HTMLButtonElement>('button')
        [wrapped]?.focus()
    }
  }

  const pictureAlt = (number: number) =>
    pictureCount > 1
      ? t('recipeDetail.gallery.pictureAlt', { title: props.title, index: number, count: pictureCount })
      : props.title

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('recipeDetail.gallery.label')}
      className={styles.root}
      onKeyDown={onKeyDown}
      data-part="media-gallery"
    >
      <div id={stageId} className={styles.stage} data-part="stage">
        {!current ? (
          <div className={styles.empty}>
            <ImageOffIcon aria-hidden />
            <span>{t('recipeDetail.gallery.noPicture')}</span>
          </div>
        ) : current.kind === 'picture' ? (
          <img
            key={current.key}
            src={current.url}
            alt={pictureAlt(current.number)}
            // The first picture is the page's main image; the others wait until they are shown.
            loading={index === 0 ? 'eager' : 'lazy'}
            decoding="async"
            className={styles.picture}
          />
        ) : (
          <VideoPlayer key={current.key} url={current.url} title={props.title} />
        )}

        {count > 1 ? (
          <>
            <IconButton
              variant="outline"
              shape="round"
              size="sm"
              aria-label={t('recipeDetail.gallery.previous')}
              aria-controls={stageId}
              className={cx(styles.arrow, css({ insetInlineStart: '3' }))}
              onClick={() => go(index - 1)}
            >
              <ChevronLeftIcon aria-hidden />
            </IconButton>
            <IconButton
              variant="outline"
              shape="round"
              size="sm"
              aria-label={t('recipeDetail.gallery.next')}
              aria-controls={stageId}
              className={cx(styles.arrow, css({ insetInlineEnd: '3' }))}
              onClick={() => go(index + 1)}
            >
              <ChevronRightIcon aria-hidden />
            </IconButton>
            <span className={styles.counter} aria-live="polite" data-part="position">
              {t('recipeDetail.gallery.position', { index: index + 1, count })}
            </span>
          </>
        ) : null}
      </div>

      {count > 1 ? (
        <ul
          aria-label={t('recipeDetail.gallery.thumbnails')}
          className={styles.thumbs}
          data-part="thumbnails"
        >
          {slides.map((slide, position) => (
            <li key={slide.key} className={css({ display: 'flex' })}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={position === index ? 'true' : undefined}
                aria-controls={stageId}
                aria-label={
                  slide.kind === 'video'
                    ? t('recipeDetail.gallery.showVideo')
                    : t('recipeDetail.gallery.showPicture', { index: slide.number, count: pictureCount })
                }
                onClick={() => setSelected(position)}
              >
                {slide.kind === 'picture' ? (
                  <img src={slide.url} alt="" loading="lazy" decoding="async" className={styles.picture} />
                ) : (
                  <VideoThumb url={slide.url} />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

/** The video's small picture in the thumbnail row: the platform's poster, or ours, with a play mark. */
function VideoThumb({ url }: { url: string }) {
  const video = recogniseVideo(url)
  const poster = video ? videoThumbnailUrl(video) : null
  const [failed, setFailed] = useState(false)
  return (
    <>
      {poster && !failed ? (
        <img
          src={poster}
          alt=""
          loading="lazy"
          decoding="async"
          className={styles.picture}
          onError={() => setFailed(true)}
        />
      ) : (
        <span className={css({ display: 'block', w: 'full', h: 'full', bg: 'accent.emphasized' })} />
      )}
      <span className={styles.thumbPlay} aria-hidden>
        <PlayIcon />
      </span>
    </>
  )
}
