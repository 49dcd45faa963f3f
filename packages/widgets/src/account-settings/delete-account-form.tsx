import { useId, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { accountLimits } from '@sufra/core'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { ConfirmDialog } from '@sufra/ui/confirm-dialog'
import { toaster } from '@sufra/ui/toast'
import { css } from '@sufra/styled-system/css'
import { FormAlert, PasswordField } from '../auth-modal/form-parts'
import { serverSentence } from '@sufra/api-client'
import { type AccountSettingsApi, useAccountSettingsApi } from './account-settings-api'
import { type DeleteAccountValues, deleteAccountSchema } from './account-schemas'
import { PanelHeader, TextareaField, useIssueText } from './settings-fields'

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
  const issueText = useIssueText()
  const titleId = useId()
  const [confirming, setConfirming] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const schema = useMemo(() => deleteAccountSchema(hasPassword), [hasPassword])
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<DeleteAccountValues>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '', password: '' },
  })

  // Valid answers first open the confirmation; only its button deletes.
  const onSubmit = handleSubmit(() => {
    setFailure(null)
    setConfirming(true)
  })

  const deleteAccount = async () => {
    const { reason, password } = getValues()
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
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '2xl' })}
    >
      <PanelHeader
        titleId={titleId}
        title={t('settings.deleteAccount')}
        description={t('settings.delete.description')}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <TextareaField
        label={t('settings.field.reason')}
        registration={register('reason')}
        error={issueText(errors.reason?.message, t('settings.field.reason'))}
        rows={5}
        maxLength={accountLimits.deleteReason}
        required
      />
      {hasPassword ? (
        <PasswordField
          label={t('settings.field.password')}
          registration={register('password')}
          error={issueText(errors.password?.message, t('settings.field.password'))}
          autoComplete="current-password"
        />
      ) : (
        <p className={css({ textStyle: 'small', color: 'fg.muted' })}>{t('settings.delete.googleHint')}</p>
      )}
      <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
        <Button type="submit" variant="danger">
          {t('settings.delete.submit')}
        </Button>
      </div>

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
    </form>
  )
}
