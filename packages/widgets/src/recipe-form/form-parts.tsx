import { useMemo } from 'react'
import { type Control, Controller, type FieldPath } from 'react-hook-form'
import { useI18n } from '@sufra/i18n'
import { Field } from '@sufra/ui/field'
import { NumberInput } from '@sufra/ui/number-input'
import { Select } from '@sufra/ui/select'
import { css } from '@sufra/styled-system/css'
import type { Language } from '@sufra/core'
import { issue } from './recipe-form-schema'
import type { RecipeFormInput, RecipeFormValues } from './recipe-form-schema'

export type RecipeFormControl = Control<RecipeFormInput, unknown, RecipeFormValues>

/**
 * Words a schema issue code (see recipe-form-schema.ts) in the page's language: 'Required',
 * 'Use only English' (or Arabic, after the form's language), 'Must be at least 0.1', ...
 */
export function useIssueText(formLang: Language) {
  const { t } = useI18n()
  return (code: string | undefined): string | undefined => {
    if (!code) return undefined
    const [kind, limit] = code.split(':')
    switch (kind) {
      case issue.required:
        return t('common.required')
      case issue.language:
        return t(formLang === 'ar' ? 'recipeForm.error.onlyArabic' : 'recipeForm.error.onlyEnglish')
      case issue.url:
        return t('recipeForm.error.url')
      case issue.unit:
        return t('recipeForm.error.unit')
      case issue.wholeNumber:
        return t('recipeForm.error.wholeNumber')
      case 'min':
        return t('recipeForm.error.min', { min: Number(limit) })
      case 'max':
        return t('recipeForm.error.max', { max: Number(limit) })
      case 'tooLong':
        return t('recipeForm.error.tooLong', { max: Number(limit) })
      default:
        // A server's sentence, set on a field as it is.
        return code
    }
  }
}

type NumberFieldProps = {
  control: RecipeFormControl
  name: FieldPath<RecipeFormInput>
  label: string
  error?: string
  required?: boolean
  /** Whole numbers only (time, servings) or up to three decimals (quantities). */
  wholeNumber?: boolean
  /** Stepper bounds; the value is still checked by the schema. */
  min?: number
  max?: number
  /** Hide the visible label (rows name their fields for assistive technology only). */
  hideLabel?: boolean
  placeholder?: string
  steppers?: boolean
}

/** A number field bound to the form; an emptied field is `undefined` ('Required'). */
export function NumberField({
  control,
  name,
  label,
  error,
  required = false,
  wholeNumber = false,
  min,
  max,
  hideLabel = false,
  placeholder,
  steppers = true,
}: NumberFieldProps) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Field.Root required={required} invalid={Boolean(error)} className={css({ minW: '0' })}>
          <NumberInput.Root
            name={field.name}
            defaultValue={typeof field.value === 'number' ? String(field.value) : undefined}
            min={min}
            max={max}
            formatOptions={{ maximumFractionDigits: wholeNumber ? 0 : 3, useGrouping: false }}
            onValueChange={(details) =>
              field.onChange(Number.isNaN(details.valueAsNumber) ? undefined : details.valueAsNumber)
            }
          >
            <NumberInput.Label className={hideLabel ? css({ srOnly: true }) : undefined}>
              {label}
            </NumberInput.Label>
            <NumberInput.Control>
              <NumberInput.Input ref={field.ref} onBlur={field.onBlur} placeholder={placeholder} />
              {steppers ? (
                <>
                  <NumberInput.IncrementTrigger />
                  <NumberInput.DecrementTrigger />
                </>
              ) : null}
            </NumberInput.Control>
          </NumberInput.Root>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      )}
    />
  )
}

export type ChoiceOption = { value: string; label: string; group?: string }

type ChoiceFieldProps = {
  control: RecipeFormControl
  name: FieldPath<RecipeFormInput>
  label: string
  options: ChoiceOption[]
  /** Group titles by `option.group`, in order; without it the list is flat. */
  groups?: { id: string; label: string }[]
  multiple?: boolean
  required?: boolean
  error?: string
  placeholder?: string
  hideLabel?: boolean
  /** Text after the label, e.g. "Optional". */
  labelNote?: string
}

/** A select bound to the form: one value (a string, '' when none) or several (a list). */
export function ChoiceField({
  control,
  name,
  label,
  options,
  groups,
  multiple = false,
  required = false,
  error,
  placeholder,
  hideLabel = false,
  labelNote,
}: ChoiceFieldProps) {
  const collection = useMemo(
    () =>
      Select.createListCollection({
        items: options,
        groupBy: groups ? (item) => item.group ?? '' : undefined,
        groupSort: groups?.map((group) => group.id),
      }),
    [options, groups],
  )
  const groupLabel = (id: string) => groups?.find((group) => group.id === id)?.label ?? id
  const item = (option: ChoiceOption) => (
    <Select.Item key={option.value} item={option}>
      <Select.ItemText>{option.label}</Select.ItemText>
      <Select.ItemIndicator />
    </Select.Item>
  )
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        const value = Array.isArray(field.value)
          ? (field.value as string[])
          : typeof field.value === 'string' && field.value !== ''
            ? [field.value]
            : []
        return (
          <Select.Root
            collection={collection}
            name={field.name}
            multiple={multiple}
            required={required}
            invalid={Boolean(error)}
            value={value}
            onValueChange={(details) => field.onChange(multiple ? details.value : (details.value[0] ?? ''))}
            onOpenChange={(details) => {
              if (!details.open) field.onBlur()
            }}
            className={css({ minW: '0' })}
          >
            <Select.Label className={hideLabel ? css({ srOnly: true }) : undefined}>
              {label}
              {labelNote ? (
                <span className={css({ color: 'fg.muted', fontWeight: 'normal', ms: '1.5' })}>
                  ({labelNote})
                </span>
              ) : null}
            </Select.Label>
            <Select.Control>
              <Select.Trigger ref={field.ref}>
                <Select.ValueText placeholder={placeholder} />
                <Select.Indicator />
              </Select.Trigger>
            </Select.Control>
            <Select.Positioner>
              <Select.Content className={css({ zIndex: 'dropdown', maxH: 'xs', overflowY: 'auto' })}>
                {groups
                  ? collection.group().map(([id, members]) => (
                      <Select.ItemGroup key={id}>
                        <Select.ItemGroupLabel>{groupLabel(id)}</Select.ItemGroupLabel>
                        {members.map(item)}
                      </Select.ItemGroup>
                    ))
                  : collection.items.map(item)}
              </Select.Content>
            </Select.Positioner>
            <Select.ErrorText>{error}</Select.ErrorText>
          </Select.Root>
        )
      }}
    />
  )
}
