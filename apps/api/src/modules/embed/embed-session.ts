import { randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { ownOrigins } from '../../auth/origin-check'
import { SESSION_ABSOLUTE_SECONDS } from '../../auth/sessions'
import { sessions } from '../../db/schema'
import { badRequest, forbidden } from '../../http/errors'
import { sessionIdOf } from '../../http/session-viewer'
import { isExactOrigin } from './embed-origins'

/**
 * The origin a widget may be signed in on: a partner site of EMBED_ORIGINS, or Sufra's own (the
 * partner page shows live widgets); anything else is refused with a sentence the popup shows.
 */
export function checkEmbedOrigin(request: FastifyRequest, origin: string): string {
  if (!isExactOrigin(origin)) {
    throw badRequest(
      `${origin} is not a website address like https://blog.example.`,
      'origin: not an origin (scheme, host and port)',
    )
  }
  const partners = request.server.config.embedOrigins ?? []
  if (!partners.includes(origin) && !ownOrigins(request).has(origin)) {
    throw forbidden(`${origin} is not a Sufra partner site, so you cannot sign in to Sufra there.`)
  }
  return origin
}

/**
 * Signs `userId` in on the widgets of `origin`: a new random token, stored as its SHA-256 with the
 * origin (so it is worthless from any other page, and is never a cookie session), with a cookie
 * session's lifetime (30 days; ended by a week unused, by a password change, or by signing out there).
 */
export async function startEmbedSession(request: FastifyRequest, userId: string, origin: string) {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_SECONDS * 1000)
  await request.server.db.insert(sessions).values({
    id: sessionIdOf(token),
    userId,
    expiresAt,
    userAgent: (request.headers['user-agent'] ?? '').slice(0, 300),
    ip: request.ip,
    embedOrigin: origin,
  })
  return { token, expiresAt }
}
