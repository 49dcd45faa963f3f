import type { ComponentProps } from 'react'
import { Tooltip } from '@ark-ui/react/tooltip'
import { tooltip } from '@sufra/styled-system/recipes'
import { createStyleContext } from '@sufra/styled-system/jsx'
import { ArkLocaleProvider } from '../lib/ark-locale'

const { withRootProvider, withContext } = createStyleContext(tooltip)

const StyledRoot = withRootProvider(Tooltip.Root, {
  defaultProps: {
    lazyMount: true,
    unmountOnExit: true,
    openDelay: 400,
    closeDelay: 150,
    positioning: { placement: 'top' },
  },
})

/**
 * Short hint for a control. Opens on hover and keyboard focus, closes on Escape; placements such
 * as `top-start` follow the page direction.
 */
export type RootProps = ComponentProps<typeof StyledRoot>
export function Root(props: RootProps) {
  return (
    <ArkLocaleProvider>
      <StyledRoot {...props} />
    </ArkLocaleProvider>
  )
}

export const Trigger = withContext(Tooltip.Trigger, 'trigger')
export const Positioner = withContext(Tooltip.Positioner, 'positioner')
export const Content = withContext(Tooltip.Content, 'content')
export const ArrowTip = withContext(Tooltip.ArrowTip, 'arrowTip')

/** The pointer towards the trigger; renders its tip unless given children. */
export const Arrow = withContext(Tooltip.Arrow, 'arrow', { defaultProps: { children: <ArrowTip /> } })

export { Portal } from '@ark-ui/react/portal'
export { TooltipContext as Context, useTooltipContext as useContext } from '@ark-ui/react/tooltip'
