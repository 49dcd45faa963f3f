import { useId, useMemo } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { type MessageId, useI18n } from '@sufra/i18n'
import { DatePicker } from '@sufra/ui/date-picker'
import { Field } from '@sufra/ui/field'
import { NumberInput } from '@sufra/ui/number-input'
import { RadioGroup } from '@sufra/ui/radio-group'
import { Select } from '@sufra/ui/select'
import { css } from '@sufra/styled-system/css'
import { type AuthAccountApi, succeeded } from './account-api'
import {
  type ActivityLevel,
  activityLevels,
  genders,
  otherDataSchema,
  personalDataSchema,
} from './auth-schemas'
import { ControlError, RequiredMark, StepForm, SubmitButton, useErrorText } from './form-parts'

/*
 * "Calories Needs Calculation" (spec section 4): ageGender, then otherPersonalData. Each moves on
 * when its call answers 200; any other answer or a failed request changes nothing (section 8).
 */

const EARLIEST_BIRTH_DATE = '1900-01-01'

// Inside the modal the popups are not portalled (focus stays trapped in the dialog); fixed
// positioning lets them overflow the scrolling dialog body.
const popupPositioning = { strategy: 'fixed', placement: 'bottom-start' } as const
// zag copies the content's z-index onto the positioner; without one, the fields after the popup
// (the gender group is positioned) would paint over it.
const calendarLayer = css({ zIndex: 'popover' })
const listLayer = css({ zIndex: 'dropdown' })

export function AgeGenderStep({ api, onSaved }: { api: AuthAccountApi; onSaved: () => void }) {
  const { t } = useI18n()
  const errorText = useErrorText()
  const dobErrorId = useId()
  const genderErrorId = useId()
  const today = useMemo(() => DatePicker.todayDate(), [])
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm({ resolver: zodResolver(personalDataSchema), defaultValues: { dob: '' } })

  const onSubmit = handleSubmit(async (values) => {
    if (await succeeded(() => api.savePersonalData(values))) onSaved()
  })

  return (
    <StepForm onSubmit={onSubmit}>
      <Controller
        name="dob"
        control={control}
        render={({ field, fieldState: { error } }) => (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
            <DatePicker.Root
              name={field.name}
              value={field.value ? [DatePicker.parseDate(field.value)] : []}
              onValueChange={(details) => field.onChange(details.value[0]?.toString().slice(0, 10) ?? '')}
              min={EARLIEST_BIRTH_DATE}
              max={today}
              invalid={Boolean(error)}
              positioning={popupPositioning}
            >
              <DatePicker.Label>
                {t('auth.field.dob')}
                <RequiredMark />
              </DatePicker.Label>
              <DatePicker.Control>
                <DatePicker.Input
                  ref={field.ref}
                  onBlur={field.onBlur}
                  aria-required
                  aria-errormessage={error ? dobErrorId : undefined}
                  data-step-focus=""
                />
                <DatePicker.Trigger />
              </DatePicker.Control>
              <DatePicker.Positioner>
                <DatePicker.Content className={calendarLayer}>
                  <DatePicker.Calendar />
                </DatePicker.Content>
              </DatePicker.Positioner>
            </DatePicker.Root>
            {error ? <ControlError id={dobErrorId}>{errorText(error.message)}</ControlError> : null}
          </div>
        )}
      />
      <Controller
        name="gender"
        control={control}
        render={({ field, fieldState: { error } }) => (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
            <RadioGroup.Root
              name={field.name}
              orientation="horizontal"
              value={field.value ?? null}
              onValueChange={(details) => field.onChange(details.value)}
              invalid={Boolean(error)}
              aria-describedby={error ? genderErrorId : undefined}
            >
              <RadioGroup.Label>
                {t('auth.field.gender')}
                <RequiredMark />
              </RadioGroup.Label>
              <div className={css({ display: 'flex', gap: '6' })}>
                {genders.map((gender, index) => (
                  <RadioGroup.Item key={gender} value={gender}>
                    <RadioGroup.ItemControl />
                    <RadioGroup.ItemText>{t(`auth.gender.${gender}`)}</RadioGroup.ItemText>
                    <RadioGroup.ItemHiddenInput
                      ref={index === 0 ? field.ref : undefined}
                      onBlur={field.onBlur}
                      aria-errormessage={error ? genderErrorId : undefined}
                    />
                  </RadioGroup.Item>
                ))}
              </div>
            </RadioGroup.Root>
            {error ? <ControlError id={genderErrorId}>{errorText(error.message)}</ControlError> : null}
          </div>
        )}
      />
      <SubmitButton loading={isSubmitting}>{t('auth.calories.next')}</SubmitButton>
    </StepForm>
  )
}

const activityLabels: Record<ActivityLevel, MessageId> = {
  sedentary: 'auth.activity.sedentary',
  light: 'auth.activity.light',
  moderate: 'auth.activity.moderate',
  active: 'auth.activity.active',
  'very active': 'auth.activity.veryActive',
}

type OtherPersonalDataStepProps = {
  api: AuthAccountApi
  /** Refreshes the user and moves to the showcase; the button keeps its spinner meanwhile. */
  onSaved: () => Promise<void>
}

export function OtherPersonalDataStep({ api, onSaved }: OtherPersonalDataStepProps) {
  const { t } = useI18n()
  const errorText = useErrorText()
  const activityCollection = useMemo(
    () =>
      Select.createListCollection({
        items: activityLevels.map((value) => ({ value, label: t(activityLabels[value]) })),
      }),
    [t],
  )
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm({ resolver: zodResolver(otherDataSchema) })

  const onSubmit = handleSubmit(async (values) => {
    if (await succeeded(() => api.saveOtherData(values))) await onSaved()
  })

  const measurement = (name: 'height' | 'weight', label: MessageId, focusOnStep: boolean) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState: { error } }) => (
        <Field.Root required invalid={Boolean(error)}>
          <NumberInput.Root
            name={field.name}
            min={1}
            // Whole numbers or one decimal, without grouping: "172.5", not "1,72.5".
            formatOptions={{ maximumFractionDigits: 1, useGrouping: false }}
            onValueChange={(details) =>
              field.onChange(Number.isNaN(details.valueAsNumber) ? undefined : details.valueAsNumber)
            }
          >
            <NumberInput.Label>{t(label)}</NumberInput.Label>
            <NumberInput.Control>
              <NumberInput.Input
                ref={field.ref}
                onBlur={field.onBlur}
                data-step-focus={focusOnStep ? '' : undefined}
              />
              <NumberInput.IncrementTrigger />
              <NumberInput.DecrementTrigger />
            </NumberInput.Control>
          </NumberInput.Root>
          <Field.ErrorText>{errorText(error?.message)}</Field.ErrorText>
        </Field.Root>
      )}
    />
  )

  return (
    <StepForm onSubmit={onSubmit}>
      <div
        className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })}
      >
        {measurement('height', 'auth.field.height', true)}
        {measurement('weight', 'auth.field.weight', false)}
      </div>
      <Controller
        name="activityLevel"
        control={control}
        render={({ field, fieldState: { error } }) => (
          <Select.Root
            collection={activityCollection}
            name={field.name}
            required
            invalid={Boolean(error)}
            value={field.value ? [field.value] : []}
            onValueChange={(details) => field.onChange(details.value[0])}
            positioning={popupPositioning}
          >
            <Select.Label>{t('auth.field.activityLevel')}</Select.Label>
            <Select.Control>
              <Select.Trigger ref={field.ref} onBlur={field.onBlur}>
                {/* Spec: the disabled placeholder "Select Activity Level"; it is never an option. */}
                <Select.ValueText placeholder={t('auth.activity.placeholder')} />
                <Select.Indicator />
              </Select.Trigger>
            </Select.Control>
            <Select.Positioner>
              <Select.Content className={listLayer}>
                {activityCollection.items.map((item) => (
                  <Select.Item key={item.value} item={item}>
                    <Select.ItemText>{item.label}</Select.ItemText>
                    <Select.ItemIndicator />
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Positioner>
            <Select.ErrorText>{errorText(error?.message)}</Select.ErrorText>
          </Select.Root>
        )}
      />
      <SubmitButton loading={isSubmitting}>{t('auth.calories.next')}</SubmitButton>
    </StepForm>
  )
}
