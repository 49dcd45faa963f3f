import type { OperationHandlers } from '../../http/types'
import { followHandlers } from './follows'
import { likeHandlers } from './likes'
import { saveHandlers } from './saves'
import { shoppingListHandlers } from './shopping-list'

/** Likes, saves, follows and the add-to-list call (toggleRecipeLike, saveRecipe, unsaveRecipe, listSavedRecipes, listLikedRecipes, followUser, unfollowUser, createShoppingList). */
export const socialHandlers = {
  ...likeHandlers,
  ...saveHandlers,
  ...followHandlers,
  ...shoppingListHandlers,
} satisfies OperationHandlers
