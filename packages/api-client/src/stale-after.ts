import type { ClientPathsWithMethod } from 'openapi-fetch'
import type { SufraClient } from './client'

/** A read of the contract (a GET path): what a query caches. */
export type ReadPath = ClientPathsWithMethod<SufraClient, 'get'>

type WriteMethod = 'post' | 'put' | 'patch' | 'delete'

/** A write of the contract, as `'<method> <path>'`: `'post /like/{recipeId}'`. */
export type Write = { [M in WriteMethod]: `${M} ${ClientPathsWithMethod<SufraClient, M>}` }[WriteMethod]

/** Every list a recipe shows in (a card, a count or a tile): a write on a recipe makes them all stale. */
const recipeLists = [
  '/recipe',
  '/recipe/popular',
  '/recipe/random',
  '/recipe/search/query',
  '/search/query',
  '/recipe-user',
  '/like',
  '/ingredient/{id}',
  '/user/recipes/{id}',
  // The creator's recipe count (pages show counts from here, not from the signed-in user).
  '/user/profile/{id}',
] as const satisfies readonly ReadPath[]

/** Where a creator's follower and following counts show. */
const followCounts = [
  '/user/profile/{id}',
  '/user/get-all',
  '/user/top-creators',
  '/user/profile',
] as const satisfies readonly ReadPath[]

/** The shopping lists' reads. */
const shoppingLists = ['/list', '/list/{id}', '/list/all-lists'] as const satisfies readonly ReadPath[]

/** The meal planner's reads. */
const mealPlans = [
  '/meal-planner/{date}',
  '/meal-planner/week',
  '/meal-planner/month',
] as const satisfies readonly ReadPath[]

/**
 * Which reads each write of the contract makes stale: after the write settles (success or failure)
 * every cached query of those paths, whatever its parameters, is refetched if shown and marked stale
 * otherwise. Every write is listed, so a new operation in the contract does not compile until it
 * says what it changes. `useApiMutation` applies it; nothing else builds query keys.
 */
export const staleAfter = {
  // The session: the current user is read again. Sign-up and its calorie steps wait for the end of
  // the flow (the modal refreshes the user then), so the top bar does not change under the open modal.
  'post /user/login': ['/user/profile', '/recipe-user/state/{id}'],
  'post /user/signup': [],
  // Signing out sets the current user to null itself (no need to ask the server for a 401).
  'post /user/logout': [],
  'post /user/otp': [],
  'post /user/otp-verify': [],
  'post /user/reset-password': [],
  'post /user/user-personal-data': [],
  'post /user/user-other-data': [],
  // The account: names and picture show on the profile, the creator lists and every card and comment.
  'put /user/update': ['/user/profile', '/user/profile/{id}', '/user/get-all', '/user/top-creators'],
  'post /user/feedback': [],
  'delete /user/delete': ['/user/profile'],
  // The units shown on recipe pages and lists are the current user's choice.
  'put /user/units': ['/user/profile'],

  'post /follow/{id}': followCounts,
  'post /follow/{id}/unfollow': followCounts,

  // The count is on the recipe (the same for everyone), the viewer's own flag in their recipe state.
  'post /like/{recipeId}': ['/recipe/{id}', '/recipe-user/state/{id}', '/like'],
  'post /recipe-user/save/{id}': ['/recipe-user/state/{id}', '/recipe-user', '/user/profile'],
  'post /recipe-user/unsave/{id}': ['/recipe-user/state/{id}', '/recipe-user', '/user/profile'],

  // A new or edited recipe: its detail and every list it shows in (the form and the detail page agree).
  'post /recipe/custom': ['/recipe/{id}', ...recipeLists],
  'put /recipe/edit/{id}': ['/recipe/{id}', ...recipeLists],
  'post /recipe/import': ['/recipe/{id}', ...recipeLists],
  // Not the detail itself: the page is left at once, a refetch of it would only answer 404.
  'delete /recipe/delete/{id}': [...recipeLists, ...mealPlans],
  'post /recipe/pdf': [],

  // Lists: the sidebar's counts, the list itself and All Lists all show the items.
  'post /list/create': shoppingLists,
  'patch /list/{id}': shoppingLists,
  'delete /list/{id}': shoppingLists,
  'post /list/{id}/items': shoppingLists,
  'patch /list/{id}/items/{itemId}': shoppingLists,
  'delete /list/{id}/items/{itemId}': shoppingLists,
  'post /list/{id}/clear-checked': shoppingLists,
  'post /list/check': shoppingLists,
  'post /list/pdf': [],

  'post /meal-planner/create': mealPlans,
  'post /meal-planner/week': mealPlans,
  'delete /meal-planner/delete/{date}': mealPlans,

  // The recipe detail shows how many comments a recipe has.
  'post /comment/create': ['/comment/{recipeId}', '/recipe/{id}'],
  'put /comment/edit/{commentId}': ['/comment/{recipeId}'],
  'delete /comment/delete/{commentId}': ['/comment/{recipeId}', '/recipe/{id}'],
  'post /comment/like/{commentId}': ['/comment/{recipeId}'],

  'post /image/upload': [],
  'delete /image/{key}': [],

  // Embed sessions are held by the widget (its token), not by a read.
  'post /embed/session': [],
  'delete /embed/session': [],
} as const satisfies Record<Write, readonly ReadPath[]>
