import type { ComponentProps } from 'react'
import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group'
import { radioGroup } from '@sufra/styled-system/recipes'
import { createStyleContext } from '@sufra/styled-system/jsx'
import { withArkLocale } from '../lib/ark-locale'

const { withProvider, withContext } = createStyleContext(radioGroup)

/**
 * One choice out of a few (gender: male or female). Native radios underneath, so Tab enters the
 * group on the chosen option and the arrow keys move between options. `orientation` lays the
 * options out in a column (default) or a row.
 */
export const Root = withArkLocale(withProvider(ArkRadioGroup.Root, 'root'))
export type RootProps = ComponentProps<typeof Root>

export const Label = withContext(ArkRadioGroup.Label, 'label')
export const Item = withContext(ArkRadioGroup.Item, 'item')
export const ItemControl = withContext(ArkRadioGroup.ItemControl, 'itemControl')
export const ItemText = withContext(ArkRadioGroup.ItemText, 'itemText')
/** Highlight that slides to the chosen option (zag measures and positions it). */
export const Indicator = withContext(ArkRadioGroup.Indicator, 'indicator')
export const ItemHiddenInput = ArkRadioGroup.ItemHiddenInput

export {
  RadioGroupContext as Context,
  useRadioGroupContext as useContext,
  type RadioGroupValueChangeDetails as ValueChangeDetails,
} from '@ark-ui/react/radio-group'
