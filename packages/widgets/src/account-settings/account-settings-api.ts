import { ApiError, apiRequest, toFormData, type Envelope, type components } from '@sufra/api-client'

export type CurrentUser = components['schemas']['CurrentUser']

/** The multipart fields of PUT /user/update; the picture is a File from the picker. */
export type UserUpdateFields = Omit<components['schemas']['UserUpdateForm'], 'profilePicture'> & {
  profilePicture?: File
}
export type FeedbackInput = components['schemas']['FeedbackInput']
export type DeleteAccountInput = components['schemas']['DeleteAccountInput']

/**
 * The settings calls (updateUser, sendFeedback, deleteAccount). Each resolves with the envelope and
 * rejects with an ApiError carrying the server's sentence. Widgets take them as a prop, so stories
 * and tests can hand in their own.
 */
export type AccountSettingsApi = {
  updateUser: (fields: UserUpdateFields) => Promise<Envelope<CurrentUser | null>>
  sendFeedback: (body: FeedbackInput) => Promise<Envelope<unknown>>
  deleteAccount: (body: DeleteAccountInput) => Promise<Envelope<unknown>>
}

// Only for the console: the forms show their own translated sentences when the server gives none.
const fallbacks = {
  update: 'Failed to update profile. Please try again later.',
  feedback: 'Sending feedback failed',
  delete: 'Deleting the account failed',
} as const

export const accountSettingsApi: AccountSettingsApi = {
  updateUser: (fields) =>
    apiRequest('PUT', '/user/update', { body: toFormData(fields), fallbackMessage: fallbacks.update }),
  sendFeedback: (body) => apiRequest('POST', '/user/feedback', { body, fallbackMessage: fallbacks.feedback }),
  deleteAccount: (body) => apiRequest('DELETE', '/user/delete', { body, fallbackMessage: fallbacks.delete }),
}

const fallbackSentences: ReadonlySet<string> = new Set(Object.values(fallbacks))

/**
 * The server's own sentence for a refused request (a 4xx: a taken username, a wrong password, too
 * many requests), or null when the failure is ours to word (5xx, network, an answer without a
 * message) and the form should show its translated fallback.
 */
export function serverSentence(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null
  if (error.status < 400 || error.status >= 500) return null
  if (!error.message || fallbackSentences.has(error.message)) return null
  return error.message
}
