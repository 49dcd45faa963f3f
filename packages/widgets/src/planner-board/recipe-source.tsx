import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useDrag } from 'react-aria'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useApiQuery, useSufraApi } from '@sufra/api-client'
import { pickText, useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { useSlidesPerView } from '@sufra/ui/carousel'
import { Input } from '@sufra/ui/field'
import { IconButton } from '@sufra/ui/icon-button'
import { InfiniteScroll } from '@sufra/ui/infinite-scroll'
import { Spinner } from '@sufra/ui/spinner'
import { Tabs } from '@sufra/ui/tabs'
import { toaster } from '@sufra/ui/toast'
import { useWidgetHost } from '../widget-host'
import { recipeDragItems } from './drag-data'
import { describedBy } from './meal-rows'
import type { RecipeSummary } from './planner-api'
import { styles } from './planner-styles'

/** Spec section 9: the slider asks for 15 recipes a page, loads the next within 300 px of its end, scroll throttle 150 ms. */
export const SOURCE_PAGE_SIZE = 15
export const SOURCE_THRESHOLD = '300px'
export const SOURCE_THROTTLE_MS = 150
/** Spec section 9: 3 cards under 768 px, else 6. */
export const CARDS_PER_VIEW = [
  { minWidth: 0, slidesPerView: 3 },
  { minWidth: 768, slidesPerView: 6 },
] as const

type SourceTab = 'saved' | 'mine' | 'all'

type RecipeSourceProps = {
  /** A card's drag started: the board remembers the recipe to show it in its slot at once. */
  onPick: (recipe: RecipeSummary) => void
  onDragging: (dragging: boolean) => void
}

/**
 * Where recipes come from: the person's saved recipes (GET /recipe-user), their own (GET
 * /user/recipes/{id}) and all recipes (GET /recipe, or GET /search/query with a keyword), each a
 * sideways slider of cards to drag into a meal slot, 15 more at a time as its end comes near.
 */
export function RecipeSource(props: RecipeSourceProps) {
  const { t } = useI18n()
  const [tab, setTab] = useState<SourceTab>('saved')
  const headingId = useId()
  return (
    <section className={styles.source} aria-labelledby={headingId} data-part="recipe-source">
      <h2 id={headingId} className={styles.rowTitle}>
        {t('planner.source.label')}
      </h2>
      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as SourceTab)} lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="saved">{t('planner.source.saved')}</Tabs.Trigger>
          <Tabs.Trigger value="mine">{t('planner.source.mine')}</Tabs.Trigger>
          <Tabs.Trigger value="all">{t('planner.source.all')}</Tabs.Trigger>
          <Tabs.Indicator />
        </Tabs.List>
        <Tabs.Content value="saved">{tab === 'saved' ? <SavedRecipes {...props} /> : null}</Tabs.Content>
        <Tabs.Content value="mine">{tab === 'mine' ? <OwnRecipes {...props} /> : null}</Tabs.Content>
        <Tabs.Content value="all">{tab === 'all' ? <AllRecipes {...props} /> : null}</Tabs.Content>
      </Tabs.Root>
    </section>
  )
}

/** A whole list the server answers at once, shown 15 more at a time as the slider's end comes near. */
function useRevealed(recipes: readonly RecipeSummary[] | undefined) {
  const [shown, setShown] = useState(SOURCE_PAGE_SIZE)
  const all = recipes ?? []
  return {
    recipes: all.slice(0, shown),
    hasMore: shown < all.length,
    loadMore: () => setShown((count) => count + SOURCE_PAGE_SIZE),
  }
}

function SavedRecipes(props: RecipeSourceProps) {
  const { t } = useI18n()
  const query = useApiQuery('/recipe-user')
  const revealed = useRevealed(query.data)
  useFailureToast(query.error, query.errorUpdatedAt, t('planner.source.savedFailed'))
  return (
    <RecipeSlider
      {...props}
      {...revealed}
      loading={query.isPending}
      failed={query.isError ? t('planner.source.savedFailed') : null}
      onRetry={() => void query.refetch()}
      empty={t('planner.source.savedEmpty')}
      label={t('planner.source.saved')}
    />
  )
}

function OwnRecipes(props: RecipeSourceProps) {
  const { t } = useI18n()
  const { user } = useWidgetHost()
  const query = useApiQuery(
    '/user/recipes/{id}',
    { params: { path: { id: user?._id ?? '' } } },
    { enabled: Boolean(user) },
  )
  const revealed = useRevealed(query.data)
  useFailureToast(query.error, query.errorUpdatedAt, t('planner.source.failed'))
  return (
    <RecipeSlider
      {...props}
      {...revealed}
      loading={Boolean(user) && query.isPending}
      failed={query.isError ? t('planner.source.failed') : null}
      onRetry={() => void query.refetch()}
      empty={t('planner.source.mineEmpty')}
      label={t('planner.source.mine')}
    />
  )
}

function AllRecipes(props: RecipeSourceProps) {
  const { t } = useI18n()
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  // The search runs once typing pauses, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300)
    return () => clearTimeout(timer)
  }, [typed])
  const searchId = useId()
  return (
    <div className={styles.column}>
      <div className={styles.search}>
        <label htmlFor={searchId} className={styles.visuallyHidden}>
          {t('planner.source.search')}
        </label>
        <Input
          id={searchId}
          type="search"
          value={typed}
          placeholder={t('planner.source.search')}
          onChange={(event) => setTyped(event.target.value)}
          maxLength={200}
        />
      </div>
      {keyword ? (
        <SearchedRecipes key={keyword} keyword={keyword} {...props} />
      ) : (
        <LatestRecipes {...props} />
      )}
    </div>
  )
}

/** GET /recipe?page&limit=15: newest first; an empty (or short) page ends the list. */
function LatestRecipes(props: RecipeSourceProps) {
  const { t } = useI18n()
  const { $api } = useSufraApi()
  const query = $api.useInfiniteQuery(
    'get',
    '/recipe',
    { params: { query: { limit: SOURCE_PAGE_SIZE } } },
    {
      pageParamName: 'page',
      initialPageParam: 1,
      getNextPageParam: (last: { data: readonly unknown[] }, pages: readonly unknown[]) =>
        last.data.length < SOURCE_PAGE_SIZE ? undefined : pages.length + 1,
    },
  )
  const recipes = useMemo(() => mergeById(query.data?.pages.map((page) => page.data) ?? []), [query.data])
  return <PagedSlider {...props} query={query} recipes={recipes} label={t('planner.source.all')} />
}

/** GET /search/query?keyword&page&limit=15: the best matches, then the similar ones page by page. */
function SearchedRecipes({ keyword, ...props }: RecipeSourceProps & { keyword: string }) {
  const { t } = useI18n()
  const { $api } = useSufraApi()
  const query = $api.useInfiniteQuery(
    'get',
    '/search/query',
    { params: { query: { keyword, limit: SOURCE_PAGE_SIZE } } },
    {
      pageParamName: 'page',
      initialPageParam: 1,
      getNextPageParam: (
        last: { data: { pagination: { page: number; totalPages: number } } },
        pages: readonly unknown[],
      ) => (pages.length < last.data.pagination.totalPages ? pages.length + 1 : undefined),
    },
  )
  const recipes = useMemo(
    () =>
      mergeById(query.data?.pages.flatMap((page) => [page.data.mainRecipe, page.data.similarRecipes]) ?? []),
    [query.data],
  )
  return <PagedSlider {...props} query={query} recipes={recipes} label={t('planner.source.all')} />
}

type PagedQuery = {
  data?: unknown
  error: unknown
  errorUpdatedAt: number
  isPending: boolean
  isError: boolean
  isFetching: boolean
  hasNextPage: boolean
  fetchNextPage: (options: { cancelRefetch: boolean }) => Promise<unknown>
  refetch: () => Promise<unknown>
}

function PagedSlider({
  query,
  recipes,
  label,
  ...props
}: RecipeSourceProps & { query: PagedQuery; recipes: RecipeSummary[]; label: string }) {
  const { t } = useI18n()
  useFailureToast(query.error, query.errorUpdatedAt, t('planner.source.failed'))
  const loading = useRef(false)
  const loadMore = useCallback(() => {
    if (loading.current || query.isFetching || !query.hasNextPage) return
    loading.current = true
    void query.fetchNextPage({ cancelRefetch: false }).finally(() => {
      loading.current = false
    })
  }, [query])
  return (
    <RecipeSlider
      {...props}
      recipes={recipes}
      hasMore={query.hasNextPage}
      loadMore={loadMore}
      loadingMore={query.isFetching && !query.isPending}
      loading={query.isPending}
      failed={query.isError && recipes.length === 0 ? t('planner.source.failed') : null}
      onRetry={() => void query.refetch()}
      empty={t('planner.source.allEmpty')}
      label={label}
    />
  )
}

function mergeById(pages: readonly (readonly RecipeSummary[])[]): RecipeSummary[] {
  const seen = new Set<string>()
  const merged: RecipeSummary[] = []
  for (const recipe of pages.flat()) {
    if (seen.has(recipe._id)) continue
    seen.add(recipe._id)
    merged.push(recipe)
  }
  return merged
}

/** Spec section 8's toast, once per failed read. */
function useFailureToast(error: unknown, at: number, title: string) {
  useEffect(() => {
    if (error) toaster.error({ title })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure, not per language change
  }, [error, at])
}

type RecipeSliderProps = RecipeSourceProps & {
  recipes: RecipeSummary[]
  hasMore: boolean
  loadMore: () => void
  loading: boolean
  loadingMore?: boolean
  failed: string | null
  onRetry: () => void
  empty: string
  label: string
}

/**
 * Cards in a row that scrolls sideways, 3 in view on a phone and 6 on wider screens; the next page
 * loads when the end is within 300 px (the asks at most one per 150 ms).
 */
function RecipeSlider({
  recipes,
  hasMore,
  loadMore,
  loading,
  loadingMore = false,
  failed,
  onRetry,
  empty,
  label,
  onPick,
  onDragging,
}: RecipeSliderProps) {
  const { t } = useI18n()
  const perView = useSlidesPerView(CARDS_PER_VIEW)
  const scroller = useRef<HTMLDivElement>(null)
  const lastAsk = useRef(0)
  const throttledLoadMore = useCallback(() => {
    const now = Date.now()
    if (now - lastAsk.current < SOURCE_THROTTLE_MS) return
    lastAsk.current = now
    loadMore()
  }, [loadMore])
  const page = (forward: boolean) => {
    const element = scroller.current
    if (!element) return
    const rtl = getComputedStyle(element).direction === 'rtl'
    element.scrollBy({ left: (forward !== rtl ? 1 : -1) * element.clientWidth, behavior: 'smooth' })
  }

  let body: ReactNode
  if (loading) body = <Spinner size="sm" label={t('common.loading')} />
  else if (failed)
    body = (
      <div role="alert" className={styles.empty}>
        <p>{failed}</p>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('planner.retry')}
        </Button>
      </div>
    )
  else if (recipes.length === 0) body = <p className={styles.empty}>{empty}</p>
  else
    body = (
      <div
        ref={scroller}
        className={styles.slider}
        role="list"
        aria-label={label}
        style={{ gridAutoColumns: `calc((100% - ${perView - 1} * var(--spacing-3)) / ${perView})` }}
      >
        {recipes.map((recipe) => (
          <SourceCard key={recipe._id} recipe={recipe} onPick={onPick} onDragging={onDragging} />
        ))}
        <div role="listitem" className={styles.sliderEnd}>
          <InfiniteScroll
            root={scroller}
            axis="inline"
            threshold={SOURCE_THRESHOLD}
            hasMore={hasMore}
            loading={loadingMore}
            onLoadMore={throttledLoadMore}
            showEnd={false}
          />
        </div>
      </div>
    )

  return (
    <div className={styles.column}>
      {recipes.length > perView ? (
        <div className={styles.rowControls}>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('planner.source.previous')}
            onClick={() => page(false)}
          >
            <ChevronLeft aria-hidden className={styles.mirrored} />
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('planner.source.next')}
            onClick={() => page(true)}
          >
            <ChevronRight aria-hidden className={styles.mirrored} />
          </IconButton>
        </div>
      ) : null}
      {body}
    </div>
  )
}

function SourceCard({ recipe, onPick, onDragging }: { recipe: RecipeSummary } & RecipeSourceProps) {
  const { t, locale } = useI18n()
  const title = pickText(recipe.title, locale)
  const hintId = useId()
  const { dragProps, isDragging } = useDrag({
    getItems: () => recipeDragItems({ recipeId: recipe._id }, title),
    getAllowedDropOperations: () => ['copy'],
    onDragStart: () => {
      onPick(recipe)
      onDragging(true)
    },
    onDragEnd: () => onDragging(false),
  })
  return (
    <div role="listitem">
      <div
        {...dragProps}
        role="button"
        tabIndex={0}
        aria-describedby={describedBy(dragProps['aria-describedby'], hintId)}
        className={styles.card}
        data-recipe={recipe._id}
        data-dragging={isDragging || undefined}
      >
        {recipe.thumbnail ? (
          <img className={styles.thumb} src={recipe.thumbnail.url} alt="" loading="lazy" draggable={false} />
        ) : (
          <span className={styles.thumb} aria-hidden />
        )}
        <span className={styles.cardTitle} dir="auto">
          {title}
        </span>
        <span className={styles.cardTime}>{t('planner.source.minutes', { minutes: recipe.time })}</span>
        <span id={hintId} hidden>
          {t('planner.dragHint')}
        </span>
      </div>
    </div>
  )
}
