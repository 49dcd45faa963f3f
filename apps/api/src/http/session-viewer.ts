import { createHash } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { sessions } from '../db/schema'

export const SESSION_COOKIE = 'sufra_session'

/** Session ids are stored as the SHA-256 of the cookie's token. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Resolves the session cookie, when present and unexpired, to `request.viewerId` (API routes only). */
export async function sessionViewer(app: FastifyInstance) {
  app.decorateRequest('viewerId', null)
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE]
    if (!token || token.length > 200) return
    const [session] = await app.db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(and(eq(sessions.id, sessionIdOf(token)), gt(sessions.expiresAt, new Date())))
      .limit(1)
    request.viewerId = session?.userId ?? null
  })
}
