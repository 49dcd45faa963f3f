import { useMemo } from 'react'
import { type Schema, type SufraClient, toFormData, unwrap, useSufraApi } from '@sufra/api-client'
import type { ImageValue, RecipeFormFields } from './recipe-form-schema'

/**
 * The recipe form's calls: POST /image/upload (multipart field `image` → `{ url, key }`),
 * POST /recipe/custom (create) and PUT /recipe/edit/{id} (edit), both multipart RecipeForm. Each
 * resolves with the envelope's data and rejects with an ApiError (`message`, `errMessage`).
 */
export type RecipeFormApi = {
  uploadImage: (file: File) => Promise<ImageValue>
  /** Creates the recipe (no id) or saves the edit of `id`; recipe lists and details are refreshed. */
  saveRecipe: (id: string | undefined, fields: RecipeFormFields) => Promise<Schema<'Recipe'>>
}

const multipart = (body: object) => toFormData(body)

export async function uploadImage(client: SufraClient, file: File): Promise<ImageValue> {
  const image = await unwrap(
    client.POST('/image/upload', {
      // The contract types the binary field loosely; the browser sends the File as it is.
      body: { image: file as unknown as Schema<'ImageUploadForm'>['image'] },
      bodySerializer: multipart,
    }),
  )
  return { url: image.url, key: image.key }
}

// Where a saved recipe shows: its detail, the lists it appears in and its creator's profile.
const refreshedPaths = ['/recipe/{id}', '/recipe', '/recipe/popular', '/recipe/random', '/user/recipes/{id}']

/** The calls on the API client in effect (the app's, or a story's with a fake fetch). */
export function useRecipeFormApi(): RecipeFormApi {
  const { client, $api } = useSufraApi()
  const refresh = {
    onSuccess: (
      _data: unknown,
      _variables: unknown,
      _result: unknown,
      context: { client: { invalidateQueries: (filters: { queryKey: unknown[] }) => Promise<void> } },
    ) => {
      for (const path of refreshedPaths) void context.client.invalidateQueries({ queryKey: ['get', path] })
    },
  }
  const create = $api.useMutation('post', '/recipe/custom', refresh)
  const update = $api.useMutation('put', '/recipe/edit/{id}', refresh)
  const { mutateAsync: createAsync } = create
  const { mutateAsync: updateAsync } = update
  return useMemo<RecipeFormApi>(
    () => ({
      uploadImage: (file) => uploadImage(client, file),
      saveRecipe: async (id, fields) => {
        const envelope = id
          ? await updateAsync({ params: { path: { id } }, body: fields, bodySerializer: multipart })
          : await createAsync({ body: fields, bodySerializer: multipart })
        return envelope.data
      },
    }),
    [client, createAsync, updateAsync],
  )
}
