import { Redis } from 'ioredis'

/** The address without its password, for messages. */
function shown(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'REDIS_URL'
  }
}

/**
 * A Redis client (ioredis) for the shared rate-limit counters, connected before it is answered: a wrong
 * REDIS_URL stops start-up with a sentence naming it. Afterwards it reconnects by itself; commands are not
 * queued while it is away (the rate limits then count in memory, see createRateLimits), and each lost
 * connection is reported to `onError` rather than crashing the process.
 */
export async function connectRedis(url: string, onError: (error: Error) => void = () => {}) {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
  })
  let lastError: Error | undefined
  redis.on('error', (error: Error) => {
    lastError = error
    onError(error)
  })
  try {
    await redis.connect()
  } catch (error) {
    redis.disconnect()
    const reason = lastError ?? (error instanceof Error ? error : new Error(String(error)))
    throw new Error(`REDIS_URL: could not connect to ${shown(url)} (${reason.message}).`)
  }
  return redis
}
