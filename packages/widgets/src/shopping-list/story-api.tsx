import { type ReactNode, useState } from 'react'
import { type Schema, SufraApiProvider, SufraQueryProvider } from '@sufra/api-client'
import {
  SERVER_FAILURE,
  createFakeApi,
  envelope,
  failure,
  gate,
  http,
  storyUser,
} from '@sufra/api-client/testing'
import { type Aisle, isUnitId, parseFreeIngredientLine } from '@sufra/core'
import { type MessageId, messages } from '@sufra/i18n'
import { Toaster } from '@sufra/ui/toast'
import { type CurrentUser, type WidgetHost, WidgetHostProvider } from '../widget-host'

/** Stories only: lists, items and a fake shopping-lists API that keeps its state (the host: widget-host/story-host). */

export const storyLocale = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
export const m = (id: MessageId) => messages[storyLocale()][id]
/** A message with `{name}` placeholders filled in (no plurals). */
export const mf = (id: MessageId, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{${name}}`, value), m(id))

export const viewer: CurrentUser = { ...storyUser, units: 'metric' }

type Item = Schema<'ShoppingListItem'>
type Recipe = Schema<'ShoppingListRecipeRef'>

export const recipes = {
  fattoush: {
    _id: '6b1f0c52-8e4a-4b8e-9f21-1a2b3c4d5e01',
    title: { en: 'Fattoush salad', ar: 'سلطة فتوش' },
  },
  musakhan: {
    _id: '6b1f0c52-8e4a-4b8e-9f21-1a2b3c4d5e02',
    title: { en: 'Chicken musakhan rolls', ar: 'لفائف مسخن الدجاج' },
  },
} satisfies Record<string, Recipe>

export const LIST_IDS = {
  weekly: '0f4e2a10-1111-4c1b-9a51-0f3c6a1e9b01',
  party: '0f4e2a10-2222-4c1b-9a51-0f3c6a1e9b02',
  unnamed: '0f4e2a10-3333-4c1b-9a51-0f3c6a1e9b03',
} as const

// A picture as a data: URL, so stories never touch the network.
const tomato = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    '<rect width="64" height="64" fill="#fde8e4"/><circle cx="32" cy="36" r="20" fill="#d9452b"/>' +
    '<path d="M24 16h16l-8 8z" fill="#2f7a3b"/></svg>',
)}`

let itemSerial = 0
const itemId = () => `1a2b3c4d-0000-4000-8000-${String(++itemSerial).padStart(12, '0')}`

const ingredient = (serial: number) => `9c9c9c9c-0000-4000-8000-${String(serial).padStart(12, '0')}`

function item(
  name: { en: string; ar: string },
  aisle: Aisle,
  quantities: Item['quantities'],
  from: Recipe[] = [],
  options: { checked?: boolean; catalogue?: number } = {},
): Item {
  return {
    _id: itemId(),
    ingredientId: options.catalogue === undefined ? null : ingredient(options.catalogue),
    name,
    image: options.catalogue === 1 ? { url: tomato, key: 'ingredients/tomato.webp' } : null,
    aisle,
    quantities,
    recipes: from,
    checked: options.checked ?? false,
  }
}

export type StoredList = {
  _id: string
  listName: { en: string; ar: string }
  items: Item[]
  /** Minutes ago it was made (newest first in GET /list). */
  age: number
}

/** The lists most stories start from: a weekly shop by aisle from two recipes, a party list, and one without a name. */
export function storyLists(): StoredList[] {
  itemSerial = 0
  const { fattoush, musakhan } = recipes
  return [
    {
      _id: LIST_IDS.weekly,
      listName: { en: 'Weekly shop', ar: 'تسوق الأسبوع' },
      age: 5,
      items: [
        item({ en: 'Tomatoes', ar: 'طماطم' }, 'produce', [{ amount: 4, unit: '' }], [fattoush], {
          catalogue: 1,
        }),
        item({ en: 'Chicken thighs', ar: 'أفخاذ دجاج' }, 'meat', [{ amount: 1, unit: 'kg' }], [musakhan], {
          catalogue: 2,
        }),
        item(
          { en: 'Flour', ar: 'طحين' },
          'grains',
          [
            { amount: 250, unit: 'g' },
            { amount: 2, unit: 'cup' },
          ],
          [musakhan],
          { catalogue: 3 },
        ),
        item({ en: 'Parsley', ar: 'بقدونس' }, 'produce', [{ amount: 1, unit: 'bunch' }], [fattoush], {
          catalogue: 4,
        }),
        item(
          { en: 'Olive oil', ar: 'زيت زيتون' },
          'oils',
          [{ amount: 60, unit: 'ml' }],
          [fattoush, musakhan],
          {
            catalogue: 5,
          },
        ),
        item({ en: 'Sumac', ar: 'سماق' }, 'spices', [{ amount: 1, unit: 'tbsp' }], [fattoush, musakhan], {
          catalogue: 6,
        }),
        item({ en: 'Milk', ar: 'حليب' }, 'dairy', [{ amount: 500, unit: 'ml' }], [], { catalogue: 7 }),
        item({ en: 'Salt', ar: 'ملح' }, 'spices', [{ amount: null, unit: 'to taste' }], [musakhan], {
          catalogue: 8,
        }),
        item({ en: 'Paper towels', ar: 'Paper towels' }, 'other', [], [], { checked: true }),
      ],
    },
    {
      _id: LIST_IDS.party,
      listName: { en: 'Saturday party', ar: 'حفلة السبت' },
      age: 60,
      items: [
        item({ en: 'Tomatoes', ar: 'طماطم' }, 'produce', [{ amount: 6, unit: '' }], [], { catalogue: 1 }),
        item({ en: 'Lemons', ar: 'ليمون' }, 'produce', [{ amount: 3, unit: '' }], [], { catalogue: 9 }),
      ],
    },
    { _id: LIST_IDS.unnamed, listName: { en: '', ar: '' }, age: 120, items: [] },
  ]
}

export type StoryApiOptions = {
  lists?: StoredList[]
  /** Answer the check writes (PATCH checked, POST /list/check) with 500. */
  failChecks?: boolean
  /** Hold GET /list until released (the loading state). */
  holdLists?: boolean
}

const MINUTE = 60 * 1000

/**
 * The shopping-lists API on the fake API, over lists it keeps: writes change what the next read
 * returns. Every request is recorded (`calls`, `requests` with bodies).
 */
export function createStoryApi({
  lists = storyLists(),
  failChecks = false,
  holdLists = false,
}: StoryApiOptions = {}) {
  const stored = lists.map((list) => ({ ...list, items: [...list.items] }))
  const now = Date.now()
  const listsGate = gate()
  if (!holdLists) listsGate.release()

  const find = (id: string) => stored.find((list) => list._id === id)
  const notFound = () => failure(404, 'Shopping list not found.')
  const order = (items: Item[]) => [
    ...items.filter((row) => !row.checked),
    ...items.filter((row) => row.checked),
  ]
  const dates = (list: StoredList) => {
    const at = new Date(now - list.age * MINUTE).toISOString()
    return { createdAt: at, updatedAt: at }
  }
  const recipesOf = (items: Item[]) => {
    const seen = new Map<string, Recipe>()
    for (const row of items) for (const recipe of row.recipes) seen.set(recipe._id, recipe)
    return [...seen.values()]
  }
  const present = (list: StoredList): Schema<'ShoppingList'> => ({
    _id: list._id,
    listName: list.listName,
    list: order(list.items),
    recipeId: null,
    recipes: recipesOf(list.items),
    itemCount: list.items.length,
    checkedCount: list.items.filter((row) => row.checked).length,
    ...dates(list),
  })
  const summary = (list: StoredList): Schema<'ShoppingListSummary'> => {
    const { _id, listName, itemCount, checkedCount, createdAt, updatedAt } = present(list)
    return { _id, listName, itemCount, checkedCount, createdAt, updatedAt }
  }
  const newestFirst = () => [...stored].sort((a, b) => a.age - b.age)
  const keyOf = (row: Item) => row.ingredientId ?? row.name.en.toLowerCase()

  function allLists(): Schema<'AllShoppingLists'> {
    const rows = new Map<string, Schema<'AllShoppingListsItem'>>()
    for (const list of newestFirst()) {
      for (const row of list.items) {
        const merged = rows.get(keyOf(row))
        const ref = { _id: list._id, listName: list.listName }
        if (!merged) {
          rows.set(keyOf(row), { ...row, itemIds: [row._id], lists: [ref] })
          continue
        }
        merged.itemIds.push(row._id)
        merged.quantities = [...merged.quantities, ...row.quantities]
        merged.checked = merged.checked && row.checked
        merged.recipes = [
          ...merged.recipes,
          ...row.recipes.filter((r) => !merged.recipes.some((o) => o._id === r._id)),
        ]
        if (!merged.lists.some((other) => other._id === list._id)) merged.lists.push(ref)
      }
    }
    const list = [...rows.values()]
    const ordered = [...list.filter((row) => !row.checked), ...list.filter((row) => row.checked)]
    return {
      list: ordered,
      recipes: recipesOf(stored.flatMap((one) => one.items)),
      itemCount: ordered.length,
      checkedCount: ordered.filter((row) => row.checked).length,
    }
  }

  const api = createFakeApi(
    http.get('/list', async ({ response }) => {
      await listsGate.opened
      return response(200).json(envelope(newestFirst().map(summary)))
    }),
    http.get('/list/all-lists', ({ response }) => response(200).json(envelope(allLists()))),
    http.get('/list/{id}', ({ params, response }) => {
      const list = find(params.id)
      return list ? response(200).json(envelope(present(list))) : notFound()
    }),
    http.patch('/list/{id}', async ({ params, request, response }) => {
      const list = find(params.id)
      if (!list) return notFound()
      const { listName } = await request.json()
      const en = listName.en.trim()
      const ar = listName.ar.trim()
      list.listName = { en: en || ar, ar: ar || en }
      return response(200).json(envelope(present(list)))
    }),
    // New: an empty list, the newest.
    http.post('/list/create', async ({ request, response }) => {
      const { listName, list } = await request.json()
      if (list.length > 0) return failure(400, 'Stories create empty lists only.')
      const en = listName.en.trim()
      const ar = listName.ar.trim()
      const created: StoredList = {
        _id: `0f4e2a10-9999-4c1b-9a51-${String(stored.length).padStart(12, '0')}`,
        listName: en || ar ? { en: en || ar, ar: ar || en } : { en: '', ar: '' },
        age: Math.min(0, ...stored.map((one) => one.age)) - 1,
        items: [],
      }
      stored.push(created)
      return response(201).json(envelope(present(created), 'Shopping list created successfully', 201))
    }),
    http.delete('/list/{id}', ({ params, response }) => {
      const index = stored.findIndex((list) => list._id === params.id)
      if (index < 0) return notFound()
      stored.splice(index, 1)
      return response(200).json(envelope(null, 'Shopping list deleted'))
    }),
    http.post('/list/{id}/items', async ({ params, request, response }) => {
      const list = find(params.id)
      if (!list) return notFound()
      const input = await request.json()
      if (!('text' in input)) return failure(400, 'The stories add typed items only.')
      const parsed = parseFreeIngredientLine(input.text, input.lang)
      const unit =
        parsed.unitId !== null && isUnitId(parsed.unitId) && parsed.unitId !== 'count' ? parsed.unitId : ''
      const quantity = parsed.quantity === null && unit === '' ? [] : [{ amount: parsed.quantity, unit }]
      const same = list.items.find((row) => row.name.en.toLowerCase() === parsed.name.toLowerCase())
      if (same) same.quantities = [...same.quantities, ...quantity]
      else list.items.push(item({ en: parsed.name, ar: parsed.name }, 'other', quantity))
      return response(200).json(envelope(present(list)))
    }),
    http.patch('/list/{id}/items/{itemId}', async ({ params, request, response }) => {
      const list = find(params.id)
      const row = list?.items.find((one) => one._id === params.itemId)
      if (!list || !row) return notFound()
      const input = await request.json()
      if (input.checked !== undefined && failChecks) return failure(500, SERVER_FAILURE)
      if (input.checked !== undefined) row.checked = input.checked
      if (input.name !== undefined) {
        row.name = { en: input.name, ar: input.name }
        row.ingredientId = null
      }
      if (input.quantities !== undefined) row.quantities = input.quantities
      return response(200).json(envelope(row))
    }),
    http.delete('/list/{id}/items/{itemId}', ({ params, response }) => {
      const list = find(params.id)
      const index = list?.items.findIndex((one) => one._id === params.itemId) ?? -1
      if (!list || index < 0) return notFound()
      list.items.splice(index, 1)
      return response(200).json(envelope(null, 'Item removed'))
    }),
    http.post('/list/{id}/clear-checked', ({ params, response }) => {
      const list = find(params.id)
      if (!list) return notFound()
      list.items = list.items.filter((row) => !row.checked)
      return response(200).json(envelope(present(list)))
    }),
    http.post('/list/check', async ({ request, response }) => {
      if (failChecks) return failure(500, SERVER_FAILURE)
      const { items, checked } = await request.json()
      const rows = stored.flatMap((list) => list.items).filter((row) => items.includes(row._id))
      if (rows.length !== items.length) return notFound()
      for (const row of rows) row.checked = checked
      return response(200).json(envelope(null, 'Saved'))
    }),
    http.post('/list/pdf', async ({ request }) => {
      const { list } = await request.json()
      const name = list === 'all-lists' ? 'All Lists' : (find(list)?.listName.en ?? 'Shopping List')
      return new Response(new Blob(['%PDF-1.7\n% story\n'], { type: 'application/pdf' }), {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${name}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}.pdf`,
        },
      })
    }),
    http.put('/user/units', ({ response }) => response(200).json(envelope(null, 'Units saved'))),
  )

  /** A stored item, by list and English name (to check a write reached the "server"). */
  const itemOf = (listId: string, name: string) => find(listId)?.items.find((row) => row.name.en === name)
  return {
    client: api.client,
    calls: api.calls,
    requests: api.requests,
    itemOf,
    listOf: find,
    releaseLists: listsGate.release,
  }
}

export type StoryApi = ReturnType<typeof createStoryApi>

/** The providers the screen needs on a page: query cache, API client, widget host, toasts; `width` its room. */
export function StoryFrame({
  api,
  host,
  width,
  children,
}: {
  api: StoryApi
  host: WidgetHost
  width: string
  children: ReactNode
}) {
  const [client] = useState(() => api.client)
  return (
    <SufraQueryProvider>
      <SufraApiProvider client={client}>
        <WidgetHostProvider host={host}>
          <div style={{ width }}>{children}</div>
          <Toaster />
        </WidgetHostProvider>
      </SufraApiProvider>
    </SufraQueryProvider>
  )
}
