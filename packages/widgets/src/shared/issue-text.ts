import { accountLimits, type Language, passwordProblems } from '@sufra/core'
import { type MessageId, useI18n } from '@sufra/i18n'
import { issue } from './form-issues'

type IssueKind = keyof typeof issue | 'min' | 'max' | 'tooLong'

/** How every form words an issue, unless the form says otherwise (IssueWording). */
const messages: Record<Exclude<IssueKind, 'language' | 'passwordRefused'>, MessageId> = {
  required: 'common.required',
  url: 'settings.error.url',
  email: 'settings.error.email',
  username: 'settings.error.username',
  unit: 'recipeForm.error.unit',
  wholeNumber: 'recipeForm.error.wholeNumber',
  passwordsDoNotMatch: 'auth.error.passwordsDoNotMatch',
  height: 'settings.error.height',
  weight: 'settings.error.weight',
  min: 'recipeForm.error.min',
  max: 'recipeForm.error.max',
  tooLong: 'recipeForm.error.tooLong',
}

/**
 * A form's own sentences where the spec words an issue for that form ('This field is required' in
 * the auth modal, '{label} is required' in the settings). They get the field's label as {label}.
 */
export type IssueWording = Partial<typeof messages>

export type IssueText = (
  code: string | undefined,
  field?: { label?: string; required?: MessageId },
) => string | undefined

/**
 * The one error map of the forms: words a schema issue code (form-issues.ts) in the page's
 * language. `lang` is the language the form's texts must be written in ('Use only Arabic').
 * A field may word its own required issue ('Date of birth is required'). Anything that is not a
 * code is a server's sentence, shown as it is.
 */
export function useIssueText(wording: IssueWording = {}, lang?: Language): IssueText {
  const { t } = useI18n()
  return (code, field = {}) => {
    if (!code) return undefined
    const [kind, limit] = code.split(':') as [string, string | undefined]
    if (kind === issue.language) {
      return t(lang === 'ar' ? 'recipeForm.error.onlyArabic' : 'recipeForm.error.onlyEnglish')
    }
    // The password rule's sentences, the same the server gives (in English) when it refuses.
    if (kind === issue.passwordRefused && passwordProblems.includes(limit as never)) {
      return t(`auth.password.refused.${limit as (typeof passwordProblems)[number]}`, {
        min: accountLimits.minPassword,
      })
    }
    if (!(kind in messages)) return code
    const id =
      (kind === issue.required && field.required) ||
      wording[kind as keyof IssueWording] ||
      messages[kind as keyof IssueWording]
    const bound = Number(limit)
    return t(id, { label: field.label ?? '', min: bound, max: bound })
  }
}
