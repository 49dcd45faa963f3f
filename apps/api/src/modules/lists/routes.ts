/**
 * Shopping lists. POST /list/create: a list from catalogue ingredients (the recipe page's add-to-list). Items
 * keep the order they were sent in; each shows the catalogue's name and picture.
 */
import type { components } from '@sufra/api-client/schema'
import { eq, inArray } from 'drizzle-orm'
import * as t from '../../db/schema'
import { envelope } from '../../http/envelope'
import { badRequest, notFound } from '../../http/errors'
import { requireViewer } from '../../http/session-viewer'
import type { OperationHandlers } from '../../http/types'
import { canonicalId, localized, picture, type Localized } from '../presenters'

type ShoppingListInput = components['schemas']['ShoppingListInput']

/** The name a list gets when both sides of the name given are empty (the spec's "Shopping List"). */
export const FALLBACK_LIST_NAME: Localized = { en: 'Shopping List', ar: 'قائمة التسوق' }

export const UNKNOWN_INGREDIENT =
  'Some of these ingredients are not in our catalogue any more. Please choose them again.'

/** Trimmed name; the fallback on both sides when both are empty (one empty side shows the other). */
function listName(name: ShoppingListInput['listName']): Localized {
  const en = name.en.trim()
  const ar = name.ar.trim()
  return en || ar ? localized(en, ar) : { ...FALLBACK_LIST_NAME }
}

export const listHandlers = {
  async createShoppingList(request, reply) {
    const userId = requireViewer(request)
    const input = request.body
    const name = listName(input.listName)
    // Repeats (the same id in other letter case) collapse to the first.
    const ingredientIds = [...new Set(input.list.map(canonicalId))]
    const recipeId = input.recipeId ? canonicalId(input.recipeId) : null
    const list = await request.server.db.transaction(async (tx) => {
      // KEY SHARE locks: a catalogue entry or recipe deleted meanwhile waits, so the rows below never
      // point at something gone.
      const found = await tx
        .select({
          id: t.ingredients.id,
          nameEn: t.ingredients.nameEn,
          nameAr: t.ingredients.nameAr,
          imageUrl: t.ingredients.imageUrl,
          imageKey: t.ingredients.imageKey,
        })
        .from(t.ingredients)
        .where(inArray(t.ingredients.id, ingredientIds))
        .for('key share')
      const byId = new Map(found.map((row) => [row.id, row]))
      const missing = ingredientIds.findIndex((id) => !byId.has(id))
      if (missing >= 0) throw badRequest(UNKNOWN_INGREDIENT, `list[${missing}]: unknown ingredient`)
      if (recipeId) {
        const [recipe] = await tx
          .select({ id: t.recipes.id })
          .from(t.recipes)
          .where(eq(t.recipes.id, recipeId))
          .for('key share')
        if (!recipe) throw notFound('Recipe not found.')
      }
      const [created] = await tx
        .insert(t.shoppingLists)
        .values({ userId, nameEn: name.en, nameAr: name.ar, recipeId })
        .returning({ id: t.shoppingLists.id, createdAt: t.shoppingLists.createdAt })
      await tx
        .insert(t.shoppingListItems)
        .values(
          ingredientIds.map((ingredientId, position) => ({ listId: created!.id, position, ingredientId })),
        )
      return {
        _id: created!.id,
        listName: name,
        list: ingredientIds.map((id) => {
          const row = byId.get(id)!
          return {
            _id: row.id,
            ingredientId: row.id,
            name: localized(row.nameEn, row.nameAr),
            image: row.imageUrl ? picture(row.imageUrl, row.imageKey) : null,
            aisle: 'other' as const,
            quantities: [],
            recipes: [],
            checked: false,
          }
        }),
        recipeId,
        recipes: [],
        itemCount: ingredientIds.length,
        checkedCount: 0,
        createdAt: new Date(created!.createdAt).toISOString(),
        updatedAt: new Date(created!.createdAt).toISOString(),
      }
    })
    reply.code(201)
    return envelope(list, 'Shopping list created successfully', 201)
  },
} satisfies OperationHandlers
