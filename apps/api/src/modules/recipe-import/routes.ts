import { envelope } from '../../http/envelope'
import { notFound } from '../../http/errors'
import { requireViewer } from '../../http/session-viewer'
import type { OperationHandlers } from '../../http/types'
import { findRecipeDetail } from '../recipes/read-model'
import { recipeAnswer } from '../recipes/routes'
import { ALREADY_IMPORTED_MESSAGE, IMPORTED_MESSAGE, importRecipe } from './import-recipe'

/** Importing a recipe from a web address (importRecipe). */
export const recipeImportHandlers = {
  async importRecipe(request, reply) {
    const viewerId = requireViewer(request)
    const { server } = request
    // Counted per person before anything is fetched.
    await server.rateLimits.consumeForPerson('import', viewerId)
    const { id, existing } = await importRecipe(server, viewerId, request.body.recipeUrl, {
      allowHosts: server.config.importAllowHosts ?? [],
    })
    const recipe = await findRecipeDetail(server.db, id, viewerId)
    // Deleted by a racing request between the save and this read.
    if (!recipe) throw notFound('Recipe not found.')
    reply.code(201)
    return envelope(recipeAnswer(recipe), existing ? ALREADY_IMPORTED_MESSAGE : IMPORTED_MESSAGE, 201)
  },
} satisfies OperationHandlers
