import { describe, expect, it } from 'vitest'
import { readConfig } from '../config'
import { parseRateLimits } from './rate-limits'

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
