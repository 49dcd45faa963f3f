import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { readConfig } from '../config'
import { createRateLimits, defaultRateLimits, parseRateLimits, TooManyAttempts } from './rate-limits'

describe('RATE_LIMITS', () => {
  it('replaces the named actions’ limits and leaves the others to their defaults', () => {
    expect(parseRateLimits('signup:100/3600, login:50/900')).toEqual({
      signup: { points: 100, seconds: 3600 },
      login: { points: 50, seconds: 900 },
    })
    expect(parseRateLimits(undefined)).toEqual({})
    expect(parseRateLimits('')).toEqual({})
    expect(readConfig({ RATE_LIMITS: 'signup:100/3600' }, '/srv/sufra').server.rateLimits).toEqual({
      signup: { points: 100, seconds: 3600 },
    })
  })

  it('stops start-up with a sentence naming a bad entry', () => {
    for (const bad of ['signup', 'signup:100', 'nap:1/60', 'signup:0/60', 'signup:10/0', 'signup:-1/60']) {
      expect(() => parseRateLimits(bad), bad).toThrow(/RATE_LIMITS: ".*" is not action:points\/seconds/)
    }
  })
})

describe('the default login limits', () => {
  const from = (ip: string) => ({ ip }) as FastifyRequest
  const failures = async (
    limits: ReturnType<typeof createRateLimits>,
    ip: string,
    email: string,
    n: number,
  ) => {
    for (let attempt = 0; attempt < n; attempt++) await limits.loginAttempt(from(ip), email)
  }

  it('are 10 failures per address and per account from one address in 15 minutes, 100 per account an hour', () => {
    expect(defaultRateLimits.login).toEqual({ points: 10, seconds: 15 * 60 })
    expect(defaultRateLimits.loginAccount).toEqual({ points: 100, seconds: 60 * 60 })
  })

  it('stop the 11th failure for an account from one address, not the owner elsewhere', async () => {
    const limits = createRateLimits()
    await failures(limits, '10.40.0.1', 'owner@example.com', 10)
    const eleventh = limits.loginAttempt(from('10.40.0.1'), 'Owner@Example.com')
    await expect(eleventh).rejects.toBeInstanceOf(TooManyAttempts)
    await expect(eleventh).rejects.toMatchObject({ statusCode: 429 })
    await expect(limits.loginAttempt(from('10.40.0.2'), 'owner@example.com')).resolves.toBeDefined()
  })

  it('stop the 101st failure for an account within the hour, from whatever address', async () => {
    const limits = createRateLimits()
    // 10 addresses with 10 failures each: each address used up, the account at its ceiling.
    for (let address = 1; address <= 10; address++)
      await failures(limits, `10.41.0.${address}`, 'x@example.com', 10)
    await expect(limits.loginAttempt(from('10.41.1.1'), 'x@example.com')).rejects.toBeInstanceOf(
      TooManyAttempts,
    )
    await expect(limits.loginAttempt(from('10.41.1.1'), 'y@example.com')).resolves.toBeDefined()
  })

  it('give a success’s points back', async () => {
    const limits = createRateLimits()
    for (let attempt = 0; attempt < 25; attempt++) {
      await (await limits.loginAttempt(from('10.42.0.1'), 'often@example.com')).succeeded()
    }
    await failures(limits, '10.42.0.1', 'often@example.com', 10)
    await expect(limits.loginAttempt(from('10.42.0.1'), 'often@example.com')).rejects.toBeInstanceOf(
      TooManyAttempts,
    )
  })
})
