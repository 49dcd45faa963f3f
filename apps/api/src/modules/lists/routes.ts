/**
 * Shopping lists: create (from a recipe's chosen ingredients with its amounts scaled by servings), read one,
 * the person's lists, All Lists, rename, delete, add a recipe's ingredients or a typed item (merged into
 * what is there, see merge.ts), edit, remove and check items, check many at once, clear checked items, and
 * the person's metric / US choice. Only the owner reads or changes a list: anyone else gets the same 404 as
 * for an unknown list. Every write is one transaction; the list row is locked first, so concurrent
 * additions merge one after the other.
 */
import type { components } from '@sufra/api-client/schema'
import { isUnitId } from '@sufra/core'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import { envelope } from '../../http/envelope'
import { HttpError, badRequest, notFound } from '../../http/errors'
import { requireViewer } from '../../http/session-viewer'
import type { OperationHandlers } from '../../http/types'
import { canonicalId, localized, type Localized } from '../presenters'
import { addItems, recipeAdditions, touchList, typedAddition, type ItemAddition } from './merge'
import {
  LIST_NOT_FOUND,
  readAllShoppingLists,
  readShoppingList,
  readShoppingListItem,
  readShoppingListSummaries,
} from './read'

type ShoppingListInput = components['schemas']['ShoppingListInput']
type Quantity = components['schemas']['ShoppingListQuantity']

/** The name a list gets when both sides of the name given are empty (the spec's "Shopping List"). */
export const FALLBACK_LIST_NAME: Localized = { en: 'Shopping List', ar: 'قائمة التسوق' }

export const UNKNOWN_INGREDIENT =
  'Some of these ingredients are not in our catalogue any more. Please choose them again.'
export const NO_INGREDIENT_CHOSEN = 'Please choose at least one ingredient of the recipe to add.'
export const ITEM_NOT_FOUND = 'This item is no longer on the list.'
export const ITEMS_NOT_FOUND = 'Some of these items are no longer on your lists.'
export const UNKNOWN_UNIT = 'Please choose a unit from the list of units.'

/** Trimmed name; the fallback on both sides when both are empty (one empty side shows the other). */
function listName(name: ShoppingListInput['listName']): Localized {
  const en = name.en.trim()
  const ar = name.ar.trim()
  return en || ar ? localized(en, ar) : { ...FALLBACK_LIST_NAME }
}

/** The person's list, locked for this transaction's writes; 404 when unknown or someone else's. */
async function lockOwnList(tx: Database, userId: string, listId: string): Promise<string> {
  const [list] = await tx
    .select({ id: t.shoppingLists.id })
    .from(t.shoppingLists)
    .where(and(eq(t.shoppingLists.id, canonicalId(listId)), eq(t.shoppingLists.userId, userId)))
    .for('update')
  if (!list) throw notFound(LIST_NOT_FOUND)
  return list.id
}

/** The list as the contract shows it, read in the same transaction as the write before it. */
async function listAfter(tx: Database, userId: string, listId: string) {
  const list = await readShoppingList(tx, userId, listId)
  if (!list) throw notFound(LIST_NOT_FOUND)
  return list
}

/** Amount lines as a person sent them: units must be catalogue ids (or '' for none). */
function checkedQuantities(quantities: readonly Quantity[]): t.ShoppingListQuantityRow[] {
  return quantities.map((q, index) => {
    if (q.unit !== '' && !isUnitId(q.unit)) {
      throw badRequest(UNKNOWN_UNIT, `quantities[${index}].unit: unknown unit`)
    }
    return { amount: q.amount, unit: q.unit }
  })
}

export const listHandlers = {
  async createShoppingList(request, reply) {
    const userId = requireViewer(request)
    const input = request.body
    const name = listName(input.listName)
    // Repeats (the same id in other letter case) collapse to the first.
    const ingredientIds = [...new Set(input.list.map(canonicalId))]
    const recipeId = input.recipeId ? canonicalId(input.recipeId) : null
    if (input.servings !== undefined && !recipeId) {
      throw badRequest('Servings only apply to a list made from a recipe.', 'servings: no recipeId')
    }
    // An empty list is the lists screen's New; from a recipe, something of it must be chosen.
    if (recipeId && ingredientIds.length === 0) {
      throw badRequest(NO_INGREDIENT_CHOSEN, 'list: empty with recipeId')
    }
    const list = await request.server.db.transaction(async (tx) => {
      // KEY SHARE locks: a catalogue entry deleted meanwhile waits, so the rows below never point at
      // something gone.
      const found =
        ingredientIds.length === 0
          ? []
          : await tx
              .select({ id: t.ingredients.id })
              .from(t.ingredients)
              .where(inArray(t.ingredients.id, ingredientIds))
              .for('key share')
      const known = new Set(found.map((row) => row.id))
      const missing = ingredientIds.findIndex((id) => !known.has(id))
      if (missing >= 0) throw badRequest(UNKNOWN_INGREDIENT, `list[${missing}]: unknown ingredient`)
      // The recipe's amounts for the chosen ingredients; one the recipe does not name comes without one.
      const additions: ItemAddition[] = recipeId
        ? await recipeAdditions(tx, recipeId, {
            only: ingredientIds,
            servings: input.servings,
            requireInRecipe: false,
          })
        : ingredientIds.map((ingredientId) => ({ ingredientId, name: '', quantities: [], recipeId: null }))
      const [created] = await tx
        .insert(t.shoppingLists)
        .values({ userId, nameEn: name.en, nameAr: name.ar, recipeId })
        .returning({ id: t.shoppingLists.id })
      await addItems(tx, created!.id, additions)
      return listAfter(tx, userId, created!.id)
    })
    reply.code(201)
    return envelope(list, 'Shopping list created successfully', 201)
  },

  async listShoppingLists(request) {
    const userId = requireViewer(request)
    return envelope(await readShoppingListSummaries(request.server.db, userId))
  },

  async getAllShoppingLists(request) {
    const userId = requireViewer(request)
    return envelope(await readAllShoppingLists(request.server.db, userId))
  },

  async getShoppingList(request) {
    const userId = requireViewer(request)
    const list = await readShoppingList(request.server.db, userId, request.params.id)
    if (!list) throw notFound(LIST_NOT_FOUND)
    return envelope(list)
  },

  async renameShoppingList(request) {
    const userId = requireViewer(request)
    const name = listName(request.body.listName)
    const list = await request.server.db.transaction(async (tx) => {
      const listId = await lockOwnList(tx, userId, request.params.id)
      await tx
        .update(t.shoppingLists)
        .set({ nameEn: name.en, nameAr: name.ar, updatedAt: sql`now()` })
        .where(eq(t.shoppingLists.id, listId))
      return listAfter(tx, userId, listId)
    })
    return envelope(list, 'Shopping list renamed')
  },

  async deleteShoppingList(request) {
    const userId = requireViewer(request)
    await request.server.db.transaction(async (tx) => {
      const listId = await lockOwnList(tx, userId, request.params.id)
      await tx.delete(t.shoppingLists).where(eq(t.shoppingLists.id, listId))
    })
    return envelope(null, 'Shopping list deleted')
  },

  async addShoppingListItems(request) {
    const userId = requireViewer(request)
    const input = request.body
    const list = await request.server.db.transaction(async (tx) => {
      const listId = await lockOwnList(tx, userId, request.params.id)
      const additions =
        'recipeId' in input
          ? await recipeAdditions(tx, canonicalId(input.recipeId), {
              only: input.list ? [...new Set(input.list.map(canonicalId))] : undefined,
              servings: input.servings,
            })
          : [await typedAddition(tx, input.text, input.lang)]
      await addItems(tx, listId, additions)
      return listAfter(tx, userId, listId)
    })
    return envelope(list, 'Added to the shopping list')
  },

  async updateShoppingListItem(request) {
    const userId = requireViewer(request)
    const { id, itemId } = request.params
    const input = request.body
    if (input.checked === undefined && input.name === undefined && input.quantities === undefined) {
      throw badRequest('Please say what to change: checked, name or quantities.', 'body: no field')
    }
    const quantities = input.quantities ? checkedQuantities(input.quantities) : undefined
    const name = input.name?.trim().replace(/\s+/g, ' ')
    if (input.name !== undefined && !name) throw badRequest('Please give the item a name.', 'name: empty')
    const item = await request.server.db.transaction(async (tx) => {
      const listId = await lockOwnList(tx, userId, id)
      const updated = await tx
        .update(t.shoppingListItems)
        .set({
          ...(input.checked !== undefined ? { checked: input.checked } : {}),
          ...(quantities ? { quantities } : {}),
          ...(name ? { ingredientId: null, nameEn: name, nameAr: name } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(t.shoppingListItems.id, canonicalId(itemId)), eq(t.shoppingListItems.listId, listId)))
        .returning({ id: t.shoppingListItems.id })
      if (updated.length === 0) throw notFound(ITEM_NOT_FOUND)
      await touchList(tx, listId)
      const item = await readShoppingListItem(tx, userId, listId, itemId)
      if (!item) throw notFound(ITEM_NOT_FOUND)
      return item
    })
    return envelope(item, 'Item saved')
  },

  async deleteShoppingListItem(request) {
    const userId = requireViewer(request)
    const { id, itemId } = request.params
    await request.server.db.transaction(async (tx) => {
      const listId = await lockOwnList(tx, userId, id)
      const removed = await tx
        .delete(t.shoppingListItems)
        .where(and(eq(t.shoppingListItems.id, canonicalId(itemId)), eq(t.shoppingListItems.listId, listId)))
        .returning({ id: t.shoppingListItems.id })
      if (removed.length === 0) throw notFound(ITEM_NOT_FOUND)
      await touchList(tx, listId)
    })
    return envelope(null, 'Item removed')
  },

  async clearCheckedShoppingListItems(request) {
    const userId = requireViewer(request)
    const list = await request.server.db.transaction(async (tx) => {
      const listId = await lockOwnList(tx, userId, request.params.id)
      await tx
        .delete(t.shoppingListItems)
        .where(and(eq(t.shoppingListItems.listId, listId), eq(t.shoppingListItems.checked, true)))
      await touchList(tx, listId)
      return listAfter(tx, userId, listId)
    })
    return envelope(list, 'Checked items cleared')
  },

  async checkShoppingListItems(request) {
    const userId = requireViewer(request)
    const itemIds = [...new Set(request.body.items.map(canonicalId))]
    const { checked } = request.body
    await request.server.db.transaction(async (tx) => {
      // The person's lists that hold these items, locked in one order (no deadlock with another check).
      const owned = await tx
        .select({ id: t.shoppingListItems.id, listId: t.shoppingListItems.listId })
        .from(t.shoppingListItems)
        .innerJoin(t.shoppingLists, eq(t.shoppingLists.id, t.shoppingListItems.listId))
        .where(and(inArray(t.shoppingListItems.id, itemIds), eq(t.shoppingLists.userId, userId)))
      const ownedIds = new Set(owned.map((row) => row.id))
      const notFoundAt = (ids: ReadonlySet<string>) => {
        const missing = request.body.items.findIndex((id) => !ids.has(canonicalId(id)))
        return new HttpError(404, ITEMS_NOT_FOUND, `items[${missing}]: not on your lists`)
      }
      if (ownedIds.size !== itemIds.length) throw notFoundAt(ownedIds)
      const listIds = [...new Set(owned.map((row) => row.listId))].sort()
      await tx
        .select({ id: t.shoppingLists.id })
        .from(t.shoppingLists)
        .where(inArray(t.shoppingLists.id, listIds))
        .orderBy(t.shoppingLists.id)
        .for('update')
      // An item removed meanwhile (after the read above) is not updated: the whole check is refused.
      const updated = await tx
        .update(t.shoppingListItems)
        .set({ checked, updatedAt: sql`now()` })
        .where(and(inArray(t.shoppingListItems.id, itemIds), inArray(t.shoppingListItems.listId, listIds)))
        .returning({ id: t.shoppingListItems.id })
      if (updated.length !== itemIds.length) throw notFoundAt(new Set(updated.map((row) => row.id)))
      await tx
        .update(t.shoppingLists)
        .set({ updatedAt: sql`now()` })
        .where(inArray(t.shoppingLists.id, listIds))
    })
    return envelope(null, checked ? 'Items checked' : 'Items unchecked')
  },

  async setUnitSystem(request) {
    const userId = requireViewer(request)
    await request.server.db
      .update(t.users)
      .set({ unitSystem: request.body.units, updatedAt: sql`now()` })
      .where(eq(t.users.id, userId))
    return envelope(null, 'Units saved')
  },
} satisfies OperationHandlers
