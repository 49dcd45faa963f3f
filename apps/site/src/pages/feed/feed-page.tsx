import { type ReactNode, useCallback, useSyncExternalStore } from 'react'
import { useApiQuery } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { Tabs } from '@sufra/ui/tabs'
import { css } from '@sufra/styled-system/css'
import { TopCreators } from '@sufra/widgets/creator-card'
import { useSession } from '../../session/session-context'
import type { SessionUser } from '../../session/session-user'
import { CreatePanel } from './create-panel'
import { FeedRecipes } from './feed-recipes'
import { PersonCard } from './person-card'

/** From this width the three columns sit side by side (Panda's `lg`); below, they are tabs. */
const WIDE_QUERY = '(min-width: 1024px)'

function useWideScreen(): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    const query = window.matchMedia(WIDE_QUERY)
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => false,
  )
}

/** `/feed` (sign-in required): the signed-in person's home. */
export function FeedPage() {
  const { user } = useSession()
  const wide = useWideScreen()
  // The guard renders this page only with a signed-in user.
  return user ? <Feed user={user} wide={wide} /> : null
}

/**
 * The feed's three columns (spec section 2): the person's card and top creators at the start, the
 * random-recipe feed in the middle, the create and import panel at the end. On narrower screens the
 * columns become three tabs, the recipes first; every tab stays mounted, so switching keeps the
 * feed where it was.
 */
export function Feed({ user, wide }: { user: SessionUser; wide: boolean }) {
  const { t } = useI18n()
  // The session holds the person; their public profile brings fresh counts (a follow changes them).
  const profile = useApiQuery('/user/profile/{id}', { params: { path: { id: user._id } } })

  const start = (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PersonCard user={profile.data ?? user} />
      <TopCreators />
    </div>
  )
  const middle = <FeedRecipes />
  const end = <CreatePanel />

  return (
    <div
      className={css({
        maxW: 'container',
        mx: 'auto',
        px: { base: '4', md: '6' },
        py: { base: '6', md: '10' },
        display: 'flex',
        flexDirection: 'column',
        gap: '6',
      })}
    >
      <h1 className={css({ textStyle: { base: 'h2', md: 'h1' } })}>{t('pages.feed.title')}</h1>
      {wide ? (
        <FeedColumns start={start} middle={middle} end={end} />
      ) : (
        <FeedTabs start={start} middle={middle} end={end} />
      )}
    </div>
  )
}

type Columns = { start: ReactNode; middle: ReactNode; end: ReactNode }

function FeedColumns({ start, middle, end }: Columns) {
  return (
    <div
      data-layout="columns"
      className={css({
        display: 'grid',
        gridTemplateColumns: '[18rem minmax(0, 1fr) 18rem]',
        gap: '6',
        alignItems: 'start',
      })}
    >
      <div>{start}</div>
      <div>{middle}</div>
      {/* Short enough to stay in view while the feed scrolls (the start column is taller). */}
      <div className={css({ position: 'sticky', insetBlockStart: '20' })}>{end}</div>
    </div>
  )
}

function FeedTabs({ start, middle, end }: Columns) {
  const { t } = useI18n()
  return (
    <Tabs.Root defaultValue="recipes" data-layout="tabs">
      <Tabs.List aria-label={t('feed.tabs.label')}>
        <Tabs.Trigger value="recipes">{t('feed.tabs.recipes')}</Tabs.Trigger>
        <Tabs.Trigger value="people">{t('feed.tabs.people')}</Tabs.Trigger>
        <Tabs.Trigger value="create">{t('feed.tabs.create')}</Tabs.Trigger>
        <Tabs.Indicator />
      </Tabs.List>
      <Tabs.Content value="recipes">{middle}</Tabs.Content>
      <Tabs.Content value="people">{start}</Tabs.Content>
      <Tabs.Content value="create">{end}</Tabs.Content>
    </Tabs.Root>
  )
}
