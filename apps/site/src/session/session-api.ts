import { apiRequest } from '@sufra/api-client'
import type { SessionUser } from './session-user'

/** Session calls of spec section 7, with the spec's fallback messages (section 8). */
export const sessionApi = {
  profile: async () =>
    (await apiRequest<SessionUser>('GET', '/user/profile', { fallbackMessage: 'Get user profile failed' }))
      .data,
  logout: () => apiRequest<unknown>('POST', '/user/logout', { fallbackMessage: 'Logout failed' }),
  login: (credentials: { email: string; password: string }) =>
    apiRequest<unknown>('POST', '/user/login', { body: credentials, fallbackMessage: 'Login failed' }),
  signup: (registration: {
    firstName: string
    lastName: string
    email: string
    password: string
    confirmPassword: string
  }) => apiRequest<unknown>('POST', '/user/signup', { body: registration, fallbackMessage: 'Signup failed' }),
}
