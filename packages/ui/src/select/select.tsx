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
import { Select as ArkSelect, type CollectionItem } from '@ark-ui/react/select'
import { CheckIcon, ChevronDownIcon, CircleAlertIcon } from 'lucide-react'
import { useI18n } from '@sufra/i18n'
import { select, type SelectVariantProps } from '@sufra/styled-system/recipes'
import { createStyleContext } from '@sufra/styled-system/jsx'
import { ArkLocaleProvider } from '../lib/ark-locale'

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

const StyledRoot = withProvider(ArkSelect.Root, 'root')

export type RootProps<T extends CollectionItem> = ArkSelect.RootProps<T> &
  SelectVariantProps & { ref?: Ref<HTMLDivElement> }

/**
 * Single or multiple choice from a `createListCollection(...)` list. Keyboard: Enter/Space/arrows
 * open it, arrows move, typing jumps to a match, Enter selects, Escape closes. Arrow keys follow the
 * current direction. The popup has the trigger's width. Inside a Field.Root it takes the field's state.
 */
export function Root<T extends CollectionItem>({ ref, ...props }: RootProps<T>) {
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
    <ArkLocaleProvider>
      <SelectStateContext.Provider value={state}>
        <StyledRoot
          ref={ref}
          {...(props as ComponentProps<typeof StyledRoot>)}
          positioning={{ sameWidth: true, ...props.positioning }}
        />
      </SelectStateContext.Provider>
    </ArkLocaleProvider>
  )
}

const StyledLabel = withContext(ArkSelect.Label, 'label')
const RequiredMark = withContext(ark.span, 'requiredIndicator')

export type LabelProps = ComponentProps<typeof StyledLabel> & {
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

export const Control = withContext(ArkSelect.Control, 'control')

const StyledTrigger = withContext(ArkSelect.Trigger, 'trigger')

/**
 * The combobox button. While invalid it is described by the error text (ours or the surrounding
 * Field's), through aria-describedby as Ark's Field does for its inputs.
 */
export const Trigger = forwardRef<HTMLButtonElement, ComponentProps<typeof StyledTrigger>>(
  function SelectTrigger(props, ref) {
    const state = useContext(SelectStateContext)
    const field = useFieldContext()
    const fieldProps = field?.getInputProps()
    const ownError = state?.invalid && state.hasErrorText ? state.errorTextId : undefined
    const describedBy = [ownError, fieldProps?.['aria-describedby']].filter(Boolean).join(' ') || undefined
    return <StyledTrigger ref={ref} aria-describedby={describedBy} {...props} />
  },
)

const StyledValueText = withContext(ArkSelect.ValueText, 'valueText')

/** The chosen item's label, or `placeholder` (default "Select…") while nothing is chosen. */
export const ValueText = forwardRef<HTMLSpanElement, ComponentProps<typeof StyledValueText>>(
  function SelectValueText({ placeholder, ...props }, ref) {
    const { t } = useI18n()
    return <StyledValueText ref={ref} placeholder={placeholder ?? t('ui.select.placeholder')} {...props} />
  },
)

/** Chevron that turns over while the list is open (vertical, so it needs no mirroring in RTL). */
export const Indicator = withContext(ArkSelect.Indicator, 'indicator', {
  defaultProps: { children: <ChevronDownIcon aria-hidden /> },
})

export const Positioner = withContext(ArkSelect.Positioner, 'positioner')
export const Content = withContext(ArkSelect.Content, 'content')
export const List = withContext(ArkSelect.List, 'list')
export const Item = withContext(ArkSelect.Item, 'item')
export const ItemText = withContext(ArkSelect.ItemText, 'itemText')
export const ItemGroup = withContext(ArkSelect.ItemGroup, 'itemGroup')
export const ItemGroupLabel = withContext(ArkSelect.ItemGroupLabel, 'itemGroupLabel')

/** Check mark next to the chosen item(s). */
export const ItemIndicator = withContext(ArkSelect.ItemIndicator, 'itemIndicator', {
  defaultProps: { children: <CheckIcon aria-hidden /> },
})

const StyledErrorText = withContext(ark.span, 'errorText')

export type ErrorTextProps = ComponentProps<typeof StyledErrorText>

/** Shown only while the select is invalid; it describes the trigger (aria-describedby). */
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
