import { apiRequest, type Schema } from '@sufra/api-client'
import type { SessionUser } from './session-user'

/** Session calls of spec section 7, with the spec's fallback messages (section 8). */
export const sessionApi = {
  profile: async () =>
    (await apiRequest<SessionUser>('GET', '/user/profile', { fallbackMessage: 'Get user profile failed' }))
      .data,
  logout: () => apiRequest<null>('POST', '/user/logout', { fallbackMessage: 'Logout failed' }),
  login: (credentials: Schema<'LoginInput'>) =>
    apiRequest<SessionUser>('POST', '/user/login', { body: credentials, fallbackMessage: 'Login failed' }),
  /** 201: the account exists and is signed in (the calorie steps that follow need the session). */
  signup: (registration: Schema<'SignupInput'>) =>
    apiRequest<SessionUser>('POST', '/user/signup', { body: registration, fallbackMessage: 'Signup failed' }),
  /** Which sign-in ways this server offers (Continue with Google explains when it has none). */
  authOptions: async () =>
    (
      await apiRequest<Schema<'AuthOptions'>>('GET', '/user/auth/options', {
        fallbackMessage: 'Reading the sign-in options failed',
      })
    ).data,
}
