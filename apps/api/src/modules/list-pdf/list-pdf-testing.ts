/** Shopping lists as the API answers them, for the list PDF's document tests (no database). */
import type { components } from '@sufra/api-client/schema'

type ShoppingList = components['schemas']['ShoppingList']
type ShoppingListItem = components['schemas']['ShoppingListItem']
type AllShoppingLists = components['schemas']['AllShoppingLists']

let counter = 0
const uuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`

export const hummusRef = { _id: uuid(), title: { en: 'Silky Hummus with Tahini', ar: 'حمص بالطحينة' } }
export const fattehRef = { _id: uuid(), title: { en: 'Fatteh', ar: 'فتة الحمص' } }

export function item(
  fields: Partial<ShoppingListItem> & Pick<ShoppingListItem, 'name' | 'aisle'>,
): ShoppingListItem {
  return {
    _id: uuid(),
    ingredientId: uuid(),
    image: null,
    quantities: [],
    recipes: [],
    checked: false,
    ...fields,
  }
}

/** A list over several aisles: merged amounts, lines in different units, checked items, free text. */
export function sampleList(overrides: Partial<ShoppingList> = {}): ShoppingList {
  const list = [
    item({
      name: { en: 'chickpeas', ar: 'حمص' },
      aisle: 'pantry',
      quantities: [
        { amount: 400, unit: 'g' },
        { amount: 2, unit: 'can' },
      ],
      recipes: [hummusRef, fattehRef],
    }),
    item({
      name: { en: 'tahini', ar: 'طحينة' },
      aisle: 'pantry',
      quantities: [{ amount: 0.5, unit: 'cup' }],
      recipes: [hummusRef],
    }),
    item({
      name: { en: 'lemons', ar: 'ليمون' },
      aisle: 'produce',
      quantities: [{ amount: 3, unit: '' }],
      recipes: [hummusRef],
    }),
    item({
      name: { en: 'garlic', ar: 'ثوم' },
      aisle: 'produce',
      quantities: [{ amount: 4, unit: 'clove' }],
      recipes: [hummusRef, fattehRef],
    }),
    item({
      name: { en: 'plain yogurt', ar: 'لبن زبادي' },
      aisle: 'dairy',
      quantities: [{ amount: 1, unit: 'l' }],
      recipes: [fattehRef],
    }),
    item({
      name: { en: 'salt', ar: 'ملح' },
      aisle: 'spices',
      quantities: [{ amount: null, unit: 'to taste' }],
      recipes: [hummusRef],
    }),
    item({
      name: { en: 'olive oil', ar: 'زيت زيتون' },
      aisle: 'oils',
      quantities: [{ amount: 60, unit: 'ml' }],
      recipes: [hummusRef],
      checked: true,
    }),
    item({
      ingredientId: null,
      name: { en: '<b>{count}</b> & Co. paper bags', ar: '<b>{count}</b> & Co. paper bags' },
      aisle: 'other',
      quantities: [],
    }),
    item({
      name: { en: 'parsley', ar: 'بقدونس' },
      aisle: 'produce',
      quantities: [{ amount: 1, unit: 'bunch' }],
      recipes: [fattehRef],
      checked: true,
    }),
  ]
  return {
    _id: uuid(),
    listName: { en: 'Weekend <i>feast</i>', ar: 'وليمة نهاية الأسبوع' },
    list,
    recipeId: hummusRef._id,
    recipes: [hummusRef, fattehRef],
    itemCount: list.length,
    checkedCount: list.filter((entry) => entry.checked).length,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  }
}

/** All Lists for two lists sharing an ingredient. */
export function sampleAllLists(): AllShoppingLists {
  const weekend = { _id: uuid(), listName: { en: 'Weekend', ar: 'نهاية الأسبوع' } }
  const party = { _id: uuid(), listName: { en: 'Party', ar: 'الحفلة' } }
  const rows = [
    {
      ...item({
        name: { en: 'chickpeas', ar: 'حمص' },
        aisle: 'pantry',
        quantities: [{ amount: 1.2, unit: 'kg' }],
        recipes: [hummusRef],
      }),
      itemIds: [uuid(), uuid()],
      lists: [weekend, party],
    },
    {
      ...item({ name: { en: 'milk', ar: 'حليب' }, aisle: 'dairy', quantities: [{ amount: 2, unit: 'cup' }] }),
      itemIds: [uuid()],
      lists: [party],
    },
  ]
  return { list: rows, recipes: [hummusRef], itemCount: rows.length, checkedCount: 0 }
}
