import { useMemo } from 'react'
import { Link as RouterLink, useParams } from 'react-router'
import { ChevronRightIcon, SearchXIcon, UtensilsCrossedIcon } from 'lucide-react'
import { type Schema, useSufraApi } from '@sufra/api-client'
import { type MessageId, pickText, useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { EmptyState } from '@sufra/ui/empty-state'
import { InfiniteScroll } from '@sufra/ui/infinite-scroll'
import { css } from '@sufra/styled-system/css'
import { RecipeGrid, RecipeGridSkeleton } from '@sufra/widgets/recipe-card'
import { PageFrame } from '../../layout/page-frame'
import { useLocalizedPath } from '../../language/use-language'
import { LoadFailed } from '../load-failed'
import {
  type CatalogueKind,
  TAXONOMY_RECIPES_PAGE_SIZE,
  catalogueSlug,
  nextSkip,
  taxonomyRecipesInit,
} from './catalogue-data'
import { useDocumentTitle } from '../../layout/document-title'
import { useLoadMore } from '../use-load-more'

const texts: Record<
  CatalogueKind,
  Record<'title' | 'empty' | 'notFound' | 'notFoundHint' | 'browseAll', MessageId> & { browsePath: string }
> = {
  category: {
    title: 'pages.category.title',
    empty: 'pages.category.empty',
    notFound: 'pages.category.notFound',
    notFoundHint: 'pages.category.notFoundHint',
    browseAll: 'pages.categories.all',
    browsePath: '/categories',
  },
  ingredient: {
    title: 'pages.ingredient.title',
    empty: 'pages.ingredient.empty',
    notFound: 'pages.ingredient.notFound',
    notFoundHint: 'pages.ingredient.notFoundHint',
    browseAll: 'pages.ingredients.all',
    browsePath: '/ingredients',
  },
}

type RecipePage = { data: Schema<'RecipePage'> }

const taxonomyPaging = {
  pageParamName: 'skip',
  initialPageParam: 0,
  getNextPageParam: (lastPage: RecipePage, allPages: RecipePage[]) =>
    nextSkip(
      allPages.reduce((sum, page) => sum + page.data.recipes.length, 0),
      lastPage.data.recipes.length,
      TAXONOMY_RECIPES_PAGE_SIZE,
      lastPage.data.total,
    ),
} as const

/** `/category/{slag}` (spec: recipes of a category; empty state No recipes found). */
export function CategoryRecipesPage() {
  const { slag } = useParams()
  return <TaxonomyRecipes kind="category" slag={slag} />
}

/** `/ingredient/{slag}` (spec: recipes matching an ingredient, infinite scroll, 10 a page). */
export function IngredientRecipesPage() {
  const { slag } = useParams()
  return <TaxonomyRecipes kind="ingredient" slag={slag} />
}

/**
 * A category's or an ingredient's recipes as cards: GET /recipe/search/query 10 a page by `skip`,
 * the next as the end comes near. The answer names the category or ingredient (the heading, in the
 * page language); an unknown slug is a 404, shown as the not-found state.
 */
export function TaxonomyRecipes({ kind, slag }: { kind: CatalogueKind; slag: string | undefined }) {
  const { t, locale } = useI18n()
  const { $api } = useSufraApi()
  const localized = useLocalizedPath()
  const slug = catalogueSlug(slag)
  const query = $api.useInfiniteQuery('get', '/recipe/search/query', taxonomyRecipesInit(kind, slug ?? ''), {
    ...taxonomyPaging,
    enabled: slug !== undefined,
  })
  const { data, error, fetchNextPage, hasNextPage, isFetching, isFetchNextPageError, refetch } = query
  const loadMore = useLoadMore({ fetchNextPage, hasNextPage, isFetching })
  const recipes = useMemo(() => (data?.pages ?? []).flatMap((page) => page.data.recipes), [data])
  const first = data?.pages[0]?.data
  const named = kind === 'category' ? first?.category : first?.ingredient
  const status = (error as { status?: number } | null)?.status
  const notFound = slug === undefined || (!data && (status === 404 || status === 400))

  const name = named ? pickText(named.name, locale) : undefined
  useDocumentTitle(
    t('pages.documentTitle', { title: name ?? t(notFound ? texts[kind].notFound : texts[kind].title) }),
  )

  if (notFound) {
    return (
      <PageFrame title={t(texts[kind].title)}>
        <EmptyState
          icon={<SearchXIcon aria-hidden />}
          title={t(texts[kind].notFound)}
          description={t(texts[kind].notFoundHint)}
          action={
            <Button asChild>
              <RouterLink to={localized(texts[kind].browsePath)}>{t(texts[kind].browseAll)}</RouterLink>
            </Button>
          }
        />
      </PageFrame>
    )
  }

  let content
  if (!data && error) {
    content = (
      <LoadFailed title={t('explore.loadFailed')} onRetry={() => void refetch()} retrying={isFetching} />
    )
  } else if (!data) {
    content = <RecipeGridSkeleton count={TAXONOMY_RECIPES_PAGE_SIZE} />
  } else if (recipes.length === 0) {
    content = (
      <EmptyState titleAs="p" icon={<UtensilsCrossedIcon aria-hidden />} title={t(texts[kind].empty)} />
    )
  } else {
    content = (
      <>
        <RecipeGrid recipes={recipes} headingLevel={2} />
        <InfiniteScroll
          onLoadMore={loadMore}
          hasMore={hasNextPage && !isFetchNextPageError}
          loading={isFetching}
          showEnd={!isFetchNextPageError}
          endText={t('pages.endOfList')}
        />
        {isFetchNextPageError ? (
          <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2' })}>
            <p role="alert">{t('explore.loadFailed')}</p>
            <Button variant="outline" onClick={() => void fetchNextPage({ cancelRefetch: false })}>
              {t('explore.retry')}
            </Button>
          </div>
        ) : null}
      </>
    )
  }

  // The ingredient's own page (nutrition per 100 g), once the answer has named it.
  const ingredient = kind === 'ingredient' ? first?.ingredient : undefined
  const lead =
    first && (kind === 'ingredient' || first.total > 0) ? (
      <span className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
        <span>
          {kind === 'ingredient' ? `${t('pages.ingredient.title')} · ` : ''}
          {t('explore.recipeCount', { count: first.total })}
        </span>
        {ingredient ? (
          <Button asChild variant="outline" size="sm">
            <RouterLink to={localized(`/ingredient/details/${ingredient.slug}/${ingredient._id}`)}>
              {t('pages.ingredient.nutrition')}
              <ChevronRightIcon
                aria-hidden
                className={css({ w: '4', h: '4', _rtl: { transform: 'scaleX(-1)' } })}
              />
            </RouterLink>
          </Button>
        ) : null}
      </span>
    ) : undefined

  return (
    <PageFrame title={name ?? t(texts[kind].title)} lead={lead}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>{content}</div>
    </PageFrame>
  )
}
