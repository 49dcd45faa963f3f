import { useMemo, useState } from 'react'
import { Link as RouterLink, useParams } from 'react-router'
import { SearchXIcon, UsersIcon, UtensilsCrossedIcon } from 'lucide-react'
import { type Schema, useApiQuery } from '@sufra/api-client'
import { displayName } from '@sufra/core'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { EmptyState } from '@sufra/ui/empty-state'
import { InfiniteScroll } from '@sufra/ui/infinite-scroll'
import { SkeletonCircle, SkeletonText } from '@sufra/ui/skeleton'
import { Tabs } from '@sufra/ui/tabs'
import { css } from '@sufra/styled-system/css'
import { CreatorGrid, CreatorGridSkeleton, type CreatorSummary } from '@sufra/widgets/creator-card'
import { FollowButton, type FollowState } from '@sufra/widgets/follow-button'
import { ProfileHeader, type ProfileLinkComponent } from '@sufra/widgets/profile-header'
import { RecipeGrid, RecipeGridSkeleton } from '@sufra/widgets/recipe-card'
import { useSiteOrigin } from '../../app-providers'
import { useLocalizedPath } from '../../language/use-language'
import { PageFrame } from '../../layout/page-frame'
import { useSession } from '../../session/session-context'
import { LoadFailed } from '../load-failed'
import { useDocumentTitle } from '../../layout/document-title'

type PublicUser = Schema<'PublicUser'>

/** The recipes tab shows this many cards, then this many more each time the reader nears the end. */
export const CREATOR_RECIPES_STEP = 12

const RouterLinkAdapter: ProfileLinkComponent = ({ href, ...rest }) => <RouterLink to={href} {...rest} />

const pageClass = css({
  maxW: 'container',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '6', md: '10' },
  display: 'flex',
  flexDirection: 'column',
  gap: { base: '6', md: '8' },
})

/**
 * `/creators/{id}` (spec: creator profile): the profile header (counts, verified mark, bio, social
 * links) with Follow for signed-in visitors, then two tabs: the creator's recipes as recipe cards,
 * and the creators they follow. An unknown id is a not-found state.
 */
export function CreatorPage() {
  const { id = '' } = useParams()
  const { t } = useI18n()
  const profile = useApiQuery('/user/profile/{id}', { params: { path: { id } } }, { enabled: id !== '' })

  if (profile.data) return <CreatorView key={id} user={profile.data} />

  if (profile.isError) {
    const notFound = profile.error.status === 404 || profile.error.status === 400
    return (
      <PageFrame title={t('pages.creator.title')}>
        {notFound ? (
          <CreatorNotFound />
        ) : (
          <LoadFailed
            title={t('creator.failed')}
            onRetry={() => void profile.refetch()}
            retrying={profile.isFetching}
          />
        )}
      </PageFrame>
    )
  }

  return (
    <div className={pageClass} aria-busy="true">
      <div
        className={css({
          display: 'flex',
          gap: '4',
          alignItems: 'center',
          p: { base: '4', md: '6' },
          borderWidth: '1px',
          borderColor: 'border.subtle',
          borderRadius: 'xl',
        })}
      >
        <SkeletonCircle size="xl" />
        <div className={css({ flex: '1', maxW: 'md' })}>
          <SkeletonText lines={3} />
        </div>
      </div>
      <RecipeGridSkeleton count={4} label={t('creator.recipes.loading')} />
    </div>
  )
}

function CreatorNotFound() {
  const { t } = useI18n()
  const localized = useLocalizedPath()
  return (
    <EmptyState
      icon={<SearchXIcon aria-hidden />}
      title={t('creator.notFound.title')}
      description={t('creator.notFound.description')}
      action={
        <Button asChild>
          <RouterLink to={localized('/creators')}>{t('creator.notFound.action')}</RouterLink>
        </Button>
      }
    />
  )
}

function CreatorView({ user }: { user: PublicUser }) {
  const { t, locale } = useI18n()
  const origin = useSiteOrigin()
  useDocumentTitle(t('creator.documentTitle', { name: displayName(user, locale) }))

  // Spec section 4: the follower list changes only when the follow call answered 200 or 201 (the
  // FollowButton calls onChange only then); a fresh read of the profile is the truth again.
  const [confirmed, setConfirmed] = useState<{ base: PublicUser; follower: string[] } | null>(null)
  const follower = confirmed && confirmed.base === user ? confirmed.follower : user.follower
  const onFollowChange = (state: FollowState) => setConfirmed({ base: user, follower: state.follower })

  return (
    <div className={pageClass} data-scope="creator-page" data-part="root">
      <ProfileHeader
        user={{ ...user, follower }}
        shareUrl={`${origin}/${locale}/creators/${user._id}`}
        linkComponent={RouterLinkAdapter}
        actions={<FollowButton userId={user._id} size="md" onChange={onFollowChange} />}
      />
      <Tabs.Root defaultValue="recipes" lazyMount>
        <Tabs.List aria-label={t('creator.tabs')}>
          <Tabs.Trigger value="recipes">{t('creator.tabs.recipes')}</Tabs.Trigger>
          <Tabs.Trigger value="following">{t('creator.tabs.following')}</Tabs.Trigger>
          <Tabs.Indicator />
        </Tabs.List>
        <Tabs.Content value="recipes">
          <CreatorRecipes id={user._id} />
        </Tabs.Content>
        <Tabs.Content value="following">
          <CreatorFollowing ids={user.following} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  )
}

/**
 * Tab 1: GET /user/recipes/{id} (the whole list, newest first) as recipe cards, shown a dozen at a
 * time as the reader scrolls, so a prolific creator's page does not lay out every card at once.
 */
function CreatorRecipes({ id }: { id: string }) {
  const { t } = useI18n()
  const { data, error, isFetching, refetch } = useApiQuery('/user/recipes/{id}', { params: { path: { id } } })
  const [shown, setShown] = useState(CREATOR_RECIPES_STEP)

  if (data === undefined && error) {
    return (
      <LoadFailed title={t('profile.recipes.failed')} onRetry={() => void refetch()} retrying={isFetching} />
    )
  }
  if (data === undefined) return <RecipeGridSkeleton count={4} label={t('creator.recipes.loading')} />
  if (data.length === 0) {
    return (
      <EmptyState titleAs="p" icon={<UtensilsCrossedIcon aria-hidden />} title={t('pages.creator.empty')} />
    )
  }
  return (
    <>
      {/* The page's h1 is the creator's name; the tabs have no heading of their own. */}
      <RecipeGrid recipes={data.slice(0, shown)} headingLevel={2} />
      {data.length > CREATOR_RECIPES_STEP ? (
        <InfiniteScroll
          hasMore={shown < data.length}
          onLoadMore={() => setShown((count) => count + CREATOR_RECIPES_STEP)}
        />
      ) : null}
    </>
  )
}

/**
 * Tab 2: the creators this creator follows. The public profile lists their ids; GET /user/get-all
 * gives every creator's card data except the signed-in person's, which comes from the session.
 */
function CreatorFollowing({ ids }: { ids: readonly string[] }) {
  const { t } = useI18n()
  const { user: me } = useSession()
  const all = useApiQuery('/user/get-all', undefined, { enabled: ids.length > 0 })
  const followed = useMemo(() => {
    if (!all.data) return undefined
    const byId = new Map<string, CreatorSummary>(all.data.map((creator) => [creator._id, creator]))
    if (me) byId.set(me._id, { ...me, followersCount: me.follower.length })
    // In the order the profile lists them; an account deleted since is left out.
    return ids.flatMap((id) => byId.get(id) ?? [])
  }, [all.data, ids, me])

  if (ids.length > 0 && all.data === undefined && all.error) {
    return (
      <LoadFailed
        title={t('creator.following.failed')}
        onRetry={() => void all.refetch()}
        retrying={all.isFetching}
      />
    )
  }
  if (ids.length > 0 && followed === undefined) {
    return <CreatorGridSkeleton count={4} label={t('creator.following.loading')} />
  }
  if (!followed || followed.length === 0) {
    return <EmptyState titleAs="p" icon={<UsersIcon aria-hidden />} title={t('creator.following.empty')} />
  }
  return <CreatorGrid creators={followed} headingLevel={2} />
}
