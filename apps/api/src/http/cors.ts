import type { FastifyInstance, FastifyReply } from 'fastify'

/** CORS of one contract path, by method (upper case); each path's OPTIONS preflight route carries it too. */
export interface PathCors {
  /** Methods whose answer the contract declares public: `Access-Control-Allow-Origin: *`. */
  publicMethods: readonly string[]
  /** Methods marked `x-embed: true`: CORS to the `EMBED_ORIGINS` only. */
  embedMethods: readonly string[]
}

/** The headers a partner widget sends to an `x-embed` operation. */
const EMBED_ALLOW_HEADERS = 'Authorization, Content-Type, Accept'
/** A widget's client may send its token with a public read too (it is not read there; see session-viewer.ts). */
const PUBLIC_ALLOW_HEADERS = 'Authorization, Content-Type, Accept'
/** Seconds a browser may keep a preflight's answer. */
const PREFLIGHT_MAX_AGE = '600'

/** Adds `value` to the answer's `Vary` header without dropping what is there. */
export function varyOn(reply: FastifyReply, value: string) {
  const current = reply.getHeader('vary')
  if (current === undefined || current === '') return reply.header('Vary', value)
  const names = String(current)
    .split(',')
    .map((name) => name.trim().toLowerCase())
  if (names.includes('*') || names.includes(value.toLowerCase())) return reply
  return reply.header('Vary', `${String(current)}, ${value}`)
}

/**
 * Cross-origin reads and writes for the embed widgets on partner sites. Public answers (the same for
 * everyone, no cookie read) may be read by any page: `Access-Control-Allow-Origin: *`. Operations a
 * widget calls with its bearer token (`x-embed`) answer CORS only to an origin of `EMBED_ORIGINS`, matched
 * exactly and named back (`Vary: Origin`); any other origin gets no CORS header, so its page cannot read
 * the answer. Never `Access-Control-Allow-Credentials`: widgets send no cookies. Preflights (OPTIONS, one
 * route per contract path, see register-operations.ts) answer the same way for the method they ask about.
 * Set before anything else runs, so error answers (401, 403) are readable by an allowed page too.
 */
export function installCors(app: FastifyInstance) {
  const embedOrigins = new Set(app.config.embedOrigins ?? [])
  app.addHook('onRequest', (request, reply, done) => {
    const cors = request.routeOptions.config.cors
    if (!cors) return done()
    const preflight = request.method === 'OPTIONS'
    const asked = preflight
      ? String(request.headers['access-control-request-method'] ?? '').toUpperCase()
      : request.method
    const method = asked === 'HEAD' ? 'GET' : asked
    if (cors.publicMethods.includes(method)) {
      reply.header('Access-Control-Allow-Origin', '*')
      if (preflight) {
        reply
          .header('Access-Control-Allow-Methods', [...cors.publicMethods, 'HEAD'].join(', '))
          .header('Access-Control-Allow-Headers', PUBLIC_ALLOW_HEADERS)
          .header('Access-Control-Max-Age', PREFLIGHT_MAX_AGE)
      }
    } else if (cors.embedMethods.includes(method)) {
      varyOn(reply, 'Origin')
      const origin = request.headers.origin
      if (origin !== undefined && embedOrigins.has(origin)) {
        reply.header('Access-Control-Allow-Origin', origin)
        if (preflight) {
          reply
            .header('Access-Control-Allow-Methods', cors.embedMethods.join(', '))
            .header('Access-Control-Allow-Headers', EMBED_ALLOW_HEADERS)
            .header('Access-Control-Max-Age', PREFLIGHT_MAX_AGE)
        }
      }
    }
    done()
  })
}
