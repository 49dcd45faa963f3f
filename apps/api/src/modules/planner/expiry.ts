/**
 * "Days before today are expired and read-only" (spec section 4), judged in the person's own time zone.
 * The zone the browser sends is stored on the account; a day is expired only when it is before today both
 * in the stored zone and in the zone sent with the request, so a person who has just flown east (or whose
 * stored zone is stale) is never refused a day that is already today where they are. With no zone known,
 * today is taken at UTC−12, the earliest calendar date anywhere on Earth (the most lenient reading).
 */

/** The zone used when none is known: UTC−12 (IANA's POSIX-style name inverts the sign). */
export const EARLIEST_ZONE = 'Etc/GMT+12'

/** Spec alerts (section 8), the server's refusals. */
export const EXPIRED_UPDATE = 'This day is expired and cannot be updated'
export const EXPIRED_DELETE = 'Expired plans cannot be deleted'

const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** A formatter giving `yyyy-MM-dd` in `zone`, or undefined when Intl does not know the zone. */
function dayFormat(zone: string): Intl.DateTimeFormat | undefined {
  const known = dayFormats.get(zone)
  if (known) return known
  let format: Intl.DateTimeFormat
  try {
    // en-CA writes dates as yyyy-MM-dd; the Gregorian calendar and Latin digits are asked for explicitly.
    format = new Intl.DateTimeFormat('en-CA-u-ca-gregory-nu-latn', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
  } catch {
    return undefined
  }
  // Bounded: the names are the browser's, and only a few hundred exist.
  if (dayFormats.size < 1000) dayFormats.set(zone, format)
  return format
}

/** Whether `zone` is an IANA time-zone name this server knows. */
export function isKnownTimeZone(zone: string | null | undefined): zone is string {
  return typeof zone === 'string' && zone.length > 0 && zone.length <= 64 && dayFormat(zone) !== undefined
}

/** The calendar day (`yyyy-MM-dd`) it is at `now` (ms since the epoch) in `zone`. */
export function todayIn(zone: string, now: number): string {
  const format = dayFormat(zone)
  if (!format) throw new RangeError(`Unknown time zone "${zone}".`)
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]))
  return `${parts.year}-${parts.month}-${parts.day}`
}

/**
 * Whether `date` is expired for a person whose account holds `storedZone` and whose request says
 * `requestZone` (either may be absent or unknown).
 */
export function isExpiredDay(
  date: string,
  zones: { stored?: string | null; sent?: string | null },
  now: number,
): boolean {
  const known = [zones.stored, zones.sent].filter(isKnownTimeZone)
  const todays = (known.length > 0 ? known : [EARLIEST_ZONE]).map((zone) => todayIn(zone, now))
  // yyyy-MM-dd strings compare as the days they name.
  return todays.every((today) => date < today)
}
