import { useCallback, useEffect, useId, useMemo, useState } from 'react'
import { type Control, Controller, type FieldPath, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { type MessageId, useI18n } from '@sufra/i18n'
import { Avatar } from '@sufra/ui/avatar'
import { DatePicker } from '@sufra/ui/date-picker'
import { Field } from '@sufra/ui/field'
import { FileUpload, type FileUploadRejection } from '@sufra/ui/file-upload'
import { NumberInput } from '@sufra/ui/number-input'
import { Select } from '@sufra/ui/select'
import { toaster } from '@sufra/ui/toast'
import { css } from '@sufra/styled-system/css'
import { type ActivityLevel, type Gender, activityLevels, genders } from '../auth-modal/auth-schemas'
import { ControlError, RequiredMark } from '../auth-modal/form-parts'
import { type AccountSettingsApi, type CurrentUser, useAccountSettingsApi } from './account-settings-api'
import {
  type AccountFormInput,
  type AccountFormValues,
  type AccountSettingsUser,
  type Language,
  accountSchema,
  accountValuesOf,
  languages,
  userUpdateOf,
} from './account-schemas'
import { FormSaveBar, FormSection, twoColumns } from '../form-layout/form-layout'
import { InputField, PanelHeader, TextareaField, useIssueText } from './settings-fields'

export type AccountFormProps = {
  user: AccountSettingsUser
  /** Defaults to the calls on the API client in effect; stories hand in their own. */
  api?: Pick<AccountSettingsApi, 'updateUser'>
  /** After a successful save, with the server's updated user (the app refreshes its session). */
  onSaved?: (user: CurrentUser | null) => void | Promise<void>
  /** True while there are unsaved changes (edited fields or a newly chosen picture). */
  onDirtyChange?: (dirty: boolean) => void
}

const EARLIEST_BIRTH_DATE = '1900-01-01'

const languageLabels: Record<Language, MessageId> = {
  english: 'settings.language.english',
  arabic: 'settings.language.arabic',
  spanish: 'settings.language.spanish',
}
const genderLabels: Record<Gender, MessageId> = { male: 'auth.gender.male', female: 'auth.gender.female' }
const activityLabels: Record<ActivityLevel, MessageId> = {
  sedentary: 'auth.activity.sedentary',
  light: 'auth.activity.light',
  moderate: 'auth.activity.moderate',
  active: 'auth.activity.active',
  'very active': 'auth.activity.veryActive',
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
  const issueText = useIssueText()
  const titleId = useId()
  const [picture, choosePicture] = useChosenPicture()
  // Number fields keep their own text; a reset remounts them so they show the new values.
  const [generation, setGeneration] = useState(0)
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<AccountFormInput, unknown, AccountFormValues>({
    resolver: zodResolver(accountSchema),
    defaultValues: accountValuesOf(user, locale),
  })
  const dirty = isDirty || picture !== null

  useEffect(() => {
    onDirtyChange?.(dirty)
  }, [dirty, onDirtyChange])

  const error = (name: keyof AccountFormInput, label: MessageId) => issueText(errors[name]?.message, t(label))

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await api.updateUser(userUpdateOf(values, locale, picture?.file ?? null))
      const saved = answer.data
      reset(saved ? accountValuesOf(saved, locale) : values)
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
  ) => (
    <InputField
      label={t(label)}
      registration={register(name)}
      error={error(name, label)}
      required
      {...inputProps}
    />
  )

  const url = (name: 'youtubeURL' | 'instagramURL' | 'facebookURL' | 'tiktokURL', label: MessageId) => (
    <InputField
      label={t(label)}
      registration={register(name)}
      error={error(name, label)}
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
      className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}
    >
      <PanelHeader
        titleId={titleId}
        title={t('settings.myAccount')}
        description={t('settings.account.description')}
      />

      <FormSection title={t('settings.account.profile')}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '6' })}>
          <figure
            className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2' })}
          >
            <Avatar name={name} src={user.image?.url} colorSeed={user._id} size="xl" decorative />
            <figcaption className={css({ textStyle: 'caption', color: 'fg.muted' })}>
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
        <div className={twoColumns}>
          {text('firstName', 'settings.field.firstName', { autoComplete: 'given-name', dir: 'auto' })}
          {text('lastName', 'settings.field.lastName', { autoComplete: 'family-name', dir: 'auto' })}
        </div>
        {text('username', 'settings.field.username', { autoComplete: 'username', dir: 'ltr' })}
        <TextareaField
          label={t('settings.field.bio')}
          registration={register('bio')}
          error={error('bio', 'settings.field.bio')}
          required
          rows={4}
        />
      </FormSection>

      <FormSection title={t('settings.account.personal')}>
        <div className={twoColumns}>
          {text('email', 'settings.field.email', { type: 'email', autoComplete: 'email', dir: 'ltr' })}
          <ChoiceField
            control={control}
            name="language"
            label={t('settings.field.language')}
            error={error('language', 'settings.field.language')}
            required
            options={options.language}
          />
          <Controller
            name="dob"
            control={control}
            render={({ field }) => (
              <BirthDateField
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                label={t('settings.field.dob')}
                error={error('dob', 'settings.field.dob')}
              />
            )}
          />
          <ChoiceField
            control={control}
            name="gender"
            label={t('settings.field.gender')}
            placeholder={t('settings.gender.placeholder')}
            options={options.gender}
          />
        </div>
      </FormSection>

      <FormSection title={t('settings.account.body')}>
        <div className={twoColumns}>
          <MeasurementField
            key={`height-${generation}`}
            control={control}
            name="height"
            label={t('settings.field.height')}
            error={error('height', 'settings.field.height')}
          />
          <MeasurementField
            key={`weight-${generation}`}
            control={control}
            name="weight"
            label={t('settings.field.weight')}
            error={error('weight', 'settings.field.weight')}
          />
        </div>
        <ChoiceField
          control={control}
          name="activityLevel"
          label={t('settings.field.activityLevel')}
          placeholder={t('auth.activity.placeholder')}
          options={options.activityLevel}
        />
      </FormSection>

      <FormSection title={t('settings.account.social')}>
        <div className={twoColumns}>
          {url('youtubeURL', 'settings.field.youtubeURL')}
          {url('instagramURL', 'settings.field.instagramURL')}
          {url('facebookURL', 'settings.field.facebookURL')}
          {url('tiktokURL', 'settings.field.tiktokURL')}
        </div>
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

type ChoiceFieldProps<Name extends 'language' | 'gender' | 'activityLevel'> = {
  control: Control<AccountFormInput, unknown, AccountFormValues>
  name: Name
  label: string
  options: { value: NonNullable<AccountFormInput[Name]>; label: string }[]
  placeholder?: string
  required?: boolean
  error?: string
}

function ChoiceField<Name extends 'language' | 'gender' | 'activityLevel'>({
  control,
  name,
  label,
  options,
  placeholder,
  required = false,
  error,
}: ChoiceFieldProps<Name>) {
  const collection = useMemo(() => Select.createListCollection({ items: options }), [options])
  return (
    <Controller
      name={name as FieldPath<AccountFormInput>}
      control={control}
      render={({ field }) => (
        <Select.Root
          collection={collection}
          name={field.name}
          required={required}
          invalid={Boolean(error)}
          value={field.value ? [String(field.value)] : []}
          onValueChange={(details) => field.onChange(details.value[0])}
        >
          <Select.Label>{label}</Select.Label>
          <Select.Control>
            <Select.Trigger ref={field.ref} onBlur={field.onBlur}>
              <Select.ValueText placeholder={placeholder} />
              <Select.Indicator />
            </Select.Trigger>
          </Select.Control>
          <Select.Positioner>
            <Select.Content className={css({ zIndex: 'dropdown' })}>
              {collection.items.map((item) => (
                <Select.Item key={item.value} item={item}>
                  <Select.ItemText>{item.label}</Select.ItemText>
                  <Select.ItemIndicator />
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Positioner>
          <Select.ErrorText>{error}</Select.ErrorText>
        </Select.Root>
      )}
    />
  )
}

function MeasurementField({
  control,
  name,
  label,
  error,
}: {
  control: Control<AccountFormInput, unknown, AccountFormValues>
  name: 'height' | 'weight'
  label: string
  error?: string
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Field.Root required invalid={Boolean(error)}>
          <NumberInput.Root
            name={field.name}
            defaultValue={field.value === undefined ? undefined : String(field.value)}
            // Whole numbers or one decimal, without grouping: "172.5", not "1,72.5".
            formatOptions={{ maximumFractionDigits: 1, useGrouping: false }}
            onValueChange={(details) =>
              field.onChange(Number.isNaN(details.valueAsNumber) ? undefined : details.valueAsNumber)
            }
          >
            <NumberInput.Label>{label}</NumberInput.Label>
            <NumberInput.Control>
              <NumberInput.Input ref={field.ref} onBlur={field.onBlur} />
              <NumberInput.IncrementTrigger />
              <NumberInput.DecrementTrigger />
            </NumberInput.Control>
          </NumberInput.Root>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      )}
    />
  )
}

function BirthDateField({
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  label,
  error,
}: {
  name: string
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  inputRef: (element: HTMLInputElement | null) => void
  label: string
  error?: string
}) {
  const errorId = useId()
  const today = useMemo(() => DatePicker.todayDate(), [])
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
      <DatePicker.Root
        name={name}
        value={value ? [DatePicker.parseDate(value)] : []}
        onValueChange={(details) => onChange(details.value[0]?.toString().slice(0, 10) ?? '')}
        min={EARLIEST_BIRTH_DATE}
        max={today}
        invalid={Boolean(error)}
      >
        <DatePicker.Label>
          {label}
          <RequiredMark />
        </DatePicker.Label>
        <DatePicker.Control>
          <DatePicker.Input
            ref={inputRef}
            onBlur={onBlur}
            aria-required
            aria-errormessage={error ? errorId : undefined}
            // aria-errormessage alone is not announced by every screen reader.
            aria-describedby={error ? errorId : undefined}
          />
          <DatePicker.Trigger />
        </DatePicker.Control>
        <DatePicker.Positioner>
          <DatePicker.Content className={css({ zIndex: 'popover' })}>
            <DatePicker.Calendar />
          </DatePicker.Content>
        </DatePicker.Positioner>
      </DatePicker.Root>
      {error ? <ControlError id={errorId}>{error}</ControlError> : null}
    </div>
  )
}
