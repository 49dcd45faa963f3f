import { forwardRef, type ComponentProps } from 'react'
import { Menu } from '@ark-ui/react/menu'
import { ChevronRightIcon } from 'lucide-react'
import { menu } from '@sufra/styled-system/recipes'
import { createStyleContext } from '@sufra/styled-system/jsx'
import { ArkLocaleProvider } from '../lib/ark-locale'

const { withRootProvider, withContext } = createStyleContext(menu)

const StyledRoot = withRootProvider(Menu.Root, {
  defaultProps: { lazyMount: true, unmountOnExit: true },
})

/** Dropdown menu. Follows the page direction, so ArrowLeft/ArrowRight open and close submenus correctly in Arabic. */
export type RootProps = ComponentProps<typeof StyledRoot>
export function Root(props: RootProps) {
  return (
    <ArkLocaleProvider>
      <StyledRoot {...props} />
    </ArkLocaleProvider>
  )
}

export const Trigger = withContext(Menu.Trigger, 'trigger')
export const Positioner = withContext(Menu.Positioner, 'positioner')
export const Content = withContext(Menu.Content, 'content')
export const Arrow = withContext(Menu.Arrow, 'arrow')
export const ArrowTip = withContext(Menu.ArrowTip, 'arrowTip')
/** One action. Pass `asChild` with an `<a>` (or router link) for navigation items. */
export const Item = withContext(Menu.Item, 'item')
export const ItemText = withContext(Menu.ItemText, 'itemText')
export const ItemIndicator = withContext(Menu.ItemIndicator, 'itemIndicator')
export const ItemGroup = withContext(Menu.ItemGroup, 'itemGroup')
export const ItemGroupLabel = withContext(Menu.ItemGroupLabel, 'itemGroupLabel')
export const Separator = withContext(Menu.Separator, 'separator')
export const CheckboxItem = withContext(Menu.CheckboxItem, 'item')
export const RadioItemGroup = withContext(Menu.RadioItemGroup, 'itemGroup')
export const RadioItem = withContext(Menu.RadioItem, 'item')

const StyledTriggerItem = withContext(Menu.TriggerItem, 'triggerItem')

/**
 * Opens a nested menu; the chevron points to the inline end, where the submenu appears. Portal the
 * nested Positioner so that closing the submenu hands focus back to the parent menu.
 */
export const TriggerItem = forwardRef<HTMLDivElement, ComponentProps<typeof StyledTriggerItem>>(
  function TriggerItem({ children, ...props }, ref) {
    return (
      <StyledTriggerItem ref={ref} {...props}>
        {children}
        <ChevronRightIcon aria-hidden data-part="trigger-item-chevron" />
      </StyledTriggerItem>
    )
  },
)

export { Portal } from '@ark-ui/react/portal'
export { MenuContext as Context, useMenuContext as useContext } from '@ark-ui/react/menu'
export type { MenuSelectionDetails as SelectionDetails } from '@ark-ui/react/menu'
