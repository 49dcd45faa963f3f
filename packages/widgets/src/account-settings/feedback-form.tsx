import { useState } from 'react'
import { accountLimits } from '@sufra/core'
import { useI18n } from '@sufra/i18n'
import { toaster } from '@sufra/ui/toast'
import { serverSentence } from '@sufra/api-client'
import { TextField, TextareaField, useSchemaForm } from '../shared'
import { type AccountSettingsApi, useAccountSettingsApi } from './account-settings-api'
import { feedbackSchema } from './account-schemas'
import { SettingsPanel, settingsWording } from './settings-parts'

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
  const [failure, setFailure] = useState<string | null>(null)
  const form = useSchemaForm(feedbackSchema, {
    defaultValues: { email, feedback: '' },
    // The spec's message for these two fields is 'This field is required'.
    wording: { ...settingsWording, required: 'settings.error.fieldRequired' },
  })

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      await api.sendFeedback(values)
      toaster.success({ title: t('settings.feedback.sent') })
      form.reset({ email: values.email, feedback: '' })
    } catch (error) {
      console.error(error)
      setFailure(serverSentence(error, { refusalsOnly: true }) ?? t('settings.feedback.failed'))
    }
  })

  return (
    <SettingsPanel
      panel="feedback"
      failure={failure}
      onSubmit={onSubmit}
      submitting={form.formState.isSubmitting}
    >
      <TextField
        form={form}
        name="email"
        label={t('settings.field.email')}
        required
        type="email"
        autoComplete="email"
        dir="ltr"
      />
      <TextareaField
        form={form}
        name="feedback"
        label={t('settings.field.feedback')}
        required
        rows={8}
        maxLength={accountLimits.feedback}
      />
    </SettingsPanel>
  )
}
