import { useMemo } from 'react'
import { type Schema, toFormData, useApiMutation } from '@sufra/api-client'
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

/** The calls on the API client in effect (the app's, or a story's with a fake fetch). */
export function useRecipeFormApi(): RecipeFormApi {
  const { mutateAsync: upload } = useApiMutation('post', '/image/upload')
  // Each refreshes the recipe's detail and every list it shows in (`staleAfter`).
  const { mutateAsync: createAsync } = useApiMutation('post', '/recipe/custom')
  const { mutateAsync: updateAsync } = useApiMutation('put', '/recipe/edit/{id}')
  return useMemo<RecipeFormApi>(
    () => ({
      uploadImage: async (file) => {
        const { data: image } = await upload({
          // The contract types the binary field loosely; the browser sends the File as it is.
          body: { image: file as unknown as Schema<'ImageUploadForm'>['image'] },
          bodySerializer: multipart,
        })
        return { url: image.url, key: image.key }
      },
      saveRecipe: async (id, fields) => {
        const envelope = id
          ? await updateAsync({ params: { path: { id } }, body: fields, bodySerializer: multipart })
          : await createAsync({ body: fields, bodySerializer: multipart })
        return envelope.data
      },
    }),
    [upload, createAsync, updateAsync],
  )
}
