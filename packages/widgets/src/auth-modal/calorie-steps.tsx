import { useId, useMemo } from 'react'
import { Controller } from 'react-hook-form'
import { useI18n } from '@sufra/i18n'
import { RadioGroup } from '@sufra/ui/radio-group'
import {
  BirthDateField,
  ChoiceField,
  ControlGroup,
  FormColumns,
  NumberField,
  RequiredMark,
  activityLabels,
  activityLevels,
  genders,
  inDialogPositioning,
  useSchemaForm,
} from '../shared'
import { type AuthAccountApi, succeeded } from './account-api'
import { otherDataSchema, personalDataSchema } from './auth-schemas'
import { StepForm, SubmitButton, authWording, classes } from './form-parts'

/*
 * "Calories Needs Calculation" (spec section 4): ageGender, then otherPersonalData. Each moves on
 * when its call answers 200; any other answer or a failed request changes nothing (section 8).
 * Spec section 5: each field's required message names it ('Date of birth is required').
 */

export function AgeGenderStep({ api, onSaved }: { api: AuthAccountApi; onSaved: () => void }) {
  const { t } = useI18n()
  const genderErrorId = useId()
  const form = useSchemaForm(personalDataSchema, { defaultValues: { dob: '' }, wording: authWording })
  const genderError = form.errorText('gender', { required: 'auth.error.genderRequired' })

  const onSubmit = form.handleSubmit(async (values) => {
    if (await succeeded(() => api.savePersonalData(values))) onSaved()
  })

  return (
    <StepForm onSubmit={onSubmit}>
      <BirthDateField
        form={form}
        name="dob"
        label={t('auth.field.dob')}
        requiredMessage="auth.error.dobRequired"
        positioning={inDialogPositioning}
        data-step-focus=""
      />
      <Controller
        name="gender"
        control={form.control}
        render={({ field }) => (
          <ControlGroup error={genderError} errorId={genderErrorId}>
            <RadioGroup.Root
              name={field.name}
              orientation="horizontal"
              value={field.value ?? null}
              onValueChange={(details) => field.onChange(details.value)}
              invalid={Boolean(genderError)}
              aria-describedby={genderError ? genderErrorId : undefined}
            >
              <RadioGroup.Label>
                {t('auth.field.gender')}
                <RequiredMark />
              </RadioGroup.Label>
              <div data-part="options" className={classes.options}>
                {genders.map((gender, index) => (
                  <RadioGroup.Item key={gender} value={gender}>
                    <RadioGroup.ItemControl />
                    <RadioGroup.ItemText>{t(`auth.gender.${gender}`)}</RadioGroup.ItemText>
                    <RadioGroup.ItemHiddenInput
                      ref={index === 0 ? field.ref : undefined}
                      onBlur={field.onBlur}
                      aria-errormessage={genderError ? genderErrorId : undefined}
                    />
                  </RadioGroup.Item>
                ))}
              </div>
            </RadioGroup.Root>
          </ControlGroup>
        )}
      />
      <SubmitButton loading={form.formState.isSubmitting}>{t('auth.calories.next')}</SubmitButton>
    </StepForm>
  )
}

type OtherPersonalDataStepProps = {
  api: AuthAccountApi
  /** Refreshes the user and moves to the showcase; the button keeps its spinner meanwhile. */
  onSaved: () => Promise<void>
}

export function OtherPersonalDataStep({ api, onSaved }: OtherPersonalDataStepProps) {
  const { t } = useI18n()
  const activityOptions = useMemo(
    () => activityLevels.map((value) => ({ value, label: t(activityLabels[value]) })),
    [t],
  )
  const form = useSchemaForm(otherDataSchema, { wording: authWording })

  const onSubmit = form.handleSubmit(async (values) => {
    if (await succeeded(() => api.saveOtherData(values))) await onSaved()
  })

  return (
    <StepForm onSubmit={onSubmit}>
      <FormColumns>
        <NumberField
          form={form}
          name="height"
          label={t('auth.field.height')}
          required
          requiredMessage="auth.error.heightRequired"
          min={1}
          fractionDigits={1}
          data-step-focus=""
        />
        <NumberField
          form={form}
          name="weight"
          label={t('auth.field.weight')}
          required
          requiredMessage="auth.error.weightRequired"
          min={1}
          fractionDigits={1}
        />
      </FormColumns>
      <ChoiceField
        form={form}
        name="activityLevel"
        label={t('auth.field.activityLevel')}
        required
        requiredMessage="auth.error.activityLevelRequired"
        options={activityOptions}
        // Spec: the disabled placeholder "Select Activity Level"; it is never an option.
        placeholder={t('auth.activity.placeholder')}
        positioning={inDialogPositioning}
      />
      <SubmitButton loading={form.formState.isSubmitting}>{t('auth.calories.next')}</SubmitButton>
    </StepForm>
  )
}
