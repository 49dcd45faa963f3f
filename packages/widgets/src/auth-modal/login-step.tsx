import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { failureMessage } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { Checkbox } from '@sufra/ui/checkbox'
import { css } from '@sufra/styled-system/css'
import { type LoginValues, loginSchema } from './auth-schemas'
import {
  FormAlert,
  PasswordField,
  StepForm,
  SubmitButton,
  SwitchPrompt,
  TextField,
  useErrorText,
} from './form-parts'

type LoginStepProps = {
  /** Filled in after a password reset. */
  defaultEmail: string
  login: (values: LoginValues) => Promise<void>
  onLoggedIn: () => void
  onForgotPassword: () => void
  onSignUp: () => void
}

export function LoginStep({ defaultEmail, login, onLoggedIn, onForgotPassword, onSignUp }: LoginStepProps) {
  const { t } = useI18n()
  const errorText = useErrorText()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: defaultEmail, password: '' } })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login(values)
    } catch (error) {
      setError('root', { message: failureMessage(error) ?? t('auth.login.failed') })
      return
    }
    onLoggedIn()
  })

  return (
    <StepForm onSubmit={onSubmit}>
      <TextField
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errorText(errors.email?.message)}
        focusOnStep={!defaultEmail}
      />
      <PasswordField
        label={t('auth.field.password')}
        autoComplete="current-password"
        registration={register('password')}
        error={errorText(errors.password?.message)}
        // After a password reset the address is filled in: start at the password.
        focusOnStep={Boolean(defaultEmail)}
      />
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: '2',
        })}
      >
        {/* Spec: a Remember me checkbox that has no effect (the session cookie decides). */}
        <Checkbox.Root name="remember">
          <Checkbox.Control>
            <Checkbox.Indicator />
          </Checkbox.Control>
          <Checkbox.Label>{t('auth.login.rememberMe')}</Checkbox.Label>
          <Checkbox.HiddenInput />
        </Checkbox.Root>
        <Button variant="link" size="sm" onClick={onForgotPassword}>
          {t('auth.login.forgotPassword')}
        </Button>
      </div>
      {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
      <SubmitButton loading={isSubmitting}>{t('auth.login.submit')}</SubmitButton>
      <SwitchPrompt prompt={t('auth.noAccount')} action={t('auth.signUpLink')} onClick={onSignUp} />
    </StepForm>
  )
}
