import {
  createContext,
  forwardRef,
  useContext,
  useId,
  useLayoutEffect,
  useState,
  type ComponentProps,
  type ReactNode,
  type Ref,
} from 'react'
import { ark } from '@ark-ui/react/factory'
import { useFieldContext } from '@ark-ui/react/field'
import { LocaleProvider } from '@ark-ui/react/locale'
import { Select as ArkSelect, type CollectionItem } from '@ark-ui/react/select'
import { CheckIcon, ChevronDownIcon, CircleAlertIcon } from 'lucide-react'
import { useI18n } from '@sufra/i18n'
import { select, type SelectVariantProps } from '@sufra/styled-system/recipes'
import { createStyleContext } from '../lib/create-style-context'

const { withProvider, withContext } = createStyleContext(select)

/** What Ark's select API does not expose but the label, trigger and error text need. */
type SelectState = {
  invalid: boolean
  required: boolean
  errorTextId: string
  hasErrorText: boolean
  setHasErrorText: (present: boolean) => void
}

const SelectStateContext = createContext<SelectState | null>(null)

const StyledRoot = withProvider<HTMLDivElement, ArkSelect.RootProps<CollectionItem>>(ArkSelect.Root, 'root')

export type RootProps<T extends CollectionItem> = ArkSelect.RootProps<T> &
  SelectVariantProps & { ref?: Ref<HTMLDivElement> }

/**
 * Single or multiple choice from a `createListCollection(...)` list. Keyboard: Enter/Space/arrows
 * open it, arrows move, typing jumps to a match, Enter selects, Escape closes. Arrow keys follow the
 * current direction. The popup has the trigger's width. Inside a Field.Root it takes the field's state.
 */
export function Root<T extends CollectionItem>({ ref, ...props }: RootProps<T>) {
  const { intl } = useI18n()
  const field = useFieldContext()
  const errorTextId = useId()
  const [hasErrorText, setHasErrorText] = useState(false)
  const state: SelectState = {
    invalid: Boolean(props.invalid ?? field?.invalid),
    required: Boolean(props.required ?? field?.required),
    errorTextId,
    hasErrorText,
    setHasErrorText,
  }
  // Ark takes the direction (and arrow-key mapping) from its locale context, not from a prop.
  return (
    <LocaleProvider locale={intl.locale}>
      <SelectStateContext.Provider value={state}>
        <StyledRoot
          ref={ref}
          {...(props as ArkSelect.RootProps<CollectionItem>)}
          positioning={{ sameWidth: true, ...props.positioning }}
        />
      </SelectStateContext.Provider>
    </LocaleProvider>
  )
}

const StyledLabel = withContext<HTMLLabelElement, ArkSelect.LabelProps>(ArkSelect.Label, 'label')
const RequiredMark = withContext<HTMLSpanElement, ComponentProps<typeof ark.span>>(
  ark.span,
  'requiredIndicator',
)

export type LabelProps = ArkSelect.LabelProps & {
  /** Marker shown when the select is required (default `*`, hidden from assistive technology). */
  requiredIndicator?: ReactNode | false
}

export const Label = forwardRef<HTMLLabelElement, LabelProps>(function SelectLabel(
  { children, requiredIndicator, ...props },
  ref,
) {
  const state = useContext(SelectStateContext)
  return (
    <StyledLabel ref={ref} {...props}>
      {children}
      {state?.required && requiredIndicator !== false ? (
        <RequiredMark aria-hidden>{requiredIndicator ?? '*'}</RequiredMark>
      ) : null}
    </StyledLabel>
  )
})

export const Control = withContext<HTMLDivElement, ArkSelect.ControlProps>(ArkSelect.Control, 'control')

const StyledTrigger = withContext<HTMLButtonElement, ArkSelect.TriggerProps>(ArkSelect.Trigger, 'trigger')

/** The combobox button. Points at the error text (ours or the surrounding Field's) while invalid. */
export const Trigger = forwardRef<HTMLButtonElement, ArkSelect.TriggerProps>(
  function SelectTrigger(props, ref) {
    const state = useContext(SelectStateContext)
    const field = useFieldContext()
    const fieldProps = field?.getInputProps()
    const errorMessage =
      state?.invalid && state.hasErrorText ? state.errorTextId : fieldProps?.['aria-errormessage']
    return (
      <StyledTrigger
        ref={ref}
        aria-errormessage={errorMessage}
        aria-describedby={fieldProps?.['aria-describedby']}
        {...props}
      />
    )
  },
)

const StyledValueText = withContext<HTMLSpanElement, ArkSelect.ValueTextProps>(
  ArkSelect.ValueText,
  'valueText',
)

/** The chosen item's label, or `placeholder` (default "Select…") while nothing is chosen. */
export const ValueText = forwardRef<HTMLSpanElement, ArkSelect.ValueTextProps>(function SelectValueText(
  { placeholder, ...props },
  ref,
) {
  const { t } = useI18n()
  return <StyledValueText ref={ref} placeholder={placeholder ?? t('ui.select.placeholder')} {...props} />
})

const StyledIndicator = withContext<HTMLDivElement, ArkSelect.IndicatorProps>(
  ArkSelect.Indicator,
  'indicator',
)

/** Chevron that turns over while the list is open (vertical, so it needs no mirroring in RTL). */
export const Indicator = forwardRef<HTMLDivElement, ArkSelect.IndicatorProps>(function SelectIndicator(
  { children, ...props },
  ref,
) {
  return (
    <StyledIndicator ref={ref} {...props}>
      {children ?? <ChevronDownIcon aria-hidden />}
    </StyledIndicator>
  )
})

export const Positioner = withContext<HTMLDivElement, ArkSelect.PositionerProps>(
  ArkSelect.Positioner,
  'positioner',
)
export const Content = withContext<HTMLDivElement, ArkSelect.ContentProps>(ArkSelect.Content, 'content')
export const List = withContext<HTMLDivElement, ArkSelect.ListProps>(ArkSelect.List, 'list')
export const Item = withContext<HTMLDivElement, ArkSelect.ItemProps>(ArkSelect.Item, 'item')
export const ItemText = withContext<HTMLSpanElement, ArkSelect.ItemTextProps>(ArkSelect.ItemText, 'itemText')
export const ItemGroup = withContext<HTMLDivElement, ArkSelect.ItemGroupProps>(
  ArkSelect.ItemGroup,
  'itemGroup',
)
export const ItemGroupLabel = withContext<HTMLDivElement, ArkSelect.ItemGroupLabelProps>(
  ArkSelect.ItemGroupLabel,
  'itemGroupLabel',
)

const StyledItemIndicator = withContext<HTMLDivElement, ArkSelect.ItemIndicatorProps>(
  ArkSelect.ItemIndicator,
  'itemIndicator',
)

/** Check mark next to the chosen item(s). */
export const ItemIndicator = forwardRef<HTMLDivElement, ArkSelect.ItemIndicatorProps>(
  function SelectItemIndicator({ children, ...props }, ref) {
    return (
      <StyledItemIndicator ref={ref} {...props}>
        {children ?? <CheckIcon aria-hidden />}
      </StyledItemIndicator>
    )
  },
)

const StyledErrorText = withContext<HTMLSpanElement, ComponentProps<typeof ark.span>>(ark.span, 'errorText')

export type ErrorTextProps = ComponentProps<typeof ark.span>

/** Shown only while the select is invalid; the trigger references it with aria-errormessage. */
export const ErrorText = forwardRef<HTMLSpanElement, ErrorTextProps>(function SelectErrorText(
  { children, ...props },
  ref,
) {
  const state = useContext(SelectStateContext)
  const invalid = Boolean(state?.invalid)
  const setHasErrorText = state?.setHasErrorText
  useLayoutEffect(() => {
    if (!invalid || !setHasErrorText) return
    setHasErrorText(true)
    return () => setHasErrorText(false)
  }, [invalid, setHasErrorText])
  if (!invalid) return null
  return (
    <StyledErrorText ref={ref} id={state?.errorTextId} aria-live="polite" {...props}>
      <CircleAlertIcon aria-hidden />
      <span>{children}</span>
    </StyledErrorText>
  )
})

/** Native <select> mirror for form submission and autofill; hidden from view and from assistive tech. */
export const HiddenSelect = ArkSelect.HiddenSelect

export {
  createListCollection,
  SelectContext as Context,
  useSelectContext as useContext,
  type CollectionItem,
  type ListCollection,
  type SelectValueChangeDetails as ValueChangeDetails,
} from '@ark-ui/react/select'
