import { hash, verify } from '@node-rs/argon2'
import { accountLimits, judgePassword, type PasswordPersonalInputs } from '@sufra/core'
import { translator } from '@sufra/i18n/translate'
import { badRequest } from '../http/errors'

/** argon2id with OWASP's minimum settings (19 MiB, 2 passes, 1 lane). */
const options = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum, not importable here) */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options)
}

// Checked when there is no account (or no password), so an unknown email costs the same time as a wrong password.
let decoyHash: Promise<string> | undefined

/** True when `password` matches `storedHash`; with no stored hash it still does the work and answers false. */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword('a password nobody has')
    await verify(await decoyHash, password).catch(() => false)
    return false
  }
  try {
    return await verify(storedHash, password)
  } catch {
    return false
  }
}

const english = translator('en')

/**
 * Refuses a new password the rule refuses (@sufra/core passwordRule: common, guessable, or made from the
 * person's own email or name) with a 400 that says what is wrong and what to do, in the forms' own
 * English words; `errMessage` is `password: <problem>` so a form can word it in its language.
 */
export async function refuseWeakPassword(password: string, inputs: PasswordPersonalInputs): Promise<void> {
  const { problem } = await judgePassword(password, inputs)
  if (problem === null) return
  throw badRequest(
    english(`auth.password.refused.${problem}`, { min: accountLimits.minPassword }),
    `password: ${problem}`,
  )
}
