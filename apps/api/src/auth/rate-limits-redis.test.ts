/**
 * Rate limits shared through Redis (REDIS_URL; the local server at 127.0.0.1:6379): two apps on one
 * database count one login throttle together, per account from an address and per account from anywhere;
 * a wrong REDIS_URL stops start-up; closing the app closes its Redis connection. Each run uses keys of its
 * own (a random prefix), removed afterwards.
 */
import { randomBytes } from 'node:crypto'
import Fastify from 'fastify'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { readConfig } from '../config'
import type { ServerConfig } from '../http/types'
import { PASSWORD, sessionCalls, signupBody } from '../modules/session/session-testing'
import { engines, startTestServer, type TestServer } from '../testing/test-server'
import { installRateLimits } from './rate-limits'

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379'

describe.each(engines)('rate limits in Redis, two apps on one database (%s)', (engine) => {
  const keyPrefix = `sufra-test:${process.pid}:${randomBytes(4).toString('hex')}`
  let first: TestServer
  let second: TestServer
  let inspector: Redis
  beforeAll(async () => {
    first = await startTestServer(engine, {
      seed: false,
      config: {
        redisUrl: REDIS_URL,
        redisKeyPrefix: keyPrefix,
        rateLimits: { login: { points: 3, seconds: 60 }, loginAccount: { points: 5, seconds: 60 } },
      },
    })
    // The second process: its own app (its own limiters and Redis connection) on the same database.
    const app = await buildApp({ db: first.database.db, config: first.app.config })
    await app.ready()
    second = { ...first, app, close: () => app.close() }
    inspector = new Redis(REDIS_URL)
  }, 120_000)
  afterAll(async () => {
    await second?.close()
    await first?.close()
    if (inspector) {
      const keys = await inspector.keys(`${keyPrefix}:*`)
      if (keys.length > 0) await inspector.del(...keys)
      await inspector.quit()
    }
  })
  const one = sessionCalls(() => first)
  const two = sessionCalls(() => second)

  it('counts failures for an account from one address across both apps', async () => {
    expect((await one.signup(signupBody('shared@example.com'))).statusCode).toBe(201)
    expect(
      (await one.login('shared@example.com', 'guess 1', { remoteAddress: '10.30.0.1' })).statusCode,
    ).toBe(401)
    expect(
      (await two.login('shared@example.com', 'guess 2', { remoteAddress: '10.30.0.1' })).statusCode,
    ).toBe(401)
    expect(
      (await one.login('shared@example.com', 'guess 3', { remoteAddress: '10.30.0.1' })).statusCode,
    ).toBe(401)
    const fourth = await two.login('shared@example.com', PASSWORD, { remoteAddress: '10.30.0.1' })
    expect(fourth.statusCode, fourth.body).toBe(429)
    // The counters are Redis keys under this run's prefix.
    expect(await inspector.keys(`${keyPrefix}:login:*`)).not.toEqual([])
    // From another address the owner gets in, through either app.
    expect((await two.login('shared@example.com', PASSWORD, { remoteAddress: '10.30.0.2' })).statusCode).toBe(
      200,
    )
  })

  it('holds the per-account ceiling across both apps', async () => {
    expect((await one.signup(signupBody('ceiling@example.com'))).statusCode).toBe(201)
    for (let address = 1; address <= 5; address++) {
      const calls = address % 2 ? one : two
      const guess = await calls.login('ceiling@example.com', 'a guess', {
        remoteAddress: `10.31.0.${address}`,
      })
      expect(guess.statusCode).toBe(401)
    }
    expect(
      (await one.login('ceiling@example.com', PASSWORD, { remoteAddress: '10.31.0.9' })).statusCode,
    ).toBe(429)
    expect(
      (await two.login('ceiling@example.com', PASSWORD, { remoteAddress: '10.31.0.9' })).statusCode,
    ).toBe(429)
  })
})

describe('REDIS_URL', () => {
  it('is read from the environment with its key prefix', () => {
    const config = readConfig({ REDIS_URL: 'redis://cache.internal:6379', REDIS_KEY_PREFIX: 'blue' }, '/srv')
    expect(config.server.redisUrl).toBe('redis://cache.internal:6379')
    expect(config.server.redisKeyPrefix).toBe('blue')
    expect(readConfig({}, '/srv').server.redisUrl).toBeUndefined()
  })

  it('stops start-up with a sentence when Redis cannot be reached', async () => {
    const app = Fastify()
    app.decorate('config', { redisUrl: 'redis://:secret@127.0.0.1:1' } as ServerConfig)
    await expect(installRateLimits(app)).rejects.toThrow(
      /^REDIS_URL: could not connect to redis:\/\/:\*\*\*@127\.0\.0\.1:1\/? \(connect ECONNREFUSED/,
    )
    await app.close()
  })
})
