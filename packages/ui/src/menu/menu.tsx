import { forwardRef, type ComponentProps } from 'react'
import { Menu } from '@ark-ui/react/menu'
import { ChevronRightIcon } from 'lucide-react'
import { menu } from '@sufra/styled-system/recipes'
import { createStyleContext } from '../lib/create-style-context'
import { ArkLocaleProvider } from '../lib/ark-locale'

const { withRootProvider, withContext } = createStyleContext(menu)

const StyledRoot = withRootProvider<Menu.RootProps>(Menu.Root, {
  defaultProps: { lazyMount: true, unmountOnExit: true },
})

export type RootProps = ComponentProps<typeof StyledRoot>

/** Dropdown menu. Follows the page direction, so ArrowLeft/ArrowRight open and close submenus correctly in Arabic. */
export function Root(props: RootProps) {
  // Ark reads the direction from its locale context, not from a prop.
  return (
    <ArkLocaleProvider>
      <StyledRoot {...props} />
    </ArkLocaleProvider>
  )
}

export const Trigger = withContext<HTMLButtonElement, Menu.TriggerProps>(Menu.Trigger, 'trigger')
export const Positioner = withContext<HTMLDivElement, Menu.PositionerProps>(Menu.Positioner, 'positioner')
export const Content = withContext<HTMLDivElement, Menu.ContentProps>(Menu.Content, 'content')
export const Arrow = withContext<HTMLDivElement, Menu.ArrowProps>(Menu.Arrow, 'arrow')
export const ArrowTip = withContext<HTMLDivElement, Menu.ArrowTipProps>(Menu.ArrowTip, 'arrowTip')
/** One action. Pass `asChild` with an `<a>` (or router link) for navigation items. */
export const Item = withContext<HTMLDivElement, Menu.ItemProps>(Menu.Item, 'item')
export const ItemText = withContext<HTMLDivElement, Menu.ItemTextProps>(Menu.ItemText, 'itemText')
export const ItemIndicator = withContext<HTMLDivElement, Menu.ItemIndicatorProps>(
  Menu.ItemIndicator,
  'itemIndicator',
)
export const ItemGroup = withContext<HTMLDivElement, Menu.ItemGroupProps>(Menu.ItemGroup, 'itemGroup')
export const ItemGroupLabel = withContext<HTMLDivElement, Menu.ItemGroupLabelProps>(
  Menu.ItemGroupLabel,
  'itemGroupLabel',
)
export const Separator = withContext<HTMLHRElement, Menu.SeparatorProps>(Menu.Separator, 'separator')
export const CheckboxItem = withContext<HTMLDivElement, Menu.CheckboxItemProps>(Menu.CheckboxItem, 'item')
export const RadioItemGroup = withContext<HTMLDivElement, Menu.RadioItemGroupProps>(
  Menu.RadioItemGroup,
  'itemGroup',
)
export const RadioItem = withContext<HTMLDivElement, Menu.RadioItemProps>(Menu.RadioItem, 'item')

const StyledTriggerItem = withContext<HTMLDivElement, Menu.TriggerItemProps>(Menu.TriggerItem, 'triggerItem')

/**
 * Opens a nested menu; the chevron points to the inline end, where the submenu appears. Portal the
 * nested Positioner so that closing the submenu hands focus back to the parent menu.
 */
export const TriggerItem = forwardRef<HTMLDivElement, Menu.TriggerItemProps>(function TriggerItem(
  { children, ...props },
  ref,
) {
  return (
    <StyledTriggerItem ref={ref} {...props}>
      {children}
      <ChevronRightIcon aria-hidden data-part="trigger-item-chevron" />
    </StyledTriggerItem>
  )
})

export { Portal } from '@ark-ui/react/portal'
export { MenuContext as Context, useMenuContext as useContext } from '@ark-ui/react/menu'
export type { MenuSelectionDetails as SelectionDetails } from '@ark-ui/react/menu'
