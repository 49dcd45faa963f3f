import { useId } from 'react'
import {
  BookmarkIcon,
  ClockIcon,
  CookingPotIcon,
  ExternalLinkIcon,
  HeartIcon,
  ListChecksIcon,
  PlayIcon,
  UsersIcon,
} from 'lucide-react'
import type { Schema } from '@sufra/api-client'
import { pickText, useI18n, useRelativeAge } from '@sufra/i18n'
import { Avatar } from '@sufra/ui/avatar'
import { IconButton } from '@sufra/ui/icon-button'
import { css, cx } from '@sufra/styled-system/css'
import { visuallyHidden } from '@sufra/styled-system/patterns'
import { isWebAddress } from '../shared'
import { useWidgetHost } from '../widget-host'
import { cutWords } from './cut-words'
import { useRecipeLike, useRecipeSave } from './recipe-card-api'

export type RecipeSummary = Schema<'RecipeSummary'>

export type RecipeCardProps = {
  recipe: RecipeSummary
  /** The title's heading level, to fit the page outline (default 3: page h1, section h2). */
  headingLevel?: 2 | 3 | 4
  className?: string
}

/** Above the stretched title link, so they stay clickable on their own. */
const raised = css({ position: 'relative', zIndex: '[1]' })

const styles = {
  root: css({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    h: 'full',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.subtle',
    borderRadius: 'xl',
    overflow: 'hidden',
    boxShadow: 'xs',
    transitionProperty: '[box-shadow, border-color]',
    transitionDuration: 'fast',
    _hover: { boxShadow: 'md', borderColor: 'border.default' },
    // The whole card shows the focus of its title link.
    '&:has([data-part=title-link]:focus-visible)': {
      outline: '2px solid',
      outlineColor: 'focusRing',
      outlineOffset: '[2px]',
    },
  }),
  media: css({ position: 'relative', aspectRatio: '4 / 3', bg: 'bg.muted', flexShrink: 0 }),
  picture: css({ w: 'full', h: 'full', objectFit: 'cover', display: 'block' }),
  noPicture: css({
    w: 'full',
    h: 'full',
    display: 'grid',
    placeItems: 'center',
    color: 'fg.subtle',
    '& svg': { w: '12', h: '12' },
  }),
  play: css({
    position: 'absolute',
    inset: '0',
    m: 'auto',
    display: 'grid',
    placeItems: 'center',
    w: '12',
    h: '12',
    borderRadius: 'full',
    bg: 'bg.overlay',
    color: 'white',
    pointerEvents: 'none',
    // A media symbol: it points the same way in both directions.
    '& svg': { w: '5', h: '5', fill: '[currentColor]' },
  }),
  save: css({
    position: 'absolute',
    insetBlockStart: '2',
    insetInlineEnd: '2',
    zIndex: '[1]',
    boxShadow: 'sm',
    '&[aria-pressed=true]': { color: 'accent.text', '& svg': { fill: '[currentColor]' } },
  }),
  body: css({ display: 'flex', flexDirection: 'column', gap: '2', p: '4', flex: '1', minW: '0' }),
  byline: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
    minH: '8',
    textStyle: 'caption',
    color: 'fg.muted',
  }),
  creator: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    minW: '0',
    color: 'fg.default',
    textStyle: 'label',
    textDecoration: 'none',
    borderRadius: 'sm',
    _hover: { textDecoration: 'underline' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '[2px]' },
    '& svg': { w: '4', h: '4', flexShrink: 0, color: 'fg.muted' },
    // The external-link arrow points outward, towards the line's end.
    _rtl: { '& svg': { transform: 'scaleX(-1)' } },
  }),
  creatorName: css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  age: css({ flexShrink: 0, whiteSpace: 'nowrap' }),
  title: css({ textStyle: 'h3', fontSize: 'lg', lineClamp: '2' }),
  titleLink: css({
    color: 'fg.default',
    textDecoration: 'none',
    outline: 'none',
    _hover: { textDecoration: 'underline' },
    // Stretched over the card: the picture and the blank space open the recipe too.
    _after: { content: '""', position: 'absolute', inset: '0' },
  }),
  description: css({ textStyle: 'small', color: 'fg.muted' }),
  facts: css({
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '3',
    rowGap: '1',
    marginBlockStart: 'auto',
    paddingBlockStart: '1',
    textStyle: 'caption',
    color: 'fg.muted',
    '& li': { display: 'inline-flex', alignItems: 'center', gap: '1' },
    '& svg': { w: '4', h: '4', flexShrink: 0 },
  }),
  footer: css({
    display: 'flex',
    alignItems: 'center',
    gap: '1',
    marginInlineStart: '-2',
    textStyle: 'label',
    color: 'fg.muted',
  }),
  like: css({
    '&[aria-pressed=true]': { color: 'danger.text', '& svg': { fill: '[currentColor]' } },
  }),
}

/**
 * A recipe in a grid (spec: Recipe card): thumbnail (a play icon when it has a video), save and like,
 * the creator (or the imported recipe's source site), the age, the title linking to the recipe, the
 * description cut to 20 words, and time, servings and ingredient count.
 */
export function RecipeCard({ recipe, headingLevel = 3, className }: RecipeCardProps) {
  const { t, locale, intl } = useI18n()
  const host = useWidgetHost()
  const age = useRelativeAge()
  const like = useRecipeLike(recipe)
  const save = useRecipeSave(recipe)
  const titleId = useId()
  const likesId = useId()
  const title = pickText(recipe.title, locale)
  const description = cutWords(pickText(recipe.description, locale))
  const Heading = `h${headingLevel}` as const
  const { Link } = host

  return (
    <article aria-labelledby={titleId} data-recipe-id={recipe._id} className={cx(styles.root, className)}>
      <div className={styles.media}>
        {recipe.thumbnail ? (
          <img
            src={recipe.thumbnail.url}
            alt={title}
            loading="lazy"
            decoding="async"
            className={styles.picture}
          />
        ) : (
          <div className={styles.noPicture} aria-hidden data-part="no-picture">
            <CookingPotIcon />
          </div>
        )}
        {recipe.videoUrl ? (
          <span className={styles.play} role="img" aria-label={t('recipeCard.video')} data-part="video">
            <PlayIcon aria-hidden />
          </span>
        ) : null}
        <IconButton
          aria-label={t('recipeCard.save')}
          aria-pressed={save.saved}
          data-pending={save.pending || undefined}
          variant="outline"
          shape="round"
          size="sm"
          className={styles.save}
          onClick={() => void save.toggle()}
        >
          <BookmarkIcon aria-hidden />
        </IconButton>
      </div>

      <div className={styles.body}>
        <div className={styles.byline}>
          <Byline recipe={recipe} />
          <span className={styles.age}>{age(recipe.createdAt)}</span>
        </div>

        <Heading id={titleId} className={styles.title}>
          <Link href={host.href(`/recipe/${recipe._id}`)} className={styles.titleLink} data-part="title-link">
            <span dir="auto">{title}</span>
          </Link>
        </Heading>

        {description ? (
          <p className={styles.description} data-part="description">
            <span dir="auto">{description}</span>
          </p>
        ) : null}

        <ul className={styles.facts} aria-label={t('recipeCard.facts')}>
          <li>
            <ClockIcon aria-hidden />
            {t('recipeCard.time', { minutes: recipe.time })}
          </li>
          <li>
            <UsersIcon aria-hidden />
            {t('recipeCard.servings', { count: recipe.servings })}
          </li>
          <li>
            <ListChecksIcon aria-hidden />
            {t('recipeCard.ingredients', { count: recipe.ingredientsCount })}
          </li>
        </ul>

        <div className={cx(styles.footer, raised)}>
          <IconButton
            aria-label={t('recipeCard.like')}
            aria-pressed={like.liked}
            aria-describedby={likesId}
            data-pending={like.pending || undefined}
            variant="ghost"
            shape="round"
            size="sm"
            className={styles.like}
            onClick={() => void like.toggle()}
          >
            <HeartIcon aria-hidden />
          </IconButton>
          <span id={likesId} data-part="likes">
            <span aria-hidden>{intl.formatNumber(like.likesCount)}</span>
            <span className={visuallyHidden()}>{t('recipeCard.likes', { count: like.likesCount })}</span>
          </span>
        </div>
      </div>
    </article>
  )
}

/** The creator (avatar and name linking to their page), or for an imported recipe its source site. */
function Byline({ recipe }: { recipe: RecipeSummary }) {
  const { t, locale } = useI18n()
  const host = useWidgetHost()
  const { metadata, createdBy } = recipe

  if (metadata.imported) {
    const site = metadata.site || hostOf(metadata.originalUrl)
    if (!site) return <span />
    if (!isWebAddress(metadata.originalUrl)) {
      return (
        <span className={styles.creator} data-part="source">
          <span dir="auto" className={styles.creatorName}>
            {site}
          </span>
        </span>
      )
    }
    return (
      <a
        href={metadata.originalUrl}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className={cx(styles.creator, raised)}
        data-part="source"
      >
        <ExternalLinkIcon aria-hidden />
        <span dir="auto" className={styles.creatorName}>
          {site}
        </span>
        <span className={visuallyHidden()}>{t('recipeCard.newTab')}</span>
      </a>
    )
  }

  if (!createdBy) return <span />
  const name = `${pickText(createdBy.firstName, locale)} ${pickText(createdBy.lastName, locale)}`.trim()
  return (
    <host.Link
      href={host.href(`/creators/${createdBy._id}`)}
      className={cx(styles.creator, raised)}
      data-part="creator"
    >
      <Avatar name={name} src={createdBy.image.url} colorSeed={createdBy._id} size="sm" decorative />
      <span dir="auto" className={styles.creatorName}>
        {name}
      </span>
    </host.Link>
  )
}

function hostOf(url: string | null): string {
  if (!isWebAddress(url)) return ''
  return new URL(url).hostname.replace(/^www\./, '')
}
