import { useCallback, useEffect, useId, useMemo, useState } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '@sufra/api-client'
import {
  accountLimits,
  loadPasswordJudge,
  passwordProblems,
  type PasswordJudge,
  type PasswordPersonalInputs,
  type PasswordProblem,
  type PasswordStrength,
} from '@sufra/core'
import { type MessageId, useI18n } from '@sufra/i18n'
import { ProgressLabel, ProgressRange, ProgressRoot, ProgressTrack } from '@sufra/ui/progress'
import { authModal } from '@sufra/styled-system/recipes'
import { passwordRefusedIssue } from '../shared'

/*
 * The new-password strength meter of sign-up and set-new-password, and the guard that keeps a password
 * the server would refuse from being sent. Both use @sufra/core's one password rule; its dictionaries
 * (zxcvbn, about 1 MB) load by dynamic import when the field is first focused or filled, so no page
 * bundle carries them.
 */

/**
 * The loaded judge, or null until `load()` (the field's focus) or a typed password has fetched it.
 * A failed load leaves it null: the form still sends, and the server's rule decides.
 */
export function usePasswordJudge(password: string) {
  const [judge, setJudge] = useState<PasswordJudge | null>(null)
  const load = useCallback(() => {
    loadPasswordJudge().then(
      (loaded) => setJudge(() => loaded),
      () => undefined,
    )
  }, [])
  useEffect(() => {
    if (password !== '' && judge === null) load()
  }, [password, judge, load])
  return { judge, load }
}

const classes = authModal()

const levels: Record<PasswordStrength['score'], MessageId> = {
  0: 'auth.password.strength.level.0',
  1: 'auth.password.strength.level.1',
  2: 'auth.password.strength.level.2',
  3: 'auth.password.strength.level.3',
  4: 'auth.password.strength.level.4',
}

/**
 * Under the new password: a bar of zxcvbn's 0–4 score with its level in words, and one live sentence
 * (polite) saying what is wrong and what to do, or that the password is good. Nothing shows while the
 * field is empty; the sentence is left out while the field's own error already says it.
 */
export function PasswordStrengthMeter({
  password,
  judge,
  personal,
  errorShown,
}: {
  password: string
  judge: PasswordJudge | null
  personal: PasswordPersonalInputs
  /** The field shows the rule's refusal (a blocked submit): the meter does not repeat it. */
  errorShown: boolean
}) {
  const { t } = useI18n()
  const labelId = `password-strength-${useId()}`
  const { email, firstName, lastName } = personal
  const strength = useMemo(
    () => (judge && password !== '' ? judge(password, { email, firstName, lastName }) : null),
    [judge, password, email, firstName, lastName],
  )
  const feedback =
    password === ''
      ? ''
      : strength === null
        ? t('auth.password.strength.checking')
        : strength.problem === null
          ? t('auth.password.strength.accepted')
          : errorShown
            ? ''
            : t(`auth.password.refused.${strength.problem}`, { min: accountLimits.minPassword })
  return (
    <div data-scope="auth-modal" data-part="strength-meter">
      {strength ? (
        <ProgressRoot
          value={strength.score}
          min={0}
          max={4}
          data-part="strength"
          data-score={strength.score}
          data-acceptable={strength.problem === null ? '' : undefined}
          className={classes.strength}
        >
          <div className={classes.strengthRow}>
            <ProgressLabel id={labelId}>{t('auth.password.strength.label')}</ProgressLabel>
            {/* Read out as the bar's value (aria-valuetext), so not a second time here. */}
            <span data-part="level" aria-hidden>
              {t(levels[strength.score])}
            </span>
          </div>
          <ProgressTrack aria-labelledby={labelId} aria-valuetext={t(levels[strength.score])}>
            <ProgressRange />
          </ProgressTrack>
        </ProgressRoot>
      ) : null}
      <p aria-live="polite" data-part="strength-feedback" className={classes.strengthFeedback}>
        {feedback}
      </p>
    </div>
  )
}

/** The rule's problem in a refusal from the server (`errMessage: 'password: common'`), else null. */
export function refusedPasswordProblem(error: unknown): PasswordProblem | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null
  const problem = /^password: (\w+)$/.exec(error.errMessage ?? '')?.[1]
  return passwordProblems.includes(problem as PasswordProblem) ? (problem as PasswordProblem) : null
}

/**
 * Guards a form's send: a password the rule refuses is not sent (the field shows the rule's sentence,
 * and takes focus); a refusal by the server for the same reason lands on the field the same way, in
 * the page's language. Answers false when it stopped the send.
 */
export async function sendUnlessRefused<Values extends FieldValues & { password: string }>(
  setError: UseFormSetError<Values>,
  password: string,
  personal: PasswordPersonalInputs,
  send: () => Promise<void>,
): Promise<boolean> {
  const refuse = (problem: PasswordProblem) =>
    setError(
      'password' as Path<Values>,
      { type: 'passwordRefused', message: passwordRefusedIssue(problem) },
      { shouldFocus: true },
    )
  const judge = await loadPasswordJudge().catch(() => null)
  const problem = judge?.(password, personal).problem ?? null
  if (problem) {
    refuse(problem)
    return false
  }
  try {
    await send()
  } catch (error) {
    const refused = refusedPasswordProblem(error)
    if (!refused) throw error
    refuse(refused)
    return false
  }
  return true
}
