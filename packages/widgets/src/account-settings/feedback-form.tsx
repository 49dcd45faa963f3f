import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { accountLimits } from '@sufra/core'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { toaster } from '@sufra/ui/toast'
import { css } from '@sufra/styled-system/css'
import { FormAlert } from '../auth-modal/form-parts'
import { serverSentence } from '@sufra/api-client'
import { type AccountSettingsApi, useAccountSettingsApi } from './account-settings-api'
import { type FeedbackValues, feedbackSchema } from './account-schemas'
import { InputField, PanelHeader, TextareaField } from './settings-fields'

export type FeedbackFormProps = {
  /** Prefills the email field. */
  email: string
  api?: Pick<AccountSettingsApi, 'sendFeedback'>
}

/**
 * Settings → Feedback: email (prefilled with the user's) and feedback, both required. Sends
 * POST /user/feedback; on success thanks the user and clears the text.
 */
export function FeedbackForm({ email, api: givenApi }: FeedbackFormProps) {
  const { t } = useI18n()
  const defaultApi = useAccountSettingsApi()
  const api = givenApi ?? defaultApi
  const titleId = useId()
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FeedbackValues>({
    resolver: zodResolver(feedbackSchema),
    defaultValues: { email, feedback: '' },
  })

  // The spec's message for these two fields is 'This field is required'; a malformed address says so.
  const errorText = (code: string | undefined) =>
    code === undefined
      ? undefined
      : code === 'email'
        ? t('settings.error.email')
        : code.startsWith('tooLong:')
          ? t('settings.error.tooLong', { label: t('settings.field.feedback'), max: Number(code.slice(8)) })
          : t('settings.error.fieldRequired')

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      await api.sendFeedback(values)
      toaster.success({ title: t('settings.feedback.sent') })
      reset({ email: values.email, feedback: '' })
    } catch (error) {
      console.error(error)
      setFailure(serverSentence(error, { refusalsOnly: true }) ?? t('settings.feedback.failed'))
    }
  })

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '2xl' })}
    >
      <PanelHeader
        titleId={titleId}
        title={t('settings.feedback')}
        description={t('settings.feedback.description')}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <InputField
        label={t('settings.field.email')}
        registration={register('email')}
        error={errorText(errors.email?.message)}
        type="email"
        autoComplete="email"
        dir="ltr"
        required
      />
      <TextareaField
        label={t('settings.field.feedback')}
        registration={register('feedback')}
        error={errorText(errors.feedback?.message)}
        rows={8}
        maxLength={accountLimits.feedback}
        required
      />
      <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
        <Button type="submit" loading={isSubmitting}>
          {t('settings.feedback.submit')}
        </Button>
      </div>
    </form>
  )
}
