import { type Schema, useApiMutation } from '@sufra/api-client'

export type ShoppingListInput = Schema<'ShoppingListInput'>

/**
 * POST /list/create (spec section 7: listName, list of ingredient ids, recipeId; 201 with a
 * message; `servings` scales the recipe's amounts); the shopping lists are refreshed
 * (`staleAfter`). Resolves with the envelope, rejects with ApiError carrying the server's sentence.
 */
export function useCreateShoppingList() {
  return useApiMutation('post', '/list/create')
}

/**
 * POST /list/{id}/items with `{ recipeId, list, servings }`: the recipe's chosen ingredients merged
 * into one of the person's lists (200 with the whole list).
 */
export function useAddRecipeToList() {
  return useApiMutation('post', '/list/{id}/items')
}
