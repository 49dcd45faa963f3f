import { forwardRef, type ComponentProps } from 'react'
import { Switch as ArkSwitch } from '@ark-ui/react/switch'
import { switchRecipe } from '@sufra/styled-system/recipes'
import { createStyleContext } from '@sufra/styled-system/jsx'
import { withArkLocale } from '../lib/ark-locale'

const { withProvider, withContext } = createStyleContext(switchRecipe)

/** On/off toggle that applies at once. The thumb sits at the inline end when on, in LTR and RTL. */
export const Root = withArkLocale(withProvider(ArkSwitch.Root, 'root'))
export type RootProps = ComponentProps<typeof Root>

export const Control = withContext(ArkSwitch.Control, 'control')
export const Thumb = withContext(ArkSwitch.Thumb, 'thumb')
export const Label = withContext(ArkSwitch.Label, 'label')

/** The native checkbox underneath, exposed to assistive technology as a switch. */
export const HiddenInput = forwardRef<HTMLInputElement, ArkSwitch.HiddenInputProps>(
  function SwitchHiddenInput(props, ref) {
    return <ArkSwitch.HiddenInput ref={ref} role="switch" {...props} />
  },
)

export {
  SwitchContext as Context,
  useSwitchContext as useContext,
  type SwitchCheckedChangeDetails as CheckedChangeDetails,
} from '@ark-ui/react/switch'
