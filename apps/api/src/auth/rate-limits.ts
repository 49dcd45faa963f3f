import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpError } from '../http/errors'
import type { RateLimitRule, RateLimitedAction } from '../http/types'

/** Attempts allowed per IP address and, separately, per account (email), in each window. */
export const defaultRateLimits: Record<RateLimitedAction, RateLimitRule> = {
  login: { points: 10, seconds: 15 * 60 },
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
    if (!action || !(action in defaultRateLimits) || points < 1 || seconds < 1) {
      throw new Error(
        `RATE_LIMITS: "${entry}" is not action:points/seconds with one of ${Object.keys(defaultRateLimits).join(', ')} and whole numbers above 0.`,
      )
    }
    rules[action] = { points, seconds }
  }
  return rules
}

export type RateLimits = ReturnType<typeof createRateLimits>

/**
 * In-memory counters per action, keyed by `ip:` and `account:`. `request.ip` honours X-Forwarded-For only
 * when TRUST_PROXY names the proxy, so a client cannot reset its count by sending a made-up header.
 * (One process keeps its own counters; several API instances would need a shared store.)
 */
export function createRateLimits(overrides: Partial<Record<RateLimitedAction, RateLimitRule>> = {}) {
  const limiters = new Map<RateLimitedAction, RateLimiterMemory>()
  for (const action of Object.keys(defaultRateLimits) as RateLimitedAction[]) {
    const rule = { ...defaultRateLimits[action], ...overrides[action] }
    limiters.set(
      action,
      new RateLimiterMemory({ keyPrefix: action, points: rule.points, duration: rule.seconds }),
    )
  }
  return {
    /**
     * Counts one attempt of `action` for the request's IP address and for `account` (an email, lower-cased
     * here); throws 429 with Retry-After when either is over its limit.
     */
    async consume(action: RateLimitedAction, request: FastifyRequest, account?: string) {
      const keys = [`ip:${request.ip}`, ...(account ? [`account:${account.trim().toLowerCase()}`] : [])]
      await consumeKeys(action, keys)
    },
    /**
     * Counts one attempt of `action` for a signed-in person only (imports: many people may share one
     * address behind a NAT, and the person is who the work is done for); 429 when over the limit.
     */
    async consumeForPerson(action: RateLimitedAction, userId: string) {
      await consumeKeys(action, [`person:${userId}`])
    },
  }

  async function consumeKeys(action: RateLimitedAction, keys: string[]) {
    const limiter = limiters.get(action)!
    for (const key of keys) {
      try {
        await limiter.consume(key)
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

export function installRateLimits(app: FastifyInstance) {
  app.decorate('rateLimits', createRateLimits(app.config.rateLimits))
}
