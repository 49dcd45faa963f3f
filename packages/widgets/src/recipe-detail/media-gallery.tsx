import { type KeyboardEvent, useId, useState } from 'react'
import { ChevronLeftIcon, ChevronRightIcon, ImageOffIcon, PlayIcon } from 'lucide-react'
import type { Schema } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { IconButton } from '@sufra/ui/icon-button'
import { mediaGallery } from '@sufra/styled-system/recipes'
import { recogniseVideo, videoThumbnailUrl } from './video-url'
import { VideoPlayer } from './video-player'
import { pictureSrcSet } from '../shared'

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
  const classes = mediaGallery()

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
      className={classes.root}
      onKeyDown={onKeyDown}
      data-scope="media-gallery"
      data-part="root"
    >
      <div id={stageId} className={classes.stage} data-part="stage">
        {!current ? (
          <div className={classes.empty} data-part="empty">
            <ImageOffIcon aria-hidden />
            <span>{t('recipeDetail.gallery.noPicture')}</span>
          </div>
        ) : current.kind === 'picture' ? (
          <img
            key={current.key}
            src={current.url}
            srcSet={pictureSrcSet(current.url)}
            sizes="(min-width: 1024px) 50vw, 100vw"
            alt={pictureAlt(current.number)}
            // The first picture is the page's main image (its largest paint): fetched first. The
            // others wait until they are shown. width/height give the box its shape before it loads.
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
            width={1200}
            height={900}
            decoding="async"
            className={classes.picture}
            data-part="picture"
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
              className={classes.previous}
              data-part="previous"
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
              className={classes.next}
              data-part="next"
              onClick={() => go(index + 1)}
            >
              <ChevronRightIcon aria-hidden />
            </IconButton>
            <span className={classes.position} aria-live="polite" data-part="position">
              {t('recipeDetail.gallery.position', { index: index + 1, count })}
            </span>
          </>
        ) : null}
      </div>

      {count > 1 ? (
        <ul
          aria-label={t('recipeDetail.gallery.thumbnails')}
          className={classes.thumbnails}
          data-part="thumbnails"
        >
          {slides.map((slide, position) => (
            <li key={slide.key} className={classes.item} data-part="item">
              <button
                type="button"
                className={classes.thumbnail}
                data-part="thumbnail"
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
                  <img
                    src={slide.url}
                    srcSet={pictureSrcSet(slide.url)}
                    sizes="120px"
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className={classes.picture}
                    data-part="picture"
                  />
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
  const classes = mediaGallery()
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
          className={classes.picture}
          data-part="picture"
          onError={() => setFailed(true)}
        />
      ) : (
        <span className={classes.fallback} data-part="fallback" />
      )}
      <span className={classes.play} data-part="play" aria-hidden>
        <PlayIcon />
      </span>
    </>
  )
}
