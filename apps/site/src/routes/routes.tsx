import type { RouteObject } from 'react-router'
import { readQuery } from '@sufra/api-client'
import { AppLayout } from '../layout/app-layout'
import { NotFoundPage } from '../pages/not-found-page'
import { settingsRoute } from '../pages/settings/settings-route'
import { prefetchExplore } from '../pages/explore/explore-data'
import { prefetchCatalogue, prefetchTaxonomyRecipes } from '../pages/catalogue/catalogue-data'
import { prefetchCreator, prefetchCreators } from '../pages/creators/creators-data'
import { prefetchIngredientDetail } from '../pages/ingredient-detail/ingredient-detail-data'
import { GuardedRoute } from './guarded-route'
import { FirstPageSplash, LanguageRoot, RedirectToLanguage } from './language-root'
import type { RouteHandle } from './route-handle'

// Each page's code is its own chunk, fetched when a route first needs it (the first page before it
// renders, others as they are visited); the shell and the 404 ship with the entry.
// `handle.chunk` names the same file for the server, which preloads it (checked by routes.test.ts).
const explore = async () => ({ Component: (await import('../pages/explore/explore-page')).ExplorePage })
const exploreHandle: RouteHandle = {
  chunk: 'src/pages/explore/explore-page.tsx',
  prefetch: ({ queryClient, client }) => prefetchExplore(queryClient, client),
}
const recipePage = async () => ({ Component: (await import('../pages/recipe/recipe-page')).RecipePage })
const recipePageHandle: RouteHandle = {
  chunk: 'src/pages/recipe/recipe-page.tsx',
  prefetch: ({ params, queryClient, client, signedIn }) => {
    const init = { params: { path: { id: params.id ?? '' } } }
    return [
      queryClient.prefetchQuery(readQuery(client, '/recipe/{id}', init)),
      // The signed-in person's like and save show as they are from the first paint.
      signedIn.then((yes) =>
        yes ? queryClient.prefetchQuery(readQuery(client, '/recipe-user/state/{id}', init)) : undefined,
      ),
    ]
  },
}
const recipeForm = async () => ({
  Component: (await import('../pages/recipe-form/recipe-form-page')).RecipeFormPage,
})
const recipeFormHandle: RouteHandle = { chunk: 'src/pages/recipe-form/recipe-form-page.tsx' }
const planner = async () => ({ Component: (await import('../pages/planner/planner-page')).PlannerPage })
const plannerHandle: RouteHandle = { chunk: 'src/pages/planner/planner-page.tsx' }
const saved = async () => ({ Component: (await import('../pages/saved/saved-page')).SavedPage })
const savedHandle: RouteHandle = { chunk: 'src/pages/saved/saved-page.tsx' }
// /lists and /lists/:id: one page, its selection in the address (the person's own data: read in the browser).
const lists = async () => ({ Component: (await import('../pages/lists/lists-page')).ListsPage })
const listsHandle: RouteHandle = { chunk: 'src/pages/lists/lists-page.tsx' }
const ownProfile = async () => ({
  Component: (await import('../pages/profile/own-profile-page')).OwnProfilePage,
})
const ownProfileHandle: RouteHandle = { chunk: 'src/pages/profile/own-profile-page.tsx' }
const creators = async () => ({
  Component: (await import('../pages/creators/creators-page')).CreatorsPage,
})
const creatorsHandle: RouteHandle = {
  chunk: 'src/pages/creators/creators-page.tsx',
  prefetch: ({ queryClient, client }) => prefetchCreators(queryClient, client),
}
const creator = async () => ({ Component: (await import('../pages/creators/creator-page')).CreatorPage })
const creatorHandle: RouteHandle = {
  chunk: 'src/pages/creators/creator-page.tsx',
  prefetch: ({ params, queryClient, client }) => prefetchCreator(queryClient, client, params.id ?? ''),
}
const feed = async () => ({ Component: (await import('../pages/feed/feed-page')).FeedPage })
const feedHandle: RouteHandle = { chunk: 'src/pages/feed/feed-page.tsx' }
const ingredientDetail = async () => ({
  Component: (await import('../pages/ingredient-detail/ingredient-detail-page')).IngredientDetailPage,
})
const ingredientDetailHandle: RouteHandle = {
  chunk: 'src/pages/ingredient-detail/ingredient-detail-page.tsx',
  prefetch: ({ params, queryClient, client }) =>
    prefetchIngredientDetail(queryClient, client, params.id ?? ''),
}
// /categories and /ingredients share one page chunk; /category/:slag and /ingredient/:slag another.
const categories = async () => ({
  Component: (await import('../pages/catalogue/catalogue-page')).CategoriesPage,
})
const ingredients = async () => ({
  Component: (await import('../pages/catalogue/catalogue-page')).IngredientsPage,
})
const categoriesHandle: RouteHandle = {
  chunk: 'src/pages/catalogue/catalogue-page.tsx',
  prefetch: ({ queryClient, client }) => prefetchCatalogue('category', queryClient, client),
}
const ingredientsHandle: RouteHandle = {
  chunk: 'src/pages/catalogue/catalogue-page.tsx',
  prefetch: ({ queryClient, client }) => prefetchCatalogue('ingredient', queryClient, client),
}
const categoryRecipes = async () => ({
  Component: (await import('../pages/catalogue/taxonomy-recipes-page')).CategoryRecipesPage,
})
const ingredientRecipes = async () => ({
  Component: (await import('../pages/catalogue/taxonomy-recipes-page')).IngredientRecipesPage,
})
const categoryRecipesHandle: RouteHandle = {
  chunk: 'src/pages/catalogue/taxonomy-recipes-page.tsx',
  prefetch: ({ params, queryClient, client }) =>
    prefetchTaxonomyRecipes('category', params.slag, queryClient, client),
}
const ingredientRecipesHandle: RouteHandle = {
  chunk: 'src/pages/catalogue/taxonomy-recipes-page.tsx',
  prefetch: ({ params, queryClient, client }) =>
    prefetchTaxonomyRecipes('ingredient', params.slag, queryClient, client),
}
const search = async () => ({ Component: (await import('../pages/search/search-page')).SearchPage })
const searchHandle: RouteHandle = {
  chunk: 'src/pages/search/search-page.tsx',
  // The page's module names its reads (the server loads it for the page anyway), so the search
  // criteria's rules stay out of the entry code every page loads.
  prefetch: ({ searchParams, queryClient, client }) => [
    import('../pages/search/search-page').then((page) =>
      Promise.all(page.prefetchSearch(queryClient, client, searchParams)),
    ),
  ],
}
// Issue 13: the partner page (its examples show the most liked recipe) and the sign-in window a
// partner's widget opens (no site header or footer; its state is the browser's, so it reads nothing first).
const embedPage = async () => ({ Component: (await import('../pages/embed/embed-page')).EmbedPage })
const embedPageHandle: RouteHandle = {
  chunk: 'src/pages/embed/embed-page.tsx',
  prefetch: ({ queryClient, client }) => [queryClient.prefetchQuery(readQuery(client, '/recipe/popular'))],
}
const embedSignIn = async () => ({
  Component: (await import('../pages/embed/embed-sign-in-page')).EmbedSignInPage,
})
const embedSignInHandle: RouteHandle = { chunk: 'src/pages/embed/embed-sign-in-page.tsx' }
const signedIn: RouteHandle = { signedIn: true }
const notFound: RouteHandle = { notFound: true }

/** Spec section 2: every route lives under /en or /ar. */
export const routes: RouteObject[] = [
  { path: '/', element: <RedirectToLanguage /> },
  {
    path: '/:lang',
    element: <LanguageRoot />,
    HydrateFallback: FirstPageSplash,
    children: [
      { path: 'embed/sign-in', lazy: embedSignIn, handle: embedSignInHandle },
      {
        element: <AppLayout />,
        children: [
          { index: true, lazy: explore, handle: exploreHandle },
          { path: 'explore', lazy: explore, handle: exploreHandle },
          { path: 'recipe/:id', lazy: recipePage, handle: recipePageHandle },
          { path: 'creators', lazy: creators, handle: creatorsHandle },
          { path: 'creators/:id', lazy: creator, handle: creatorHandle },
          { path: 'categories', lazy: categories, handle: categoriesHandle },
          { path: 'category/:slag', lazy: categoryRecipes, handle: categoryRecipesHandle },
          { path: 'ingredients', lazy: ingredients, handle: ingredientsHandle },
          { path: 'ingredient/:slag', lazy: ingredientRecipes, handle: ingredientRecipesHandle },
          { path: 'ingredient/details/:slug/:id', lazy: ingredientDetail, handle: ingredientDetailHandle },
          { path: 'search', lazy: search, handle: searchHandle },
          { path: 'embed', lazy: embedPage, handle: embedPageHandle },
          {
            element: <GuardedRoute />,
            handle: signedIn,
            children: [
              { path: 'feed', lazy: feed, handle: feedHandle },
              { path: 'recipe/create', lazy: recipeForm, handle: recipeFormHandle },
              { path: 'recipe/edit/:id', lazy: recipeForm, handle: recipeFormHandle },
              { path: 'planner', lazy: planner, handle: plannerHandle },
              { path: 'saved', lazy: saved, handle: savedHandle },
              { path: 'lists', lazy: lists, handle: listsHandle },
              { path: 'lists/:id', lazy: lists, handle: listsHandle },
              { path: 'user', lazy: ownProfile, handle: ownProfileHandle },
              { path: 'user/profile', lazy: ownProfile, handle: ownProfileHandle },
              settingsRoute,
            ],
          },
          { path: '*', element: <NotFoundPage />, handle: notFound },
        ],
      },
    ],
  },
]
