import { useMemo } from 'react'
import {
  ApiError,
  type Envelope,
  type components,
  fileNameFrom,
  toFormData,
  useApiMutation,
  useSufraApi,
} from '@sufra/api-client'

export type CurrentUser = components['schemas']['CurrentUser']

/** The multipart fields of PUT /user/update; the picture is a File from the picker. */
export type UserUpdateFields = Omit<components['schemas']['UserUpdateForm'], 'profilePicture'> & {
  profilePicture?: File
}
export type FeedbackInput = components['schemas']['FeedbackInput']
export type DeleteAccountInput = components['schemas']['DeleteAccountInput']

/** An answer without data: its status and sentence. */
type Answer = Omit<Envelope<null>, 'data'>

/**
 * The settings calls (updateUser, sendFeedback, deleteAccount). Each resolves with the envelope and
 * rejects with an ApiError. Widgets take them as a prop, so stories and tests can hand in their own.
 */
export type AccountSettingsApi = {
  updateUser: (fields: UserUpdateFields) => Promise<Envelope<CurrentUser | null>>
  sendFeedback: (body: FeedbackInput) => Promise<Answer>
  deleteAccount: (body: DeleteAccountInput) => Promise<Answer>
  /** GET /user/export: the person's data as a JSON file, named by the server. */
  exportMyData: () => Promise<{ file: Blob; name: string }>
}

/** The settings calls on the API client in effect; each refreshes what it makes stale. */
export function useAccountSettingsApi(): AccountSettingsApi {
  const { mutateAsync: update } = useApiMutation('put', '/user/update')
  const { mutateAsync: sendFeedback } = useApiMutation('post', '/user/feedback')
  const { mutateAsync: deleteAccount } = useApiMutation('delete', '/user/delete')
  const { client } = useSufraApi()
  return useMemo<AccountSettingsApi>(
    () => ({
      updateUser: (fields) => update({ body: fields, bodySerializer: toFormData }),
      sendFeedback: (body) => sendFeedback({ body }),
      deleteAccount: (body) => deleteAccount({ body }),
      exportMyData: async () => {
        const { data, response } = await client.GET('/user/export', { parseAs: 'blob' })
        if (!(data instanceof Blob)) {
          throw new ApiError('Your data could not be downloaded.', response.status, { fromServer: false })
        }
        return { file: data, name: fileNameFrom(response, 'sufra-data.json') }
      },
    }),
    [update, sendFeedback, deleteAccount, client],
  )
}
