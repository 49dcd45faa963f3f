import type { FormEventHandler, ReactNode } from 'react'
import { type FieldPath, type FieldValues, useWatch } from 'react-hook-form'
import { failureMessage } from '@sufra/api-client'
import type { PasswordPersonalInputs } from '@sufra/core'
import { type MessageId, useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { authModal } from '@sufra/styled-system/recipes'
import { type IssueWording, PasswordField, type SchemaForm, TextField, issue } from '../shared'
import { PasswordStrengthMeter, usePasswordJudge } from './password-strength'

export const classes = authModal()

/** Spec section 5: the auth modal's fields say 'This field is required'. */
export const authWording: IssueWording = { required: 'auth.error.required' }

/**
 * Submits a step with `send`, then `onDone`; a refusal becomes the form's alert, in the server's words or
 * `fallback`. A `send` that answers false stopped on its own (its field says why): no alert, no `onDone`.
 */
export function submitOrAlert<Input extends FieldValues, Output>(
  form: SchemaForm<Input, Output>,
  send: (values: Output) => Promise<void | boolean>,
  fallback: string,
  onDone: () => void,
) {
  return form.handleSubmit(async (values) => {
    try {
      if ((await send(values)) === false) return
    } catch (error) {
      form.setError('root', { message: failureMessage(error) ?? fallback })
      return
    }
    onDone()
  })
}

export function StepForm({
  onSubmit,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>
  children: ReactNode
}) {
  return (
    // The spec's messages replace the browser's own bubbles.
    <form noValidate onSubmit={onSubmit} data-scope="auth-modal" data-part="step" className={classes.step}>
      {children}
    </form>
  )
}

export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" fullWidth loading={loading}>
      {children}
    </Button>
  )
}

/** "Don't have an account? Sign up" and the like: a sentence with a button that changes step. */
export function SwitchPrompt({
  prompt,
  action,
  onClick,
}: {
  prompt: string
  action: string
  onClick: () => void
}) {
  return (
    <p data-part="prompt" className={classes.prompt}>
      {prompt}{' '}
      <Button variant="link" size="sm" onClick={onClick}>
        {action}
      </Button>
    </p>
  )
}

/** The step's email field (login, sign-up, forgot password). */
export function EmailField<Input extends { email: string }>({
  form,
  focusOnStep = false,
}: {
  form: SchemaForm<Input, unknown>
  /** The step's first field takes focus when the step opens (data-step-focus, read by AuthModal). */
  focusOnStep?: boolean
}) {
  const { t } = useI18n()
  return (
    <TextField
      form={form}
      name={'email' as FieldPath<Input>}
      label={t('auth.field.email')}
      required
      type="email"
      autoComplete="email"
      data-step-focus={focusOnStep ? '' : undefined}
    />
  )
}

/**
 * A new password, its strength meter and its confirmation (sign-up, set new password). `personal` is
 * what the person typed about themselves (email, names), which the password must not lean on.
 */
export function NewPasswordFields<Input extends { password: string; confirmPassword: string }>({
  form,
  passwordLabel,
  personal,
  focusOnStep = false,
}: {
  form: SchemaForm<Input, unknown>
  passwordLabel: MessageId
  personal: PasswordPersonalInputs
  focusOnStep?: boolean
}) {
  const { t } = useI18n()
  const name = 'password' as FieldPath<Input>
  const password = (useWatch({ control: form.control, name }) as string | undefined) ?? ''
  const { judge, load } = usePasswordJudge(password)
  const refusedShown = String(form.formState.errors.password?.message ?? '').startsWith(
    `${issue.passwordRefused}:`,
  )
  return (
    <>
      <PasswordField
        form={form}
        name={name}
        label={t(passwordLabel)}
        autoComplete="new-password"
        onFocus={load}
        data-step-focus={focusOnStep ? '' : undefined}
      />
      <PasswordStrengthMeter
        password={password}
        judge={judge}
        personal={personal}
        errorShown={refusedShown}
      />
      <PasswordField
        form={form}
        name={'confirmPassword' as FieldPath<Input>}
        label={t('auth.field.confirmPassword')}
        autoComplete="new-password"
      />
    </>
  )
}
