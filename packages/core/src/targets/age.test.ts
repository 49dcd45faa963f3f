import { describe, expect, it } from 'vitest'
import { ageOn, isoDateOf } from './age'

// Dates built from local parts, so the tests hold in every time zone (ageOn reads the local calendar date).
const day = (year: number, month: number, date: number) => new Date(year, month - 1, date, 12)

describe('ageOn', () => {
  it('born 1990-06-15: 33 on 2024-06-14 (day before the birthday), 34 on 2024-06-15, 34 on 2024-06-16', () => {
    expect(ageOn('1990-06-15', day(2024, 6, 14))).toBe(33)
    expect(ageOn('1990-06-15', day(2024, 6, 15))).toBe(34)
    expect(ageOn('1990-06-15', day(2024, 6, 16))).toBe(34)
  })

  it('counts the month before the day: born 2000-12-31 is 23 on 2024-12-30 and 24 on 2024-12-31', () => {
    expect(ageOn('2000-12-31', day(2024, 12, 30))).toBe(23)
    expect(ageOn('2000-12-31', day(2024, 12, 31))).toBe(24)
    expect(ageOn('2000-01-01', day(2024, 1, 1))).toBe(24)
    expect(ageOn('2000-01-02', day(2024, 1, 1))).toBe(23)
  })

  it('born on 29 February: a year older on 1 March in common years, on 29 February in leap years', () => {
    expect(ageOn('2004-02-29', day(2023, 2, 28))).toBe(18)
    expect(ageOn('2004-02-29', day(2023, 3, 1))).toBe(19)
    expect(ageOn('2004-02-29', day(2024, 2, 28))).toBe(19)
    expect(ageOn('2004-02-29', day(2024, 2, 29))).toBe(20)
  })

  it('is 0 on the day of birth and negative for a date after today', () => {
    expect(ageOn('2024-05-01', day(2024, 5, 1))).toBe(0)
    expect(ageOn('2024-05-02', day(2024, 5, 1))).toBe(-1)
  })

  it('refuses days that do not exist', () => {
    expect(() => ageOn('2023-02-30', day(2024, 1, 1))).toThrow(RangeError)
    expect(() => ageOn('15/06/1990', day(2024, 1, 1))).toThrow(RangeError)
  })
})

describe('isoDateOf', () => {
  it('writes the local calendar date with zero padding', () => {
    expect(isoDateOf(day(2024, 3, 9))).toBe('2024-03-09')
    expect(isoDateOf(day(987, 11, 30))).toBe('0987-11-30')
  })
})
