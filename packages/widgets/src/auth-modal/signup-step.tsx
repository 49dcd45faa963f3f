import { useI18n } from '@sufra/i18n'
import { FormAlert, FormColumns, TextField, useSchemaForm } from '../shared'
import { type SignupValues, signupSchema } from './auth-schemas'
import {
  EmailField,
  NewPasswordFields,
  StepForm,
  SubmitButton,
  SwitchPrompt,
  authWording,
  submitOrAlert,
} from './form-parts'

type SignupStepProps = {
  signup: (values: SignupValues) => Promise<void>
  onSignedUp: () => void
  onLogin: () => void
}

export function SignupStep({ signup, onSignedUp, onLogin }: SignupStepProps) {
  const { t } = useI18n()
  const form = useSchemaForm(signupSchema, {
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
    wording: authWording,
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = submitOrAlert(form, signup, t('auth.signup.failed'), onSignedUp)

  return (
    <StepForm onSubmit={onSubmit}>
      <FormColumns>
        {/* User-typed names may be in either script. */}
        <TextField
          form={form}
          name="firstName"
          label={t('auth.field.firstName')}
          required
          autoComplete="given-name"
          dir="auto"
          data-step-focus=""
        />
        <TextField
          form={form}
          name="lastName"
          label={t('auth.field.lastName')}
          required
          autoComplete="family-name"
          dir="auto"
        />
      </FormColumns>
      <EmailField form={form} />
      <NewPasswordFields form={form} passwordLabel="auth.field.password" />
      {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
      <SubmitButton loading={isSubmitting}>{t('auth.signup.submit')}</SubmitButton>
      <SwitchPrompt prompt={t('auth.haveAccount')} action={t('auth.loginLink')} onClick={onLogin} />
    </StepForm>
  )
}
