import { forwardRef, type ComponentProps } from 'react'
import { LocaleProvider } from '@ark-ui/react/locale'
import { Switch as ArkSwitch } from '@ark-ui/react/switch'
import { intlLocaleOf, useI18n } from '@sufra/i18n'
import { switchRecipe } from '@sufra/styled-system/recipes'
import { createStyleContext } from '../lib/create-style-context'

const { withProvider, withContext } = createStyleContext(switchRecipe)

const StyledRoot = withProvider<HTMLLabelElement, ArkSwitch.RootProps>(ArkSwitch.Root, 'root')

export type RootProps = ComponentProps<typeof StyledRoot>

/** On/off toggle that applies at once. The thumb sits at the inline end when on, in LTR and RTL. */
export const Root = forwardRef<HTMLLabelElement, RootProps>(function SwitchRoot(props, ref) {
  const { locale } = useI18n()
  // Ark takes the direction (and arrow-key mapping) from its locale context, not from a prop.
  return (
    <LocaleProvider locale={intlLocaleOf(locale)}>
      <StyledRoot ref={ref} {...props} />
    </LocaleProvider>
  )
})

export const Control = withContext<HTMLSpanElement, ArkSwitch.ControlProps>(ArkSwitch.Control, 'control')
export const Thumb = withContext<HTMLSpanElement, ArkSwitch.ThumbProps>(ArkSwitch.Thumb, 'thumb')
export const Label = withContext<HTMLSpanElement, ArkSwitch.LabelProps>(ArkSwitch.Label, 'label')

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
