import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useI18n } from '@sufra/i18n'
import { toaster } from '@sufra/ui/toast'
import { type AuthAccountApi, succeeded } from './account-api'
import { emailSchema, newPasswordSchema, otpSchema } from './auth-schemas'
import { PasswordField, StepForm, SubmitButton, TextField, useErrorText } from './form-parts'

/*
 * Forgot password (spec section 4): getUserMail → forgetPassword → setNewPassword → login.
 * Each call succeeds with status 200; anything else, or a failed request, shows the spec's
 * failure message (section 8) as an error toast and leaves the user on the step to try again.
 */

export function GetUserMailStep({
  api,
  onOtpSent,
}: {
  api: AuthAccountApi
  onOtpSent: (email: string) => void
}) {
  const { t } = useI18n()
  const errorText = useErrorText()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(emailSchema), defaultValues: { email: '' } })

  const onSubmit = handleSubmit(async ({ email }) => {
    if (await succeeded(() => api.sendOtp({ email }))) onOtpSent(email)
    else toaster.error({ title: t('auth.otp.failed') })
  })

  return (
    <StepForm onSubmit={onSubmit}>
      <TextField
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errorText(errors.email?.message)}
        focusOnStep
      />
      <SubmitButton loading={isSubmitting}>{t('auth.getUserMail.submit')}</SubmitButton>
    </StepForm>
  )
}

export function ForgetPasswordStep({
  api,
  email,
  onVerified,
}: {
  api: AuthAccountApi
  email: string
  onVerified: () => void
}) {
  const { t } = useI18n()
  const errorText = useErrorText()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(otpSchema), defaultValues: { otp: '' } })

  const onSubmit = handleSubmit(async ({ otp }) => {
    if (await succeeded(() => api.verifyOtp({ email, otp }))) onVerified()
    else toaster.error({ title: t('auth.otp.failed') })
  })

  return (
    <StepForm onSubmit={onSubmit}>
      <TextField
        label={t('auth.field.otp')}
        // The 6-digit code: a number pad on phones and the code from the SMS/mail suggestion bar.
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        registration={register('otp')}
        error={errorText(errors.otp?.message)}
        focusOnStep
      />
      <SubmitButton loading={isSubmitting}>{t('auth.forgetPassword.submit')}</SubmitButton>
    </StepForm>
  )
}

export function SetNewPasswordStep({
  api,
  email,
  onReset,
}: {
  api: AuthAccountApi
  email: string
  onReset: () => void
}) {
  const { t } = useI18n()
  const errorText = useErrorText()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })

  const onSubmit = handleSubmit(async ({ password }) => {
    if (await succeeded(() => api.resetPassword({ email, password }))) onReset()
    else toaster.error({ title: t('auth.reset.failed') })
  })

  return (
    <StepForm onSubmit={onSubmit}>
      <PasswordField
        label={t('auth.field.newPassword')}
        autoComplete="new-password"
        registration={register('password')}
        error={errorText(errors.password?.message)}
        focusOnStep
      />
      <PasswordField
        label={t('auth.field.confirmPassword')}
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errorText(errors.confirmPassword?.message)}
      />
      <SubmitButton loading={isSubmitting}>{t('auth.setNewPassword.submit')}</SubmitButton>
    </StepForm>
  )
}
