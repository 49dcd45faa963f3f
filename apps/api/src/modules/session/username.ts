import { accountLimits } from '@sufra/core'
import { inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'

/** The contract's username rule (UserUpdateForm): 3–30 characters of [A-Za-z0-9_.]; we generate lower case. */
export const USERNAME_MIN = accountLimits.minUsername
export const USERNAME_MAX = accountLimits.maxUsername
/** The base when an email's local part has nothing usable (e.g. only Arabic letters). */
const FALLBACK_BASE = 'cook'
/** Numbered candidates tried in one query before falling back to random digits. */
const NUMBERED_CANDIDATES = 20

/**
 * The username an email suggests: its local part without a `+tag`, accents folded, lower-cased, only
 * [a-z0-9_.] kept, no leading, trailing or doubled dots, at most 30 characters (may be shorter than 3;
 * `uniqueUsername` pads it).
 */
export function usernameBase(email: string): string {
  const local = (email.split('@')[0] ?? '').split('+')[0] ?? ''
  const cleaned = local
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_.]/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, USERNAME_MAX)
    .replace(/\.+$/, '')
  return cleaned || FALLBACK_BASE
}

/** `base` followed by `digits`, cut so the whole stays within the maximum length. */
function withSuffix(base: string, digits: string): string {
  return base.slice(0, USERNAME_MAX - digits.length) + digits
}

/** Candidates in the order we prefer them: the base itself, then base2, base3, ...; a short base is padded (a01, a02, ...). */
function candidatesFor(base: string): string[] {
  const short = base.length < USERNAME_MIN
  const numbered = Array.from({ length: NUMBERED_CANDIDATES }, (_, index) =>
    withSuffix(base, String(short ? index + 1 : index + 2).padStart(USERNAME_MIN - base.length, '0')),
  )
  return short ? numbered : [base, ...numbered]
}

/**
 * A username generated from the email's local part that no account uses yet (compared case-insensitively,
 * like the unique index). Two sign-ups racing for the same name are settled by that index: the loser
 * retries (see `signupUser`).
 */
export async function uniqueUsername(db: Database, email: string): Promise<string> {
  const base = usernameBase(email)
  for (let round = 0; round < 8; round++) {
    const candidates =
      round === 0
        ? candidatesFor(base)
        : Array.from({ length: 10 }, () =>
            withSuffix(base, String(Math.floor(Math.random() * 10 ** (3 + round))).padStart(3, '0')),
          )
    const taken = await db
      .select({ username: sql<string>`lower(${users.username})` })
      .from(users)
      .where(inArray(sql`lower(${users.username})`, candidates))
    const takenNames = new Set(taken.map((row) => row.username))
    const free = candidates.find((candidate) => !takenNames.has(candidate))
    if (free) return free
  }
  throw new Error(`No free username found for the base "${base}"`)
}
