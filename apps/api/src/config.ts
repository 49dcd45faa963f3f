import path from 'node:path'
import type { DatabaseOptions } from './db/client'
import type { ServerConfig } from './http/types'

export interface RuntimeConfig {
  host: string
  port: number
  database: DatabaseOptions
  server: ServerConfig
  logLevel: string
}

/**
 * Settings from the environment (all optional): PORT (8080), HOST (127.0.0.1), DATABASE_URL (PostgreSQL;
 * embedded PGlite under DATA_DIR when unset), DATA_DIR (.data), SITE_DIR (apps/site/dist), TRUST_PROXY,
 * LOG_LEVEL (info).
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): RuntimeConfig {
  const dataDir = path.resolve(root, env.DATA_DIR ?? '.data')
  const trustProxy = env.TRUST_PROXY
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 8080),
    database: env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(dataDir, 'pglite') },
    server: {
      siteDir: path.resolve(root, env.SITE_DIR ?? 'apps/site/dist'),
      uploadsDir: path.join(dataDir, 'uploads'),
      jsonBodyLimit: 100 * 1024,
      trustProxy:
        trustProxy === undefined || trustProxy === '' ? false : trustProxy === 'true' ? true : trustProxy,
    },
    logLevel: env.LOG_LEVEL ?? 'info',
  }
}
