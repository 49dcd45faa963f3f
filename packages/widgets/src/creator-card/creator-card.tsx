import { useId, useState } from 'react'
import type { Schema } from '@sufra/api-client'
import { displayName, pickText } from '@sufra/core'
import { useI18n } from '@sufra/i18n'
import { Avatar } from '@sufra/ui/avatar'
import { VerifiedBadge } from '@sufra/ui/badge'
import { SkeletonCircle, SkeletonText } from '@sufra/ui/skeleton'
import { cx } from '@sufra/styled-system/css'
import { visuallyHidden } from '@sufra/styled-system/patterns'
import { creatorCard, creatorGrid } from '@sufra/styled-system/recipes'
import { FollowButton } from '../follow-button'
import { useWidgetHost } from '../widget-host'

export type CreatorSummary = Schema<'CreatorSummary'>

export type CreatorCardProps = {
  creator: CreatorSummary
  /** `card` in a grid (default), `compact` in a side list such as TopCreators. */
  variant?: 'card' | 'compact'
  /** The name's heading level, to fit the page outline (default 2: page h1, cards right under it). */
  headingLevel?: 2 | 3 | 4
  className?: string
}

/**
 * A creator in a grid or a list (spec: creators): avatar (the first letter on a coloured circle when
 * there is no picture), name in the page language linking to /creators/{id}, the verified badge or
 * the exclamation mark, follower and recipe counts, and a follow button that changes at once and
 * reverts when the call does not succeed; a visitor gets the sign-in alert. The follower count
 * changes only when the call answers 200 or 201.
 */
export function CreatorCard({ creator, variant = 'card', headingLevel = 2, className }: CreatorCardProps) {
  const { t, locale } = useI18n()
  const host = useWidgetHost()
  const nameId = useId()
  const classes = creatorCard({ variant })
  const name = displayName(creator, locale)
  const bio = pickText(creator.bio, locale)
  const Heading = `h${headingLevel}` as const
  const followers = useConfirmedCount(creator.followersCount)

  return (
    <article
      aria-labelledby={nameId}
      data-creator-id={creator._id}
      data-scope="creator-card"
      data-part="root"
      data-variant={variant}
      className={cx(classes.root, className)}
    >
      <Avatar
        name={name}
        src={creator.image.url}
        colorSeed={creator._id}
        size={variant === 'card' ? 'xl' : 'md'}
        decorative
        className={classes.avatar}
      />
      <div data-part="body" className={classes.body}>
        <div data-part="name-row" className={classes.nameRow}>
          <Heading id={nameId} data-part="name" className={classes.name}>
            <host.Link
              href={host.href(`/creators/${creator._id}`)}
              dir="auto"
              data-part="name-link"
              className={classes.nameLink}
            >
              {name}
            </host.Link>
          </Heading>
          <VerifiedBadge verified={creator.status === 'verified'} size="sm" />
        </div>
        {creator.username ? (
          <p data-part="username" className={classes.username}>
            <bdi>@{creator.username}</bdi>
          </p>
        ) : null}
        {bio ? (
          <p dir="auto" data-part="bio" className={classes.bio}>
            {bio}
          </p>
        ) : null}
        <ul aria-label={t('creators.stats')} data-part="stats" className={classes.stats}>
          <li data-stat="followers">{t('profile.followers', { count: followers.value })}</li>
          <li data-stat="recipes">{t('explore.recipeCount', { count: creator.recipesCount })}</li>
        </ul>
      </div>
      <div data-part="action" className={classes.action}>
        <FollowButton
          userId={creator._id}
          mode="optimistic"
          guests="ask"
          onChange={(state) => followers.confirm(state.followersCount)}
        />
      </div>
    </article>
  )
}

/**
 * The follower count: the server's answer to a follow (200/201) until the list is read again, when
 * the list's own count is the truth.
 */
function useConfirmedCount(fromList: number) {
  const [confirmed, setConfirmed] = useState<{ base: number; value: number } | null>(null)
  const value = confirmed && confirmed.base === fromList ? confirmed.value : fromList
  return { value, confirm: (count: number) => setConfirmed({ base: fromList, value: count }) }
}

export type CreatorGridProps = {
  creators: readonly CreatorSummary[]
  headingLevel?: CreatorCardProps['headingLevel']
  className?: string
}

/** Creator cards in a responsive grid (one column on phones, up to four). */
export function CreatorGrid({ creators, headingLevel, className }: CreatorGridProps) {
  const classes = creatorGrid()
  return (
    <ul className={cx(classes.root, className)} data-scope="creator-grid" data-part="root">
      {creators.map((creator) => (
        <li key={creator._id}>
          <CreatorCard creator={creator} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}

/** Card-shaped placeholders while creators load; `label` says so to screen readers. */
export function CreatorGridSkeleton({ count = 8, label }: { count?: number; label: string }) {
  const classes = creatorGrid()
  return (
    <div aria-busy="true" className={classes.skeleton} data-scope="creator-grid" data-part="skeleton">
      <span role="status" className={visuallyHidden()}>
        {label}
      </span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={classes.placeholder} data-part="placeholder">
          <SkeletonCircle size="xl" />
          <div className={classes.placeholderLine} data-part="placeholder-line">
            <SkeletonText lines={2} />
          </div>
        </div>
      ))}
    </div>
  )
}
