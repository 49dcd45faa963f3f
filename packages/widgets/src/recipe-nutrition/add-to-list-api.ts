import { ApiError, DEFAULT_FALLBACK_MESSAGE, type Schema, useSufraApi } from '@sufra/api-client'

export type ShoppingListInput = Schema<'ShoppingListInput'>

/** The shopping lists page reads GET /list: a new list shows there without a reload. */
const LISTS_KEY = ['get', '/list'] as const

/**
 * POST /list/create (spec section 7: listName, list of ingredient ids, recipeId; 201 with a
 * message). Resolves with the envelope, rejects with ApiError carrying the server's sentence.
 */
export function useCreateShoppingList() {
  const { $api } = useSufraApi()
  return $api.useMutation('post', '/list/create', {
    onSuccess: (_answer, _variables, _result, { client }) => {
      void client.invalidateQueries({ queryKey: LISTS_KEY })
    },
  })
}

/**
 * The server's own sentence for a failed call, or null when there is none to show (a network
 * failure, an answer without a message) and the page's translated fallback should be used.
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null
  if (error.status === 0 || !error.message || error.message === DEFAULT_FALLBACK_MESSAGE) return null
  return error.message
}
