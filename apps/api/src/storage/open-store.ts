import type { ServerConfig } from '../http/types'
import { createFolderStore } from './folder-store'
import type { ObjectStore } from './object-store'

/** The store the settings name: the S3 bucket when `s3` is set, else the uploads folder. */
export async function openObjectStore(config: Pick<ServerConfig, 'uploadsDir' | 's3'>): Promise<ObjectStore> {
  if (!config.s3) return createFolderStore(config.uploadsDir)
  // The SDK loads only when it is used.
  const { createS3Store } = await import('./s3-store')
  return createS3Store(config.s3)
}
