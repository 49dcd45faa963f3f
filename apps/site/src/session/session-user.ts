import type { AuthModalUser } from '@sufra/widgets/auth-modal'

/** The signed-in user as the site uses it (the full type comes with the API contract). */
export type SessionUser = AuthModalUser & {
  image?: { url?: string; key?: string }
  status?: string
}
