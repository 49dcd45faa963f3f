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
import { displayName } from '@sufra/core'
import { pickText, useI18n, useRelativeAge } from '@sufra/i18n'
import { Avatar } from '@sufra/ui/avatar'
import { IconButton } from '@sufra/ui/icon-button'
import { cx } from '@sufra/styled-system/css'
import { visuallyHidden } from '@sufra/styled-system/patterns'
import { recipeCard } from '@sufra/styled-system/recipes'
import { isWebAddress } from '../shared'
import { useWidgetHost } from '../widget-host'
import { cutWords } from './cut-words'
import { useRecipeLike, useRecipeSave } from './recipe-card-api'
import { pictureSrcSet } from '../shared'

export type RecipeSummary = Schema<'RecipeSummary'>

export type RecipeCardProps = {
  recipe: RecipeSummary
  /** The title's heading level, to fit the page outline (default 3: page h1, section h2). */
  headingLevel?: 2 | 3 | 4
  className?: string
}

const classes = recipeCard()

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
    <article
      aria-labelledby={titleId}
      data-recipe-id={recipe._id}
      data-scope="recipe-card"
      data-part="root"
      className={cx(classes.root, className)}
    >
      <div className={classes.media} data-part="media">
        {recipe.thumbnail ? (
          <img
            src={recipe.thumbnail.url}
            srcSet={pictureSrcSet(recipe.thumbnail.url)}
            // A card is a column of the grid, or the screen's width on a phone.
            sizes="(min-width: 640px) 400px, 100vw"
            alt={title}
            // The card's 4:3 picture box, known before the picture arrives.
            width={400}
            height={300}
            loading="lazy"
            decoding="async"
            className={classes.picture}
            data-part="picture"
          />
        ) : (
          <div className={classes.noPicture} aria-hidden data-part="no-picture">
            <CookingPotIcon />
          </div>
        )}
        {recipe.videoUrl ? (
          <span className={classes.video} role="img" aria-label={t('recipeCard.video')} data-part="video">
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
          className={classes.save}
          data-part="save"
          onClick={() => void save.toggle()}
        >
          <BookmarkIcon aria-hidden />
        </IconButton>
      </div>

      <div className={classes.body} data-part="body">
        <div className={classes.byline} data-part="byline">
          <Byline recipe={recipe} />
          <span className={classes.age} data-part="age">
            {age(recipe.createdAt)}
          </span>
        </div>

        <Heading id={titleId} className={classes.title} data-part="title">
          <Link
            href={host.href(`/recipe/${recipe._id}`)}
            className={classes.titleLink}
            data-part="title-link"
          >
            <span dir="auto">{title}</span>
          </Link>
        </Heading>

        {description ? (
          <p className={classes.description} data-part="description">
            <span dir="auto">{description}</span>
          </p>
        ) : null}

        <ul className={classes.facts} aria-label={t('recipeCard.facts')} data-part="facts">
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

        <div className={classes.footer} data-part="footer">
          <IconButton
            aria-label={t('recipeCard.like')}
            aria-pressed={like.liked}
            aria-describedby={likesId}
            data-pending={like.pending || undefined}
            variant="ghost"
            shape="round"
            size="sm"
            className={classes.like}
            data-part="like"
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
        <span className={classes.source} data-part="source">
          <span dir="auto" className={classes.name} data-part="name">
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
        className={classes.source}
        data-part="source"
      >
        <ExternalLinkIcon aria-hidden />
        <span dir="auto" className={classes.name} data-part="name">
          {site}
        </span>
        <span className={visuallyHidden()}>{t('recipeCard.newTab')}</span>
      </a>
    )
  }

  if (!createdBy) return <span />
  const name = displayName(createdBy, locale)
  return (
    <host.Link href={host.href(`/creators/${createdBy._id}`)} className={classes.creator} data-part="creator">
      <Avatar name={name} src={createdBy.image.url} colorSeed={createdBy._id} size="sm" decorative />
      <span dir="auto" className={classes.name} data-part="name">
        {name}
      </span>
    </host.Link>
  )
}

function hostOf(url: string | null): string {
  if (!isWebAddress(url)) return ''
  return new URL(url).hostname.replace(/^www\./, '')
}
