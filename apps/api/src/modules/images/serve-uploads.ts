/**
 * `GET /uploads/{key}`: stored pictures, read from the server's store (the uploads folder or the S3
 * bucket), so any API instance answers any picture with the same address and headers. Keys whose path
 * has a segment starting with a dot (the narrower copies' `.w480/`) are not served as they are.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import isFresh from 'fresh'
import { contentTypeOf, isPublicKey, type StoredObject } from '../../storage/object-store'

/**
 * The headers every stored picture is served with, the originals and the narrower copies, besides the
 * security headers every /uploads/ route gets from http/security-headers.ts (nosniff, a sandboxing
 * Content-Security-Policy, and Cross-Origin-Resource-Policy: cross-origin, as pictures show in embed
 * widgets on partner sites too).
 */
export const UPLOAD_HEADERS = {
  'Cache-Control': 'public, max-age=86400',
}

/**
 * Sends a stored object with the upload headers and its validators (ETag, Last-Modified); a client that
 * already holds this version gets a 304 without the bytes.
 */
export function sendStoredObject(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  object: StoredObject,
) {
  const lastModified = object.lastModified.toUTCString()
  reply.headers(UPLOAD_HEADERS).header('ETag', object.etag).header('Last-Modified', lastModified)
  if (isFresh(request.headers, { etag: object.etag, 'last-modified': lastModified })) {
    object.body.destroy()
    return reply.code(304).send()
  }
  return reply.type(contentTypeOf(key)).header('Content-Length', object.size).send(object.body)
}

export function registerUploads(app: FastifyInstance) {
  app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
    // The router has decoded the path already (`%2F` is a `/` here, and then refused with any `..`).
    const key = request.params['*']
    const object = isPublicKey(key) ? await app.storage.get(key) : null
    // The server's usual 404 (as for any other path that serves nothing).
    if (!object) return reply.callNotFound()
    return sendStoredObject(request, reply, key, object)
  })
}
