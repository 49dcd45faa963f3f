import { forwardRef, useCallback, useLayoutEffect, useRef, type ComponentProps } from 'react'
import { LocaleProvider } from '@ark-ui/react/locale'
import { Checkbox as ArkCheckbox, useCheckboxContext } from '@ark-ui/react/checkbox'
import { CheckIcon, MinusIcon } from 'lucide-react'
import { intlLocaleOf, useI18n } from '@sufra/i18n'
import { checkbox } from '@sufra/styled-system/recipes'
import { createStyleContext } from '../lib/create-style-context'

const { withProvider, withContext } = createStyleContext(checkbox)

const StyledRoot = withProvider<HTMLLabelElement, ArkCheckbox.RootProps>(ArkCheckbox.Root, 'root')

export type RootProps = ComponentProps<typeof StyledRoot>

/**
 * A label wrapping a visually hidden native checkbox (Checkbox.HiddenInput, which carries the role,
 * name, focus and form value) and its drawn box. `checked` may be true, false or 'indeterminate'.
 */
export const Root = forwardRef<HTMLLabelElement, RootProps>(function CheckboxRoot(props, ref) {
  const { locale } = useI18n()
  // Ark takes the direction (and arrow-key mapping) from its locale context, not from a prop.
  return (
    <LocaleProvider locale={intlLocaleOf(locale)}>
      <StyledRoot ref={ref} {...props} />
    </LocaleProvider>
  )
})

export const Control = withContext<HTMLDivElement, ArkCheckbox.ControlProps>(ArkCheckbox.Control, 'control')
export const Label = withContext<HTMLSpanElement, ArkCheckbox.LabelProps>(ArkCheckbox.Label, 'label')
export const Group = withContext<HTMLDivElement, ArkCheckbox.GroupProps>(ArkCheckbox.Group, 'group')

const StyledIndicator = withContext<HTMLDivElement, ArkCheckbox.IndicatorProps>(
  ArkCheckbox.Indicator,
  'indicator',
)

/**
 * Visible while checked: a check mark. With `indeterminate`, visible in the mixed state instead:
 * a dash. Put both inside Control.
 */
export const Indicator = forwardRef<HTMLDivElement, ArkCheckbox.IndicatorProps>(function CheckboxIndicator(
  { children, indeterminate, ...props },
  ref,
) {
  return (
    <StyledIndicator ref={ref} indeterminate={indeterminate} {...props}>
      {children ?? (indeterminate ? <MinusIcon aria-hidden /> : <CheckIcon aria-hidden />)}
    </StyledIndicator>
  )
})

/**
 * The native checkbox. zag sets the DOM `indeterminate` flag only on later changes, so a box that
 * starts mixed would be announced as unchecked; this keeps the flag in step from the first render.
 */
export const HiddenInput = forwardRef<HTMLInputElement, ArkCheckbox.HiddenInputProps>(
  function CheckboxHiddenInput(props, ref) {
    const { indeterminate } = useCheckboxContext()
    const inputRef = useRef<HTMLInputElement | null>(null)
    useLayoutEffect(() => {
      if (inputRef.current) inputRef.current.indeterminate = indeterminate
    }, [indeterminate])
    const setRefs = useCallback(
      (node: HTMLInputElement | null) => {
        inputRef.current = node
        if (typeof ref === 'function') ref(node)
        else if (ref) ref.current = node
      },
      [ref],
    )
    return <ArkCheckbox.HiddenInput ref={setRefs} {...props} />
  },
)

export {
  CheckboxContext as Context,
  useCheckboxContext as useContext,
  type CheckboxCheckedChangeDetails as CheckedChangeDetails,
  type CheckboxCheckedState as CheckedState,
} from '@ark-ui/react/checkbox'
