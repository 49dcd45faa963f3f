import { eq, sql } from 'drizzle-orm'
import { users } from '../../db/schema'

/** The account with this email, compared as the unique index `users_email_key` does (`lower(email)`). */
export const emailIs = (email: string) => eq(sql`lower(${users.email})`, sql`lower(${email.trim()})`)
