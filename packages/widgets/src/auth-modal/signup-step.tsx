import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { failureMessage } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { css } from '@sufra/styled-system/css'
import { type SignupValues, signupSchema } from './auth-schemas'
import {
  FormAlert,
  PasswordField,
  StepForm,
  SubmitButton,
  SwitchPrompt,
  TextField,
  useErrorText,
} from './form-parts'

type SignupStepProps = {
  signup: (values: SignupValues) => Promise<void>
  onSignedUp: () => void
  onLogin: () => void
}

export function SignupStep({ signup, onSignedUp, onLogin }: SignupStepProps) {
  const { t } = useI18n()
  const errorText = useErrorText()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signupSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signup(values)
    } catch (error) {
      setError('root', { message: failureMessage(error) ?? t('auth.signup.failed') })
      return
    }
    onSignedUp()
  })

  return (
    <StepForm onSubmit={onSubmit}>
      <div
        className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })}
      >
        <TextField
          label={t('auth.field.firstName')}
          autoComplete="given-name"
          dir="auto"
          registration={register('firstName')}
          error={errorText(errors.firstName?.message)}
          focusOnStep
        />
        <TextField
          label={t('auth.field.lastName')}
          autoComplete="family-name"
          dir="auto"
          registration={register('lastName')}
          error={errorText(errors.lastName?.message)}
        />
      </div>
      <TextField
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errorText(errors.email?.message)}
      />
      <PasswordField
        label={t('auth.field.password')}
        autoComplete="new-password"
        registration={register('password')}
        error={errorText(errors.password?.message)}
      />
      <PasswordField
        label={t('auth.field.confirmPassword')}
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errorText(errors.confirmPassword?.message)}
      />
      {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
      <SubmitButton loading={isSubmitting}>{t('auth.signup.submit')}</SubmitButton>
      <SwitchPrompt prompt={t('auth.haveAccount')} action={t('auth.loginLink')} onClick={onLogin} />
    </StepForm>
  )
}
