import { describe, expect, it } from 'vitest'
import { DEFAULT_THRESHOLD, lookAhead, sentinelRootMargin } from './root-margin'

describe('lookAhead', () => {
  it('turns the spec default (80 percent) into 20 % of the root', () => {
    expect(DEFAULT_THRESHOLD).toBe(0.8)
    expect(lookAhead()).toBe('20%')
  })

  it('maps other fractions and clamps out-of-range ones', () => {
    expect(lookAhead(0.5)).toBe('50%')
    expect(lookAhead(0.95)).toBe('5%')
    expect(lookAhead(1)).toBe('0%')
    expect(lookAhead(1.5)).toBe('0%')
    expect(lookAhead(-1)).toBe('100%')
  })

  it('passes CSS lengths through (planner slider: 300px)', () => {
    expect(lookAhead('300px')).toBe('300px')
  })
})

describe('sentinelRootMargin', () => {
  it('extends only the bottom edge for vertical lists', () => {
    expect(sentinelRootMargin()).toBe('0px 0px 20% 0px')
    expect(sentinelRootMargin('300px')).toBe('0px 0px 300px 0px')
  })

  it('extends the inline end for horizontal rows, which is the left side in RTL', () => {
    expect(sentinelRootMargin(0.8, 'inline', 'ltr')).toBe('0px 20% 0px 0px')
    expect(sentinelRootMargin('300px', 'inline', 'rtl')).toBe('0px 0px 0px 300px')
  })
})
