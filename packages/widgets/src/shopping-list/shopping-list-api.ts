import { useState } from 'react'
import {
  ApiError,
  type QueryClient,
  type Schema,
  cachedRead,
  fileNameFrom,
  useApiMutation,
  useApiQuery,
  useSufraApi,
} from '@sufra/api-client'
import type { UnitSystem } from '@sufra/core'
import type { Locale } from '@sufra/i18n'
import { safeFileName, saveFile } from '../shared'
import { ALL_LISTS, type ListQuantity } from './list-items'

export type ShoppingList = Schema<'ShoppingList'>
export type AllShoppingLists = Schema<'AllShoppingLists'>
export type ShoppingListSummary = Schema<'ShoppingListSummary'>

const listInit = (id: string) => ({ params: { path: { id } } })

/** GET /list: the person's lists, newest first (asked only when signed in). */
export function useShoppingLists(enabled: boolean) {
  return useApiQuery('/list', undefined, { enabled })
}

/** GET /list/all-lists: every list merged (asked while there is a list to merge). */
export function useAllShoppingLists(enabled: boolean) {
  return useApiQuery('/list/all-lists', undefined, { enabled })
}

/** GET /list/{id}: one list; held while `id` is null or All Lists. */
export function useShoppingList(id: string | null) {
  const real = id !== null && id !== ALL_LISTS
  return useApiQuery('/list/{id}', listInit(real ? id : ''), { enabled: real })
}

/** Sets a row's `checked` in a list (or All Lists) and keeps its counts in step. */
function withChecked<List extends ShoppingList | AllShoppingLists>(
  list: List,
  rowId: string,
  checked: boolean,
): List {
  const rows = list.list.map((row) => (row._id === rowId ? { ...row, checked } : row))
  return { ...list, list: rows, checkedCount: rows.filter((row) => row.checked).length } as List
}

/**
 * Checking and unchecking: shown at once (the row moves), saved with PATCH /list/{id}/items/{itemId}
 * for a list and POST /list/check (every item behind the row) for All Lists, and put back if the
 * server refuses. Rejects with ApiError; the caller tells the person.
 */
export function useCheckItem(listId: string) {
  const isAll = listId === ALL_LISTS
  const cachedList = (client: QueryClient) => cachedRead(client, '/list/{id}', listInit(listId))
  const cachedAll = (client: QueryClient) => cachedRead(client, '/list/all-lists')

  async function showChecked(client: QueryClient, rowId: string, checked: boolean) {
    if (isAll) {
      const cached = cachedAll(client)
      await cached.cancel()
      const before = cached.get()
      if (before) cached.set(withChecked(before, rowId, checked))
      return { all: before }
    }
    const cached = cachedList(client)
    await cached.cancel()
    const before = cached.get()
    if (before) cached.set(withChecked(before, rowId, checked))
    return { list: before }
  }
  type Snapshot = Awaited<ReturnType<typeof showChecked>>
  const rollBack = (client: QueryClient, snapshot: Snapshot | undefined) => {
    if (snapshot?.all) cachedAll(client).set(snapshot.all)
    if (snapshot?.list) cachedList(client).set(snapshot.list)
  }

  const one = useApiMutation('patch', '/list/{id}/items/{itemId}', {
    onMutate: (variables, { client }) =>
      showChecked(client, variables.params.path.itemId, variables.body.checked === true),
    onError: (_error, _variables, snapshot, { client }) => rollBack(client, snapshot),
  })
  const many = useApiMutation('post', '/list/check', {
    // The row's id is the first of the items behind it.
    onMutate: (variables, { client }) =>
      showChecked(client, variables.body.items[0]!, variables.body.checked),
    onError: (_error, _variables, snapshot, { client }) => rollBack(client, snapshot),
  })

  return (row: { _id: string; itemIds?: string[] }, checked: boolean) =>
    isAll
      ? many.mutateAsync({ body: { items: row.itemIds ?? [row._id], checked } })
      : one.mutateAsync({ params: { path: { id: listId, itemId: row._id } }, body: { checked } })
}

/**
 * The writes on one list. Those answering with the whole list (add, rename, clear checked) put it in
 * the cache at once; every write refreshes the lists, the list and All Lists when it settles
 * (`staleAfter`). All reject with ApiError.
 */
export function useListWrites(listId: string) {
  const keep = (client: QueryClient, list: ShoppingList) =>
    cachedRead(client, '/list/{id}', listInit(listId)).set(list)
  const add = useApiMutation('post', '/list/{id}/items', {
    onSuccess: (answer, _variables, _result, { client }) => keep(client, answer.data),
  })
  const rename = useApiMutation('patch', '/list/{id}', {
    onSuccess: (answer, _variables, _result, { client }) => keep(client, answer.data),
  })
  const clear = useApiMutation('post', '/list/{id}/clear-checked', {
    onSuccess: (answer, _variables, _result, { client }) => keep(client, answer.data),
  })
  const update = useApiMutation('patch', '/list/{id}/items/{itemId}', {
    onSuccess: (answer, _variables, _result, { client }) => {
      const cached = cachedRead(client, '/list/{id}', listInit(listId))
      const list = cached.get()
      if (list)
        cached.set({
          ...list,
          list: list.list.map((row) => (row._id === answer.data._id ? answer.data : row)),
        })
    },
  })
  const removeItem = useApiMutation('delete', '/list/{id}/items/{itemId}', {
    onSuccess: (_answer, variables, _result, { client }) => {
      const cached = cachedRead(client, '/list/{id}', listInit(listId))
      const list = cached.get()
      const gone = variables.params.path.itemId
      if (list) {
        const rows = list.list.filter((row) => row._id !== gone)
        cached.set({
          ...list,
          list: rows,
          itemCount: rows.length,
          checkedCount: rows.filter((row) => row.checked).length,
        })
      }
    },
  })
  const remove = useApiMutation('delete', '/list/{id}', {
    // The list is gone: its read leaves the cache, so the refresh after the write does not ask for it.
    onSuccess: (_answer, _variables, _result, { client }) =>
      client.removeQueries({ queryKey: ['get', '/list/{id}', listInit(listId)], exact: true }),
  })
  const path = { params: { path: { id: listId } } }
  const itemPath = (itemId: string) => ({ params: { path: { id: listId, itemId } } })

  return {
    addText: (text: string, lang: Locale) => add.mutateAsync({ ...path, body: { text, lang } }),
    adding: add.isPending,
    rename: (listName: { en: string; ar: string }) => rename.mutateAsync({ ...path, body: { listName } }),
    clearChecked: () => clear.mutateAsync(path),
    updateItem: (itemId: string, body: { name?: string; quantities?: ListQuantity[] }) =>
      update.mutateAsync({ ...itemPath(itemId), body }),
    removeItem: (itemId: string) => removeItem.mutateAsync(itemPath(itemId)),
    deleteList: () => remove.mutateAsync(path),
    deleting: remove.isPending,
  }
}

export type ListPdfRequest = {
  /** A list id or All Lists. */
  list: string
  locale: Locale
  units: UnitSystem
  /** The list's name, for the file name when the server sends none. */
  name: string
}

/**
 * POST /list/pdf `{ list, lang, units }`: the PDF as a blob, saved under the name Content-Disposition
 * gives. `busy` while it is being made; rejects with ApiError when the server refuses.
 */
export function useListPdf() {
  const { client } = useSufraApi()
  const [busy, setBusy] = useState(false)
  async function download({ list, locale, units, name }: ListPdfRequest): Promise<string> {
    setBusy(true)
    try {
      const { data, response } = await client.POST('/list/pdf', {
        body: { list, lang: locale, units },
        parseAs: 'blob',
      })
      if (!(data instanceof Blob)) {
        throw new ApiError('The PDF could not be made.', response.status, { fromServer: false })
      }
      const fileName = fileNameFrom(response, `${safeFileName(name, 'shopping-list')}.pdf`)
      saveFile(data, fileName)
      return fileName
    } finally {
      setBusy(false)
    }
  }
  return { download, busy }
}
