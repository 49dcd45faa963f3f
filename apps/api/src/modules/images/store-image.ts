/**
 * Stored pictures (avatars, recipe and step images). Whatever arrives is decoded and re-encoded, so only
 * pixels are kept: the type is read from the content (never the filename or the client's type), EXIF
 * orientation is applied, the size is capped, and the WebP written carries no metadata (no GPS).
 */
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { MAX_PICTURE_SIDE } from '@sufra/core'
import type { Database } from '../../db/client'
import { uploads, users } from '../../db/schema'
import { badRequest, forbidden, notFound } from '../../http/errors'
import type { ObjectStore } from '../../storage/object-store'
import { creatorChanged } from '../recipes/detail-cache'
import { removePictureWidths } from './picture-widths'

export const INVALID_IMAGE_MESSAGE = 'Please upload a valid image file.'
/** The contract's marker for "no picture" (avatars). */
export const DEFAULT_AVATAR_URL = 'default.webp'
const NO_SUCH_IMAGE_MESSAGE = 'There is no such picture.'
/** Larger inputs are refused before decoding (a small file can still inflate to gigabytes). */
export const MAX_INPUT_PIXELS = 40_000_000
/** Stored pictures fit in this square; smaller ones keep their size. */
export const MAX_IMAGE_SIDE = MAX_PICTURE_SIDE
export const WEBP_QUALITY = 82
/** Formats read from the content; HEIF is how sharp reports AVIF. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif'])
/** Our keys: a UUID and the extension; also what the contract's ImageKey allows, without any path. */
const STORED_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*$/

export interface EncodedImage {
  data: Buffer
  width: number
  height: number
}

export interface StoredImage {
  url: string
  key: string
}

/** Decodes any accepted picture and re-encodes it as a metadata-free WebP; 400 for anything else. */
export async function encodeImage(input: Buffer): Promise<EncodedImage> {
  // Only the header is read here, so the pixel count can be checked before anything is decoded.
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null)
  if (!metadata || !acceptedFormats.has(metadata.format)) throw badRequest(INVALID_IMAGE_MESSAGE)
  const { width = 0, height = 0 } = metadata
  if (width * height > MAX_INPUT_PIXELS) {
    throw badRequest(
      `This picture has too many pixels; it may have at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
    )
  }
  try {
    // The default failOn ('warning') refuses truncated and corrupt data instead of storing a grey half.
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true })
    return { data, width: info.width, height: info.height }
  } catch {
    throw badRequest(INVALID_IMAGE_MESSAGE)
  }
}

/** Where a stored key is served (serve-uploads.ts answers /uploads/{key} from the store). */
export const uploadUrl = (key: string) => `/uploads/${key}`

/** Whether `key` is one of our plain keys (a name, no path): what uploads are stored under. */
export function isStoredKey(key: string): boolean {
  return STORED_KEY.test(key) && !key.includes('..')
}

/** Removes a stored picture and its narrower copies; keys that are not ours (the seed's `demo/...` artwork, paths) are left alone. */
export async function removeUploadFile(store: ObjectStore, key: string) {
  if (!isStoredKey(key)) return
  await store.delete(key)
  await removePictureWidths(store, key)
}

/**
 * Stores a picture owned by `ownerId`: the file (in the store) first, then its `uploads` row through `db` (which may be
 * the caller's transaction). When the row cannot be written the file is removed again; when the caller's
 * transaction fails later, the caller removes it (`removeUploadFile`).
 */
export async function storeImage(
  app: FastifyInstance,
  ownerId: string,
  image: Buffer | EncodedImage,
  db: Database = app.db,
): Promise<StoredImage> {
  const encoded = Buffer.isBuffer(image) ? await encodeImage(image) : image
  const key = `${randomUUID()}.webp`
  await app.storage.put(key, encoded.data, 'image/webp')
  try {
    await db.insert(uploads).values({
      key,
      ownerId,
      mimeType: 'image/webp',
      bytes: encoded.data.length,
      width: encoded.width,
      height: encoded.height,
    })
  } catch (error) {
    await app.storage.delete(key)
    throw error
  }
  return { url: uploadUrl(key), key }
}

/**
 * Forgets a picture its owner no longer wants, within `db` (maybe the caller's transaction): 404 for a key
 * we never stored (seed pictures have no row), 403 for someone else's. The caller removes the file once
 * the row is gone for good (`removeUploadFile` after the transaction), so a rolled-back transaction never
 * leaves a row pointing at nothing.
 */
export async function deleteOwnImageRow(
  app: FastifyInstance,
  ownerId: string,
  key: string,
  db: Database = app.db,
): Promise<void> {
  if (!isStoredKey(key)) throw notFound(NO_SUCH_IMAGE_MESSAGE)
  const [row] = await db.select({ ownerId: uploads.ownerId }).from(uploads).where(eq(uploads.key, key))
  if (!row) throw notFound(NO_SUCH_IMAGE_MESSAGE)
  if (row.ownerId !== ownerId) throw forbidden('You can only remove pictures you uploaded.')
  await db.delete(uploads).where(eq(uploads.key, key))
  // A removed avatar leaves the default picture, not a broken link.
  await db
    .update(users)
    .set({ imageUrl: DEFAULT_AVATAR_URL, imageKey: '', updatedAt: new Date() })
    .where(and(eq(users.id, ownerId), eq(users.imageKey, key)))
}

/** `deleteOwnImageRow` in its own transaction, then the file. */
export async function deleteOwnImage(app: FastifyInstance, ownerId: string, key: string) {
  await app.db.transaction((tx) => deleteOwnImageRow(app, ownerId, key, tx))
  // It may have been the avatar their recipes show.
  creatorChanged(app.db, ownerId)
  await removeUploadFile(app.storage, key)
}
