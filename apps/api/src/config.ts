import path from 'node:path'
import type { DatabaseOptions } from './db/client'
import { parseRateLimits } from './auth/rate-limits'
import type { ServerConfig } from './http/types'
import { parsePublicUrl } from './http/public-url'
import { DEFAULT_CONCURRENT_REQUESTS } from './http/request-queue'
import { parseEmbedOrigins } from './modules/embed/embed-origins'
import { parseAllowHosts } from './modules/recipe-import/address-policy'
import { parseS3Settings } from './storage/s3-settings'

export interface RuntimeConfig {
  host: string
  port: number
  database: DatabaseOptions
  server: ServerConfig
  logLevel: string
  /** What a new, empty database is filled with on start (SEED). */
  seed: 'demo' | 'catalogue' | 'none'
  /** How long SIGTERM waits for the requests in flight before cutting their connections (SHUTDOWN_TIMEOUT). */
  shutdownTimeoutSeconds: number
}

/**
 * Settings from the environment (all optional): PORT (8080), HOST (127.0.0.1), DATABASE_URL (PostgreSQL;
 * embedded PGlite under DATA_DIR when unset), DATA_DIR (.data), SITE_DIR (apps/site/dist), TRUST_PROXY,
 * LOG_LEVEL (info), PUBLIC_URL (where people reach the site; required when NODE_ENV=production, see
 * http/public-url.ts), SMTP_URL (else mail goes to DATA_DIR/outbox),
 * MAIL_FROM, FEEDBACK_TO, GOOGLE_CLIENT_ID + GOOGLE_CLIENT_SECRET (+ GOOGLE_ISSUER, default Google's)
 * for Google sign-in, IMPORT_ALLOW_HOSTS (comma-separated host:port pairs URL import may fetch
 * although they are private or loopback; tests and e2e only, none by default; a bad entry stops start-up),
 * EMBED_ORIGINS (comma-separated exact origins of partner sites whose embed widgets may sign in and write;
 * none by default; a bad entry stops start-up), EMBED_DIR (the built embed kit, packages/embed/dist) and
 * RATE_LIMITS (`signup:100/3600,…`: attempts per window replacing the defaults; a bad entry stops start-up),
 * REDIS_URL (rate-limit counters in Redis, shared by every API process; in memory when unset) and
 * REDIS_KEY_PREFIX (sufra:rl). Pictures go to DATA_DIR/uploads unless S3_BUCKET names an S3-compatible
 * bucket (shared by every API process), with S3_REGION (else AWS_REGION, else us-east-1), S3_ENDPOINT (a
 * non-AWS service's address), S3_FORCE_PATH_STYLE (`true` for most self-hosted services), S3_ACCESS_KEY_ID
 * + S3_SECRET_ACCESS_KEY (else the AWS default credential chain) and S3_PREFIX (a folder in the bucket);
 * a bad S3 setting stops start-up (storage/s3-settings.ts). SEED: what a new, empty database is filled
 * with on start, `demo` (default: the catalogue and the demo community), `catalogue` (ingredients,
 * nutrients, categories, cuisines and labels only; tests that start many servers) or `none`; any other
 * value stops start-up. SHUTDOWN_TIMEOUT: seconds SIGTERM waits for the requests in flight before
 * cutting their connections (20). DATABASE_POOL_SIZE: connections to PostgreSQL (10).
 * MAX_CONCURRENT_REQUESTS: requests from the network worked on at once, the rest waiting their turn (64).
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): RuntimeConfig {
  const dataDir = path.resolve(root, env.DATA_DIR ?? '.data')
  const trustProxy = env.TRUST_PROXY
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 8080),
    database: env.DATABASE_URL
      ? { url: env.DATABASE_URL, poolSize: parseCount('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 10) }
      : { dataDir: path.join(dataDir, 'pglite') },
    server: {
      siteDir: path.resolve(root, env.SITE_DIR ?? 'apps/site/dist'),
      uploadsDir: path.join(dataDir, 'uploads'),
      s3: parseS3Settings(env),
      jsonBodyLimit: 100 * 1024,
      trustProxy:
        trustProxy === undefined || trustProxy === '' ? false : trustProxy === 'true' ? true : trustProxy,
      publicUrl: parsePublicUrl(env.PUBLIC_URL, env.NODE_ENV),
      importAllowHosts: parseAllowHosts(env.IMPORT_ALLOW_HOSTS),
      embedOrigins: parseEmbedOrigins(env.EMBED_ORIGINS),
      embedDir: path.resolve(root, env.EMBED_DIR ?? 'packages/embed/dist'),
      rateLimits: parseRateLimits(env.RATE_LIMITS),
      maxConcurrentRequests: parseCount(
        'MAX_CONCURRENT_REQUESTS',
        env.MAX_CONCURRENT_REQUESTS,
        DEFAULT_CONCURRENT_REQUESTS,
      ),
      redisUrl: env.REDIS_URL || undefined,
      redisKeyPrefix: env.REDIS_KEY_PREFIX || undefined,
      google:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? {
              issuer: env.GOOGLE_ISSUER || 'https://accounts.google.com',
              clientId: env.GOOGLE_CLIENT_ID,
              clientSecret: env.GOOGLE_CLIENT_SECRET,
            }
          : undefined,
      mail: {
        smtpUrl: env.SMTP_URL || undefined,
        outboxDir: path.join(dataDir, 'outbox'),
        from: env.MAIL_FROM || 'Sufra <no-reply@sufra.app>',
        feedbackTo: env.FEEDBACK_TO || 'team@sufra.app',
      },
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    seed: parseSeed(env.SEED),
    shutdownTimeoutSeconds: parseShutdownTimeout(env.SHUTDOWN_TIMEOUT),
  }
}

/** A whole number of at least 1 from the environment, or `fallback` when unset. */
function parseCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const count = Number(value)
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`${name}: "${value}" is not a whole number of 1 or more.`)
  }
  return count
}

function parseShutdownTimeout(value: string | undefined): number {
  if (value === undefined || value === '') return 20
  const seconds = Number(value)
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`SHUTDOWN_TIMEOUT: "${value}" is not a number of seconds above 0.`)
  }
  return seconds
}

function parseSeed(value: string | undefined): RuntimeConfig['seed'] {
  if (value === undefined || value === '') return 'demo'
  if (value === 'demo' || value === 'catalogue' || value === 'none') return value
  throw new Error(`SEED: "${value}" is not one of demo, catalogue or none.`)
}
