import { constants as zlib } from 'node:zlib'
import compress from '@fastify/compress'
import createEtag from 'etag'
import type { FastifyInstance } from 'fastify'
import isFresh from 'fresh'

/** The codings answers are compressed with, preferred first. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number]
/** Answers smaller than this (bytes) go out as they are: compressing them would gain little. */
export const COMPRESSION_THRESHOLD = 1024
/** Quality 4 is the usual trade for answers made per request (11, the default, costs ~20× the CPU). */
export const BROTLI_QUALITY = 4

/**
 * Answers go out compressed (Brotli, else gzip) when the client accepts it and they are worth it:
 * HTML, JSON, JS, CSS and SVG of 1 KB or more. Must be installed before the static file plugins
 * (they register their routes after it; built files are also precompressed, see the site's build).
 */
export async function installCompression(app: FastifyInstance) {
  // The API takes no compressed request bodies: a gzip upload would only be a way around the body
  // limits. Compression of answers stays on for every route.
  app.addHook('onRoute', (route) => {
    route.decompress ??= false
  })
  await app.register(compress, {
    global: true,
    encodings: [...ANSWER_ENCODINGS],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    customTypes: /^text\/|\+json|\/json|\/javascript|image\/svg\+xml/,
  })
}

/**
 * A successful GET or HEAD answer made in memory (API JSON, a rendered page) carries a weak ETag of its
 * content; when the client already holds that version (If-None-Match) it gets a 304 with no body.
 * Weak, because the same content goes out in several encodings. Files keep @fastify/static's own
 * validators; stored answers (stored-answer.ts) bring their ETag and revalidate themselves.
 */
export function installEtags(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      reply.statusCode !== 200 ||
      reply.hasHeader('etag') ||
      (typeof payload !== 'string' && !Buffer.isBuffer(payload))
    ) {
      return done(null, payload)
    }
    const etag = createEtag(payload, { weak: true })
    reply.header('ETag', etag)
    if (isFresh(request.headers, { etag })) {
      reply.code(304)
      return done(null, '')
    }
    done(null, payload)
  })
}
