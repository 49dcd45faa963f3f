import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import { HttpError } from '../http/errors'
import type { RateLimitRule, RateLimitedAction } from '../http/types'
import { connectRedis } from './redis'

/**
 * Attempts allowed in each window, counted per IP address and, separately, per account (email) or person.
 * Logins count failures only (see `loginAttempt`): `login` per address and per account from one address,
 * so a stranger guessing from elsewhere never locks the owner out; `loginAccount` is the looser ceiling on
 * one account's failures from all addresses together, so guessing spread over many addresses stays slow.
 */
export const defaultRateLimits: Record<RateLimitedAction, RateLimitRule> = {
  login: { points: 10, seconds: 15 * 60 },
  loginAccount: { points: 100, seconds: 60 * 60 },
  signup: { points: 10, seconds: 60 * 60 },
  otpSend: { points: 5, seconds: 15 * 60 },
  otpVerify: { points: 10, seconds: 15 * 60 },
  upload: { points: 60, seconds: 60 * 60 },
  /** Recipe PDFs: a person downloads a few; each costs a rendering. */
  pdf: { points: 30, seconds: 60 },
  comment: { points: 30, seconds: 10 * 60 },
  /** URL imports: each fetches a stranger's page and pictures on the person's behalf. */
  import: { points: 20, seconds: 60 * 60 },
}

/**
 * RATE_LIMITS from the environment: comma-separated `action:points/seconds` (`signup:100/3600`), each
 * replacing that action's default. For test and staging machines where many people share one address;
 * a bad entry stops start-up with a sentence naming it.
 */
export function parseRateLimits(
  value: string | undefined,
): Partial<Record<RateLimitedAction, RateLimitRule>> {
  const rules: Partial<Record<RateLimitedAction, RateLimitRule>> = {}
  for (const entry of (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([a-zA-Z]+):(\d+)\/(\d+)$/.exec(entry)
    const action = match?.[1] as RateLimitedAction | undefined
    const points = Number(match?.[2])
    const seconds = Number(match?.[3])
    if (!action || !Object.hasOwn(defaultRateLimits, action) || points < 1 || seconds < 1) {
      throw new Error(
        `RATE_LIMITS: "${entry}" is not action:points/seconds with one of ${Object.keys(defaultRateLimits).join(', ')} and whole numbers above 0.`,
      )
    }
    rules[action] = { points, seconds }
  }
  return rules
}

export type RateLimits = ReturnType<typeof createRateLimits>

/** Where the counters live: this process's memory, or Redis shared by every API process. */
export interface RateLimitStore {
  redis: Redis
  /** Put before every key, so several deployments (or test runs) can share one Redis. */
  keyPrefix: string
}

/**
 * Counters per action, keyed by `ip:`, `account:`, `pair:` (account and address) and `person:`.
 * `request.ip` honours X-Forwarded-For only when TRUST_PROXY names the proxy, so a client cannot reset
 * its count by sending a made-up header. With a `store`, the counts are in Redis (rate-limiter-flexible's
 * RateLimiterRedis, atomic across processes); while Redis cannot be reached each process falls back to
 * counting in its own memory (the insurance limiter) rather than failing requests.
 */
export function createRateLimits(
  overrides: Partial<Record<RateLimitedAction, RateLimitRule>> = {},
  store?: RateLimitStore,
) {
  const limiters = new Map<RateLimitedAction, RateLimiterAbstract>()
  for (const action of Object.keys(defaultRateLimits) as RateLimitedAction[]) {
    const rule = { ...defaultRateLimits[action], ...overrides[action] }
    const memory = new RateLimiterMemory({ keyPrefix: action, points: rule.points, duration: rule.seconds })
    limiters.set(
      action,
      store
        ? new RateLimiterRedis({
            storeClient: store.redis,
            keyPrefix: `${store.keyPrefix}:${action}`,
            points: rule.points,
            duration: rule.seconds,
            insuranceLimiter: memory,
            // While disconnected, count in memory at once instead of queueing behind the reconnection.
            rejectIfRedisNotReady: true,
          })
        : memory,
    )
  }
  const limiter = (action: RateLimitedAction) => limiters.get(action)!
  const ipKey = (request: FastifyRequest) => `ip:${request.ip}`
  const accountOf = (account: string) => account.trim().toLowerCase()

  return {
    /**
     * Counts one attempt of `action` for the request's IP address and for `account` (an email, lower-cased
     * here); throws 429 with Retry-After when either is over its limit.
     */
    async consume(action: RateLimitedAction, request: FastifyRequest, account?: string) {
      const keys = [ipKey(request), ...(account ? [`account:${accountOf(account)}`] : [])]
      await consumeAll(keys.map((key) => [limiter(action), key]))
    },
    /**
     * Counts one attempt of `action` for a signed-in person only (imports: many people may share one
     * address behind a NAT, and the person is who the work is done for); 429 when over the limit.
     */
    async consumeForPerson(action: RateLimitedAction, userId: string) {
      await consumeAll([[limiter(action), `person:${userId}`]])
    },
    /**
     * A password check for `account` from the request's address (login, and confirming an account's
     * deletion). The attempt takes its points up front, atomically, so guesses sent in parallel cannot
     * slip past a limit: from the address (`login`), for the account from this address (`login`), then for
     * the account from anywhere (`loginAccount`); 429 at the first that is used up, before the password is
     * looked at. `succeeded()` gives the points back, so only failures count. The unknown-account and
     * wrong-password cases take the same steps.
     */
    async loginAttempt(request: FastifyRequest, account: string) {
      const email = accountOf(account)
      const counted: Array<[RateLimiterAbstract, string]> = [
        [limiter('login'), ipKey(request)],
        [limiter('login'), `pair:${email}|${request.ip}`],
        [limiter('loginAccount'), `account:${email}`],
      ]
      await consumeAll(counted)
      return {
        async succeeded() {
          await Promise.all(counted.map(([rateLimiter, key]) => rateLimiter.reward(key, 1)))
        },
      }
    },
  }

  /** Consumes each key in turn; 429 at the first over its limit (the keys after it are not counted). */
  async function consumeAll(keys: Array<[RateLimiterAbstract, string]>) {
    for (const [rateLimiter, key] of keys) {
      try {
        await rateLimiter.consume(key)
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection
        const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
        throw new TooManyAttempts(seconds)
      }
    }
  }
}

export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60)
    super(
      429,
      `Too many attempts. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`,
    )
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits
  }
}

/**
 * The app's rate limits: in memory, or in Redis when `redisUrl` is configured (REDIS_URL; connected
 * before the server starts, so a wrong address stops start-up, and closed with the app).
 */
export async function installRateLimits(app: FastifyInstance) {
  const { redisUrl, redisKeyPrefix, rateLimits } = app.config
  let store: RateLimitStore | undefined
  if (redisUrl) {
    const redis = await connectRedis(redisUrl, (error) =>
      app.log.warn({ err: error }, 'Redis: rate limits count in memory until it is back'),
    )
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect())
    })
    store = { redis, keyPrefix: redisKeyPrefix ?? 'sufra:rl' }
  }
  app.decorate('rateLimits', createRateLimits(rateLimits, store))
}
