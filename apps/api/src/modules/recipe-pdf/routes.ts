import { asc, eq } from 'drizzle-orm'
import * as t from '../../db/schema'
import { notFound } from '../../http/errors'
import type { OperationHandlers } from '../../http/types'
import { findRecipeDetail } from '../recipes/read-model'
import { attachmentDisposition } from '../../pdf/content-disposition'
import { loadPicture } from './picture'
import { recipeTitle, renderRecipePdf } from './recipe-document'

/** A recipe as a PDF (downloadRecipePdf). */
export const recipePdfHandlers = {
  async downloadRecipePdf(request, reply) {
    const { recipe: id, recipeLang: lang, servings } = request.body
    // Making a PDF costs far more than reading a recipe, so it is counted per address.
    await request.server.rateLimits.consume('pdf', request)
    const { db, storage } = request.server
    const recipe = await findRecipeDetail(db, id, null)
    if (!recipe) throw notFound('Recipe not found.')
    const [notes, picture] = await Promise.all([
      db
        .select({ en: t.recipeIngredients.noteEn, ar: t.recipeIngredients.noteAr })
        .from(t.recipeIngredients)
        .where(eq(t.recipeIngredients.recipeId, id))
        .orderBy(asc(t.recipeIngredients.position)),
      loadPicture(storage, recipe.thumbnail?.url),
    ])
    const pdf = await renderRecipePdf({ recipe, notes, picture, lang, servings: servings ?? recipe.servings })
    reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', attachmentDisposition(recipeTitle(recipe, lang), 'pdf'))
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(pdf)
  },
} satisfies OperationHandlers
