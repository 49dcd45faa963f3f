import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import { type MessageId, useI18n } from '@sufra/i18n'
import { toaster } from '@sufra/ui/toast'
import { type SchemaForm, TextField, useSchemaForm } from '../shared'
import { type AuthAccountApi, succeeded } from './account-api'
import { SUCCESS_STATUS } from './auth-flow'
import { emailSchema, newPasswordSchema, otpSchema } from './auth-schemas'
import { EmailField, NewPasswordFields, StepForm, SubmitButton, authWording } from './form-parts'
import { sendUnlessRefused } from './password-strength'

/*
 * Forgot password (spec section 4): getUserMail → forgetPassword → setNewPassword → login.
 * Each call succeeds with status 200; anything else, or a failed request, shows the spec's
 * failure message (section 8) as an error toast and leaves the user on the step to try again.
 */

/** Each step's button, and the toast when its call fails. */
const stepTexts = {
  getUserMail: { submit: 'auth.getUserMail.submit', failure: 'auth.otp.failed' },
  forgetPassword: { submit: 'auth.forgetPassword.submit', failure: 'auth.otp.failed' },
  setNewPassword: { submit: 'auth.setNewPassword.submit', failure: 'auth.reset.failed' },
} as const satisfies Record<string, { submit: MessageId; failure: MessageId }>

function ResetStep<Input extends FieldValues, Output>({
  step,
  form,
  send,
  children,
}: {
  step: keyof typeof stepTexts
  form: SchemaForm<Input, Output>
  /** Makes the step's call; true when it succeeded (the step has then moved on), 'shown' when a field says why not. */
  send: (values: Output) => Promise<boolean | 'shown'>
  children: ReactNode
}) {
  const { t } = useI18n()
  const onSubmit = form.handleSubmit(async (values) => {
    if ((await send(values)) === false) toaster.error({ title: t(stepTexts[step].failure) })
  })
  return (
    <StepForm onSubmit={onSubmit}>
      {children}
      <SubmitButton loading={form.formState.isSubmitting}>{t(stepTexts[step].submit)}</SubmitButton>
    </StepForm>
  )
}

/** Runs `call` and, when it answered 200, `then`; says whether it did. */
async function callThen(call: () => Promise<{ statusCode: number }>, then: () => void) {
  const done = await succeeded(call)
  if (done) then()
  return done
}

export function GetUserMailStep({
  api,
  onOtpSent,
}: {
  api: AuthAccountApi
  onOtpSent: (email: string) => void
}) {
  const form = useSchemaForm(emailSchema, { defaultValues: { email: '' }, wording: authWording })
  return (
    <ResetStep
      step="getUserMail"
      form={form}
      send={({ email }) =>
        callThen(
          () => api.sendOtp({ email }),
          () => onOtpSent(email),
        )
      }
    >
      <EmailField form={form} focusOnStep />
    </ResetStep>
  )
}

/** The steps after the address is known: they act on that account. */
type AccountStepProps = { api: AuthAccountApi; email: string }

export function ForgetPasswordStep({
  api,
  email,
  onVerified,
}: AccountStepProps & { onVerified: () => void }) {
  const { t } = useI18n()
  const form = useSchemaForm(otpSchema, { defaultValues: { otp: '' }, wording: authWording })
  return (
    <ResetStep
      step="forgetPassword"
      form={form}
      send={({ otp }) => callThen(() => api.verifyOtp({ email, otp }), onVerified)}
    >
      <TextField
        form={form}
        name="otp"
        label={t('auth.field.otp')}
        required
        // The 6-digit code: a number pad on phones and the code from the SMS/mail suggestion bar.
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        data-step-focus=""
      />
    </ResetStep>
  )
}

export function SetNewPasswordStep({ api, email, onReset }: AccountStepProps & { onReset: () => void }) {
  const form = useSchemaForm(newPasswordSchema, {
    defaultValues: { password: '', confirmPassword: '' },
    wording: authWording,
  })
  return (
    <ResetStep
      step="setNewPassword"
      form={form}
      send={async ({ password }) => {
        // A refusal of the password itself (by the rule here, or by the server) is said on the field.
        let done = false
        const sent = await sendUnlessRefused(form.setError, password, { email }, async () => {
          const answer = await api.resetPassword({ email, password })
          done = answer.statusCode === SUCCESS_STATUS
        }).catch((error: unknown) => {
          console.error(error)
          return true
        })
        if (!sent) return 'shown'
        if (done) onReset()
        return done
      }}
    >
      <NewPasswordFields
        form={form}
        passwordLabel="auth.field.newPassword"
        personal={{ email }}
        focusOnStep
      />
    </ResetStep>
  )
}
