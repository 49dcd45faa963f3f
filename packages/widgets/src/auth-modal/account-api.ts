import { apiRequest, type Envelope } from '@sufra/api-client'
import { SUCCESS_STATUS } from './auth-flow'
import type { ActivityLevel, Gender } from './auth-schemas'

/**
 * The account-step calls of spec section 7. Each resolves with the envelope so the modal can read
 * `statusCode` as the spec does (200 is success); failed calls reject. The fallback sentences only
 * reach the console: the modal shows the spec's own messages (section 8).
 */
export type AuthAccountApi = {
  sendOtp: (body: { email: string }) => Promise<Envelope<unknown>>
  verifyOtp: (body: { email: string; otp: string }) => Promise<Envelope<unknown>>
  resetPassword: (body: { email: string; password: string }) => Promise<Envelope<unknown>>
  savePersonalData: (body: { dob: string; gender: Gender }) => Promise<Envelope<unknown>>
  saveOtherData: (body: {
    height: number
    weight: number
    activityLevel: ActivityLevel
  }) => Promise<Envelope<unknown>>
}

export const authAccountApi: AuthAccountApi = {
  sendOtp: (body) => apiRequest('POST', '/user/otp', { body, fallbackMessage: 'Sending the OTP failed' }),
  verifyOtp: (body) =>
    apiRequest('POST', '/user/otp-verify', { body, fallbackMessage: 'Verifying the OTP failed' }),
  resetPassword: (body) =>
    apiRequest('POST', '/user/reset-password', { body, fallbackMessage: 'Resetting the password failed' }),
  savePersonalData: (body) =>
    apiRequest('POST', '/user/user-personal-data', { body, fallbackMessage: 'Saving personal data failed' }),
  saveOtherData: (body) =>
    apiRequest('POST', '/user/user-other-data', { body, fallbackMessage: 'Saving other data failed' }),
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
