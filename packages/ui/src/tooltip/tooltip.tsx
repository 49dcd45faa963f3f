import { forwardRef, type ComponentProps } from 'react'
import { Tooltip } from '@ark-ui/react/tooltip'
import { tooltip } from '@sufra/styled-system/recipes'
import { createStyleContext } from '../lib/create-style-context'
import { ArkLocaleProvider } from '../lib/ark-locale'

const { withRootProvider, withContext } = createStyleContext(tooltip)

const StyledRoot = withRootProvider<Tooltip.RootProps>(Tooltip.Root, {
  defaultProps: {
    lazyMount: true,
    unmountOnExit: true,
    openDelay: 400,
    closeDelay: 150,
    positioning: { placement: 'top' },
  },
})

export type RootProps = ComponentProps<typeof StyledRoot>

/**
 * Short hint for a control. Opens on hover and keyboard focus, closes on Escape; placements such
 * as `top-start` follow the page direction.
 */
export function Root(props: RootProps) {
  // Ark reads the direction from its locale context, not from a prop.
  return (
    <ArkLocaleProvider>
      <StyledRoot {...props} />
    </ArkLocaleProvider>
  )
}

export const Trigger = withContext<HTMLButtonElement, Tooltip.TriggerProps>(Tooltip.Trigger, 'trigger')
export const Positioner = withContext<HTMLDivElement, Tooltip.PositionerProps>(
  Tooltip.Positioner,
  'positioner',
)
export const Content = withContext<HTMLDivElement, Tooltip.ContentProps>(Tooltip.Content, 'content')
export const ArrowTip = withContext<HTMLDivElement, Tooltip.ArrowTipProps>(Tooltip.ArrowTip, 'arrowTip')

const StyledArrow = withContext<HTMLDivElement, Tooltip.ArrowProps>(Tooltip.Arrow, 'arrow')

/** The pointer towards the trigger; renders its tip unless given children. */
export const Arrow = forwardRef<HTMLDivElement, Tooltip.ArrowProps>(function Arrow(
  { children, ...props },
  ref,
) {
  return (
    <StyledArrow ref={ref} {...props}>
      {children ?? <ArrowTip />}
    </StyledArrow>
  )
})

export { Portal } from '@ark-ui/react/portal'
export { TooltipContext as Context, useTooltipContext as useContext } from '@ark-ui/react/tooltip'
