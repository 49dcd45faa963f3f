// Parts more than one widget uses; widgets import them from here, never from each other.
export { isWebAddress, siteName } from './web-address'
export {
  activityLabels,
  activityLevels,
  genderLabels,
  genders,
  type ActivityLevel,
  type Gender,
} from './personal-data'
export { FormAlert, FormColumns, FormSaveBar, FormSection } from './form-layout'
export { issue, maxIssue, minIssue, passwordRefusedIssue, tooLongIssue } from './form-issues'
export type { IssueWording } from './issue-text'
export { type SchemaForm, useSchemaForm } from './schema-form'
export {
  BirthDateField,
  ChoiceField,
  type ChoiceOption,
  ControlGroup,
  NumberField,
  PasswordField,
  RequiredMark,
  TextField,
  TextareaField,
  inDialogPositioning,
} from './form-fields'
export { pictureSrcSet } from './picture-src-set'
export { useBlockScrollKeys } from './use-block-scroll-keys'
export { safeFileName, saveFile } from './save-file'
export {
  DEFAULT_UNIT_SYSTEM,
  UNIT_SYSTEM_STORAGE_KEY,
  UnitSystemToggle,
  type UnitSystemToggleProps,
  isUnitSystem,
  useUnitSystem,
} from './unit-system'
