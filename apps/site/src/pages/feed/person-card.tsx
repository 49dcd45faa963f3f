import { useId } from 'react'
import { Link as RouterLink } from 'react-router'
import { ChevronRightIcon } from 'lucide-react'
import type { Schema } from '@sufra/api-client'
import { displayName } from '@sufra/core'
import { type MessageId, useI18n } from '@sufra/i18n'
import { Avatar } from '@sufra/ui/avatar'
import { VerifiedBadge } from '@sufra/ui/badge'
import { css } from '@sufra/styled-system/css'
import { useLocalizedPath } from '../../language/use-language'

/** What the card shows of the signed-in person (their CurrentUser, or their fresher public profile). */
export type PersonCardUser = Pick<
  Schema<'PublicUser'>,
  | '_id'
  | 'firstName'
  | 'lastName'
  | 'username'
  | 'image'
  | 'status'
  | 'follower'
  | 'following'
  | 'recipesCount'
>

const counts = [
  { id: 'profile.followers', count: (user: PersonCardUser) => user.follower.length },
  { id: 'profile.following', count: (user: PersonCardUser) => user.following.length },
  { id: 'profile.posts', count: (user: PersonCardUser) => user.recipesCount },
] as const satisfies readonly { id: MessageId; count: (user: PersonCardUser) => number }[]

const card = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '3',
  p: '5',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  bg: 'bg.surface',
  textAlign: 'center',
})

const profileLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  color: 'accent.text',
  textStyle: 'label',
  textDecoration: 'none',
  borderRadius: 'sm',
  _hover: { textDecoration: 'underline' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '[2px]' },
  '& svg': { w: '4', h: '4', _rtl: { transform: 'scaleX(-1)' } },
})

/**
 * The feed's card of the signed-in person (spec: user card, start column): their picture, name
 * (with the verified mark), follower, following and post counts, and a link to their profile.
 */
export function PersonCard({ user }: { user: PersonCardUser }) {
  const { t, locale } = useI18n()
  const localized = useLocalizedPath()
  const headingId = useId()
  const name = displayName(user, locale)
  return (
    <section aria-labelledby={headingId} data-testid="person-card" className={card}>
      <Avatar name={name} src={user.image.url} colorSeed={user._id} size="xl" decorative />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0', maxW: 'full' })}>
        <h2
          id={headingId}
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: '1.5',
            textStyle: 'h3',
            minW: '0',
          })}
        >
          <span dir="auto" className={css({ truncate: true })}>
            {name}
          </span>
          <VerifiedBadge verified={user.status === 'verified'} />
        </h2>
        <p dir="ltr" className={css({ textStyle: 'caption', color: 'fg.muted', truncate: true })}>
          @{user.username}
        </p>
      </div>
      <ul
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          columnGap: '4',
          rowGap: '1',
          textStyle: 'caption',
          color: 'fg.muted',
        })}
      >
        {counts.map(({ id, count }) => (
          <li key={id} data-count={id.slice('profile.'.length)}>
            {t(id, { count: count(user) })}
          </li>
        ))}
      </ul>
      <RouterLink to={localized('/user/profile')} className={profileLink}>
        {t('feed.viewProfile')}
        <ChevronRightIcon aria-hidden />
      </RouterLink>
    </section>
  )
}
