import { type Schema, useApiMutation } from '@sufra/api-client'

export type ShoppingListInput = Schema<'ShoppingListInput'>

/**
 * POST /list/create (spec section 7: listName, list of ingredient ids, recipeId; 201 with a
 * message); the shopping lists are refreshed (`staleAfter`). Resolves with the envelope, rejects
 * with ApiError carrying the server's sentence.
 */
export function useCreateShoppingList() {
  return useApiMutation('post', '/list/create')
}
