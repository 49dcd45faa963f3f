/**
 * Reading shopping lists as the contract shows them: one list (unchecked items first, checked after, each
 * group in the list's order), the person's lists with their counts, and All Lists (every list merged into
 * one: the same catalogue ingredient, or the same free-text name ignoring case, is one row whose amounts
 * are added with core's addQuantity and the ingredient's density). Used by the list routes and the PDF.
 */
import type { components } from '@sufra/api-client/schema'
import { aisleOfGroup, isUnitId, mergeQuantities, type IngredientDensity, type Quantity } from '@sufra/core'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import { localized, picture, type Localized } from '../presenters'

export type ShoppingList = components['schemas']['ShoppingList']
export type ShoppingListItem = components['schemas']['ShoppingListItem']
export type ShoppingListSummary = components['schemas']['ShoppingListSummary']
export type AllShoppingLists = components['schemas']['AllShoppingLists']
export type AllShoppingListsItem = components['schemas']['AllShoppingListsItem']
type RecipeRef = components['schemas']['ShoppingListRecipeRef']

/** Every 404 about a list, whether it is unknown or another person's (nothing revealed). */
export const LIST_NOT_FOUND = 'Shopping list not found.'

/** The amounts as stored, read as core's Quantity (a unit we no longer know reads as no unit). */
export function storedQuantities(rows: readonly t.ShoppingListQuantityRow[]): Quantity[] {
  return rows.map((row) => ({
    amount: typeof row.amount === 'number' && Number.isFinite(row.amount) ? row.amount : null,
    unit: isUnitId(row.unit) ? row.unit : '',
  }))
}

/** The matching key of an item: its catalogue ingredient, or its free-text name ignoring case and spacing. */
export function itemKey(ingredientId: string | null, name: string): string {
  return ingredientId ?? `text:${name.trim().replace(/\s+/g, ' ').toLocaleLowerCase()}`
}

/** One item with what its presentation and merging need. */
export interface ItemRow {
  id: string
  listId: string
  position: number
  ingredientId: string | null
  /** The free-text name (catalogue items: ''). */
  nameEn: string
  nameAr: string
  quantities: t.ShoppingListQuantityRow[]
  checked: boolean
  catalogueEn: string | null
  catalogueAr: string | null
  imageUrl: string | null
  imageKey: string | null
  group: string | null
  portions: t.IngredientPortion[] | null
  pieceGrams: number | null
}

const itemColumns = {
  id: t.shoppingListItems.id,
  listId: t.shoppingListItems.listId,
  position: t.shoppingListItems.position,
  ingredientId: t.shoppingListItems.ingredientId,
  nameEn: t.shoppingListItems.nameEn,
  nameAr: t.shoppingListItems.nameAr,
  quantities: t.shoppingListItems.quantities,
  checked: t.shoppingListItems.checked,
  catalogueEn: t.ingredients.nameEn,
  catalogueAr: t.ingredients.nameAr,
  imageUrl: t.ingredients.imageUrl,
  imageKey: t.ingredients.imageKey,
  group: t.ingredients.group,
  portions: t.ingredients.portions,
  pieceGrams: t.ingredients.pieceGrams,
}

/** The density that converts an item's volume and mass amounts (catalogue items only). */
export function densityOf(row: Pick<ItemRow, 'portions' | 'pieceGrams'>): IngredientDensity | undefined {
  if (!row.portions) return undefined
  return { portions: row.portions, pieceGrams: row.pieceGrams }
}

/** Items of the given lists, in each list's order. */
async function itemRows(db: Database, listIds: readonly string[], itemIds?: readonly string[]) {
  if (listIds.length === 0) return []
  const where = itemIds
    ? and(inArray(t.shoppingListItems.listId, listIds), inArray(t.shoppingListItems.id, itemIds))
    : inArray(t.shoppingListItems.listId, listIds)
  const rows: ItemRow[] = await db
    .select(itemColumns)
    .from(t.shoppingListItems)
    .leftJoin(t.ingredients, eq(t.ingredients.id, t.shoppingListItems.ingredientId))
    .where(where)
    .orderBy(
      asc(t.shoppingListItems.position),
      asc(t.shoppingListItems.createdAt),
      asc(t.shoppingListItems.id),
    )
  return rows
}

/** A recipe an item came from, and when it was added (ms). */
interface RecipeLink {
  ref: RecipeRef
  at: number
}

/** The recipes each item came from, in the order they were added (ties: the recipe's id). */
async function itemRecipes(db: Database, itemIds: readonly string[]): Promise<Map<string, RecipeLink[]>> {
  const byItem = new Map<string, RecipeLink[]>()
  if (itemIds.length === 0) return byItem
  const rows = await db
    .select({
      itemId: t.shoppingListItemRecipes.itemId,
      recipeId: t.recipes.id,
      titleEn: t.recipes.titleEn,
      titleAr: t.recipes.titleAr,
      createdAt: t.shoppingListItemRecipes.createdAt,
    })
    .from(t.shoppingListItemRecipes)
    .innerJoin(t.recipes, eq(t.recipes.id, t.shoppingListItemRecipes.recipeId))
    .where(inArray(t.shoppingListItemRecipes.itemId, itemIds))
    .orderBy(asc(t.shoppingListItemRecipes.createdAt), asc(t.recipes.id))
  for (const row of rows) {
    const links = byItem.get(row.itemId) ?? []
    links.push({
      ref: { _id: row.recipeId, title: localized(row.titleEn, row.titleAr) },
      at: new Date(row.createdAt).getTime(),
    })
    byItem.set(row.itemId, links)
  }
  return byItem
}

/**
 * Each recipe once, in the order first added: by when it was linked, then by the position in `rows` of
 * the first item it came with (one addition links all its items at the same moment).
 */
function recipesOf(rows: readonly ItemRow[], links: ReadonlyMap<string, readonly RecipeLink[]>): RecipeRef[] {
  const first = new Map<string, { ref: RecipeRef; at: number; index: number }>()
  rows.forEach((row, index) => {
    for (const link of links.get(row.id) ?? []) {
      const seen = first.get(link.ref._id)
      if (!seen || link.at < seen.at) first.set(link.ref._id, { ref: link.ref, at: link.at, index })
    }
  })
  return [...first.values()]
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ ref }) => ({ _id: ref._id, title: { ...ref.title } }))
}

function itemName(row: ItemRow): Localized {
  if (row.ingredientId && row.catalogueEn !== null) return localized(row.catalogueEn, row.catalogueAr ?? '')
  return localized(row.nameEn, row.nameAr)
}

function presentItem(row: ItemRow, recipes: readonly RecipeRef[]): ShoppingListItem {
  return {
    _id: row.id,
    ingredientId: row.ingredientId,
    name: itemName(row),
    image: row.imageUrl ? picture(row.imageUrl, row.imageKey ?? '') : null,
    aisle: row.ingredientId ? aisleOfGroup(row.group) : 'other',
    quantities: storedQuantities(row.quantities),
    recipes: [...recipes],
    checked: row.checked,
  }
}

/** Unchecked first, checked after; each keeps the order it came in. */
function uncheckedFirst<T extends { checked: boolean }>(items: readonly T[]): T[] {
  return [...items.filter((item) => !item.checked), ...items.filter((item) => item.checked)]
}

const iso = (value: Date | string) => new Date(value).toISOString()

/** One of the person's lists, or null when it is unknown or someone else's. */
export async function readShoppingList(
  db: Database,
  userId: string,
  listId: string,
): Promise<ShoppingList | null> {
  const [list] = await db
    .select({
      id: t.shoppingLists.id,
      nameEn: t.shoppingLists.nameEn,
      nameAr: t.shoppingLists.nameAr,
      recipeId: t.shoppingLists.recipeId,
      createdAt: t.shoppingLists.createdAt,
      updatedAt: t.shoppingLists.updatedAt,
    })
    .from(t.shoppingLists)
    .where(and(eq(t.shoppingLists.id, listId.toLowerCase()), eq(t.shoppingLists.userId, userId)))
  if (!list) return null
  const rows = await itemRows(db, [list.id])
  const recipes = await itemRecipes(
    db,
    rows.map((row) => row.id),
  )
  const items = rows.map((row) => presentItem(row, recipesOf([row], recipes)))
  return {
    _id: list.id,
    listName: localized(list.nameEn, list.nameAr),
    list: uncheckedFirst(items),
    recipeId: list.recipeId,
    recipes: recipesOf(rows, recipes),
    itemCount: items.length,
    checkedCount: items.filter((item) => item.checked).length,
    createdAt: iso(list.createdAt),
    updatedAt: iso(list.updatedAt),
  }
}

/** One item of one of the person's lists, or null. */
export async function readShoppingListItem(
  db: Database,
  userId: string,
  listId: string,
  itemId: string,
): Promise<ShoppingListItem | null> {
  const [list] = await db
    .select({ id: t.shoppingLists.id })
    .from(t.shoppingLists)
    .where(and(eq(t.shoppingLists.id, listId.toLowerCase()), eq(t.shoppingLists.userId, userId)))
  if (!list) return null
  const [row] = await itemRows(db, [list.id], [itemId.toLowerCase()])
  if (!row) return null
  const recipes = await itemRecipes(db, [row.id])
  return presentItem(row, recipesOf([row], recipes))
}

/** The person's lists, newest first, with their counts. */
export async function readShoppingListSummaries(
  db: Database,
  userId: string,
): Promise<ShoppingListSummary[]> {
  const rows = await db
    .select({
      id: t.shoppingLists.id,
      nameEn: t.shoppingLists.nameEn,
      nameAr: t.shoppingLists.nameAr,
      createdAt: t.shoppingLists.createdAt,
      updatedAt: t.shoppingLists.updatedAt,
      itemCount: sql<number>`count(${t.shoppingListItems.id})::int`,
      checkedCount: sql<number>`count(${t.shoppingListItems.id}) filter (where ${t.shoppingListItems.checked})::int`,
    })
    .from(t.shoppingLists)
    .leftJoin(t.shoppingListItems, eq(t.shoppingListItems.listId, t.shoppingLists.id))
    .where(eq(t.shoppingLists.userId, userId))
    .groupBy(t.shoppingLists.id)
    .orderBy(desc(t.shoppingLists.createdAt), desc(t.shoppingLists.id))
  return rows.map((row) => ({
    _id: row.id,
    listName: localized(row.nameEn, row.nameAr),
    itemCount: Number(row.itemCount),
    checkedCount: Number(row.checkedCount),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }))
}

/**
 * Every list of the person as one (the sidebar's All Lists): rows in the order first met (newest list
 * first, then each list's order), unchecked rows first; a row is checked when all its items are.
 */
export async function readAllShoppingLists(db: Database, userId: string): Promise<AllShoppingLists> {
  const lists = await db
    .select({ id: t.shoppingLists.id, nameEn: t.shoppingLists.nameEn, nameAr: t.shoppingLists.nameAr })
    .from(t.shoppingLists)
    .where(eq(t.shoppingLists.userId, userId))
    .orderBy(desc(t.shoppingLists.createdAt), desc(t.shoppingLists.id))
  const listOrder = new Map(lists.map((list, index) => [list.id, index]))
  const rows = (
    await itemRows(
      db,
      lists.map((list) => list.id),
    )
  ).sort((a, b) => listOrder.get(a.listId)! - listOrder.get(b.listId)!)
  const recipes = await itemRecipes(
    db,
    rows.map((row) => row.id),
  )
  const listById = new Map(lists.map((list) => [list.id, list]))

  interface Group {
    first: ItemRow
    items: ItemRow[]
    quantities: Quantity[]
  }
  const groups = new Map<string, Group>()
  for (const row of rows) {
    const name = itemName(row)
    const key = itemKey(row.ingredientId, name.en || name.ar)
    const group = groups.get(key)
    if (!group) {
      groups.set(key, { first: row, items: [row], quantities: storedQuantities(row.quantities) })
    } else {
      group.items.push(row)
      group.quantities = mergeQuantities(group.quantities, storedQuantities(row.quantities), densityOf(row))
    }
  }
  const merged = [...groups.values()].map((group): AllShoppingListsItem => {
    const item = presentItem(group.first, recipesOf(group.items, recipes))
    const listIds = [...new Set(group.items.map((row) => row.listId))]
    return {
      ...item,
      quantities: group.quantities,
      checked: group.items.every((row) => row.checked),
      itemIds: group.items.map((row) => row.id),
      lists: listIds.map((id) => {
        const list = listById.get(id)!
        return { _id: list.id, listName: localized(list.nameEn, list.nameAr) }
      }),
    }
  })
  return {
    list: uncheckedFirst(merged),
    recipes: recipesOf(rows, recipes),
    itemCount: merged.length,
    checkedCount: merged.filter((item) => item.checked).length,
  }
}
