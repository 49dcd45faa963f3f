import { type QueryClient, type SufraClient, readQuery } from '@sufra/api-client'

/** Spec section 9: the category and ingredient grids ask for 30 a page. */
export const CATALOGUE_PAGE_SIZE = 30
/** Spec section 9: the ingredient-recipe search asks for 10 a page (the category page does the same). */
export const TAXONOMY_RECIPES_PAGE_SIZE = 10
/** Spec section 7: the first 10 popular entries are shown. */
export const POPULAR_SHOWN = 10

export type CatalogueKind = 'category' | 'ingredient'

/** The grid's read: GET /category or /ingredient, `limit` 30, `skip` counted in entries. */
export const catalogueInit = { params: { query: { limit: CATALOGUE_PAGE_SIZE } } }

/** A category's or an ingredient's recipes: GET /recipe/search/query, 10 a page. */
export function taxonomyRecipesInit(kind: CatalogueKind, slug: string) {
  return {
    params: {
      query:
        kind === 'category'
          ? { category: slug, limit: TAXONOMY_RECIPES_PAGE_SIZE }
          : { ingredient: slug, limit: TAXONOMY_RECIPES_PAGE_SIZE },
    },
  }
}

/**
 * The `skip` of the next page: everything loaded so far, until the total is reached or a page comes
 * back short (entries removed meanwhile).
 */
export function nextSkip(
  loaded: number,
  lastPageLength: number,
  pageSize: number,
  total: number,
): number | undefined {
  return loaded >= total || lastPageLength < pageSize ? undefined : loaded
}

/**
 * The address slug as the API takes it (`^[a-z0-9-]+$`), or undefined when it cannot name anything:
 * the page shows its not-found state without asking.
 */
export function catalogueSlug(slag: string | undefined): string | undefined {
  const slug = (slag ?? '').trim().toLowerCase()
  return /^[a-z0-9-]{1,100}$/.test(slug) ? slug : undefined
}

type SkipPaged = { limit: number }

/** The first page of an infinite read paged by `skip`, in the cache under the key its hook uses. */
function prefetchFirstPage(
  queryClient: QueryClient,
  client: SufraClient,
  path: '/category' | '/ingredient' | '/recipe/search/query',
  init: { params: { query: SkipPaged } },
) {
  const get = client.GET as (path: string, init: object) => Promise<{ data?: unknown }>
  return queryClient.prefetchInfiniteQuery({
    queryKey: readQuery(client, path, init as never).queryKey,
    queryFn: async ({ pageParam, signal }) =>
      (await get(path, { params: { query: { ...init.params.query, skip: pageParam } }, signal })).data,
    initialPageParam: 0,
  })
}

/** What /categories or /ingredients shows first: the popular strip and the grid's first page. */
export function prefetchCatalogue(
  kind: CatalogueKind,
  queryClient: QueryClient,
  client: SufraClient,
): Promise<unknown>[] {
  return [
    queryClient.prefetchQuery(
      readQuery(client, kind === 'category' ? '/category/popular' : '/ingredient/popular'),
    ),
    prefetchFirstPage(queryClient, client, kind === 'category' ? '/category' : '/ingredient', catalogueInit),
  ]
}

/** What /category/{slug} or /ingredient/{slug} shows first: the first 10 recipes (and the name). */
export function prefetchTaxonomyRecipes(
  kind: CatalogueKind,
  slag: string | undefined,
  queryClient: QueryClient,
  client: SufraClient,
): Promise<unknown>[] {
  const slug = catalogueSlug(slag)
  if (!slug) return []
  return [prefetchFirstPage(queryClient, client, '/recipe/search/query', taxonomyRecipesInit(kind, slug))]
}
