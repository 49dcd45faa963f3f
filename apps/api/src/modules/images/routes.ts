import { eq, or, sql } from 'drizzle-orm'
import * as t from '../../db/schema'
import { envelope } from '../../http/envelope'
import { badRequest } from '../../http/errors'
import { readMultipartForm } from '../../http/multipart'
import { requireViewer } from '../../http/session-viewer'
import type { OperationHandlers } from '../../http/types'
import { deleteOwnImage, storeImage } from './store-image'

export const imageHandlers = {
  async uploadImage(request) {
    const userId = requireViewer(request)
    // Decoding pictures is the costliest thing a signed-in user can ask for: counted per IP and per user.
    await request.server.rateLimits.consume('upload', request, userId)
    const { file } = await readMultipartForm(request, 'uploadImage')
    // The contract requires `image`, so a valid form always carries the file.
    const image = await storeImage(request.server, userId, file!.buffer)
    return envelope(image, 'Image uploaded successfully')
  },

  async deleteImage(request) {
    const userId = requireViewer(request)
    const { key } = request.params
    // A recipe still showing the picture would be left with a broken one: the recipe form removes it.
    const [used] = await request.server.db
      .select({ id: t.recipes.id })
      .from(t.recipes)
      .where(
        or(
          eq(t.recipes.thumbnailKey, key),
          sql`exists (select 1 from ${t.recipeImages} where ${t.recipeImages.recipeId} = ${t.recipes.id} and ${t.recipeImages.key} = ${key})`,
          sql`exists (select 1 from ${t.recipeInstructions} where ${t.recipeInstructions.recipeId} = ${t.recipes.id} and ${t.recipeInstructions.imageKey} = ${key})`,
        ),
      )
      .limit(1)
    if (used) throw badRequest('This picture is used by a recipe. Remove it in the recipe form instead.')
    await deleteOwnImage(request.server, userId, key)
    return envelope(null, 'Image removed successfully')
  },
} satisfies OperationHandlers
