/** The S3 settings from the environment (config.ts documents them); kept apart from the SDK so start-up without S3 never loads it. */

export interface S3Settings {
  bucket: string
  region: string
  /** An S3-compatible service's address (`http://127.0.0.1:9000`); AWS's own when absent. */
  endpoint?: string
  /** Addresses as `endpoint/bucket/key` instead of `bucket.endpoint/key` (most self-hosted services need it). */
  forcePathStyle: boolean
  /** Static credentials; when absent the AWS default chain is used (AWS_* variables, profile, instance role). */
  accessKeyId?: string
  secretAccessKey?: string
  /** Put before every key (`sufra/`), so that one bucket can hold other things too; empty by default. */
  prefix: string
}

/**
 * S3_BUCKET turns S3 storage on; S3_REGION (else AWS_REGION, else us-east-1), S3_ENDPOINT, S3_FORCE_PATH_STYLE
 * (`true`/`false`), S3_ACCESS_KEY_ID + S3_SECRET_ACCESS_KEY (both or neither) and S3_PREFIX go with it.
 * A setting that cannot be right stops start-up with a sentence naming it.
 */
export function parseS3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim()
  const others = [
    'S3_ENDPOINT',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_FORCE_PATH_STYLE',
    'S3_PREFIX',
  ]
  if (!bucket) {
    const stray = others.filter((name) => env[name])
    if (stray.length > 0) throw new Error(`${stray.join(', ')} set without S3_BUCKET: name the bucket too.`)
    return undefined
  }
  const endpoint = env.S3_ENDPOINT?.trim() || undefined
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint)) {
    throw new Error(`S3_ENDPOINT: "${endpoint}" is not an http(s) address such as http://127.0.0.1:9000.`)
  }
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase() ?? ''
  if (!['', 'true', 'false', '1', '0'].includes(pathStyle)) {
    throw new Error(`S3_FORCE_PATH_STYLE: "${env.S3_FORCE_PATH_STYLE}" is neither true nor false.`)
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the AWS default chain.',
    )
  }
  const prefix = (env.S3_PREFIX ?? '').trim().replace(/^\/+/, '')
  return {
    bucket,
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    endpoint,
    forcePathStyle: pathStyle === 'true' || pathStyle === '1',
    accessKeyId,
    secretAccessKey,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
  }
}
