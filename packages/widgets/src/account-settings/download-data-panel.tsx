import { useState } from 'react'
import { serverSentence } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { toaster } from '@sufra/ui/toast'
import { saveFile } from '../shared'
import { type AccountSettingsApi, useAccountSettingsApi } from './account-settings-api'
import { SettingsPanel } from './settings-parts'

export type DownloadDataPanelProps = {
  api?: Pick<AccountSettingsApi, 'exportMyData'>
  /** Hands the file to the browser as a download (default: a temporary link); stories check what is saved. */
  save?: (file: Blob, name: string) => void
}

/**
 * Settings → My account → Your data: "Download my data" fetches GET /user/export (the person's profile,
 * recipes as schema.org JSON-LD, comments, likes, saves, follows, lists and plans) and saves the JSON file
 * under the server's name; a refusal is shown above the button in the server's words.
 */
export function DownloadDataPanel({ api: givenApi, save = saveFile }: DownloadDataPanelProps) {
  const { t } = useI18n()
  const defaultApi = useAccountSettingsApi()
  const api = givenApi ?? defaultApi
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  return (
    <SettingsPanel
      panel="downloadData"
      failure={failure}
      submitting={busy}
      onSubmit={async (event) => {
        event.preventDefault()
        if (busy) return
        setFailure(null)
        setBusy(true)
        try {
          const { file, name } = await api.exportMyData()
          save(file, name)
          toaster.success({ title: t('settings.download.done', { name }) })
        } catch (error) {
          console.error(error)
          setFailure(serverSentence(error, { refusalsOnly: true }) ?? t('settings.download.failed'))
        } finally {
          setBusy(false)
        }
      }}
    />
  )
}
