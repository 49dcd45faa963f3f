import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { InfiniteScroll } from '@sufra/ui/infinite-scroll'
import { css } from '@sufra/styled-system/css'
import { RecipeGrid } from '@sufra/widgets/recipe-card'
import { EXPLORE_SCROLL_THRESHOLD } from './explore/explore-rules'

type InfiniteRecipeGridProps = {
  recipes: Parameters<typeof RecipeGrid>[0]['recipes']
  /** The cards' title level (RecipeGrid's default 3). */
  headingLevel?: Parameters<typeof RecipeGrid>[0]['headingLevel']
  className?: string
  onLoadMore: () => void
  hasNextPage: boolean
  isFetching: boolean
  /** A later page failed: the end message gives way to a retry button. */
  isFetchNextPageError: boolean
  retry: () => void
  /** Replaces "You've reached the end" (the search's "No more results"). */
  endText?: string
}

/** Recipe cards that load their next page as the reader nears the end (explore's grid, the feed, search). */
export function InfiniteRecipeGrid({
  recipes,
  headingLevel,
  className,
  onLoadMore,
  hasNextPage,
  isFetching,
  isFetchNextPageError,
  retry,
  endText,
}: InfiniteRecipeGridProps) {
  const { t } = useI18n()
  return (
    <>
      <RecipeGrid recipes={recipes} headingLevel={headingLevel} className={className} />
      <InfiniteScroll
        onLoadMore={onLoadMore}
        hasMore={hasNextPage && !isFetchNextPageError}
        loading={isFetching}
        threshold={EXPLORE_SCROLL_THRESHOLD}
        showEnd={!isFetchNextPageError}
        endText={endText}
      />
      {isFetchNextPageError ? (
        <div className={css({ display: 'flex', justifyContent: 'center' })}>
          <Button variant="outline" onClick={retry}>
            {t('explore.retry')}
          </Button>
        </div>
      ) : null}
    </>
  )
}
