/**
 * Adding to a shopping list. What is added merges into an item of the same catalogue ingredient (or the
 * same free-text name, ignoring case): amounts are added with core's addQuantity, converting through the
 * ingredient's USDA portions where they can; amounts that cannot be converted stay lines of their own.
 * Items remember the recipes they came from. Every function here runs inside the caller's transaction,
 * after the list row is locked (so two additions to one list never merge past each other).
 */
import {
  addQuantity,
  isUnitId,
  parseFreeIngredientLine,
  scaleQuantity,
  type Language,
  type Quantity,
} from '@sufra/core'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import { badRequest, notFound } from '../../http/errors'
import { matchIngredientNames } from '../recipe-writes/ingredient-match'
import { densityOf, itemKey, storedQuantities } from './read'

/** The most items one list holds. */
export const MAX_LIST_ITEMS = 500
/** The largest amount a line may reach (the contract's bound). */
export const MAX_AMOUNT = 1_000_000

export const LIST_FULL = `A shopping list holds at most ${MAX_LIST_ITEMS} items. Please remove some or start a new list.`
export const AMOUNT_TOO_LARGE = 'That amount is too large for a shopping list.'
export const RECIPE_NOT_FOUND = 'Recipe not found.'
export const NOT_IN_RECIPE = 'Some of these ingredients are not in this recipe. Please choose them again.'
export const NOTHING_TO_ADD = 'This recipe has no ingredients we can add to a list.'
export const TYPED_LINE_EMPTY = 'Please type what to add, for example "2 cups flour".'

/** One thing to add: a catalogue ingredient or a free-text name, its amounts and the recipe it came from. */
export interface ItemAddition {
  ingredientId: string | null
  /** The free-text name (ignored for catalogue ingredients). */
  name: string
  quantities: Quantity[]
  recipeId: string | null
}

interface Target {
  id: string | null
  ingredientId: string | null
  name: string
  quantities: Quantity[]
  checked: boolean
  position: number
  changed: boolean
  recipeIds: Set<string>
}

/** Amounts as stored: numbers kept as they are, units as catalogue ids or ''. */
const toRows = (quantities: readonly Quantity[]): t.ShoppingListQuantityRow[] =>
  quantities.map((q) => ({ amount: q.amount, unit: q.unit }))

/**
 * Adds `additions` to the list `listId` (already locked by the caller): merges into existing items (an
 * item that gets more is unchecked again: there is more to buy), appends the rest in order, links the
 * recipes and marks the list changed.
 */
export async function addItems(tx: Database, listId: string, additions: readonly ItemAddition[]) {
  const existing = await tx
    .select({
      id: t.shoppingListItems.id,
      position: t.shoppingListItems.position,
      ingredientId: t.shoppingListItems.ingredientId,
      nameEn: t.shoppingListItems.nameEn,
      nameAr: t.shoppingListItems.nameAr,
      quantities: t.shoppingListItems.quantities,
      checked: t.shoppingListItems.checked,
    })
    .from(t.shoppingListItems)
    .where(eq(t.shoppingListItems.listId, listId))
    .orderBy(asc(t.shoppingListItems.position))
  const targets = new Map<string, Target>()
  let nextPosition = 0
  for (const row of existing) {
    const name = row.nameEn || row.nameAr
    const key = itemKey(row.ingredientId, name)
    nextPosition = Math.max(nextPosition, row.position + 1)
    if (targets.has(key)) continue
    targets.set(key, {
      id: row.id,
      ingredientId: row.ingredientId,
      name,
      quantities: storedQuantities(row.quantities),
      checked: row.checked,
      position: row.position,
      changed: false,
      recipeIds: new Set(),
    })
  }

  const ingredientIds = [
    ...new Set(
      [...additions.map((a) => a.ingredientId), ...existing.map((row) => row.ingredientId)].filter(
        (id): id is string => id !== null,
      ),
    ),
  ]
  const densities =
    ingredientIds.length === 0
      ? []
      : await tx
          .select({
            id: t.ingredients.id,
            portions: t.ingredients.portions,
            pieceGrams: t.ingredients.pieceGrams,
          })
          .from(t.ingredients)
          .where(inArray(t.ingredients.id, ingredientIds))
  const densityById = new Map(densities.map((row) => [row.id, densityOf(row)]))

  for (const addition of additions) {
    const name = addition.ingredientId ? '' : addition.name.trim().replace(/\s+/g, ' ')
    const key = itemKey(addition.ingredientId, name)
    let target = targets.get(key)
    if (!target) {
      target = {
        id: null,
        ingredientId: addition.ingredientId,
        name,
        quantities: [],
        checked: false,
        position: nextPosition++,
        changed: true,
        recipeIds: new Set(),
      }
      targets.set(key, target)
    }
    const density = addition.ingredientId ? densityById.get(addition.ingredientId) : undefined
    for (const quantity of addition.quantities) {
      target.quantities = addQuantity(target.quantities, quantity, density)
    }
    target.checked = false
    target.changed = true
    if (addition.recipeId) target.recipeIds.add(addition.recipeId)
  }

  const all = [...targets.values()]
  if (all.length > MAX_LIST_ITEMS) throw badRequest(LIST_FULL, `list: more than ${MAX_LIST_ITEMS} items`)
  for (const target of all) {
    if (target.quantities.some((q) => q.amount !== null && q.amount > MAX_AMOUNT)) {
      throw badRequest(AMOUNT_TOO_LARGE, `quantities: more than ${MAX_AMOUNT}`)
    }
  }

  const links: { itemId: string; recipeId: string }[] = []
  for (const target of all.filter((target) => target.changed && target.id !== null)) {
    await tx
      .update(t.shoppingListItems)
      .set({ quantities: toRows(target.quantities), checked: target.checked, updatedAt: sql`now()` })
      .where(eq(t.shoppingListItems.id, target.id!))
    for (const recipeId of target.recipeIds) links.push({ itemId: target.id!, recipeId })
  }
  const created = all.filter((target) => target.id === null)
  if (created.length > 0) {
    const rows = await tx
      .insert(t.shoppingListItems)
      .values(
        created.map((target) => ({
          listId,
          position: target.position,
          ingredientId: target.ingredientId,
          nameEn: target.name,
          nameAr: target.name,
          quantities: toRows(target.quantities),
        })),
      )
      .returning({ id: t.shoppingListItems.id, position: t.shoppingListItems.position })
    const idByPosition = new Map(rows.map((row) => [row.position, row.id]))
    for (const target of created) {
      for (const recipeId of target.recipeIds)
        links.push({ itemId: idByPosition.get(target.position)!, recipeId })
    }
  }
  if (links.length > 0) await tx.insert(t.shoppingListItemRecipes).values(links).onConflictDoNothing()
  await touchList(tx, listId)
}

/** Marks the list changed now. */
export async function touchList(tx: Database, listId: string) {
  await tx
    .update(t.shoppingLists)
    .set({ updatedAt: sql`now()` })
    .where(eq(t.shoppingLists.id, listId))
}

/** A recipe row's amount as a Quantity, or null when it has none ("2" with no unit is a count). */
function recipeQuantity(amount: number | null, unit: string): Quantity | null {
  const unitId = isUnitId(unit) ? unit : ''
  if (amount === null || !Number.isFinite(amount) || amount <= 0) {
    // "Salt to taste": a line without a number but with a unit keeps it; with neither it says nothing.
    return unitId ? { amount: null, unit: unitId } : null
  }
  return { amount, unit: unitId }
}

/**
 * A recipe's catalogued ingredients with their amounts scaled by `servings / recipe.servings` (default:
 * the recipe's own servings), one addition per ingredient in the recipe's order. `only` keeps the given
 * ingredients (each must be in the recipe, else 400 naming the position in `field`). 404 for an unknown
 * recipe. The recipe is KEY SHARE locked so it is not deleted under the links.
 */
export async function recipeAdditions(
  tx: Database,
  recipeId: string,
  options: { only?: readonly string[]; servings?: number; field?: string; requireInRecipe?: boolean } = {},
): Promise<ItemAddition[]> {
  const [recipe] = await tx
    .select({ id: t.recipes.id, servings: t.recipes.servings })
    .from(t.recipes)
    .where(eq(t.recipes.id, recipeId))
    .for('key share')
  if (!recipe) throw notFound(RECIPE_NOT_FOUND)
  const lines = await tx
    .select({
      ingredientId: t.recipeIngredients.ingredientId,
      amount: t.recipeIngredients.amount,
      unit: t.recipeIngredients.unit,
    })
    .from(t.recipeIngredients)
    .where(eq(t.recipeIngredients.recipeId, recipe.id))
    .orderBy(asc(t.recipeIngredients.position))
  const factor = (options.servings ?? recipe.servings) / Math.max(1, recipe.servings)
  const byIngredient = new Map<string, Quantity[]>()
  for (const line of lines) {
    if (!line.ingredientId) continue
    const quantities = byIngredient.get(line.ingredientId) ?? []
    const quantity = recipeQuantity(line.amount, line.unit)
    if (quantity) quantities.push(scaleQuantity(quantity, factor))
    byIngredient.set(line.ingredientId, quantities)
  }
  const chosen = options.only ?? [...byIngredient.keys()]
  if (options.requireInRecipe !== false) {
    const missing = chosen.findIndex((id) => !byIngredient.has(id))
    if (missing >= 0) {
      throw badRequest(
        NOT_IN_RECIPE,
        `${options.field ?? 'list'}[${missing}]: not an ingredient of the recipe`,
      )
    }
  }
  if (chosen.length === 0) throw badRequest(NOTHING_TO_ADD, 'recipeId: no catalogued ingredients')
  return chosen.map((ingredientId) => ({
    ingredientId,
    name: '',
    quantities: byIngredient.get(ingredientId) ?? [],
    recipeId: recipe.id,
  }))
}

/**
 * A line a person typed (`2 cups flour`, `٢ كوب طحين`, `paper towels`): read like an ingredient line in
 * `lang`, tied to the catalogue when its name is known (as recipe writes match names), else a free-text
 * item named as typed (without the amount). A range (`2-3 lemons`) adds the high end.
 */
export async function typedAddition(tx: Database, text: string, lang: Language): Promise<ItemAddition> {
  const typed = text.trim()
  const parsed = parseFreeIngredientLine(typed, lang)
  const name = parsed.name.trim() || (parsed.quantity === null && !parsed.unitId ? typed : '')
  if (!name) throw badRequest(TYPED_LINE_EMPTY, 'text: no name')
  const [ingredientId] = await matchIngredientNames(tx, [name], lang)
  const amount = parsed.quantityMax ?? parsed.quantity
  const quantities: Quantity[] =
    amount !== null && amount > 0
      ? [{ amount, unit: parsed.unitId ?? '' }]
      : parsed.unitId
        ? [{ amount: null, unit: parsed.unitId }]
        : []
  return { ingredientId: ingredientId ?? null, name, quantities, recipeId: null }
}
