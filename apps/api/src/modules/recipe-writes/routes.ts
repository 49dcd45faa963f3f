import type { FastifyRequest } from 'fastify'
import { envelope } from '../../http/envelope'
import { notFound } from '../../http/errors'
import { readMultipartForm } from '../../http/multipart'
import type { OperationHandlers } from '../../http/types'
import { findRecipeDetail } from '../recipes/read-model'
import { readRecipeForm, type RecipeFormFields } from './recipe-form'
import { checkOwnRecipe, deleteRecipe, RECIPE_NOT_FOUND, saveRecipe } from './save-recipe'

const idParam = (request: FastifyRequest) => (request.params as { id: string }).id

/** The saved recipe as the detail page shows it (the contract's answer to a save). */
async function savedRecipe(request: FastifyRequest, id: string) {
  const recipe = await findRecipeDetail(request.server.db, id, request.viewerId)
  // Deleted by a racing request between the commit and this read.
  if (!recipe) throw notFound(RECIPE_NOT_FOUND)
  return envelope(recipe, 'Recipe saved successfully')
}

/** Creating, editing and deleting recipes (createRecipe, updateRecipe, deleteRecipe). */
export const recipeWriteHandlers = {
  async createRecipe(request) {
    const { fields } = await readMultipartForm<RecipeFormFields>(request)
    const draft = readRecipeForm(fields)
    const id = await saveRecipe(request.server, request.viewerId!, null, draft)
    return savedRecipe(request, id)
  },

  async updateRecipe(request) {
    const id = idParam(request)
    await checkOwnRecipe(request.server.db, id, request.viewerId!, 'edit')
    const { fields } = await readMultipartForm<RecipeFormFields>(request)
    const draft = readRecipeForm(fields)
    await saveRecipe(request.server, request.viewerId!, id, draft)
    return savedRecipe(request, id)
  },

  async deleteRecipe(request) {
    const id = idParam(request)
    await deleteRecipe(request.server, request.viewerId!, id)
    return envelope({ _id: id }, 'Recipe deleted successfully')
  },
} satisfies OperationHandlers
