import { createHash, randomInt, timingSafeEqual } from 'node:crypto'

/** A code works this long after it is sent... */
export const CODE_LIFETIME_MS = 10 * 60 * 1000
/** ...and a verified code allows a new password this long after verification. */
export const VERIFIED_WINDOW_MS = 10 * 60 * 1000
/** Wrong tries a code survives; the next one, even right, is refused. */
export const MAX_WRONG_TRIES = 5

/** Six digits, uniformly random (leading zeros kept). */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/**
 * Only this is stored. Salting with the row id means equal codes of two rows hash differently and a
 * hash cannot be replayed onto another row.
 */
export function hashCode(otpId: string, code: string): string {
  return createHash('sha256').update(`${otpId}:${code}`).digest('hex')
}

export function codeMatches(otpId: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashCode(otpId, code), 'hex')
  const stored = Buffer.from(storedHash, 'hex')
  return given.length === stored.length && timingSafeEqual(given, stored)
}
