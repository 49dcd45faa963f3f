import { accountLimits } from '@sufra/core'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { oauthAccounts, users } from '../../db/schema'
import { endOtherSessions } from '../../auth/sessions'
import { creatorChanged } from '../recipes/detail-cache'
import { violatedUniqueIndex } from '../session/db-errors'
import { uniqueUsername } from '../session/username'
import { emailIs } from '../users/email'

export const GOOGLE_PROVIDER = 'google'

/** The longest first or last name the profile form accepts (the contract's). */
const NAME_MAX = accountLimits.name

/** Who Google says signed in, read from the verified ID token. */
export interface GoogleIdentity {
  subject: string
  email: string
  emailVerified: boolean
  firstName: string
  lastName: string
}

/**
 * The identity in an ID token's claims, or a reason it cannot be used. Names come from `given_name` /
 * `family_name`, else from `name`, else the email's local part; `picture` is ignored (we do not fetch
 * pictures from other sites).
 */
export function googleIdentity(claims: Record<string, unknown>): GoogleIdentity | string {
  const subject = typeof claims.sub === 'string' ? claims.sub : ''
  const email = typeof claims.email === 'string' ? claims.email.trim() : ''
  if (!subject) return 'the ID token has no subject'
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) return 'the ID token has no usable email'
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
  const [nameFirst = '', ...nameRest] = text(claims.name).split(/\s+/)
  const firstName = text(claims.given_name) || nameFirst || email.split('@')[0]!
  const lastName = text(claims.family_name) || (text(claims.given_name) ? '' : nameRest.join(' '))
  return {
    subject,
    email,
    // Google has sent this claim as the string "true" in the past.
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    firstName: firstName.slice(0, NAME_MAX),
    lastName: lastName.slice(0, NAME_MAX),
  }
}

export type GoogleSignInOutcome =
  { userId: string; outcome: 'signed-in' | 'linked' | 'created' } | { refused: string }

/**
 * The account a Google identity signs in to: the one linked to its subject; else the account with its
 * email, linked now only when Google verified that email; else a new account. Concurrent sign-ins that
 * race into a unique index start over, and then find what the winner wrote.
 */
export async function resolveGoogleAccount(
  db: Database,
  identity: GoogleIdentity,
): Promise<GoogleSignInOutcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await resolveOnce(db, identity)
    } catch (error) {
      if (violatedUniqueIndex(error) === undefined || attempt >= 3) throw error
    }
  }
}

async function resolveOnce(db: Database, identity: GoogleIdentity): Promise<GoogleSignInOutcome> {
  const [linked] = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, GOOGLE_PROVIDER), eq(oauthAccounts.subject, identity.subject)))
  if (linked) return { userId: linked.userId, outcome: 'signed-in' }

  const identityRow = (userId: string) => ({
    provider: GOOGLE_PROVIDER,
    subject: identity.subject,
    userId,
    email: identity.email,
    emailVerified: identity.emailVerified,
  })

  const [existing] = await db
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(emailIs(identity.email))
  if (existing) {
    // Anyone can create a Google account showing someone else's address; only Google's word that the
    // address is theirs may open an existing account.
    if (!identity.emailVerified)
      return { refused: 'the email belongs to an account and Google has not verified it' }
    await db.transaction(async (tx) => {
      await tx.insert(oauthAccounts).values(identityRow(existing.id))
      if (existing.status === 'unverified') {
        // Until now nobody had proven they own this address, so a password or sessions on the account may
        // belong to someone who registered it first to take it over: they end here (a reset restores a password).
        await tx
          .update(users)
          .set({ status: 'verified', passwordHash: null, updatedAt: new Date() })
          .where(eq(users.id, existing.id))
        await endOtherSessions(tx, existing.id)
      }
    })
    // Verified now: their recipes show the badge.
    if (existing.status === 'unverified') creatorChanged(db, existing.id)
    return { userId: existing.id, outcome: 'linked' }
  }

  const username = await uniqueUsername(db, identity.email)
  const userId = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: identity.email,
        passwordHash: null,
        username,
        // Stored in both languages until the person edits them, as at sign-up.
        firstNameEn: identity.firstName,
        firstNameAr: identity.firstName,
        lastNameEn: identity.lastName,
        lastNameAr: identity.lastName,
        status: identity.emailVerified ? 'verified' : 'unverified',
      })
      .returning({ id: users.id })
    await tx.insert(oauthAccounts).values(identityRow(user!.id))
    return user!.id
  })
  return { userId, outcome: 'created' }
}
