import { randomBytes } from 'node:crypto'
import { and, eq, ne } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Database } from '../db/client'
import { sessions } from '../db/schema'
import { sessionCookieName, sessionIdOf, sessionTokenOf } from '../http/session-viewer'

/** A session ends this long after sign-in (absolute expiry); the idle expiry is the viewer's (http/session-viewer.ts). */
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60

/**
 * Cookie flags: never readable by scripts, not sent on cross-site subrequests, Secure over https (where
 * the session cookie also takes the `__Host-` prefix, which needs Path=/ and no Domain: never set one).
 */
export function cookieOptions(request: FastifyRequest, path = '/') {
  return {
    path,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  }
}

/**
 * Signs `userId` in: a new random token (the session id is rotated at every sign-in, so a token planted
 * before sign-in is worthless), stored as its SHA-256, sent as the HTTP-only cookie. A session the request
 * already carried is ended.
 */
export async function startSession(request: FastifyRequest, reply: FastifyReply, userId: string) {
  const db = request.server.db
  const previous = sessionTokenOf(request)
  if (previous && previous.length <= 200)
    await db.delete(sessions).where(eq(sessions.id, sessionIdOf(previous)))
  const token = randomBytes(32).toString('base64url')
  const id = sessionIdOf(token)
  await db.insert(sessions).values({
    id,
    userId,
    expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_SECONDS * 1000),
    userAgent: (request.headers['user-agent'] ?? '').slice(0, 300),
    ip: request.ip,
  })
  reply.setCookie(sessionCookieName(request), token, {
    ...cookieOptions(request),
    maxAge: SESSION_ABSOLUTE_SECONDS,
  })
  request.viewerId = userId
  request.sessionId = id
  return id
}

/** Signs the request's session out (revoked in the database) and clears the cookie. */
export async function endSession(request: FastifyRequest, reply: FastifyReply) {
  const token = sessionTokenOf(request)
  if (token && token.length <= 200) {
    await request.server.db.delete(sessions).where(eq(sessions.id, sessionIdOf(token)))
  }
  reply.clearCookie(sessionCookieName(request), cookieOptions(request))
  request.viewerId = null
  request.sessionId = null
}

/** Ends every session of a user except `keepSessionId` (after a password change, say). */
export async function endOtherSessions(db: Database, userId: string, keepSessionId?: string | null) {
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    )
}
