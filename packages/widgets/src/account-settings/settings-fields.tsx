import type { HTMLAttributes } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useI18n } from '@sufra/i18n'
import { Field } from '@sufra/ui/field'
import { css } from '@sufra/styled-system/css'

/**
 * Words a schema issue code (see account-schemas.ts) with the field's label:
 * 'First Name is required', 'Height must be between 50 and 272 cm', ...
 */
export function useIssueText() {
  const { t } = useI18n()
  return (code: string | undefined, label: string): string | undefined => {
    if (!code) return undefined
    if (code.startsWith('tooLong:')) return t('settings.error.tooLong', { label, max: Number(code.slice(8)) })
    switch (code) {
      case 'required':
        return t('settings.error.required', { label })
      case 'url':
        return t('settings.error.url')
      case 'email':
        return t('settings.error.email')
      case 'username':
        return t('settings.error.username')
      case 'height':
        return t('settings.error.height')
      case 'weight':
        return t('settings.error.weight')
      default:
        return code
    }
  }
}

type InputFieldProps = {
  label: string
  registration: UseFormRegisterReturn
  /** The worded error, shown while the field is invalid. */
  error?: string
  required?: boolean
  type?: 'text' | 'email' | 'url'
  autoComplete?: string
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  placeholder?: string
  /** Names and prose in either script: auto. Addresses and usernames are Latin: ltr. */
  dir: 'auto' | 'ltr'
}

export function InputField({ label, registration, error, required = false, ...inputProps }: InputFieldProps) {
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Field.Input {...inputProps} {...registration} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}

type TextareaFieldProps = {
  label: string
  registration: UseFormRegisterReturn
  error?: string
  required?: boolean
  rows?: number
  maxLength?: number
}

export function TextareaField({
  label,
  registration,
  error,
  required = false,
  ...props
}: TextareaFieldProps) {
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Field.Textarea dir="auto" {...props} {...registration} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}

/** The title and lead of a settings panel. */
export function PanelHeader({
  title,
  description,
  titleId,
}: {
  title: string
  description: string
  titleId: string
}) {
  return (
    <header className={css({ display: 'flex', flexDirection: 'column', gap: '1', marginBlockEnd: '6' })}>
      <h2 id={titleId} className={css({ textStyle: 'h2' })}>
        {title}
      </h2>
      <p className={css({ color: 'fg.muted' })}>{description}</p>
    </header>
  )
}
