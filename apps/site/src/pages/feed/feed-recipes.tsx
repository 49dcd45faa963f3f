import { useEffect, useId, useMemo } from 'react'
import { UtensilsCrossedIcon } from 'lucide-react'
import { useSufraApi } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { EmptyState } from '@sufra/ui/empty-state'
import { toaster } from '@sufra/ui/toast'
import { css } from '@sufra/styled-system/css'
import { RecipeGridSkeleton } from '@sufra/widgets/recipe-card'
import { mergeById } from '../explore/explore-rules'
import { LoadFailed } from '../load-failed'
import { randomFeedInit, randomFeedPaging } from './feed-rules'
import { useLoadMore } from '../use-load-more'
import { InfiniteRecipeGrid } from '../infinite-recipe-grid'

// The middle column is narrower than the page: as many cards as its own width fits, not the viewport's.
const columnGrid = css({ gridTemplateColumns: '[repeat(auto-fill, minmax(min(100%, 15rem), 1fr))]' })

/**
 * The feed's middle column (spec: an infinite random-recipe list): GET /recipe/random?limit=10&skip=n
 * as recipe cards, the next page as the end comes near, one request at a time, until a page brings
 * fewer than 10. The server's order holds for the day, so pages follow on without repeats; recipes
 * are merged by id all the same. A failure toasts "Error loading recipes" and offers Try again.
 */
export function FeedRecipes() {
  const { t } = useI18n()
  const headingId = useId()
  const { $api } = useSufraApi()
  const {
    data,
    error,
    errorUpdatedAt,
    fetchNextPage,
    hasNextPage,
    isFetching,
    isFetchNextPageError,
    refetch,
  } = $api.useInfiniteQuery('get', '/recipe/random', randomFeedInit, randomFeedPaging)

  const recipes = useMemo(() => mergeById(data?.pages.map((page) => page.data) ?? []), [data])

  const loadMore = useLoadMore({ fetchNextPage, hasNextPage, isFetching })

  useEffect(() => {
    if (error) toaster.error({ title: t('feed.loadFailed') })
  }, [error, errorUpdatedAt, t])

  let content
  if (!data && error) {
    content = <LoadFailed title={t('feed.loadFailed')} onRetry={() => void refetch()} retrying={isFetching} />
  } else if (!data) {
    content = <RecipeGridSkeleton count={4} />
  } else if (recipes.length === 0) {
    content = (
      <EmptyState titleAs="p" icon={<UtensilsCrossedIcon aria-hidden />} title={t('pages.feed.empty')} />
    )
  } else {
    content = (
      <InfiniteRecipeGrid
        recipes={recipes}
        className={columnGrid}
        onLoadMore={loadMore}
        hasNextPage={hasNextPage}
        isFetching={isFetching}
        isFetchNextPageError={isFetchNextPageError}
        retry={() => void fetchNextPage({ cancelRefetch: false })}
      />
    )
  }

  return (
    <section
      aria-labelledby={headingId}
      data-testid="feed-recipes"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' })}
    >
      <h2 id={headingId} className={css({ textStyle: 'h3' })}>
        {t('feed.recipes')}
      </h2>
      {content}
    </section>
  )
}
