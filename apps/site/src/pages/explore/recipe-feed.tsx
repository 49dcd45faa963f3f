import { useEffect, useMemo } from 'react'
import { UtensilsCrossedIcon } from 'lucide-react'
import { useSufraApi } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { EmptyState } from '@sufra/ui/empty-state'
import { toaster } from '@sufra/ui/toast'
import { RecipeGridSkeleton } from '@sufra/widgets/recipe-card'
import { RecipeFeedFrame } from './recipe-feed-frame'
import { mergeById } from './explore-rules'
import { recipeFeedInit, recipeFeedPaging } from './explore-data'
import { LoadFailed } from '../load-failed'
import { useLoadMore } from '../use-load-more'
import { InfiniteRecipeGrid } from '../infinite-recipe-grid'

/**
 * The explore grid (spec section 4, Explore list): GET /recipe?page=n&limit=30, the next page as the
 * end of the grid comes within 300 px, one request at a time, recipes merged by id, and the end once
 * a page comes back empty. A failure toasts "Error loading recipes" and offers Try again.
 */
export function RecipeFeed() {
  const { t } = useI18n()
  const { $api } = useSufraApi()
  const query = $api.useInfiniteQuery('get', '/recipe', recipeFeedInit, recipeFeedPaging)
  const {
    data,
    error,
    errorUpdatedAt,
    fetchNextPage,
    hasNextPage,
    isFetching,
    isFetchNextPageError,
    refetch,
  } = query

  const recipes = useMemo(() => mergeById(data?.pages.map((page) => page.data) ?? []), [data])

  const loadMore = useLoadMore({ fetchNextPage, hasNextPage, isFetching })

  // Spec section 8: "Error loading recipes", once per failed request.
  useEffect(() => {
    if (error) toaster.error({ title: t('explore.loadFailed') })
  }, [error, errorUpdatedAt, t])

  let content
  if (!data && error) {
    content = (
      <LoadFailed title={t('explore.loadFailed')} onRetry={() => void refetch()} retrying={isFetching} />
    )
  } else if (!data) {
    content = <RecipeGridSkeleton count={8} />
  } else if (recipes.length === 0) {
    content = (
      <EmptyState titleAs="p" icon={<UtensilsCrossedIcon aria-hidden />} title={t('pages.explore.empty')} />
    )
  } else {
    content = (
      <InfiniteRecipeGrid
        recipes={recipes}
        onLoadMore={loadMore}
        hasNextPage={hasNextPage}
        isFetching={isFetching}
        isFetchNextPageError={isFetchNextPageError}
        retry={() => void fetchNextPage({ cancelRefetch: false })}
      />
    )
  }

  return <RecipeFeedFrame>{content}</RecipeFeedFrame>
}
