import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { Checkbox } from '@sufra/ui/checkbox'
import { FormAlert, PasswordField, useSchemaForm } from '../shared'
import { type LoginValues, loginSchema } from './auth-schemas'
import {
  EmailField,
  StepForm,
  SubmitButton,
  SwitchPrompt,
  authWording,
  submitOrAlert,
  classes,
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
  const form = useSchemaForm(loginSchema, {
    defaultValues: { email: defaultEmail, password: '' },
    wording: authWording,
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = submitOrAlert(form, login, t('auth.login.failed'), onLoggedIn)

  return (
    <StepForm onSubmit={onSubmit}>
      <EmailField form={form} focusOnStep={!defaultEmail} />
      <PasswordField
        form={form}
        name="password"
        label={t('auth.field.password')}
        autoComplete="current-password"
        // After a password reset the address is filled in: start at the password.
        data-step-focus={defaultEmail ? '' : undefined}
      />
      <div data-part="row" className={classes.row}>
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
