import type { ComponentProps } from 'react'
import type { RouteObject } from 'react-router'
import { readQuery } from '@sufra/api-client'
import { AppLayout } from '../layout/app-layout'
import { AreaPage } from '../pages/area-page'
import { NotFoundPage } from '../pages/not-found-page'
import { settingsRoute } from '../pages/settings/settings-route'
import { prefetchExplore } from '../pages/explore/explore-data'
import { GuardedRoute } from './guarded-route'
import { FirstPageSplash, LanguageRoot, RedirectToLanguage } from './language-root'
import type { RouteHandle } from './route-handle'

type AreaPageProps = ComponentProps<typeof AreaPage>

const page = (
  titleId: AreaPageProps['titleId'],
  emptyId: AreaPageProps['emptyId'],
  emptyHintId?: AreaPageProps['emptyHintId'],
) => <AreaPage titleId={titleId} emptyId={emptyId} emptyHintId={emptyHintId} />

// Each page's code is its own chunk, fetched when a route first needs it (the first page before it
// renders, others as they are visited); the shell, the area pages and the 404 ship with the entry.
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
const saved = async () => ({ Component: (await import('../pages/saved/saved-page')).SavedPage })
const savedHandle: RouteHandle = { chunk: 'src/pages/saved/saved-page.tsx' }
const ownProfile = async () => ({
  Component: (await import('../pages/profile/own-profile-page')).OwnProfilePage,
})
const ownProfileHandle: RouteHandle = { chunk: 'src/pages/profile/own-profile-page.tsx' }
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
      {
        element: <AppLayout />,
        children: [
          { index: true, lazy: explore, handle: exploreHandle },
          { path: 'explore', lazy: explore, handle: exploreHandle },
          { path: 'recipe/:id', lazy: recipePage, handle: recipePageHandle },
          { path: 'creators', element: page('pages.creators.title', 'pages.creators.empty') },
          { path: 'creators/:id', element: page('pages.creator.title', 'pages.creator.empty') },
          { path: 'categories', element: page('pages.categories.title', 'pages.endOfList') },
          { path: 'category/:slag', element: page('pages.category.title', 'pages.category.empty') },
          { path: 'ingredients', element: page('pages.ingredients.title', 'pages.endOfList') },
          { path: 'ingredient/:slag', element: page('pages.ingredient.title', 'pages.endOfList') },
          {
            path: 'ingredient/details/:slug/:id',
            element: page('pages.ingredientDetails.title', 'pages.ingredientDetails.empty'),
          },
          {
            path: 'search',
            element: page('pages.search.title', 'pages.search.empty', 'pages.search.emptyHint'),
          },
          {
            element: <GuardedRoute />,
            handle: signedIn,
            children: [
              { path: 'feed', element: page('pages.feed.title', 'pages.feed.empty') },
              { path: 'recipe/create', lazy: recipeForm, handle: recipeFormHandle },
              { path: 'recipe/edit/:id', lazy: recipeForm, handle: recipeFormHandle },
              { path: 'planner', element: page('pages.planner.title', 'pages.planner.empty') },
              { path: 'saved', lazy: saved, handle: savedHandle },
              { path: 'lists', element: page('pages.lists.title', 'pages.lists.empty') },
              { path: 'lists/:id', element: page('pages.lists.title', 'pages.lists.select') },
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
