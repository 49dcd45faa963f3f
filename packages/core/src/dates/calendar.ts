/**
 * Calendar days as `yyyy-MM-dd` strings (the API's dates), computed in UTC so no time zone moves a
 * day. Sufra's weeks run Saturday to Friday (spec: the planner's week starts on Saturday).
 */

/** The weekday a week starts on, as `Date.getUTCDay()` numbers it (0 is Sunday): Saturday. */
export const WEEK_STARTS_ON = 6

export const DAYS_IN_WEEK = 7

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Days in `month` (1–12) of `year`: 28 to 31, leap years included. */
export function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** `yyyy-MM-dd` naming a day that exists (2023-02-30 and 2023-13-01 do not). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

function utcDay(date: string): Date {
  if (!isCalendarDate(date)) throw new RangeError(`"${date}" is not a calendar date (yyyy-MM-dd).`)
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const moment = new Date(Date.UTC(year, month - 1, day))
  // Date.UTC maps years 0–99 to 1900–1999.
  moment.setUTCFullYear(year)
  return moment
}

const isoOf = (moment: Date) => moment.toISOString().slice(0, 10)

/** `date` moved by `days` (negative goes back): `addDays('2025-02-28', 1)` is `2025-03-01`. */
export function addDays(date: string, days: number): string {
  const moment = utcDay(date)
  moment.setUTCDate(moment.getUTCDate() + days)
  return isoOf(moment)
}

/** The Saturday that starts the week holding `date` (the date itself when it is a Saturday). */
export function weekStart(date: string): string {
  const weekday = utcDay(date).getUTCDay()
  return addDays(date, -((weekday - WEEK_STARTS_ON + DAYS_IN_WEEK) % DAYS_IN_WEEK))
}

/** The seven days, Saturday to Friday, of the week holding `date`. */
export function weekDates(date: string): string[] {
  const start = weekStart(date)
  return Array.from({ length: DAYS_IN_WEEK }, (_, index) => addDays(start, index))
}

/** Every day of the month holding `date`, from the 1st. */
export function monthDates(date: string): string[] {
  const [year, month] = date.split('-').map(Number) as [number, number]
  const first = `${date.slice(0, 8)}01`
  return Array.from({ length: daysInMonth(year, month) }, (_, index) => addDays(first, index))
}
