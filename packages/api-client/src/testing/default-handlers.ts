import { envelope } from './answers'
import { emptyCategoryPage, emptyFilterOptions, storyAuthOptions, storyUser } from './fixtures'
import { http } from './http'

/**
 * What the fake answers when a story gives no handler of its own for a call: GET /user/profile is the signed-in story
 * user, who neither likes nor has saved any recipe (GET /recipe-user/state/{id}); no Google sign-in, no
 * categories or filter labels. fixtures.test.ts runs each one and checks the answer against the contract.
 */
export const defaultHandlers = [
  http.get('/user/profile', ({ response }) => response(200).json(envelope(storyUser))),
  http.get('/recipe-user/state/{id}', ({ params, response }) =>
    response(200).json(envelope({ recipeId: params.id, likedByMe: false, savedByMe: false })),
  ),
  http.get('/user/auth/options', ({ response }) => response(200).json(envelope(storyAuthOptions))),
  http.get('/category', ({ response }) => response(200).json(envelope(emptyCategoryPage))),
  http.get('/query', ({ response }) => response(200).json(envelope(emptyFilterOptions))),
]
