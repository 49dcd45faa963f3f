import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpError } from '../http/errors'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The origins allowed to write: the one the request was addressed to, and PUBLIC_URL's. */
function allowedOrigins(request: FastifyRequest): Set<string> {
  const origins = new Set([`${request.protocol}://${request.host}`])
  const publicUrl = request.server.config.publicUrl
  if (publicUrl) origins.add(new URL(publicUrl).origin)
  return origins
}

/**
 * Cross-site request forgery guard for every state-changing API call: a browser names the page's origin
 * in `Origin` (and modern ones say `Sec-Fetch-Site`); a request from another site is refused before any
 * handler runs. Requests with neither header do not come from a browser page, so they carry no
 * ambient cookie to abuse.
 */
export function originCheck(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done()
    const origin = request.headers.origin
    if (origin !== undefined) {
      return done(origin === 'null' || !allowedOrigins(request).has(origin) ? crossSite() : undefined)
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
