import { useId, useMemo } from 'react'
import { Link as RouterLink } from 'react-router'
import { type Schema, useApiQuery, useSufraApi } from '@sufra/api-client'
import { type MessageId, pickText, useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { Chip } from '@sufra/ui/chip'
import { InfiniteScroll } from '@sufra/ui/infinite-scroll'
import { Skeleton } from '@sufra/ui/skeleton'
import { css } from '@sufra/styled-system/css'
import { PageFrame } from '../../layout/page-frame'
import { useLocalizedPath } from '../../language/use-language'
import { taxonomySlug } from '../explore/explore-rules'
import { LoadFailed } from '../load-failed'
import {
  CATALOGUE_PAGE_SIZE,
  type CatalogueKind,
  POPULAR_SHOWN,
  catalogueInit,
  nextSkip,
} from './catalogue-data'
import { type CatalogueEntry, CatalogueGridSkeleton, CatalogueTile, catalogueGrid } from './catalogue-tile'
import { useDocumentTitle } from '../../layout/document-title'
import { useLoadMore } from '../use-load-more'

const texts: Record<
  CatalogueKind,
  Record<'title' | 'popular' | 'all' | 'loadFailed', MessageId> & { route: string }
> = {
  category: {
    title: 'pages.categories.title',
    popular: 'pages.categories.popular',
    all: 'pages.categories.all',
    loadFailed: 'pages.categories.loadFailed',
    route: '/category',
  },
  ingredient: {
    title: 'pages.ingredients.title',
    popular: 'pages.ingredients.popular',
    all: 'pages.ingredients.all',
    loadFailed: 'pages.ingredients.loadFailed',
    route: '/ingredient',
  },
}

const section = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const sectionHeading = css({ textStyle: { base: 'h3', md: 'h2' } })

/** `/categories` (spec: popular categories strip plus infinite-scroll grid, 30 per page). */
export function CategoriesPage() {
  return <CataloguePage kind="category" />
}

/** `/ingredients` (spec: popular ingredients strip plus infinite-scroll grid, 30 per page). */
export function IngredientsPage() {
  return <CataloguePage kind="ingredient" />
}

function CataloguePage({ kind }: { kind: CatalogueKind }) {
  const { t } = useI18n()
  const title = t(texts[kind].title)
  useDocumentTitle(t('pages.documentTitle', { title }))
  return (
    <PageFrame title={title}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: { base: '8', md: '10' } })}>
        <PopularStrip kind={kind} />
        {kind === 'category' ? <CategoryGrid /> : <IngredientGrid />}
      </div>
    </PageFrame>
  )
}

/**
 * The first 10 of GET /category/popular or /ingredient/popular as link chips with their recipe
 * counts. A failure is logged only (spec section 8): the strip is left out.
 */
function PopularStrip({ kind }: { kind: CatalogueKind }) {
  const { t, locale } = useI18n()
  const localized = useLocalizedPath()
  const headingId = useId()
  const { data, isPending } = useApiQuery(kind === 'category' ? '/category/popular' : '/ingredient/popular')
  const entries = data?.slice(0, POPULAR_SHOWN)
  if (!isPending && !entries?.length) return null
  return (
    <section aria-labelledby={headingId} className={section} data-testid="popular-strip">
      <h2 id={headingId} className={sectionHeading}>
        {t(texts[kind].popular)}
      </h2>
      {entries ? (
        <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {entries.map((entry: Schema<'Popular'>) => {
            const slug = taxonomySlug(entry)
            return (
              <li key={slug}>
                <Chip asChild variant="outline">
                  <RouterLink to={localized(`${texts[kind].route}/${slug}`)}>
                    <span>{pickText(entry._id, locale)}</span>
                    <span className={css({ color: 'fg.muted', fontVariantNumeric: 'tabular-nums' })}>
                      {t('explore.recipeCount', { count: entry.count })}
                    </span>
                  </RouterLink>
                </Chip>
              </li>
            )
          })}
        </ul>
      ) : (
        <div aria-hidden className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {Array.from({ length: POPULAR_SHOWN }, (_, index) => (
            <Skeleton key={index} className={css({ w: '24', h: '8', borderRadius: 'full' })} />
          ))}
        </div>
      )}
    </section>
  )
}

type CataloguePageData = { total: number; categories?: CatalogueEntry[]; ingredients?: CatalogueEntry[] }
const pageEntries = (page: { data: CataloguePageData }) => page.data.categories ?? page.data.ingredients ?? []

/** Paging by `skip`: everything loaded so far, until the total is reached. */
const cataloguePaging = {
  pageParamName: 'skip',
  initialPageParam: 0,
  getNextPageParam: (lastPage: { data: CataloguePageData }, allPages: { data: CataloguePageData }[]) =>
    nextSkip(
      allPages.reduce((sum, page) => sum + pageEntries(page).length, 0),
      pageEntries(lastPage).length,
      CATALOGUE_PAGE_SIZE,
      lastPage.data.total,
    ),
} as const

/** GET /category?limit=30&skip=n. */
function CategoryGrid() {
  const { $api } = useSufraApi()
  return (
    <CatalogueGrid
      kind="category"
      query={$api.useInfiniteQuery('get', '/category', catalogueInit, cataloguePaging)}
    />
  )
}

/** GET /ingredient?limit=30&skip=n. */
function IngredientGrid() {
  const { $api } = useSufraApi()
  return (
    <CatalogueGrid
      kind="ingredient"
      query={$api.useInfiniteQuery('get', '/ingredient', catalogueInit, cataloguePaging)}
    />
  )
}

type GridQuery = {
  data?: { pages: { data: CataloguePageData }[] }
  error: unknown
  fetchNextPage: (options: { cancelRefetch: boolean }) => Promise<unknown>
  hasNextPage: boolean
  isFetching: boolean
  isFetchNextPageError: boolean
  refetch: () => Promise<unknown>
}

/** The grid, 30 a page, the next as its end comes near, ending with "You've reached the end". */
function CatalogueGrid({ kind, query }: { kind: CatalogueKind; query: GridQuery }) {
  const { t } = useI18n()
  const headingId = useId()
  const { data, error, fetchNextPage, hasNextPage, isFetching, isFetchNextPageError, refetch } = query
  const loadMore = useLoadMore({ fetchNextPage, hasNextPage, isFetching })
  const entries = useMemo(() => (data?.pages ?? []).flatMap(pageEntries), [data])

  let content
  if (!data && error) {
    content = (
      <LoadFailed title={t(texts[kind].loadFailed)} onRetry={() => void refetch()} retrying={isFetching} />
    )
  } else if (!data) {
    content = <CatalogueGridSkeleton label={t('common.loading')} pictures={kind === 'category'} />
  } else {
    content = (
      <>
        <ul className={catalogueGrid}>
          {entries.map((entry, index) => (
            <li key={entry._id}>
              <CatalogueTile entry={entry} path={`${texts[kind].route}/${entry.slug}`} index={index} />
            </li>
          ))}
        </ul>
        <InfiniteScroll
          onLoadMore={loadMore}
          hasMore={hasNextPage && !isFetchNextPageError}
          loading={isFetching}
          showEnd={!isFetchNextPageError}
          endText={t('pages.endOfList')}
        />
        {isFetchNextPageError ? (
          <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2' })}>
            <p role="alert">{t(texts[kind].loadFailed)}</p>
            <Button variant="outline" onClick={() => void fetchNextPage({ cancelRefetch: false })}>
              {t('explore.retry')}
            </Button>
          </div>
        ) : null}
      </>
    )
  }

  return (
    <section aria-labelledby={headingId} className={section} data-testid="catalogue-grid">
      <h2 id={headingId} className={sectionHeading}>
        {t(texts[kind].all)}
      </h2>
      {content}
    </section>
  )
}
