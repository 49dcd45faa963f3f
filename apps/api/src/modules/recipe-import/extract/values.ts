/** Durations, yields and addresses as pages write them, read into the values a recipe stores. */
import { collapse } from './text'

/** Arabic-Indic and Extended (Persian) digits as ASCII, the Arabic decimal separator as a dot. */
export function asciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066B/g, '.')
}

const NUMBER = '(\\d+(?:[.,]\\d+)?)'
const ISO_DURATION = new RegExp(
  `^P(?:${NUMBER}Y)?(?:${NUMBER}M)?(?:${NUMBER}W)?(?:${NUMBER}D)?(?:T(?:${NUMBER}H)?(?:${NUMBER}M)?(?:${NUMBER}S)?(?:${NUMBER})?)?$`,
  'i',
)

const amount = (text: string | undefined) => (text ? Number(text.replace(',', '.')) : 0)

/**
 * Minutes in an ISO 8601 duration ("PT1H30M" → 90, "P0DT2H" → 120, "PT90S" → 2: seconds round up).
 * A bare number after T is read as minutes ("PT30", a common slip). Years and months count as 365 and
 * 30 days. Not a duration → null.
 */
export function isoDurationMinutes(text: string): number | null {
  const match = ISO_DURATION.exec(text.trim())
  if (!match || text.trim().length < 2) return null
  const [, years, months, weeks, days, hours, minutes, seconds, bare] = match
  const totalDays = amount(years) * 365 + amount(months) * 30 + amount(weeks) * 7 + amount(days)
  const total = totalDays * 1440 + amount(hours) * 60 + amount(minutes) + amount(bare) + amount(seconds) / 60
  return Number.isFinite(total) ? Math.ceil(total - 1e-9) : null
}

const TEXT_DURATION =
  /(\d+(?:[.,]\d+)?)\s*(days?|d\b|hours?|hrs?|h\b|minutes?|mins?|m\b|seconds?|secs?|s\b|أيام|يوم|ساعات|ساعة|ساعه|دقائق|دقيقة|دقيقه|ثانية|ثوان)/giu

/**
 * Minutes in a duration: ISO 8601 first, then text such as "1 hour 30 mins" or "45 دقيقة", then a bare
 * number of minutes. A range ("10-15 minutes") counts its upper end. Unreadable → null.
 */
export function durationMinutes(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.ceil(value) : null
  if (typeof value !== 'string') return null
  const text = asciiDigits(collapse(value))
  if (!text) return null
  const iso = isoDurationMinutes(text)
  if (iso !== null) return iso
  // Looks like ISO 8601 but is not valid (e.g. negative): unreadable, not text to guess from.
  if (/^-?P/i.test(text)) return null
  if (/^\d+$/.test(text)) return Number(text)
  const ranged = text.replace(/\d+(?:[.,]\d+)?\s*(?:-|–|to)\s*(?=\d)/gi, '')
  let total = 0
  let found = false
  for (const [, number, unit] of ranged.matchAll(TEXT_DURATION)) {
    found = true
    const n = amount(number)
    const u = unit!.toLowerCase()
    if (/^(d|day|أيام|يوم)/.test(u)) total += n * 1440
    else if (/^(h|ساع)/.test(u)) total += n * 60
    else if (/^(s|ثان|ثو)/.test(u)) total += n / 60
    else total += n
  }
  return found ? Math.ceil(total - 1e-9) : null
}

/** The first number written in a yield ("Makes 12" → 12, "4-6 servings" → 4, "٤ أشخاص" → 4); else null. */
export function firstNumber(text: string): number | null {
  const match = /\d+(?:[.,]\d+)?/.exec(asciiDigits(text))
  if (!match) return null
  const number = Number(match[0].replace(',', '.'))
  return Number.isFinite(number) ? number : null
}

/**
 * An address a page gives for a picture or video, resolved against the page: only http(s), no
 * credentials, no whitespace or control characters inside, at most `maxLength` long. Anything else
 * (javascript:, data:, relative without a base…) → null.
 */
export function safeUrl(raw: unknown, base: string, maxLength: number): string | null {
  if (typeof raw !== 'string') return null
  const trimmed = raw.trim()
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (!trimmed || /[\u0000-\u001F\u007F]/.test(trimmed)) return null
  let url: URL
  try {
    url = new URL(trimmed, base)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username || url.password || !url.hostname) return null
  const href = url.href
  return href.length <= maxLength ? href : null
}
