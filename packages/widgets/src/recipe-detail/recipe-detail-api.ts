import { useState } from 'react'
import {
  ApiError,
  type SufraClient,
  fileNameFrom,
  useApiMutation,
  useApiQuery,
  useSufraApi,
} from '@sufra/api-client'
import type { Locale } from '@sufra/i18n'
import { safeFileName, saveFile } from '../shared'
import { useWidgetHost } from '../widget-host'

/**
 * The signed-in user's own flags on a recipe (GET /recipe-user/state/{id}): whether they like it and have
 * saved it. The recipe detail itself is the same for everyone (so caches may share it) and says neither;
 * nothing is asked for a visitor, whose flags are false.
 */
export function useRecipeViewerFlags(recipeId: string): { likedByMe: boolean; savedByMe: boolean } {
  const host = useWidgetHost()
  const signedIn = Boolean(host.user)
  const state = useApiQuery(
    '/recipe-user/state/{id}',
    { params: { path: { id: recipeId } } },
    { enabled: signedIn },
  )
  const flags = signedIn ? state.data : undefined
  return { likedByMe: flags?.likedByMe ?? false, savedByMe: flags?.savedByMe ?? false }
}

/** The contract's bounds for the PDF's servings. */
const PDF_SERVINGS = { min: 1, max: 100 } as const

/** A file name from a recipe title: no path separators or characters file systems refuse. */
export function pdfFallbackName(title: string): string {
  return `${safeFileName(title, 'recipe')}.pdf`
}

export type RecipePdfRequest = {
  id: string
  locale: Locale
  servings: number
  /** The recipe's title, for the file name when the server sends none. */
  title: string
}

/**
 * POST /recipe/pdf `{ recipe, recipeLang, servings }` (spec section 7): the PDF as a blob, named
 * from Content-Disposition. Rejects with an ApiError when the server refuses.
 */
export async function fetchRecipePdf(
  client: SufraClient,
  { id, locale, servings, title }: RecipePdfRequest,
): Promise<{ file: Blob; name: string }> {
  const scaled = Math.min(PDF_SERVINGS.max, Math.max(PDF_SERVINGS.min, Math.round(servings)))
  const { data, response } = await client.POST('/recipe/pdf', {
    body: { recipe: id, recipeLang: locale, servings: scaled },
    parseAs: 'blob',
  })
  if (!(data instanceof Blob)) {
    throw new ApiError('The PDF could not be made.', response.status, { fromServer: false })
  }
  return { file: data, name: fileNameFrom(response, pdfFallbackName(title)) }
}

/** Downloads a recipe's PDF; `busy` while it is being made. Resolves with the file name. */
export function useRecipePdf() {
  const { client } = useSufraApi()
  const [busy, setBusy] = useState(false)
  async function download(request: RecipePdfRequest): Promise<string> {
    setBusy(true)
    try {
      const { file, name } = await fetchRecipePdf(client, request)
      saveFile(file, name)
      return name
    } finally {
      setBusy(false)
    }
  }
  return { download, busy }
}

/** DELETE /recipe/delete/{id}; the recipe lists it appeared in are refreshed (`staleAfter`). */
export function useDeleteRecipe() {
  return useApiMutation('delete', '/recipe/delete/{id}')
}
