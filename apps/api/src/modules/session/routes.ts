import { hashPassword, refuseWeakPassword, verifyPassword } from '../../auth/passwords'
import { endSession, startSession } from '../../auth/sessions'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'
import { envelope } from '../../http/envelope'
import { badRequest, unauthorized } from '../../http/errors'
import { requireViewer } from '../../http/session-viewer'
import type { OperationHandlers } from '../../http/types'
import { loadCurrentUser } from '../account/current-user'
import { emailIs } from '../users/email'
import { violatedUniqueIndex } from './db-errors'
import { uniqueUsername } from './username'

/** One answer for an unknown email, a wrong password and an account without a password (Google only). */
const WRONG_CREDENTIALS = 'The email or password is incorrect.'
/** How often a sign-up retries when another sign-up took the generated username in the meantime. */
const USERNAME_RETRIES = 5

// Sign-up says when an email is taken (the form shows the server's message); the per-IP and per-email
// rate limits keep that from being used to test addresses in bulk.
const emailTaken = () =>
  badRequest(
    'An account with this email already exists. Log in instead, or reset your password if you forgot it.',
    'email: already registered',
  )

async function findByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(emailIs(email))
    .limit(1)
  return row
}

export const sessionHandlers = {
  async loginUser(request, reply) {
    const { email, password } = request.body
    // Failures are counted per address, per account from this address and per account (a looser
    // ceiling); the attempt is counted before the password is checked and given back when it is right.
    const attempt = await request.server.rateLimits.loginAttempt(request, email)
    const db = request.server.db
    const account = await findByEmail(db, email)
    // With no account (or no password) verifyPassword still hashes, so timing does not tell the cases apart.
    const correct = await verifyPassword(account?.passwordHash ?? null, password)
    if (!account || !correct) throw unauthorized(WRONG_CREDENTIALS)
    await attempt.succeeded()
    await startSession(request, reply, account.id)
    return envelope(await loadCurrentUser(db, account.id), 'Login successful')
  },

  async signupUser(request, reply) {
    const input = request.body
    await request.server.rateLimits.consume('signup', request, input.email)
    if (input.confirmPassword !== input.password) {
      throw badRequest('Passwords do not match', 'confirmPassword: does not match the password')
    }
    const db = request.server.db
    const email = input.email.trim()
    if (await findByEmail(db, email)) throw emailTaken()
    const firstName = input.firstName.trim()
    const lastName = input.lastName.trim()
    await refuseWeakPassword(input.password, { email, firstName, lastName })
    const passwordHash = await hashPassword(input.password)

    let userId: string | undefined
    for (let attempt = 0; userId === undefined; attempt++) {
      const username = await uniqueUsername(db, email)
      try {
        const [row] = await db
          .insert(users)
          .values({
            email,
            passwordHash,
            username,
            // One name for both languages until the user edits them in settings.
            firstNameEn: firstName,
            firstNameAr: firstName,
            lastNameEn: lastName,
            lastNameAr: lastName,
            ...(input.language ? { language: input.language } : {}),
          })
          .returning({ id: users.id })
        userId = row!.id
      } catch (error) {
        // A sign-up that raced this one took the email or the username between our check and the insert.
        const index = violatedUniqueIndex(error)
        if (index === 'users_email_key') throw emailTaken()
        if (index === 'users_username_key' && attempt < USERNAME_RETRIES) continue
        throw error
      }
    }
    await startSession(request, reply, userId)
    return envelope(await loadCurrentUser(db, userId), 'User registered successfully', 201)
  },

  async getCurrentUser(request) {
    return envelope(
      await loadCurrentUser(request.server.db, requireViewer(request)),
      'User profile fetched successfully',
    )
  },

  async logoutUser(request, reply) {
    await endSession(request, reply)
    return envelope(null, 'Logout successful')
  },
} satisfies OperationHandlers
