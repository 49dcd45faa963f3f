/**
 * Password reset by emailed code: issue a code, check it, then let the verified address set a new
 * password once. Any account with an email may do this, Google-only ones included: proving the address
 * is what Google sign-in proves too, and it lets such a person add a password.
 */
import { randomUUID } from 'node:crypto'
import { desc, eq, sql } from 'drizzle-orm'
import { hashPassword, refuseWeakPassword } from '../../auth/passwords'
import { endOtherSessions } from '../../auth/sessions'
import type { Database } from '../../db/client'
import { otps, users } from '../../db/schema'
import type { OutgoingMail } from '../../mail/mailer'
import {
  CODE_LIFETIME_MS,
  MAX_WRONG_TRIES,
  VERIFIED_WINDOW_MS,
  codeMatches,
  generateCode,
  hashCode,
} from './codes'
import { creatorChanged } from '../recipes/detail-cache'
import { emailIs } from '../users/email'
import { resetCodeMail } from './reset-mail'

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * A new code for the account of `email`, replacing any earlier one (used or not), and the email that
 * carries it; null when no account has this address.
 */
export async function issueResetCode(db: Database, email: string): Promise<OutgoingMail | null> {
  return db.transaction(async (tx) => {
    // The lock makes two simultaneous requests for one account take turns, so one code survives.
    const [user] = await tx
      .select({
        id: users.id,
        email: users.email,
        language: users.language,
        firstNameEn: users.firstNameEn,
        firstNameAr: users.firstNameAr,
      })
      .from(users)
      .where(emailIs(email))
      .for('update')
    if (!user) return null
    await tx.delete(otps).where(eq(otps.userId, user.id))
    const id = randomUUID()
    const code = generateCode()
    await tx.insert(otps).values({
      id,
      userId: user.id,
      codeHash: hashCode(id, code),
      expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
    })
    return resetCodeMail(user, code)
  })
}

/** The account's newest code (locked for this transaction), or undefined. */
async function latestCode(tx: Transaction, email: string) {
  const [user] = await tx.select({ id: users.id }).from(users).where(emailIs(email))
  if (!user) return undefined
  const [code] = await tx
    .select()
    .from(otps)
    .where(eq(otps.userId, user.id))
    .orderBy(desc(otps.createdAt))
    .limit(1)
    .for('update')
  return code
}

export type CodeCheck = 'verified' | 'wrong' | 'expired' | 'too many tries' | 'used'

/**
 * Checks `code` against the newest code of `email`. A wrong code counts a try (kept even though the
 * answer is an error); an unknown address or an account with no code is simply 'wrong'.
 */
export async function checkResetCode(db: Database, email: string, code: string): Promise<CodeCheck> {
  return db.transaction(async (tx) => {
    const now = new Date()
    const stored = await latestCode(tx, email)
    if (!stored) return 'wrong'
    if (stored.consumedAt) return 'used'
    if (stored.attempts >= MAX_WRONG_TRIES) return 'too many tries'
    if (stored.expiresAt <= now) return 'expired'
    if (!codeMatches(stored.id, code, stored.codeHash)) {
      await tx
        .update(otps)
        .set({ attempts: sql`${otps.attempts} + 1` })
        .where(eq(otps.id, stored.id))
      return 'wrong'
    }
    // Verifying again does not stretch the window of an earlier verification.
    if (!stored.verifiedAt) await tx.update(otps).set({ verifiedAt: now }).where(eq(otps.id, stored.id))
    return 'verified'
  })
}

async function verifiedCode(tx: Transaction, email: string) {
  const code = await latestCode(tx, email)
  const verifiedSince = Date.now() - VERIFIED_WINDOW_MS
  if (!code?.verifiedAt || code.consumedAt || code.verifiedAt.getTime() <= verifiedSince) return undefined
  return code
}

/**
 * Sets the new password when `email`'s newest code was verified in the last 10 minutes and not used yet;
 * uses the code up, marks the address verified and ends every session of the account except the
 * request's own when it is this account's. False (nothing changed) when there is no such code; a 400
 * (nothing changed, the code still usable) when the rule refuses the password (refuseWeakPassword).
 */
export async function resetPasswordWithCode(
  db: Database,
  email: string,
  password: string,
  requestSession: { viewerId: string | null; sessionId: string | null },
): Promise<boolean> {
  // Checked before hashing so an unverified call costs no argon2 work, and again under lock below.
  const verified = await db.transaction((tx) => verifiedCode(tx, email))
  if (!verified) return false
  // Only once the address is proven: before, a refusal naming "your name" would tell strangers the names.
  const [owner] = await db
    .select({ email: users.email, firstName: users.firstNameEn, lastName: users.lastNameEn })
    .from(users)
    .where(eq(users.id, verified.userId))
  await refuseWeakPassword(password, owner ?? { email })
  const passwordHash = await hashPassword(password)
  const userId = await db.transaction(async (tx) => {
    const code = await verifiedCode(tx, email)
    if (!code) return null
    const now = new Date()
    await tx.update(otps).set({ consumedAt: now }).where(eq(otps.id, code.id))
    await tx
      .update(users)
      .set({ passwordHash, status: 'verified', updatedAt: now })
      .where(eq(users.id, code.userId))
    const keep = requestSession.viewerId === code.userId ? requestSession.sessionId : null
    await endOtherSessions(tx, code.userId, keep)
    return code.userId
  })
  if (userId === null) return false
  // The account is verified now: their recipes show the badge.
  creatorChanged(db, userId)
  return true
}
