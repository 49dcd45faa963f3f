export { AccountForm, type AccountFormProps } from './account-form'
export { FeedbackForm, type FeedbackFormProps } from './feedback-form'
export { DeleteAccountForm, type DeleteAccountFormProps } from './delete-account-form'
export { DownloadDataPanel, type DownloadDataPanelProps } from './download-data-panel'
export {
  useAccountSettingsApi,
  type AccountSettingsApi,
  type CurrentUser,
  type DeleteAccountInput,
  type FeedbackInput,
  type UserUpdateFields,
} from './account-settings-api'
export { accountValuesOf, userUpdateOf, type AccountSettingsUser } from './account-schemas'
