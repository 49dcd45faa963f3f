/**
 * Narrower copies of stored pictures, for `srcset` on phones: `GET /uploads/w/{480|960}/{key}` answers
 * the stored WebP scaled to that width (never enlarged). A copy is made on its first request and kept in
 * the store beside the picture (`.w480/{key}`, `.w960/{key}`: never served as they are), so the next
 * request, on this instance or another, reads it. Only our own keys are accepted (no paths), and only
 * these widths, so nobody can make the server resize pictures at will.
 */
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { PICTURE_WIDTHS } from '@sufra/core'
import { readObject, type ObjectStore } from '../../storage/object-store'
import { UPLOAD_HEADERS, sendStoredObject } from './serve-uploads'
import { WEBP_QUALITY, isStoredKey } from './store-image'

export { UPLOAD_HEADERS }

const NO_SUCH_PICTURE = 'There is no such picture.'

/** Where the copy of `key` at `width` is kept in the store. */
const variantKey = (width: number, key: string) => `.w${width}/${key}`

export function registerPictureWidths(app: FastifyInstance) {
  // One resize per picture and width at a time in this process: the requests that arrive meanwhile wait for it.
  const making = new Map<string, Promise<Buffer | null>>()

  app.get<{ Params: { width: string; key: string } }>('/uploads/w/:width/:key', async (request, reply) => {
    const width = Number(request.params.width)
    const { key } = request.params
    if (!PICTURE_WIDTHS.some((allowed) => allowed === width) || !isStoredKey(key) || !key.endsWith('.webp')) {
      return reply.code(404).send({ statusCode: 404, message: NO_SUCH_PICTURE })
    }
    const kept = await app.storage.get(variantKey(width, key))
    if (kept) return sendStoredObject(request, reply, key, kept)
    const id = `${width}/${key}`
    let pending = making.get(id)
    if (!pending) {
      pending = makeVariant(app.storage, key, width).finally(() => making.delete(id))
      making.set(id, pending)
    }
    const data = await pending.catch((error: unknown) => {
      request.log.warn({ err: error, key, width }, 'could not make a narrower copy of a picture')
      return null
    })
    if (!data) return reply.code(404).send({ statusCode: 404, message: NO_SUCH_PICTURE })
    return reply.headers(UPLOAD_HEADERS).type('image/webp').send(data)
  })
}

/** The copy of `key` at `width`, made and kept; null when there is no such picture. */
async function makeVariant(store: ObjectStore, key: string, width: number) {
  const original = await readObject(store, key)
  if (!original) return null
  const data = await sharp(original)
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer()
  await store.put(variantKey(width, key), data, 'image/webp')
  return data
}

/** Removes the narrower copies of a picture that is gone. */
export async function removePictureWidths(store: ObjectStore, key: string) {
  await Promise.all(PICTURE_WIDTHS.map((width) => store.delete(variantKey(width, key))))
}
