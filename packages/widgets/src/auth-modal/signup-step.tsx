import { useWatch } from 'react-hook-form'
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
import { sendUnlessRefused } from './password-strength'

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

  // The password must not lean on what the person typed above it.
  const [firstName, lastName, email] = useWatch({
    control: form.control,
    name: ['firstName', 'lastName', 'email'],
  })
  const personal = { email, firstName, lastName }

  const onSubmit = submitOrAlert(
    form,
    (values) => sendUnlessRefused(form.setError, values.password, values, () => signup(values)),
    t('auth.signup.failed'),
    onSignedUp,
  )

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
      <NewPasswordFields form={form} passwordLabel="auth.field.password" personal={personal} />
      {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
      <SubmitButton loading={isSubmitting}>{t('auth.signup.submit')}</SubmitButton>
      <SwitchPrompt prompt={t('auth.haveAccount')} action={t('auth.loginLink')} onClick={onLogin} />
    </StepForm>
  )
}
