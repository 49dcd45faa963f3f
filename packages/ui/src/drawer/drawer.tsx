import { forwardRef, type ComponentProps } from 'react'
import { Dialog } from '@ark-ui/react/dialog'
import { ark } from '@ark-ui/react/factory'
import { XIcon } from 'lucide-react'
import { useI18n } from '@sufra/i18n'
import { cx } from '@sufra/styled-system/css'
import { button, drawer } from '@sufra/styled-system/recipes'
import { createStyleContext } from '../lib/create-style-context'
import { ArkLocaleProvider } from '../lib/ark-locale'

// A side sheet is a modal dialog pinned to an inline edge: Ark's Dialog gives the focus trap,
// scroll lock, Escape and focus return; Ark's Drawer is built for swipeable bottom sheets.
const { withRootProvider, withContext } = createStyleContext(drawer)

const StyledRoot = withRootProvider<Dialog.RootProps>(Dialog.Root, {
  defaultProps: { lazyMount: true, unmountOnExit: true, preventScroll: true, trapFocus: true },
})

export type RootProps = ComponentProps<typeof StyledRoot>

/**
 * Side menu. `placement="start"` slides in from the inline start (left in English, right in
 * Arabic), `placement="end"` from the inline end.
 */
export function Root(props: RootProps) {
  // Ark reads the direction from its locale context, not from a prop.
  return (
    <ArkLocaleProvider>
      <StyledRoot {...props} />
    </ArkLocaleProvider>
  )
}

export const Trigger = withContext<HTMLButtonElement, Dialog.TriggerProps>(Dialog.Trigger, 'trigger')
export const Backdrop = withContext<HTMLDivElement, Dialog.BackdropProps>(Dialog.Backdrop, 'backdrop')
export const Positioner = withContext<HTMLDivElement, Dialog.PositionerProps>(Dialog.Positioner, 'positioner')
export const Content = withContext<HTMLDivElement, Dialog.ContentProps>(Dialog.Content, 'content')
export const Title = withContext<HTMLHeadingElement, Dialog.TitleProps>(Dialog.Title, 'title')
export const Description = withContext<HTMLParagraphElement, Dialog.DescriptionProps>(
  Dialog.Description,
  'description',
)
export const Header = withContext<HTMLDivElement, ComponentProps<typeof ark.div>>(ark.div, 'header')
export const Body = withContext<HTMLDivElement, ComponentProps<typeof ark.div>>(ark.div, 'body')
export const Footer = withContext<HTMLDivElement, ComponentProps<typeof ark.div>>(ark.div, 'footer')

const StyledCloseTrigger = withContext<HTMLButtonElement, Dialog.CloseTriggerProps>(
  Dialog.CloseTrigger,
  'closeTrigger',
)

export type CloseTriggerProps = Dialog.CloseTriggerProps

/** Without children: the icon button labelled "Close menu". With `asChild`: closing behaviour only. */
export const CloseTrigger = forwardRef<HTMLButtonElement, CloseTriggerProps>(function CloseTrigger(
  { asChild, children, className, ...props },
  ref,
) {
  const { t } = useI18n()
  if (asChild) {
    return (
      <Dialog.CloseTrigger ref={ref} asChild className={className} {...props}>
        {children}
      </Dialog.CloseTrigger>
    )
  }
  return (
    <StyledCloseTrigger
      ref={ref}
      aria-label={t('ui.drawer.close')}
      className={cx(button({ variant: 'ghost', size: 'sm', shape: 'icon' }), className)}
      {...props}
    >
      {children ?? <XIcon aria-hidden size={18} />}
    </StyledCloseTrigger>
  )
})

export { Portal } from '@ark-ui/react/portal'
export { DialogContext as Context, useDialogContext as useContext } from '@ark-ui/react/dialog'
export type { DialogOpenChangeDetails as OpenChangeDetails } from '@ark-ui/react/dialog'
