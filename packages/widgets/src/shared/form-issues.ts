/*
 * The codes every form schema gives its issues as their message: language-neutral, so the form
 * words them in the page's language when it shows them (see useIssueText). `min:`, `max:` and
 * `tooLong:` carry their limit after the colon.
 */

export const issue = {
  required: 'required',
  /** Not written in the form's language only (the recipe's texts). */
  language: 'language',
  url: 'url',
  email: 'email',
  username: 'username',
  unit: 'unit',
  wholeNumber: 'wholeNumber',
  passwordsDoNotMatch: 'passwordsDoNotMatch',
  /** `passwordRefused:<problem>`, a PasswordProblem of @sufra/core's password rule. */
  passwordRefused: 'passwordRefused',
  height: 'height',
  weight: 'weight',
} as const

export const minIssue = (min: number) => `min:${min}`
export const maxIssue = (max: number) => `max:${max}`
export const tooLongIssue = (max: number) => `tooLong:${max}`
export const passwordRefusedIssue = (problem: string) => `${issue.passwordRefused}:${problem}`
