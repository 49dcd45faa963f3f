import { forwardRef, type ComponentProps } from 'react'
import { LocaleProvider } from '@ark-ui/react/locale'
import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group'
import { intlLocaleOf, useI18n } from '@sufra/i18n'
import { radioGroup } from '@sufra/styled-system/recipes'
import { createStyleContext } from '../lib/create-style-context'

const { withProvider, withContext } = createStyleContext(radioGroup)

const StyledRoot = withProvider<HTMLDivElement, ArkRadioGroup.RootProps>(ArkRadioGroup.Root, 'root')

export type RootProps = ComponentProps<typeof StyledRoot>

/**
 * One choice out of a few (gender: male or female). Native radios underneath, so Tab enters the
 * group on the chosen option and the arrow keys move between options. `orientation` lays the
 * options out in a column (default) or a row.
 */
export const Root = forwardRef<HTMLDivElement, RootProps>(function RadioGroupRoot(props, ref) {
  const { locale } = useI18n()
  // Ark takes the direction (and arrow-key mapping) from its locale context, not from a prop.
  return (
    <LocaleProvider locale={intlLocaleOf(locale)}>
      <StyledRoot ref={ref} {...props} />
    </LocaleProvider>
  )
})

export const Label = withContext<HTMLLabelElement, ArkRadioGroup.LabelProps>(ArkRadioGroup.Label, 'label')
export const Item = withContext<HTMLLabelElement, ArkRadioGroup.ItemProps>(ArkRadioGroup.Item, 'item')
export const ItemControl = withContext<HTMLDivElement, ArkRadioGroup.ItemControlProps>(
  ArkRadioGroup.ItemControl,
  'itemControl',
)
export const ItemText = withContext<HTMLSpanElement, ArkRadioGroup.ItemTextProps>(
  ArkRadioGroup.ItemText,
  'itemText',
)
/** Highlight that slides to the chosen option (zag measures and positions it). */
export const Indicator = withContext<HTMLDivElement, ArkRadioGroup.IndicatorProps>(
  ArkRadioGroup.Indicator,
  'indicator',
)
export const ItemHiddenInput = ArkRadioGroup.ItemHiddenInput

export {
  RadioGroupContext as Context,
  useRadioGroupContext as useContext,
  type RadioGroupValueChangeDetails as ValueChangeDetails,
} from '@ark-ui/react/radio-group'
