/**
 * Pictures in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph, …) through @aws-sdk/client-s3.
 * Every API instance given the same settings sees the same pictures.
 */
import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { assertObjectKey, contentTypeOf, type ObjectStore, type StoredObject } from './object-store'
import type { S3Settings } from './s3-settings'

const isNotFound = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return (
    failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404
  )
}

export function createS3Store(settings: S3Settings): ObjectStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's optional
    // CRC32 headers and trailers, and our pictures are small, whole buffers signed with their SHA-256.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = settings.bucket
  const keyOf = (key: string) => {
    assertObjectKey(key)
    return `${settings.prefix}${key}`
  }

  return {
    kind: 's3',

    async put(key, data, contentType = contentTypeOf(key)) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: keyOf(key), Body: data, ContentType: contentType }),
      )
    },

    async get(key): Promise<StoredObject | null> {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }))
        if (!answer.Body) return null
        return {
          body: answer.Body as Readable,
          size: answer.ContentLength ?? 0,
          etag: answer.ETag ?? `"${key}"`,
          lastModified: answer.LastModified ?? new Date(0),
        }
      } catch (error) {
        if (isNotFound(error)) return null
        throw error
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }))
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }))
        return true
      } catch (error) {
        if (isNotFound(error)) return false
        throw error
      }
    },

    async close() {
      client.destroy()
    },
  }
}
