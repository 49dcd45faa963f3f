import type { ComponentProps } from 'react'
import type { RouteObject } from 'react-router'
import { AppLayout } from '../layout/app-layout'
import { AreaPage } from '../pages/area-page'
import { NotFoundPage } from '../pages/not-found-page'
import { settingsRoute } from '../pages/settings/settings-route'
import { GuardedRoute } from './guarded-route'
import { FirstPageSplash, LanguageRoot, RedirectToLanguage } from './language-root'

type AreaPageProps = ComponentProps<typeof AreaPage>

const page = (
  titleId: AreaPageProps['titleId'],
  emptyId: AreaPageProps['emptyId'],
  emptyHintId?: AreaPageProps['emptyHintId'],
) => <AreaPage titleId={titleId} emptyId={emptyId} emptyHintId={emptyHintId} />

// Each page's code is its own chunk, fetched when a route first needs it (the first page before it
// renders, others as they are visited); the shell, the area pages and the 404 ship with the entry.
const explore = async () => ({ Component: (await import('../pages/explore/explore-page')).ExplorePage })
const recipePage = async () => ({ Component: (await import('../pages/recipe/recipe-page')).RecipePage })
const recipeForm = async () => ({
  Component: (await import('../pages/recipe-form/recipe-form-page')).RecipeFormPage,
})
const saved = async () => ({ Component: (await import('../pages/saved/saved-page')).SavedPage })
const ownProfile = async () => ({
  Component: (await import('../pages/profile/own-profile-page')).OwnProfilePage,
})

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
          { index: true, lazy: explore },
          { path: 'explore', lazy: explore },
          { path: 'recipe/:id', lazy: recipePage },
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
            children: [
              { path: 'feed', element: page('pages.feed.title', 'pages.feed.empty') },
              { path: 'recipe/create', lazy: recipeForm },
              { path: 'recipe/edit/:id', lazy: recipeForm },
              { path: 'planner', element: page('pages.planner.title', 'pages.planner.empty') },
              { path: 'saved', lazy: saved },
              { path: 'lists', element: page('pages.lists.title', 'pages.lists.empty') },
              { path: 'lists/:id', element: page('pages.lists.title', 'pages.lists.select') },
              { path: 'user', lazy: ownProfile },
              { path: 'user/profile', lazy: ownProfile },
              settingsRoute,
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]
