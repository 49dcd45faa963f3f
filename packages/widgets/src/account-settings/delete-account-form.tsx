import { useMemo, useState } from 'react'
import { accountLimits } from '@sufra/core'
import { useI18n } from '@sufra/i18n'
import { ConfirmDialog } from '@sufra/ui/confirm-dialog'
import { toaster } from '@sufra/ui/toast'
import { serverSentence } from '@sufra/api-client'
import { PasswordField, TextareaField, useSchemaForm } from '../shared'
import { type AccountSettingsApi, useAccountSettingsApi } from './account-settings-api'
import { deleteAccountSchema } from './account-schemas'
import { SettingsPanel, classes, settingsWording } from './settings-parts'

export type DeleteAccountFormProps = {
  /**
   * False for Google-only accounts: they confirm with a recent sign-in instead of a password
   * (the contract's CurrentUser.hasPassword; when unknown, the password is asked for).
   */
  hasPassword?: boolean
  api?: Pick<AccountSettingsApi, 'deleteAccount'>
  /** After the account is gone: the app clears the session and goes home. */
  onDeleted?: () => void | Promise<void>
}

/**
 * Settings → Delete account: a reason (required) and, for accounts with a password, the password;
 * a confirmation dialog, then DELETE /user/delete. A refusal (wrong password, sign-in too old) is
 * shown in the form in the server's words.
 */
export function DeleteAccountForm({ hasPassword = true, api: givenApi, onDeleted }: DeleteAccountFormProps) {
  const { t } = useI18n()
  const defaultApi = useAccountSettingsApi()
  const api = givenApi ?? defaultApi
  const [confirming, setConfirming] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const schema = useMemo(() => deleteAccountSchema(hasPassword), [hasPassword])
  const form = useSchemaForm(schema, {
    defaultValues: { reason: '', password: '' },
    wording: settingsWording,
  })

  // Valid answers first open the confirmation; only its button deletes.
  const onSubmit = form.handleSubmit(() => {
    setFailure(null)
    setConfirming(true)
  })

  const deleteAccount = async () => {
    const { reason, password } = form.getValues()
    setDeleting(true)
    try {
      await api.deleteAccount(hasPassword ? { reason: reason.trim(), password } : { reason: reason.trim() })
      setConfirming(false)
      toaster.success({ title: t('settings.delete.deleted') })
      await onDeleted?.()
    } catch (error) {
      console.error(error)
      setConfirming(false)
      setFailure(serverSentence(error, { refusalsOnly: true }) ?? t('settings.delete.failed'))
    } finally {
      setDeleting(false)
    }
  }

  return (
    <SettingsPanel panel="deleteAccount" failure={failure} onSubmit={onSubmit} danger>
      <TextareaField
        form={form}
        name="reason"
        label={t('settings.field.reason')}
        required
        rows={5}
        maxLength={accountLimits.deleteReason}
      />
      {hasPassword ? (
        <PasswordField
          form={form}
          name="password"
          label={t('settings.field.password')}
          autoComplete="current-password"
        />
      ) : (
        <p data-part="hint" className={classes.hint}>
          {t('settings.delete.googleHint')}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('settings.delete.confirmTitle')}
        description={t('settings.delete.confirmDescription')}
        confirmLabel={t('settings.delete.confirm')}
        tone="danger"
        busy={deleting}
        closeButton={false}
        onConfirm={() => void deleteAccount()}
      />
    </SettingsPanel>
  )
}
