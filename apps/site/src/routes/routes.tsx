import type { ComponentProps } from 'react'
import type { RouteObject } from 'react-router'
import { AppLayout } from '../layout/app-layout'
import { AreaPage } from '../pages/area-page'
import { NotFoundPage } from '../pages/not-found-page'
import { ExplorePage } from '../pages/explore/explore-page'
import { RecipePage } from '../pages/recipe/recipe-page'
import { RecipeFormPage } from '../pages/recipe-form/recipe-form-page'
import { SavedPage } from '../pages/saved/saved-page'
import { OwnProfilePage } from '../pages/profile/own-profile-page'
import { settingsRoute } from '../pages/settings/settings-route'
import { GuardedRoute } from './guarded-route'
import { LanguageRoot, RedirectToLanguage } from './language-root'

type AreaPageProps = ComponentProps<typeof AreaPage>

const page = (
  titleId: AreaPageProps['titleId'],
  emptyId: AreaPageProps['emptyId'],
  emptyHintId?: AreaPageProps['emptyHintId'],
) => <AreaPage titleId={titleId} emptyId={emptyId} emptyHintId={emptyHintId} />

/** Spec section 2: every route lives under /en or /ar. */
export const routes: RouteObject[] = [
  { path: '/', element: <RedirectToLanguage /> },
  {
    path: '/:lang',
    element: <LanguageRoot />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <ExplorePage /> },
          { path: 'explore', element: <ExplorePage /> },
          { path: 'recipe/:id', element: <RecipePage /> },
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
              { path: 'recipe/create', element: <RecipeFormPage /> },
              { path: 'recipe/edit/:id', element: <RecipeFormPage /> },
              { path: 'planner', element: page('pages.planner.title', 'pages.planner.empty') },
              { path: 'saved', element: <SavedPage /> },
              { path: 'lists', element: page('pages.lists.title', 'pages.lists.empty') },
              { path: 'lists/:id', element: page('pages.lists.title', 'pages.lists.select') },
              { path: 'user', element: <OwnProfilePage /> },
              { path: 'user/profile', element: <OwnProfilePage /> },
              settingsRoute,
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]
