import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useI18n } from '@sufra/i18n'
import { css } from '@sufra/styled-system/css'
import {
  AccountForm,
  DeleteAccountForm,
  DownloadDataPanel,
  FeedbackForm,
} from '@sufra/widgets/account-settings'
import { useLocalizedPath } from '../../language/use-language'
import { LeaveGuard } from '../../layout/leave-guard'
import { useSession } from '../../session/session-context'

/**
 * /user/{id}/settings: the account form, guarded against leaving with unsaved changes, and "Download my
 * data" below it.
 */
export function AccountSettingsPage() {
  const { t } = useI18n()
  const { user, refreshUser } = useSession()
  const [dirty, setDirty] = useState(false)
  if (!user) return null
  return (
    <>
      <AccountForm
        user={user}
        onDirtyChange={setDirty}
        onSaved={async () => {
          await refreshUser()
        }}
      />
      {/* Set apart from the account form and its save bar: a separate action, not a field to save. */}
      <div
        className={css({
          marginBlockStart: '10',
          paddingBlockStart: '8',
          borderBlockStartWidth: '1px',
          borderColor: 'border.subtle',
        })}
      >
        <DownloadDataPanel />
      </div>
      <LeaveGuard
        when={dirty}
        title={t('settings.leave.title')}
        description={t('settings.leave.description')}
        stayLabel={t('settings.leave.stay')}
        leaveLabel={t('settings.leave.confirm')}
      />
    </>
  )
}

/** /user/{id}/settings/feedback */
export function FeedbackPage() {
  const { user } = useSession()
  if (!user) return null
  return <FeedbackForm email={user.email} />
}

/** /user/{id}/settings/delete: once deleted, the session is gone and the visitor lands home. */
export function DeleteAccountPage() {
  const { user, refreshUser } = useSession()
  const navigate = useNavigate()
  const localized = useLocalizedPath()
  if (!user) return null
  return (
    <DeleteAccountForm
      hasPassword={user.hasPassword}
      onDeleted={async () => {
        await refreshUser()
        navigate(localized('/'), { replace: true })
      }}
    />
  )
}
