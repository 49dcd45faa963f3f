import { useCallback, useEffect, useId, useMemo, useState } from 'react'
import { type MessageId, useI18n } from '@sufra/i18n'
import { Avatar } from '@sufra/ui/avatar'
import { FileUpload, type FileUploadRejection } from '@sufra/ui/file-upload'
import { toaster } from '@sufra/ui/toast'
import {
  BirthDateField,
  ChoiceField,
  FormColumns,
  FormSaveBar,
  FormSection,
  NumberField,
  TextField,
  TextareaField,
  activityLabels,
  activityLevels,
  genderLabels,
  genders,
  useSchemaForm,
} from '../shared'
import { type AccountSettingsApi, type CurrentUser, useAccountSettingsApi } from './account-settings-api'
import {
  type AccountSettingsUser,
  type Language,
  accountSchema,
  accountValuesOf,
  languages,
  userUpdateOf,
} from './account-schemas'
import { PanelHeader, classes, settingsWording } from './settings-parts'

export type AccountFormProps = {
  user: AccountSettingsUser
  /** Defaults to the calls on the API client in effect; stories hand in their own. */
  api?: Pick<AccountSettingsApi, 'updateUser'>
  /** After a successful save, with the server's updated user (the app refreshes its session). */
  onSaved?: (user: CurrentUser | null) => void | Promise<void>
  /** True while there are unsaved changes (edited fields or a newly chosen picture). */
  onDirtyChange?: (dirty: boolean) => void
}

const languageLabels: Record<Language, MessageId> = {
  english: 'settings.language.english',
  arabic: 'settings.language.arabic',
  spanish: 'settings.language.spanish',
}
const rejectionMessages: Record<FileUploadRejection, MessageId> = {
  invalidType: 'ui.fileUpload.invalidType',
  tooLarge: 'ui.fileUpload.tooLarge',
  tooMany: 'ui.fileUpload.tooMany',
}

type ChosenPicture = { file: File; url: string }

/** The newly chosen picture and a blob: address to preview it, released when the choice changes. */
function useChosenPicture() {
  const [picture, setPicture] = useState<ChosenPicture | null>(null)
  useEffect(() => {
    if (!picture) return
    return () => URL.revokeObjectURL(picture.url)
  }, [picture])
  const choose = useCallback(
    (file: File | null) => setPicture(file ? { file, url: URL.createObjectURL(file) } : null),
    [],
  )
  return [picture, choose] as const
}

/**
 * "My Account" (spec sections 4 and 5): the profile, body and social fields of the signed-in user,
 * names and bio in the page's language. Save is enabled only with unsaved changes or a new
 * picture; it sends PUT /user/update as multipart, then toasts, resets to the saved values and
 * lets the app refresh the user.
 */
export function AccountForm({ user, api: givenApi, onSaved, onDirtyChange }: AccountFormProps) {
  const defaultApi = useAccountSettingsApi()
  const api = givenApi ?? defaultApi
  const { t, locale } = useI18n()
  const titleId = useId()
  const [picture, choosePicture] = useChosenPicture()
  // Number fields keep their own text; a reset remounts them so they show the new values.
  const [generation, setGeneration] = useState(0)
  const form = useSchemaForm(accountSchema, {
    defaultValues: accountValuesOf(user, locale),
    wording: settingsWording,
  })
  const { isDirty, isSubmitting } = form.formState
  const dirty = isDirty || picture !== null

  useEffect(() => {
    onDirtyChange?.(dirty)
  }, [dirty, onDirtyChange])

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await api.updateUser(userUpdateOf(values, locale, picture?.file ?? null))
      const saved = answer.data
      form.reset(saved ? accountValuesOf(saved, locale) : values)
      choosePicture(null)
      setGeneration((count) => count + 1)
      toaster.success({ title: t('settings.account.saved') })
      await onSaved?.(saved ?? null)
    } catch (failure) {
      // Spec section 8: one sentence for every failed update, whatever the server said.
      console.error(failure)
      toaster.error({ title: t('settings.account.failed') })
    }
  })

  const text = (
    name: 'firstName' | 'lastName' | 'username' | 'email',
    label: MessageId,
    inputProps: { type?: 'text' | 'email'; autoComplete: string; dir: 'auto' | 'ltr' },
  ) => <TextField form={form} name={name} label={t(label)} required {...inputProps} />

  const url = (name: 'youtubeURL' | 'instagramURL' | 'facebookURL' | 'tiktokURL', label: MessageId) => (
    <TextField
      form={form}
      name={name}
      label={t(label)}
      type="url"
      inputMode="url"
      autoComplete="url"
      placeholder="https://"
      dir="ltr"
    />
  )

  const name = `${user.firstName?.[locale] ?? ''} ${user.lastName?.[locale] ?? ''}`.trim()
  const options = useMemo(
    () => ({
      language: languages.map((value) => ({ value, label: t(languageLabels[value]) })),
      gender: genders.map((value) => ({ value, label: t(genderLabels[value]) })),
      activityLevel: activityLevels.map((value) => ({ value, label: t(activityLabels[value]) })),
    }),
    [t],
  )

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      data-scope="account-settings"
      data-part="root"
      className={classes.root}
    >
      <PanelHeader
        titleId={titleId}
        title={t('settings.myAccount')}
        description={t('settings.account.description')}
      />

      <FormSection title={t('settings.account.profile')}>
        <div data-part="profile" className={classes.profile}>
          <figure data-part="picture" className={classes.picture}>
            <Avatar name={name} src={user.image?.url} colorSeed={user._id} size="xl" decorative />
            <figcaption data-part="caption" className={classes.caption}>
              {t('settings.account.currentPicture')}
            </figcaption>
          </figure>
          <FileUpload
            label={t('settings.field.picture')}
            name="profilePicture"
            shape="circle"
            size="md"
            value={picture ? { url: picture.url } : null}
            disabled={isSubmitting}
            onFileAccept={choosePicture}
            onRemove={() => choosePicture(null)}
            onReject={(reason) => toaster.error({ title: t(rejectionMessages[reason]) })}
          />
        </div>
        <FormColumns>
          {text('firstName', 'settings.field.firstName', { autoComplete: 'given-name', dir: 'auto' })}
          {text('lastName', 'settings.field.lastName', { autoComplete: 'family-name', dir: 'auto' })}
        </FormColumns>
        {text('username', 'settings.field.username', { autoComplete: 'username', dir: 'ltr' })}
        <TextareaField form={form} name="bio" label={t('settings.field.bio')} required rows={4} />
      </FormSection>

      <FormSection title={t('settings.account.personal')}>
        <FormColumns>
          {text('email', 'settings.field.email', { type: 'email', autoComplete: 'email', dir: 'ltr' })}
          <ChoiceField
            form={form}
            name="language"
            label={t('settings.field.language')}
            required
            options={options.language}
          />
          <BirthDateField form={form} name="dob" label={t('settings.field.dob')} />
          <ChoiceField
            form={form}
            name="gender"
            label={t('settings.field.gender')}
            placeholder={t('settings.gender.placeholder')}
            options={options.gender}
          />
        </FormColumns>
      </FormSection>

      <FormSection title={t('settings.account.body')}>
        <FormColumns>
          {(['height', 'weight'] as const).map((name) => (
            <NumberField
              key={`${name}-${generation}`}
              form={form}
              name={name}
              label={t(`settings.field.${name}`)}
              required
              fractionDigits={1}
            />
          ))}
        </FormColumns>
        <ChoiceField
          form={form}
          name="activityLevel"
          label={t('settings.field.activityLevel')}
          placeholder={t('auth.activity.placeholder')}
          options={options.activityLevel}
        />
      </FormSection>

      <FormSection title={t('settings.account.social')}>
        <FormColumns>
          {url('youtubeURL', 'settings.field.youtubeURL')}
          {url('instagramURL', 'settings.field.instagramURL')}
          {url('facebookURL', 'settings.field.facebookURL')}
          {url('tiktokURL', 'settings.field.tiktokURL')}
        </FormColumns>
      </FormSection>

      <FormSaveBar
        status={dirty ? t('settings.account.unsaved') : t('settings.account.noChanges')}
        submitLabel={t('settings.account.save')}
        submitting={isSubmitting}
        disabled={!dirty}
      />
    </form>
  )
}
