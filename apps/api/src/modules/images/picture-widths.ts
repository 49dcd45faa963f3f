/**
 * Narrower copies of stored pictures, for `srcset` on phones: `GET /uploads/w/{480|960}/{key}` answers
 * the stored WebP scaled to that width (never enlarged). A copy is made on its first request and kept
 * beside the uploads (`.w480/`, `.w960/`: hidden folders, never served as they are), so the next
 * request reads a file. Only our own keys are accepted (no paths), and only these widths, so nobody can
 * make the server resize pictures at will.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { PICTURE_WIDTHS } from '@sufra/core'
import { WEBP_QUALITY, uploadPath } from './store-image'

const NO_SUCH_PICTURE = 'There is no such picture.'

const variantPath = (uploadsDir: string, width: number, key: string) =>
  path.join(path.resolve(uploadsDir), `.w${width}`, key)

/** The headers every stored picture is served with (app.ts gives them to the originals too). */
export const UPLOAD_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'Cache-Control': 'public, max-age=86400',
  // Pictures show in embed widgets on partner sites too (a cross-origin <img> under COEP).
  'Cross-Origin-Resource-Policy': 'cross-origin',
}

export function registerPictureWidths(app: FastifyInstance, uploadsDir: string) {
  // One resize per picture and width at a time: the requests that arrive meanwhile wait for it.
  const making = new Map<string, Promise<Buffer>>()

  app.get<{ Params: { width: string; key: string } }>('/uploads/w/:width/:key', async (request, reply) => {
    const width = Number(request.params.width)
    const { key } = request.params
    const original = uploadPath(uploadsDir, key)
    if (!PICTURE_WIDTHS.some((allowed) => allowed === width) || !original || !key.endsWith('.webp')) {
      return reply.code(404).send({ statusCode: 404, message: NO_SUCH_PICTURE })
    }
    const target = variantPath(uploadsDir, width, key)
    let data: Buffer | null = await readFile(target).catch(() => null)
    if (!data) {
      const id = `${width}/${key}`
      let pending = making.get(id)
      if (!pending) {
        pending = makeVariant(original, target, width).finally(() => making.delete(id))
        making.set(id, pending)
      }
      data = await pending.catch(() => null)
    }
    if (!data) return reply.code(404).send({ statusCode: 404, message: NO_SUCH_PICTURE })
    return reply.headers(UPLOAD_HEADERS).type('image/webp').send(data)
  })
}

async function makeVariant(original: string, target: string, width: number) {
  const data = await sharp(original)
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer()
  await mkdir(path.dirname(target), { recursive: true })
  // Written whole, then renamed: a reader never sees half a file.
  const partial = `${target}.${randomUUID()}.part`
  await writeFile(partial, data)
  await rename(partial, target)
  return data
}

/** Removes the narrower copies of a picture that is gone. */
export async function removePictureWidths(uploadsDir: string, key: string) {
  await Promise.all(PICTURE_WIDTHS.map((width) => rm(variantPath(uploadsDir, width, key), { force: true })))
}
