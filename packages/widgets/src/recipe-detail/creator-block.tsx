import { GlobeIcon } from 'lucide-react'
import type { Schema } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { Avatar } from '@sufra/ui/avatar'
import { VerifiedBadge } from '@sufra/ui/badge'
import { Link } from '@sufra/ui/link'
import { css } from '@sufra/styled-system/css'
import { fullName } from '../shared'
import { FollowButton } from '../follow-button'
import { isWebAddress } from '../shared'
import { useWidgetHost } from '../widget-host'

export type CreatorBlockProps = {
  recipe: Pick<Schema<'Recipe'>, 'createdBy' | 'metadata'>
}

const styles = {
  root: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    flexWrap: 'wrap',
    p: '3',
    borderRadius: 'xl',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.subtle',
  }),
  who: css({ display: 'flex', flexDirection: 'column', minW: '0', flex: '1' }),
  caption: css({ textStyle: 'caption', color: 'fg.muted' }),
  name: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    fontWeight: 'semibold',
    color: 'fg.default',
    overflowWrap: 'anywhere',
  }),
  creatorLink: css({
    fontWeight: 'semibold',
    color: 'fg.default',
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    borderRadius: 'sm',
    _hover: { textDecoration: 'underline', color: 'accent.text' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '0.5' },
  }),
  site: css({
    display: 'grid',
    placeItems: 'center',
    w: '10',
    h: '10',
    borderRadius: 'full',
    bg: 'accent.subtle',
    color: 'accent.text',
    flexShrink: 0,
    '& svg': { w: '5', h: '5' },
  }),
}

/** The host name of an address without `www.` (for an imported recipe's source). */
function siteName(site: string | null, url: string): string {
  const name = site?.trim() || new URL(url).hostname
  return name.replace(/^www\./i, '')
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

  if (metadata.imported && isWebAddress(metadata.originalUrl)) {
    return (
      <div className={styles.root} data-part="creator">
        <span className={styles.site} aria-hidden>
          <GlobeIcon />
        </span>
        <p className={styles.who}>
          <span className={styles.caption}>{t('recipeDetail.creator.imported')}</span>
          <Link href={metadata.originalUrl} external className={styles.name}>
            <bdi>{siteName(metadata.site, metadata.originalUrl)}</bdi>
          </Link>
        </p>
      </div>
    )
  }

  if (!createdBy) return null
  const name = fullName(createdBy, locale)

  return (
    <div className={styles.root} data-part="creator">
      <Avatar name={name} src={createdBy.image.url} colorSeed={createdBy._id} size="md" decorative />
      <p className={styles.who}>
        <span className={styles.caption}>{t('recipeDetail.creator.by')}</span>
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
          <host.Link href={host.href(`/creators/${createdBy._id}`)} className={styles.creatorLink}>
            <span dir="auto">{name}</span>
          </host.Link>
          <VerifiedBadge verified={createdBy.status === 'verified'} size="sm" />
        </span>
      </p>
      <FollowButton userId={createdBy._id} />
    </div>
  )
}
