import { type InputHTMLAttributes, type ReactNode, useId, useMemo, useState } from 'react'
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form'
import { CircleAlertIcon, EyeIcon, EyeOffIcon } from 'lucide-react'
import { type MessageId, useI18n } from '@sufra/i18n'
import { DatePicker } from '@sufra/ui/date-picker'
import { Field } from '@sufra/ui/field'
import { IconButton } from '@sufra/ui/icon-button'
import { NumberInput } from '@sufra/ui/number-input'
import { Select } from '@sufra/ui/select'
import { css } from '@sufra/styled-system/css'
import { field as fieldRecipe, formLayout } from '@sufra/styled-system/recipes'
import { visuallyHidden } from '@sufra/styled-system/patterns'
import type { SchemaForm } from './schema-form'

/*
 * The fields of every form, built on the @sufra/ui primitives. Each is bound to a SchemaForm by
 * `name` and shows that field's issue, worded by the form's error map, while it is invalid.
 */

const classes = formLayout()

type FieldProps<Input extends FieldValues> = {
  form: SchemaForm<Input, unknown>
  name: FieldPath<Input>
  label: string
  required?: boolean
  /** The sentence for this field's required issue, where the spec names the field ('Date of birth is required'). */
  requiredMessage?: MessageId
}

/** Extra attributes for the control, e.g. `data-step-focus` (the auth modal's first field of a step). */
type ControlAttributes = { [attribute: `data-${string}`]: string | undefined }

/** Splits a field's props into the common ones, its worded error, and the rest (for the control). */
function fieldParts<Input extends FieldValues, Rest>(props: FieldProps<Input> & Rest) {
  const { form, name, label, required = false, requiredMessage, ...rest } = props
  const error = form.errorText(name, { label, required: requiredMessage })
  return { form, name, label, required, error, rest }
}

type TextFieldProps<Input extends FieldValues> = FieldProps<Input> &
  ControlAttributes &
  Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'inputMode' | 'maxLength' | 'placeholder'> & {
    type?: 'text' | 'email' | 'url'
    /** Names and prose in either script: auto. Addresses and usernames are Latin: ltr. */
    dir?: 'auto' | 'ltr'
    labelNote?: string
    hideLabel?: boolean
  }

export function TextField<Input extends FieldValues>(props: TextFieldProps<Input>) {
  const { form, name, label, required, error, rest } = fieldParts(props)
  const { labelNote, hideLabel, ...inputProps } = rest
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label className={hideLabel ? visuallyHidden() : undefined}>
        {label}
        <LabelNote note={labelNote} />
      </Field.Label>
      <Field.Input {...inputProps} {...form.register(name)} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}

type TextareaFieldProps<Input extends FieldValues> = FieldProps<Input> & {
  rows?: number
  maxLength?: number
  placeholder?: string
}

/** Prose in either script. */
export function TextareaField<Input extends FieldValues>(props: TextareaFieldProps<Input>) {
  const { form, name, label, required, error, rest: textareaProps } = fieldParts(props)
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Field.Textarea dir="auto" {...textareaProps} {...form.register(name)} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}

type PasswordFieldProps<Input extends FieldValues> = FieldProps<Input> &
  ControlAttributes & {
    autoComplete: 'current-password' | 'new-password'
    /** A new password's field starts loading the strength check when first focused. */
    onFocus?: () => void
  }

/** Password input with a show/hide button at its inline end. Always required. */
export function PasswordField<Input extends FieldValues>(props: PasswordFieldProps<Input>) {
  const { form, name, label, error, rest: inputProps } = fieldParts(props)
  const { t } = useI18n()
  const id = useId()
  const [visible, setVisible] = useState(false)
  return (
    <Field.Root id={id} required invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <div data-scope="form-layout" data-part="password" className={classes.password}>
        <Field.Input
          type={visible ? 'text' : 'password'}
          // Room for the show/hide button. A css() call because the field recipe's size variant sets
          // this padding, and a variant outranks any widget recipe: only a utility class can override it.
          className={css({ pe: '12' })}
          {...inputProps}
          {...form.register(name)}
        />
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={t(visible ? 'auth.password.hide' : 'auth.password.show')}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
          data-part="reveal"
          className={classes.reveal}
        >
          {visible ? <EyeOffIcon aria-hidden /> : <EyeIcon aria-hidden />}
        </IconButton>
      </div>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}

type NumberFieldProps<Input extends FieldValues> = FieldProps<Input> &
  ControlAttributes & {
    /** Decimals kept: 0 for whole numbers (time, servings), 1 for a height, 3 for quantities. */
    fractionDigits: number
    /** Stepper bounds; the value is still checked by the schema. */
    min?: number
    max?: number
    placeholder?: string
    steppers?: boolean
    /** Rows name their fields for assistive technology only. */
    hideLabel?: boolean
  }

/** A number field; an emptied field is `undefined` (the schema's required issue). */
export function NumberField<Input extends FieldValues>(props: NumberFieldProps<Input>) {
  const { form, name, label, required, error, rest } = fieldParts(props)
  const { fractionDigits, min, max, placeholder, steppers = true, hideLabel = false, ...inputProps } = rest
  return (
    <Controller
      name={name}
      control={form.control}
      render={({ field }) => (
        <Field.Root required={required} invalid={Boolean(error)}>
          <NumberInput.Root
            name={field.name}
            defaultValue={typeof field.value === 'number' ? String(field.value) : undefined}
            min={min}
            max={max}
            // Without grouping: "172.5", not "1,72.5".
            formatOptions={{ maximumFractionDigits: fractionDigits, useGrouping: false }}
            onValueChange={(details) =>
              field.onChange(Number.isNaN(details.valueAsNumber) ? undefined : details.valueAsNumber)
            }
          >
            <NumberInput.Label className={hideLabel ? visuallyHidden() : undefined}>
              {label}
            </NumberInput.Label>
            <NumberInput.Control>
              <NumberInput.Input
                ref={field.ref}
                onBlur={field.onBlur}
                placeholder={placeholder}
                {...inputProps}
              />
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

/** Inside a dialog the popups are not portalled (focus stays trapped in it): fixed positioning lets them overflow its scrolling body. */
export const inDialogPositioning = { strategy: 'fixed', placement: 'bottom-start' } as const

type ChoiceFieldProps<Input extends FieldValues> = FieldProps<Input> & {
  options: ChoiceOption[]
  /** Group titles by `option.group`, in order; without it the list is flat. */
  groups?: { id: string; label: string }[]
  multiple?: boolean
  placeholder?: string
  hideLabel?: boolean
  /** Text after the label, e.g. "Optional". */
  labelNote?: string
  positioning?: typeof inDialogPositioning
}

/** A select: one value (a string, '' when none) or several (a list). */
export function ChoiceField<Input extends FieldValues>(props: ChoiceFieldProps<Input>) {
  const { form, name, label, required, error, rest } = fieldParts(props)
  const { options, groups, multiple = false, placeholder, hideLabel = false, labelNote, positioning } = rest
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
      control={form.control}
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
            positioning={positioning}
            onValueChange={(details) => field.onChange(multiple ? details.value : (details.value[0] ?? ''))}
            onOpenChange={(details) => {
              if (!details.open) field.onBlur()
            }}
          >
            <Select.Label className={hideLabel ? visuallyHidden() : undefined}>
              {label}
              <LabelNote note={labelNote} />
            </Select.Label>
            <Select.Control>
              <Select.Trigger ref={field.ref}>
                <Select.ValueText placeholder={placeholder} />
                <Select.Indicator />
              </Select.Trigger>
            </Select.Control>
            <Select.Positioner>
              <Select.Content className={classes.choices}>
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

const EARLIEST_BIRTH_DATE = '1900-01-01'

type BirthDateFieldProps<Input extends FieldValues> = FieldProps<Input> &
  ControlAttributes & { positioning?: typeof inDialogPositioning }

/** A date of birth (yyyy-MM-dd, as the API stores it), from 1900 to today. Always required. */
export function BirthDateField<Input extends FieldValues>(props: BirthDateFieldProps<Input>) {
  const { form, name, label, error, rest } = fieldParts(props)
  const { positioning, ...inputProps } = rest
  const errorId = useId()
  const today = useMemo(() => DatePicker.todayDate(), [])
  return (
    <Controller
      name={name}
      control={form.control}
      render={({ field }) => (
        <ControlGroup error={error} errorId={errorId}>
          <DatePicker.Root
            name={field.name}
            value={field.value ? [DatePicker.parseDate(field.value as string)] : []}
            onValueChange={(details) => field.onChange(details.value[0]?.toString().slice(0, 10) ?? '')}
            min={EARLIEST_BIRTH_DATE}
            max={today}
            invalid={Boolean(error)}
            positioning={positioning}
          >
            <DatePicker.Label>
              {label}
              <RequiredMark />
            </DatePicker.Label>
            <DatePicker.Control>
              <DatePicker.Input
                ref={field.ref}
                onBlur={field.onBlur}
                aria-required
                aria-errormessage={error ? errorId : undefined}
                // aria-errormessage alone is not announced by every screen reader.
                aria-describedby={error ? errorId : undefined}
                {...inputProps}
              />
              <DatePicker.Trigger />
            </DatePicker.Control>
            <DatePicker.Positioner>
              <DatePicker.Content className={classes.calendar}>
                <DatePicker.Calendar />
              </DatePicker.Content>
            </DatePicker.Positioner>
          </DatePicker.Root>
        </ControlGroup>
      )}
    />
  )
}

/** A control that is not inside a Field (date picker, radio group) with its error text under it, styled as a Field's. */
export function ControlGroup({
  error,
  errorId,
  children,
}: {
  error: string | undefined
  errorId: string
  children: ReactNode
}) {
  return (
    <div data-scope="form-layout" data-part="group" className={classes.group}>
      {children}
      {error ? (
        <span id={errorId} className={fieldRecipe().errorText}>
          <CircleAlertIcon aria-hidden />
          <span>{error}</span>
        </span>
      ) : null}
    </div>
  )
}

/** The decorative `*` after a label whose control is announced as required by itself. */
export function RequiredMark() {
  return (
    <span aria-hidden data-scope="form-layout" data-part="required-mark" className={classes.requiredMark}>
      *
    </span>
  )
}

function LabelNote({ note }: { note: string | undefined }) {
  if (!note) return null
  return (
    <span data-scope="form-layout" data-part="note" className={classes.note}>
      ({note})
    </span>
  )
}
