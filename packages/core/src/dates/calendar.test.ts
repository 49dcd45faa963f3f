import { describe, expect, it } from 'vitest'
import { addDays, daysInMonth, isCalendarDate, monthDates, weekDates, weekStart } from './calendar'

describe('daysInMonth', () => {
  it('knows month lengths and leap years', () => {
    expect([1, 2, 3, 4, 12].map((month) => daysInMonth(2025, month))).toEqual([31, 28, 31, 30, 31])
    expect(daysInMonth(2024, 2)).toBe(29)
    expect(daysInMonth(2000, 2)).toBe(29)
    expect(daysInMonth(1900, 2)).toBe(28)
  })
})

describe('isCalendarDate', () => {
  it('knows month lengths and leap years (2000 was one, 1900 was not)', () => {
    expect(isCalendarDate('2023-01-31')).toBe(true)
    expect(isCalendarDate('2023-04-31')).toBe(false)
    expect(isCalendarDate('2023-02-28')).toBe(true)
    expect(isCalendarDate('2023-02-29')).toBe(false)
    expect(isCalendarDate('2023-02-30')).toBe(false)
    expect(isCalendarDate('2024-02-29')).toBe(true)
    expect(isCalendarDate('2000-02-29')).toBe(true)
    expect(isCalendarDate('1900-02-29')).toBe(false)
    expect(isCalendarDate('2023-13-01')).toBe(false)
    expect(isCalendarDate('2023-00-10')).toBe(false)
    expect(isCalendarDate('2023-01-00')).toBe(false)
    expect(isCalendarDate('2023-1-5')).toBe(false)
    expect(isCalendarDate('2023-01-05T00:00')).toBe(false)
  })
})

describe('weeks start on Saturday', () => {
  it('finds the Saturday on or before a date', () => {
    // 15 January 2025 is a Wednesday; its week starts on Saturday the 11th.
    expect(weekStart('2025-01-15')).toBe('2025-01-11')
    expect(weekStart('2025-01-11')).toBe('2025-01-11')
    expect(weekStart('2025-01-17')).toBe('2025-01-11')
    expect(weekStart('2025-01-18')).toBe('2025-01-18')
    expect(weekStart('2025-03-02')).toBe('2025-03-01')
  })

  it('lists the seven days from Saturday to Friday, across months and years', () => {
    expect(weekDates('2025-01-01')).toEqual([
      '2024-12-28',
      '2024-12-29',
      '2024-12-30',
      '2024-12-31',
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
    ])
  })
})

describe('days of a month and moving by days', () => {
  it('lists every day of the month holding a date', () => {
    const february = monthDates('2024-02-10')
    expect(february).toHaveLength(29)
    expect(february[0]).toBe('2024-02-01')
    expect(february.at(-1)).toBe('2024-02-29')
  })

  it('adds and subtracts days across month ends, and refuses a day that does not exist', () => {
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01')
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29')
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError)
  })
})
