/**
 * A local S3-compatible server (s3rver, from the npm registry) for tests: in this process on a free
 * loopback port, its objects in a temporary folder, one bucket made at start. It checks request
 * signatures, so the settings carry its fixed credentials (S3RVER/S3RVER).
 *
 *   const s3 = await startS3Server()
 *   const server = await startTestServer(engine, { config: { s3: s3.settings('run-1/') } })
 *   … child processes get s3.env('run-1/') …
 *   await s3.close()
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import type { S3Settings } from '../storage/s3-settings'

export interface TestS3Server {
  endpoint: string
  bucket: string
  /** Settings for an in-process server; `prefix` keeps a test's objects apart from others'. */
  settings(prefix?: string): S3Settings
  /** The same as environment variables, for an API process (see config.ts). */
  env(prefix?: string): Record<string, string>
  close(): Promise<void>
}

export async function startS3Server(bucket = 'sufra-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'sufra-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    settings: (prefix = '') => ({
      bucket,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      prefix,
    }),
    env: (prefix = '') => ({
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: prefix,
    }),
    async close() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
