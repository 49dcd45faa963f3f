import { useId, useState, type FormEventHandler, type HTMLAttributes, type ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { CircleAlertIcon, EyeIcon, EyeOffIcon } from 'lucide-react'
import { type MessageId, useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { Field } from '@sufra/ui/field'
import { IconButton } from '@sufra/ui/icon-button'
import { css } from '@sufra/styled-system/css'
import { field } from '@sufra/styled-system/recipes'

/** Validation issues carry message ids (see auth-schemas.ts); this shows them in the page's language. */
export function useErrorText() {
  const { t } = useI18n()
  return (message: string | undefined) => (message ? t(message as MessageId) : undefined)
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
    <form
      noValidate
      onSubmit={onSubmit}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      {children}
    </form>
  )
}

type TextFieldProps = {
  label: string
  registration: UseFormRegisterReturn
  /** The translated error, shown while the field is invalid. */
  error?: string
  type?: 'text' | 'email'
  autoComplete?: string
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  maxLength?: number
  /** The step's first field takes focus when the step opens (data-step-focus, read by AuthModal). */
  focusOnStep?: boolean
  /** User-typed names may be in either script. */
  dir?: 'auto'
}

export function TextField({ label, registration, error, focusOnStep, ...inputProps }: TextFieldProps) {
  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Field.Input {...inputProps} {...registration} data-step-focus={focusOnStep ? '' : undefined} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}

type PasswordFieldProps = {
  label: string
  registration: UseFormRegisterReturn
  error?: string
  autoComplete: 'current-password' | 'new-password'
  focusOnStep?: boolean
}

/** Password input with a show/hide button at its inline end. */
export function PasswordField({ label, registration, error, autoComplete, focusOnStep }: PasswordFieldProps) {
  const { t } = useI18n()
  const id = useId()
  const [visible, setVisible] = useState(false)
  return (
    <Field.Root id={id} required invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <div className={css({ position: 'relative' })}>
        <Field.Input
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          // Room for the show/hide button.
          className={css({ pe: '12' })}
          {...registration}
          data-step-focus={focusOnStep ? '' : undefined}
        />
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={t(visible ? 'auth.password.hide' : 'auth.password.show')}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
          className={css({
            position: 'absolute',
            insetInlineEnd: '1',
            insetBlock: '0',
            my: 'auto',
            color: 'fg.muted',
          })}
        >
          {visible ? <EyeOffIcon aria-hidden /> : <EyeIcon aria-hidden />}
        </IconButton>
      </div>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}

/** The decorative `*` after a label whose control is announced as required by itself. */
export function RequiredMark() {
  return (
    <span aria-hidden className={css({ color: 'danger.text', fontWeight: 'semibold', ms: '1' })}>
      *
    </span>
  )
}

/** Error text for controls that are not inside a Field (date picker, radio group), styled the same. */
export function ControlError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <span id={id} className={field().errorText}>
      <CircleAlertIcon aria-hidden />
      <span>{children}</span>
    </span>
  )
}

/** The form's root error: a failed login or sign-up, in the server's words. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className={css({
        display: 'flex',
        alignItems: 'flex-start',
        gap: '2',
        p: '3',
        borderRadius: 'md',
        bg: 'danger.subtle',
        color: 'danger.text',
        textStyle: 'small',
        '& svg': { flexShrink: 0, w: '4', h: '4', marginBlockStart: '0.5' },
      })}
    >
      <CircleAlertIcon aria-hidden />
      <span dir="auto">{children}</span>
    </div>
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
    <p className={css({ textAlign: 'center', textStyle: 'small', color: 'fg.muted' })}>
      {prompt}{' '}
      <Button variant="link" size="sm" onClick={onClick}>
        {action}
      </Button>
    </p>
  )
}
