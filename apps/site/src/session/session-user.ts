import type { Schema } from '@sufra/api-client'

/** The signed-in user as GET /user/profile answers it (the contract's CurrentUser). */
export type SessionUser = Schema<'CurrentUser'>
