import type { FastifyRequest } from 'fastify'
import { envelope } from '../../http/envelope'
import { notFound } from '../../http/errors'
import { readMultipartForm } from '../../http/multipart'
import { requireViewer } from '../../http/session-viewer'
import type { OperationHandlers } from '../../http/types'
import { findRecipeDetail } from '../recipes/read-model'
import { recipeAnswer } from '../recipes/routes'
import { readRecipeForm } from './recipe-form'
import { checkOwnRecipe, deleteRecipe, RECIPE_NOT_FOUND, saveRecipe } from './save-recipe'

/** The saved recipe as the detail page shows it (the contract's answer to a save). */
async function savedRecipe(request: FastifyRequest, id: string) {
  const recipe = await findRecipeDetail(request.server.db, id, request.viewerId)
  // Deleted by a racing request between the commit and this read.
  if (!recipe) throw notFound(RECIPE_NOT_FOUND)
  return envelope(recipeAnswer(recipe), 'Recipe saved successfully')
}

/** Creating, editing and deleting recipes (createRecipe, updateRecipe, deleteRecipe). */
export const recipeWriteHandlers = {
  async createRecipe(request) {
    const { fields } = await readMultipartForm(request, 'createRecipe')
    const draft = readRecipeForm(fields)
    const id = await saveRecipe(request.server, requireViewer(request), null, draft)
    return savedRecipe(request, id)
  },

  async updateRecipe(request) {
    const userId = requireViewer(request)
    const { id } = request.params
    await checkOwnRecipe(request.server.db, id, userId, 'edit')
    const { fields } = await readMultipartForm(request, 'updateRecipe')
    const draft = readRecipeForm(fields)
    await saveRecipe(request.server, userId, id, draft)
    return savedRecipe(request, id)
  },

  async deleteRecipe(request) {
    const { id } = request.params
    await deleteRecipe(request.server, requireViewer(request), id)
    return envelope({ _id: id }, 'Recipe deleted successfully')
  },
} satisfies OperationHandlers
