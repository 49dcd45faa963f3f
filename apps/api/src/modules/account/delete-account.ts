/**
 * Deleting an account for real: the person proves it is them, then the user row goes and the schema's
 * cascades take everything that hangs off it (sessions, codes, Google links, follows, their recipes with
 * images, ingredients, steps, likes, saves and comments, their comments and likes elsewhere, lists, plans,
 * upload rows). Feedback rows keep their text (`user_id` is set to null).
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { verifyPassword } from '../../auth/passwords'
import * as t from '../../db/schema'
import { badRequest, forbidden, notFound } from '../../http/errors'
import { requireViewer } from '../../http/session-viewer'
import { removeUploadFile } from '../images/store-image'
import { allRecipesChanged } from '../recipes/detail-cache'

/** An account without a password confirms by signing in with Google again; this is how fresh that must be. */
export const FRESH_SIGN_IN_MINUTES = 10

/** 400/403 unless the request may delete its account: the password when it has one, else a fresh sign-in. */
export async function confirmDeletion(request: FastifyRequest, password: string | undefined) {
  const db = request.server.db
  const [account] = await db
    .select({ passwordHash: t.users.passwordHash, email: t.users.email })
    .from(t.users)
    .where(eq(t.users.id, requireViewer(request)))
  if (!account) throw notFound('This account no longer exists.')
  if (account.passwordHash) {
    if (password === undefined) {
      throw badRequest('Please enter your password to delete your account.', 'password: required')
    }
    // Guessing the password here counts against the same limits as guessing it at sign-in.
    const attempt = await request.server.rateLimits.loginAttempt(request, account.email)
    if (!(await verifyPassword(account.passwordHash, password))) {
      throw forbidden('The password is not correct.')
    }
    await attempt.succeeded()
    return
  }
  // The database's clock decides, the same clock that stamped the session.
  const [fresh] = await db
    .select({ id: t.sessions.id })
    .from(t.sessions)
    .where(
      and(
        eq(t.sessions.id, request.sessionId!),
        gt(t.sessions.createdAt, sql`now() - ${sql.raw(`interval '${FRESH_SIGN_IN_MINUTES} minutes'`)}`),
      ),
    )
  if (!fresh) throw forbidden('Please sign in with Google again to confirm.')
}

/**
 * Removes the user and everything of theirs in one transaction, keeps the reason for the team (feedback
 * table, with the email the account had), then removes their stored files. Files go after the commit, so
 * a failed transaction never leaves rows pointing at missing pictures.
 */
export async function deleteAccount(request: FastifyRequest, reason: string) {
  const { db, storage } = request.server
  const userId = requireViewer(request)
  const removed = await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ email: t.users.email })
      .from(t.users)
      .where(eq(t.users.id, userId))
      .for('update')
    if (!account) throw notFound('This account no longer exists.')
    const files = await tx.select({ key: t.uploads.key }).from(t.uploads).where(eq(t.uploads.ownerId, userId))
    // Likes are counted on the recipe; the cascade removes the like rows but not the counts. (Their own
    // recipes are counted too, and deleted right after.)
    const liked = tx.select({ recipeId: t.likes.recipeId }).from(t.likes).where(eq(t.likes.userId, userId))
    await tx
      .update(t.recipes)
      .set({ likesCount: sql`greatest(${t.recipes.likesCount} - 1, 0)` })
      .where(inArray(t.recipes.id, liked))
    await tx
      .insert(t.feedback)
      .values({ userId: null, email: account.email, feedback: `Account deleted: ${reason}` })
    await tx.delete(t.users).where(eq(t.users.id, userId))
    return { email: account.email, keys: files.map((file) => file.key) }
  })
  // Their recipes are gone, and their likes and comments from other people's recipes.
  allRecipesChanged(db)
  for (const key of removed.keys) {
    try {
      await removeUploadFile(storage, key)
    } catch (error) {
      // The account is gone either way; a leftover file is an orphan to clean up, not a reason to fail.
      request.log.error({ err: error, key }, 'could not remove a deleted account’s file')
    }
  }
  request.log.info({ userId, reason, files: removed.keys.length }, 'account deleted')
}
