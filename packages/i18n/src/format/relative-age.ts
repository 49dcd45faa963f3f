const DAY_MS = 24 * 60 * 60 * 1000

/** Whole days between a past moment and now: 0 means under a day ("Today"). Future dates count as 0. */
export function ageInDays(createdAt: Date | string | number, now: Date = new Date()): number {
  const created = new Date(createdAt).getTime()
  if (Number.isNaN(created)) return 0
  return Math.max(0, Math.floor((now.getTime() - created) / DAY_MS))
}
