import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { type Locale, intlLocaleOf } from '../locale'
import { messages } from '../messages'
import { ageInDays } from './relative-age'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const now = new Date('2025-03-15T12:00:00.000Z')

describe('ageInDays', () => {
  it.each([
    ['the same moment', 0, 0],
    ['one minute ago', 60 * 1000, 0],
    ['just under 24 hours ago', DAY - 1, 0],
    ['exactly 24 hours ago', DAY, 1],
    ['just over 24 hours ago', DAY + 1, 1],
    ['just under 48 hours ago', 2 * DAY - 1, 1],
    ['exactly 48 hours ago', 2 * DAY, 2],
    ['11 days ago', 11 * DAY, 11],
    ['a year ago', 365 * DAY, 365],
  ])('%s → %i', (_name, elapsed, expected) => {
    expect(ageInDays(new Date(now.getTime() - elapsed), now)).toBe(expected)
  })

  it('counts future dates as today', () => {
    expect(ageInDays(new Date(now.getTime() + 1), now)).toBe(0)
    expect(ageInDays(new Date(now.getTime() + 5 * DAY), now)).toBe(0)
  })

  it('counts an invalid date as today', () => {
    expect(ageInDays('not a date', now)).toBe(0)
    expect(ageInDays(Number.NaN, now)).toBe(0)
    expect(ageInDays(new Date('nonsense'), now)).toBe(0)
  })

  it('accepts ISO strings and timestamps', () => {
    expect(ageInDays('2025-03-12T12:00:00.000Z', now)).toBe(3)
    expect(ageInDays(now.getTime() - 3 * DAY, now)).toBe(3)
  })

  it('uses the current time when no "now" is given', () => {
    expect(ageInDays(Date.now() - 2 * DAY - HOUR)).toBe(2)
  })
})

function formatAge(locale: Locale, days: number): string {
  const intl = createIntl({
    locale: intlLocaleOf(locale),
    messages: messages[locale],
    onError: (error) => {
      throw error
    },
  })
  return intl.formatMessage({ id: 'time.age' }, { days })
}

describe('time.age message', () => {
  it.each([
    [0, 'Today'],
    [1, '1 day ago'],
    [2, '2 days ago'],
    [11, '11 days ago'],
    [1000, '1,000 days ago'],
  ])('English %i → %s', (days, expected) => {
    expect(formatAge('en', days)).toBe(expected)
  })

  it.each([
    [0, 'اليوم'],
    [1, 'منذ يوم واحد'],
    [2, 'منذ يومين'],
    // few: 3–10
    [3, 'منذ 3 أيام'],
    [10, 'منذ 10 أيام'],
    // many: 11–99
    [11, 'منذ 11 يومًا'],
    [99, 'منذ 99 يومًا'],
    // other: 100, 101, 102
    [100, 'منذ 100 يوم'],
    [102, 'منذ 102 يوم'],
    // few and many again past a hundred
    [103, 'منذ 103 أيام'],
    [111, 'منذ 111 يومًا'],
  ])('Arabic %i → %s', (days, expected) => {
    expect(formatAge('ar', days)).toBe(expected)
  })

  it('keeps Western digits in Arabic', () => {
    expect(formatAge('ar', 25)).toMatch(/25/)
    expect(formatAge('ar', 25)).not.toMatch(/[٠-٩]/)
  })

  it('formats a recipe age end to end', () => {
    const created = new Date(now.getTime() - 11 * DAY - 3 * HOUR)
    expect(formatAge('en', ageInDays(created, now))).toBe('11 days ago')
    expect(formatAge('ar', ageInDays(created, now))).toBe('منذ 11 يومًا')
    const earlier = new Date(now.getTime() - (DAY - 1))
    expect(formatAge('en', ageInDays(earlier, now))).toBe('Today')
    expect(formatAge('ar', ageInDays(earlier, now))).toBe('اليوم')
  })
})
