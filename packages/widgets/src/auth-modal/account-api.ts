import { useMemo } from 'react'
import { type Envelope, useApiMutation } from '@sufra/api-client'
import { SUCCESS_STATUS } from './auth-flow'
import type { ActivityLevel, Gender } from './auth-schemas'

/** What the spec reads of an account-step answer: its status (200 is success) and sentence. */
type Answer = Omit<Envelope<unknown>, 'data'>

/**
 * The account-step calls of spec section 7. Each resolves with the envelope so the modal can read
 * `statusCode` as the spec does (200 is success); failed calls reject with an ApiError, which only
 * reaches the console: the modal shows the spec's own messages (section 8).
 */
export type AuthAccountApi = {
  sendOtp: (body: { email: string }) => Promise<Answer>
  verifyOtp: (body: { email: string; otp: string }) => Promise<Answer>
  resetPassword: (body: { email: string; password: string }) => Promise<Answer>
  savePersonalData: (body: { dob: string; gender: Gender }) => Promise<Answer>
  saveOtherData: (body: { height: number; weight: number; activityLevel: ActivityLevel }) => Promise<Answer>
}

/** The account-step calls on the API client in effect; each refreshes what it makes stale. */
export function useAuthAccountApi(): AuthAccountApi {
  const { mutateAsync: sendOtp } = useApiMutation('post', '/user/otp')
  const { mutateAsync: verifyOtp } = useApiMutation('post', '/user/otp-verify')
  const { mutateAsync: resetPassword } = useApiMutation('post', '/user/reset-password')
  const { mutateAsync: savePersonalData } = useApiMutation('post', '/user/user-personal-data')
  const { mutateAsync: saveOtherData } = useApiMutation('post', '/user/user-other-data')
  return useMemo<AuthAccountApi>(
    () => ({
      sendOtp: (body) => sendOtp({ body }),
      verifyOtp: (body) => verifyOtp({ body }),
      resetPassword: (body) => resetPassword({ body }),
      savePersonalData: (body) => savePersonalData({ body }),
      saveOtherData: (body) => saveOtherData({ body }),
    }),
    [sendOtp, verifyOtp, resetPassword, savePersonalData, saveOtherData],
  )
}

/** Runs one account call: true on status 200. A failed call is logged (spec section 7) and gives false. */
export async function succeeded(call: () => Promise<{ statusCode: number }>): Promise<boolean> {
  try {
    return (await call()).statusCode === SUCCESS_STATUS
  } catch (error) {
    console.error(error)
    return false
  }
}
