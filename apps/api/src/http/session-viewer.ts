import { createHash } from 'node:crypto'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Database } from '../db/client'
import { sessions } from '../db/schema'
import { ownOrigin, ownOrigins } from '../auth/origin-check'
import { unauthorized } from './errors'

/** The session cookie's name over plain http (development, tests). */
export const SESSION_COOKIE = 'sufra_session'
/**
 * Its name over https: the `__Host-` prefix makes the browser keep it only when it is Secure, for this
 * host alone (no Domain) and the whole site (Path=/), so no other host (a sibling subdomain, a network
 * attacker over http) can plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`

/** The name the session cookie is set under for this request (Secure over https, see auth/sessions.ts). */
export const sessionCookieName = (request: FastifyRequest) =>
  request.protocol === 'https' ? SECURE_SESSION_COOKIE : SESSION_COOKIE

/**
 * The session token the request's cookies carry: the `__Host-` cookie (only a browser on https can hold
 * one; a page's own reads, made in-process over http, pass it on), else, over plain http only, the
 * unprefixed one. An unprefixed cookie on https is ignored: anyone able to set cookies for the domain
 * could have planted it.
 */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const secure = request.cookies[SECURE_SESSION_COOKIE]
  if (secure !== undefined || request.protocol === 'https') return secure
  return request.cookies[SESSION_COOKIE]
}

/** A session unused for this long has ended (idle expiry; the absolute one is in auth/sessions.ts). */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60
const IDLE_MS = SESSION_IDLE_SECONDS * 1000
/** `last_seen_at` is written at most this often, so reads do not turn into a write per request. */
const TOUCH_EVERY_MS = 60 * 1000

/** Session ids are stored as the SHA-256 of the cookie's token. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * The session lookup, prepared once per database: every signed-in call makes it, and building and
 * planning the statement cost more than running it.
 */
function prepareSessionLookup(db: Database) {
  return db
    .select({
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      embedOrigin: sessions.embedOrigin,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('session_viewer')
}

const sessionLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>()

function sessionLookup(db: Database) {
  let lookup = sessionLookups.get(db)
  if (!lookup) {
    lookup = prepareSessionLookup(db)
    sessionLookups.set(db, lookup)
  }
  return lookup
}

/** An embed token as `startEmbedSession` makes them (32 random bytes, base64url). */
const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/i

const notAnEmbedCall = () =>
  unauthorized(
    'This Sufra call does not accept a partner site’s sign-in (Authorization header); call it without one.',
  )
const badBearer = () =>
  unauthorized('The Authorization header must be "Bearer" followed by a Sufra embed sign-in token.')
const wrongOrigin = () =>
  unauthorized(
    'This Sufra sign-in belongs to another website; sign in to Sufra again on the page you are on.',
  )

/**
 * The page's origin: `Origin`, which browsers send on every cross-origin call, else Sufra's own when
 * the browser says the call is same-origin (a same-origin GET carries no `Origin`: the widgets on
 * Sufra's own partner page), which is PUBLIC_URL's when set, never the Host header's.
 */
function requestOrigin(request: FastifyRequest): string | undefined {
  if (request.headers.origin !== undefined) return request.headers.origin
  return request.headers['sec-fetch-site'] === 'same-origin' ? ownOrigin(request) : undefined
}

/**
 * Resolves the session cookie, when present, unexpired (absolute) and used recently (idle), to
 * `request.viewerId` and `request.sessionId` (API routes only). Not for operations whose answer the
 * contract declares public: they are the same for everyone, so the cookie is not even looked up.
 *
 * A request with an `Authorization` header is a partner widget's (embed session): the cookie is not
 * read, and the bearer token counts only on operations marked `x-embed` and only with the `Origin` it
 * was made for (also one of `EMBED_ORIGINS` or Sufra's own); anything else but a public answer is a
 * 401 with a sentence.
 * A token that is unknown or has ended leaves a visitor, as an old cookie does. Cookie and embed
 * sessions never stand in for each other.
 */
export async function sessionViewer(app: FastifyInstance) {
  app.decorateRequest('viewerId', null)
  app.decorateRequest('sessionId', null)
  app.decorateRequest('embedOrigin', null)
  const embedOrigins = new Set(app.config.embedOrigins ?? [])
  // A callback hook: the requests that look nothing up (public answers, visitors) pass on at once,
  // without a promise to wait for.
  app.addHook('onRequest', (request, _reply, done) => {
    // A public answer is the same for everyone: neither a cookie nor a token is read (a widget's
    // client may send its token with every call; it changes nothing here).
    if (request.routeOptions.config.publicAnswer) return done()
    const authorization = request.headers.authorization
    if (authorization !== undefined && request.method !== 'OPTIONS') {
      if (!request.routeOptions.config.embed) return done(notAnEmbedCall())
      const token = BEARER.exec(authorization)?.[1]
      if (!token) return done(badBearer())
      const origin = requestOrigin(request)
      if (!origin || !(embedOrigins.has(origin) || ownOrigins(request).has(origin))) {
        return done(wrongOrigin())
      }
      // Not returned: Fastify also moves on when a hook returns a promise, so returning this one
      // as well as calling done() ran the rest of the request (the handler too) twice.
      void resolveSession(app, request, token, origin).then(() => done(), done)
      return
    }
    const token = sessionTokenOf(request)
    if (!token || token.length > 200) return done()
    void resolveSession(app, request, token, null).then(() => done(), done)
  })
}

/**
 * Looks a session up (the cookie's when `embedOrigin` is null, else a bearer token sent from that
 * origin); sets the viewer when it is valid, and notes its use now and then.
 */
async function resolveSession(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  embedOrigin: string | null,
) {
  const id = sessionIdOf(token)
  const now = Date.now()
  const [session] = await sessionLookup(app.db).execute({
    id,
    now: new Date(now).toISOString(),
    idleSince: new Date(now - IDLE_MS).toISOString(),
  })
  if (!session) return
  if (embedOrigin === null) {
    // An embed token put in the cookie is no cookie session.
    if (session.embedOrigin !== null) return
  } else if (session.embedOrigin !== embedOrigin) {
    throw wrongOrigin()
  }
  request.viewerId = session.userId
  request.sessionId = id
  request.embedOrigin = embedOrigin
  if (now - new Date(session.lastSeenAt).getTime() > TOUCH_EVERY_MS) {
    await app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, new Date(now - TOUCH_EVERY_MS))))
  }
}

/**
 * The signed-in viewer's id, or a 401. Operations the contract marks sessionAuth already got their 401
 * before the handler; this is how their handlers read the viewer without assuming it.
 */
export function requireViewer(request: FastifyRequest): string {
  if (!request.viewerId) throw unauthorized()
  return request.viewerId
}
