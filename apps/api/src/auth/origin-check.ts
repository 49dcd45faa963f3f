import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpError } from '../http/errors'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Sufra's own origin: PUBLIC_URL's, and only it when set (the Host header is the client's to choose).
 * Without PUBLIC_URL (development only, see http/public-url.ts), the one the request was addressed to.
 */
export function ownOrigin(request: FastifyRequest): string {
  const { publicUrl } = request.server.config
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`
}

/** ownOrigin as a set, for the checks that also take partner origins. */
export const ownOrigins = (request: FastifyRequest): ReadonlySet<string> => new Set([ownOrigin(request)])

/** An `Authorization: Bearer …` header: an embed widget's token (checked by the session viewer). */
export const hasBearer = (request: FastifyRequest) => /^bearer\s/i.test(request.headers.authorization ?? '')

/**
 * Cross-site request forgery guard for every state-changing API call: a browser names the page's origin
 * in `Origin` (and modern ones say `Sec-Fetch-Site`); a request from another site is refused before any
 * handler runs. Requests with neither header do not come from a browser page, so they carry no
 * ambient cookie to abuse. A partner site of `EMBED_ORIGINS` may write only with its widget's bearer
 * token, which a forged request cannot have (no cookie is ever used for it; the session viewer then
 * holds the token to that origin and to the `x-embed` operations).
 */
export function originCheck(app: FastifyInstance) {
  const embedOrigins = new Set(app.config.embedOrigins ?? [])
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done()
    const origin = request.headers.origin
    if (origin !== undefined) {
      if (origin !== 'null' && ownOrigins(request).has(origin)) return done()
      return done(embedOrigins.has(origin) && hasBearer(request) ? undefined : crossSite())
    }
    const fetchSite = request.headers['sec-fetch-site']
    done(fetchSite === 'cross-site' || fetchSite === 'same-site' ? crossSite() : undefined)
  })
}

const crossSite = () =>
  new HttpError(
    403,
    'This request came from another website, so Sufra refused it. Please use the Sufra site.',
  )
