import { forwardRef, useCallback, useLayoutEffect, useRef, type ComponentProps } from 'react'
import { Checkbox as ArkCheckbox, useCheckboxContext } from '@ark-ui/react/checkbox'
import { CheckIcon, MinusIcon } from 'lucide-react'
import { checkbox } from '@sufra/styled-system/recipes'
import { createStyleContext } from '@sufra/styled-system/jsx'
import { withArkLocale } from '../lib/ark-locale'

const { withProvider, withContext } = createStyleContext(checkbox)

/**
 * A label wrapping a visually hidden native checkbox (Checkbox.HiddenInput, which carries the role,
 * name, focus and form value) and its drawn box. `checked` may be true, false or 'indeterminate'.
 */
export const Root = withArkLocale(withProvider(ArkCheckbox.Root, 'root'))
export type RootProps = ComponentProps<typeof Root>

export const Control = withContext(ArkCheckbox.Control, 'control')
export const Label = withContext(ArkCheckbox.Label, 'label')
export const Group = withContext(ArkCheckbox.Group, 'group')

const StyledIndicator = withContext(ArkCheckbox.Indicator, 'indicator')

/**
 * Visible while checked: a check mark. With `indeterminate`, visible in the mixed state instead:
 * a dash. Put both inside Control.
 */
export const Indicator = forwardRef<HTMLDivElement, ComponentProps<typeof StyledIndicator>>(
  function CheckboxIndicator({ children, indeterminate, ...props }, ref) {
    return (
      <StyledIndicator ref={ref} indeterminate={indeterminate} {...props}>
        {children ?? (indeterminate ? <MinusIcon aria-hidden /> : <CheckIcon aria-hidden />)}
      </StyledIndicator>
    )
  },
)

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
