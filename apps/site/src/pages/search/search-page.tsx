import { useCallback, useEffect, useMemo, useRef } from 'react'
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router'
import { SearchXIcon } from 'lucide-react'
import { ApiError, useSufraApi } from '@sufra/api-client'
import { type SearchCriteria, parseSearchParams, searchPath } from '@sufra/core'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { EmptyState } from '@sufra/ui/empty-state'
import { searchPage } from '@sufra/styled-system/recipes'
import { RecipeGridSkeleton } from '@sufra/widgets/recipe-card'
import { FilterPanel } from '@sufra/widgets/filter-panel'
import { useDocumentTitle } from '../../layout/document-title'
import { PageFrame } from '../../layout/page-frame'
import { useLocalizedPath } from '../../language/use-language'
import { InfiniteRecipeGrid } from '../infinite-recipe-grid'
import { LoadFailed } from '../load-failed'
import { useLoadMore } from '../use-load-more'
import { searchInit, searchPaging, searchResults } from './search-data'
import { SearchField } from './search-field'
import { SearchSummary } from './search-summary'

// For the route's server reads (routes.tsx), which load this module rather than the entry carrying them.
export { prefetchSearch } from './search-data'

/**
 * `/search` (spec section 2): the search field, the filter panel and the results. The address is the
 * search: every change (a box ticked, a chip removed, a new keyword) is a new history entry, so a
 * search is a link to share and Back walks through the earlier ones. GET /search/query 30 a page:
 * page 1 shows the recipes meeting every criterion then the similar ones, later pages add similar
 * ones, until `totalPages`; then "No more results".
 */
export function SearchPage() {
  const { t, intl } = useI18n()
  const classes = searchPage()
  const [searchParams] = useSearchParams()
  const criteria = useMemo(() => parseSearchParams(searchParams), [searchParams])
  const navigate = useNavigate()
  const localized = useLocalizedPath()
  const search = useCallback(
    (next: SearchCriteria) => void navigate(localized(searchPath(next))),
    [navigate, localized],
  )

  const { $api } = useSufraApi()
  const query = $api.useInfiniteQuery('get', '/search/query', searchInit(criteria), {
    ...searchPaging,
    // While the next search loads, the last one's results stay (faded) instead of placeholders.
    placeholderData: (previous) => previous,
  })
  const {
    data,
    error,
    fetchNextPage,
    hasNextPage,
    isFetching,
    isFetchNextPageError,
    isPlaceholderData,
    refetch,
  } = query
  const loadMore = useLoadMore({ fetchNextPage, hasNextPage, isFetching })
  const { main, similar } = useMemo(() => searchResults(data?.pages.map((page) => page.data) ?? []), [data])
  const first = data?.pages[0]?.data

  // The keyword is the searcher's text, in either language: isolated inside the sentence.
  const heading = criteria.keyword
    ? intl.formatMessage(
        { id: 'searchPage.resultsFor' },
        {
          keyword: (
            <bdi key="keyword" dir="auto">
              {criteria.keyword}
            </bdi>
          ),
        },
      )
    : t('pages.search.title')
  useDocumentTitle(
    t('pages.documentTitle', {
      title: criteria.keyword
        ? t('searchPage.resultsFor', { keyword: criteria.keyword })
        : t('pages.search.title'),
    }),
  )

  // A new search while the reader is far down the last one's results: back to the top of them.
  const resultsRef = useRef<HTMLElement>(null)
  const searchKey = searchParams.toString()
  const shownKey = useRef(searchKey)
  useEffect(() => {
    if (shownKey.current === searchKey) return
    shownKey.current = searchKey
    const results = resultsRef.current
    if (results && results.getBoundingClientRect().top < 0) results.scrollIntoView({ block: 'start' })
  }, [searchKey])

  const retryNextPage = () => void fetchNextPage({ cancelRefetch: false })
  const grid = (recipes: typeof main, headingLevel: 2 | 3) => (
    <InfiniteRecipeGrid
      recipes={recipes}
      headingLevel={headingLevel}
      onLoadMore={loadMore}
      hasNextPage={hasNextPage && !isPlaceholderData}
      isFetching={isFetching}
      isFetchNextPageError={isFetchNextPageError}
      retry={retryNextPage}
      endText={t('searchPage.noMoreResults')}
    />
  )
  const noMatch = (
    <EmptyState
      titleAs="p"
      icon={<SearchXIcon aria-hidden />}
      title={t('pages.search.empty')}
      description={t('pages.search.emptyHint')}
    />
  )

  let content
  if (!data && error instanceof ApiError && error.status === 400) {
    // A link whose filters the server cannot read (edited by hand, cut short): say so politely.
    content = (
      <EmptyState
        titleAs="p"
        icon={<SearchXIcon aria-hidden />}
        title={t('searchPage.invalid')}
        description={t('searchPage.invalidHint')}
        action={
          <Button asChild variant="outline">
            <RouterLink to={localized('/search')}>{t('searchPage.clearAll')}</RouterLink>
          </Button>
        }
      />
    )
  } else if (!data && error) {
    content = (
      <LoadFailed title={t('explore.loadFailed')} onRetry={() => void refetch()} retrying={isFetching} />
    )
  } else if (!data) {
    content = <RecipeGridSkeleton count={6} label={t('searchPage.loading')} />
  } else if (main.length === 0 && similar.length === 0) {
    content = noMatch
  } else if (main.length === 0) {
    // Nothing meets every criterion: say so, then the recipes that come close.
    content = (
      <>
        {noMatch}
        <h2 className={classes.similarTitle}>{t('searchPage.similar')}</h2>
        {grid(similar, 3)}
      </>
    )
  } else {
    content = grid([...main, ...similar], 2)
  }

  return (
    <PageFrame title={heading}>
      <SearchField
        key={criteria.keyword}
        keyword={criteria.keyword}
        onSearch={(keyword) => search({ ...criteria, keyword })}
      />
      <div className={classes.body} data-scope="search-page" data-part="body">
        <FilterPanel criteria={criteria} onChange={search} applied={first?.applied} />
        <section
          ref={resultsRef}
          className={classes.results}
          data-part="results"
          aria-busy={isPlaceholderData || undefined}
          // Which search the results on screen answer (none while the last one's stand in), so a test
          // or a script waits for the search in the address rather than for time.
          data-search={data && !isPlaceholderData ? searchKey : undefined}
        >
          <SearchSummary
            criteria={criteria}
            applied={first?.applied}
            total={isPlaceholderData ? undefined : first?.pagination.total}
            onChange={search}
          />
          {content}
        </section>
      </div>
    </PageFrame>
  )
}
