import { accountLimits } from '../limits'

/**
 * The one password rule, applied by the server (sign-up, set-new-password) and by the forms before
 * they send (their strength meter): at least `accountLimits.minPassword` characters, and hard enough to
 * guess by zxcvbn's estimate (an offline check against common passwords, English words, names, keyboard
 * patterns, sequences and dates, with the person's own email and names as penalised words).
 */
export const passwordRule = {
  /**
   * zxcvbn's score (0–4) a password needs: 3 is "safely unguessable" (about 10⁸ guesses), enough for a
   * slow hash behind login throttles while "a few unrelated words" always reach it.
   */
  minScore: 3,
} as const

export type PasswordScore = 0 | 1 | 2 | 3 | 4

/**
 * Why a password is refused, in the order the rule looks: too short; made from the person's own email
 * or name; one of the most used passwords (or a small change of one); a keyboard row, a sequence, a
 * repeat or a date; otherwise simply too easy to guess. Forms and the server word each one
 * (`auth.password.refused.<verdict>`, en and ar).
 */
export const passwordProblems = ['tooShort', 'personal', 'common', 'pattern', 'guessable'] as const
export type PasswordProblem = (typeof passwordProblems)[number]

export type PasswordStrength = {
  /** zxcvbn's 0–4 (a too-short password counts as 0). */
  score: PasswordScore
  /** Null when the password is accepted. */
  problem: PasswordProblem | null
}

/** What the person typed about themselves, penalised when it shows up in the password. */
export type PasswordPersonalInputs = {
  email?: string | null
  firstName?: string | null
  lastName?: string | null
}

const lettersAndDigits = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')

/** The words zxcvbn penalises: the whole email, its local part and each word in it, and the names. */
export function passwordUserInputs({ email, firstName, lastName }: PasswordPersonalInputs): string[] {
  const words = new Set<string>()
  const add = (word: string | null | undefined) => {
    const trimmed = word?.trim().toLowerCase()
    if (trimmed && trimmed.length >= 2) words.add(trimmed)
  }
  if (email) {
    const [local = '', domain = ''] = email.trim().toLowerCase().split('@')
    add(email)
    add(local)
    add(lettersAndDigits(local))
    for (const part of local.split(/[^\p{L}\p{N}]+/u)) add(part)
    // "example" of example.com, not "com".
    add(domain.split('.')[0])
  }
  for (const name of [firstName, lastName]) {
    add(name)
    for (const part of name?.split(/\s+/) ?? []) add(part)
  }
  return [...words]
}

/** The parts of zxcvbn's answer the rule reads (so this file needs no import of the library). */
export type ZxcvbnAnswer = {
  score: number
  sequence: ReadonlyArray<{ pattern: string; dictionaryName?: string }>
}

/** zxcvbn itself, given by `loadPasswordJudge` (or a test). */
export type Zxcvbn = (password: string, userInputs: string[]) => ZxcvbnAnswer

/** The person's own words the password must not lean on: the email's local part, its words, the names. */
function ownWords({ email, firstName, lastName }: PasswordPersonalInputs): string[] {
  const local = email?.split('@')[0] ?? ''
  const words = [local, ...local.split(/[^\p{L}\p{N}]+/u)]
  for (const name of [firstName, lastName]) words.push(...(name?.trim().split(/\s+/) ?? []))
  return [...new Set(words.map((word) => word.toLowerCase()).filter((word) => [...word].length >= 3))].sort(
    (a, b) => b.length - a.length,
  )
}

const clampScore = (score: number) => Math.max(0, Math.min(4, Math.round(score))) as PasswordScore

/** Judges one password with `zxcvbn`; `loadPasswordJudge` below gives it the real library. */
export function judgeWith(
  zxcvbn: Zxcvbn,
  password: string,
  inputs: PasswordPersonalInputs = {},
): PasswordStrength {
  if ([...password].length < accountLimits.minPassword) return { score: 0, problem: 'tooShort' }
  const answer = zxcvbn(password, passwordUserInputs(inputs))
  const score = clampScore(answer.score)

  // Leaning on their own name or email ("layla.haddad!" for layla.haddad@…): what is left without those
  // words must be hard to guess by itself. zxcvbn alone misses some ("layla." scores as random).
  const lower = password.toLowerCase()
  const words = ownWords(inputs)
  const local = lettersAndDigits(inputs.email?.split('@')[0] ?? '')
  const containsLocal = local.length >= 3 && lettersAndDigits(password).includes(local)
  if (containsLocal || words.some((word) => lower.includes(word))) {
    const rest = words.reduce((left, word) => left.split(word).join(' '), lower).trim()
    const restScore = containsLocal ? 0 : clampScore(zxcvbn(rest, []).score)
    if (restScore < passwordRule.minScore) {
      return { score: Math.min(score, restScore, 1) as PasswordScore, problem: 'personal' }
    }
  }
  if (score >= passwordRule.minScore) return { score, problem: null }
  const matches = answer.sequence
  const problem: PasswordProblem = matches.some((match) => match.dictionaryName === 'userInputs')
    ? 'personal'
    : matches.some((match) => match.dictionaryName === 'passwords')
      ? 'common'
      : matches.some((match) => ['spatial', 'sequence', 'repeat', 'date'].includes(match.pattern))
        ? 'pattern'
        : 'guessable'
  return { score, problem }
}

export type PasswordJudge = (password: string, inputs?: PasswordPersonalInputs) => PasswordStrength

let loading: Promise<PasswordJudge> | undefined

/**
 * Loads zxcvbn and its dictionaries once (a dynamic import of ./dictionaries: in the browser one lazy
 * chunk of about 355 KB gzip that a page fetches only when a new-password field is first used) and
 * gives the judge.
 */
export function loadPasswordJudge(): Promise<PasswordJudge> {
  loading ??= import('./dictionaries').then(({ configuredZxcvbn }) => {
    const zxcvbn = configuredZxcvbn()
    return (password: string, inputs: PasswordPersonalInputs = {}) => judgeWith(zxcvbn, password, inputs)
  })
  // A failed load (a network error for the chunk) may be tried again.
  loading.catch(() => {
    loading = undefined
  })
  return loading
}

/** Loads the judge when needed and judges `password`. */
export async function judgePassword(
  password: string,
  inputs: PasswordPersonalInputs = {},
): Promise<PasswordStrength> {
  return (await loadPasswordJudge())(password, inputs)
}
