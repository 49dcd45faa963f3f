import { isCalendarDate } from '../dates/calendar'

/** The calendar date of `moment` in the runtime's time zone, as `yyyy-MM-dd`. */
export function isoDateOf(moment: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0')
  return `${pad(moment.getFullYear(), 4)}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`
}

/**
 * Completed years between a date of birth (`yyyy-MM-dd`) and the calendar date of `today` in the
 * runtime's time zone; the birthday itself counts. Someone born on 29 February turns a year older
 * on 1 March in common years. Negative when the birth date is after today. Throws a RangeError for a
 * date that does not exist.
 */
export function ageOn(dob: string, today: Date): number {
  if (!isCalendarDate(dob)) throw new RangeError(`"${dob}" is not a calendar date (yyyy-MM-dd).`)
  const [year, month, day] = dob.split('-').map(Number) as [number, number, number]
  const todayMonth = today.getMonth() + 1
  const todayDay = today.getDate()
  const birthdayReached = todayMonth > month || (todayMonth === month && todayDay >= day)
  return today.getFullYear() - year - (birthdayReached ? 0 : 1)
}
