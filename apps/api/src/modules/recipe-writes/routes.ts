import type { OperationHandlers } from '../../http/types'

/** Creating, editing and deleting recipes (createRecipe, updateRecipe, deleteRecipe). */
export const recipeWriteHandlers = {} satisfies OperationHandlers
