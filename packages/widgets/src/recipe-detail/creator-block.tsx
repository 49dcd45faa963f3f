import { GlobeIcon } from 'lucide-react'
import type { Schema } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { Avatar } from '@sufra/ui/avatar'
import { VerifiedBadge } from '@sufra/ui/badge'
import { Link } from '@sufra/ui/link'
import { creatorBlock } from '@sufra/styled-system/recipes'
import { displayName } from '@sufra/core'
import { FollowButton } from '../follow-button'
import { isWebAddress, siteName } from '../shared'
import { useWidgetHost } from '../widget-host'

export type CreatorBlockProps = {
  recipe: Pick<Schema<'Recipe'>, 'createdBy' | 'metadata'>
}

/**
 * Who the recipe is from: the creator's picture (or initial), name linking to /creators/{id} and the
 * Follow button (signed-in users, not on their own recipes); for an imported recipe, a link to the
 * site it came from instead.
 */
export function CreatorBlock({ recipe }: CreatorBlockProps) {
  const { t, locale } = useI18n()
  const host = useWidgetHost()
  const { createdBy, metadata } = recipe
  const classes = creatorBlock()

  if (metadata.imported && isWebAddress(metadata.originalUrl)) {
    return (
      <div className={classes.root} data-scope="creator-block" data-part="root">
        <span className={classes.site} data-part="site" aria-hidden>
          <GlobeIcon />
        </span>
        <p className={classes.who} data-part="who">
          <span className={classes.caption} data-part="caption">
            {t('recipeDetail.creator.imported')}
          </span>
          <Link href={metadata.originalUrl} external className={classes.name} data-part="name">
            <bdi>{siteName(metadata.site, metadata.originalUrl)}</bdi>
          </Link>
        </p>
      </div>
    )
  }

  if (!createdBy) return null
  const name = displayName(createdBy, locale)

  return (
    <div className={classes.root} data-scope="creator-block" data-part="root">
      <Avatar name={name} src={createdBy.image.url} colorSeed={createdBy._id} size="md" decorative />
      <p className={classes.who} data-part="who">
        <span className={classes.caption} data-part="caption">
          {t('recipeDetail.creator.by')}
        </span>
        <span className={classes.creator} data-part="creator">
          <host.Link href={host.href(`/creators/${createdBy._id}`)} className={classes.link} data-part="link">
            <span dir="auto">{name}</span>
          </host.Link>
          <VerifiedBadge verified={createdBy.status === 'verified'} size="sm" />
        </span>
      </p>
      <FollowButton userId={createdBy._id} />
    </div>
  )
}
