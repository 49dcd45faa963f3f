import type { OperationHandlers } from '../../http/types'

/** Likes, saves, follows and the add-to-list call (toggleRecipeLike, saveRecipe, unsaveRecipe, listSavedRecipes, listLikedRecipes, followUser, unfollowUser, createShoppingList). */
export const socialHandlers = {} satisfies OperationHandlers
