/**
 * Where stored pictures live: a folder on this machine (DATA_DIR/uploads, the default) or an S3-compatible
 * bucket (S3_BUCKET, see config.ts), so that several API processes on several machines share them. The
 * rest of the server sees only this interface; /uploads/{key} is answered by the API process reading from
 * the store (modules/images/serve-uploads.ts), so any instance serves any picture.
 *
 * Keys are relative paths of plain segments (`3f…e1.webp`, `demo/recipes/hummus.svg`, `.w480/3f…e1.webp`):
 * letters, digits, `.`, `_` and `-`, never `.` or `..` alone, never empty. Segments starting with a dot
 * are the server's own (the narrower copies) and are never served as they are.
 */
import type { Readable } from 'node:stream'

/** One stored object as read back: its bytes as a stream and its validators. */
export interface StoredObject {
  /** The bytes; whoever gets the object reads or destroys the stream. */
  body: Readable
  /** Bytes in `body`. */
  size: number
  /** An HTTP entity tag (quoted, maybe weak) that changes when the object does. */
  etag: string
  lastModified: Date
}

export interface ObjectStore {
  /** `folder` or `s3`, for logs and tests. */
  readonly kind: 'folder' | 's3'
  /** Stores `data` under `key`, replacing any object there; a reader sees the old or the new one whole. */
  put(key: string, data: Buffer | string, contentType?: string): Promise<void>
  /** The object under `key`, or null when there is none. */
  get(key: string): Promise<StoredObject | null>
  /** Removes the object under `key`; nothing happens when there is none. */
  delete(key: string): Promise<void>
  exists(key: string): Promise<boolean>
  /** Lets go of connections (the app's onClose). */
  close(): Promise<void>
}

const SEGMENT = /^[A-Za-z0-9._-]+$/

/** Whether `key` is a key a store accepts (see above); stores refuse anything else with an error. */
export function isObjectKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false
  return key.split('/').every((segment) => SEGMENT.test(segment) && segment !== '.' && segment !== '..')
}

/** A key that may be served under /uploads/: an object key none of whose segments starts with a dot. */
export function isPublicKey(key: string): boolean {
  return isObjectKey(key) && key.split('/').every((segment) => !segment.startsWith('.'))
}

export function assertObjectKey(key: string): void {
  if (!isObjectKey(key)) throw new Error(`"${key}" is not a storage key.`)
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
}

/** The type a key is served with, from its extension (never from what a store says it holds). */
export function contentTypeOf(key: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase() ?? ''
  return CONTENT_TYPES[extension] ?? 'application/octet-stream'
}

/** The whole object under `key` in memory (pictures are small), or null when there is none. */
export async function readObject(store: ObjectStore, key: string): Promise<Buffer | null> {
  const object = await store.get(key)
  if (!object) return null
  const chunks: Buffer[] = []
  for await (const chunk of object.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
  return Buffer.concat(chunks)
}
