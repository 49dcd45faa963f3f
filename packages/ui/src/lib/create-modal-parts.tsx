import { forwardRef, type ComponentProps } from 'react'
import { Dialog } from '@ark-ui/react/dialog'
import { ark } from '@ark-ui/react/factory'
import { XIcon } from 'lucide-react'
import { type MessageId, useI18n } from '@sufra/i18n'
import { cx } from '@sufra/styled-system/css'
import { button } from '@sufra/styled-system/recipes'
import { ArkLocaleProvider } from './ark-locale'
import { createStyleContext } from './create-style-context'

type SlotRecipe = Parameters<typeof createStyleContext>[0]

/**
 * The parts of a modal on Ark's Dialog (focus trap, scroll lock, Escape, focus return), styled by
 * a slot recipe: the Dialog and the Drawer side menus differ only in their recipe and close label.
 */
export function createModalParts<R extends SlotRecipe>(recipe: R, closeLabel: MessageId) {
  const { withRootProvider, withContext } = createStyleContext(recipe)

  const StyledRoot = withRootProvider<Dialog.RootProps>(Dialog.Root, {
    // Nothing is rendered while closed, and the exit animation finishes before unmounting.
    defaultProps: { lazyMount: true, unmountOnExit: true, preventScroll: true, trapFocus: true },
  })

  function Root(props: ComponentProps<typeof StyledRoot>) {
    // Ark reads the direction from its locale context, not from a prop.
    return (
      <ArkLocaleProvider>
        <StyledRoot {...props} />
      </ArkLocaleProvider>
    )
  }

  const StyledCloseTrigger = withContext<HTMLButtonElement, Dialog.CloseTriggerProps>(
    Dialog.CloseTrigger,
    'closeTrigger',
  )

  /**
   * Without children: the corner icon button with the close label.
   * With `asChild` (e.g. a Cancel button in the footer) it only adds the closing behaviour.
   */
  const CloseTrigger = forwardRef<HTMLButtonElement, Dialog.CloseTriggerProps>(function CloseTrigger(
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
        aria-label={t(closeLabel)}
        className={cx(button({ variant: 'ghost', size: 'sm', shape: 'icon' }), className)}
        {...props}
      >
        {children ?? <XIcon aria-hidden size={18} />}
      </StyledCloseTrigger>
    )
  })

  return {
    Root,
    Trigger: withContext<HTMLButtonElement, Dialog.TriggerProps>(Dialog.Trigger, 'trigger'),
    Backdrop: withContext<HTMLDivElement, Dialog.BackdropProps>(Dialog.Backdrop, 'backdrop'),
    Positioner: withContext<HTMLDivElement, Dialog.PositionerProps>(Dialog.Positioner, 'positioner'),
    Content: withContext<HTMLDivElement, Dialog.ContentProps>(Dialog.Content, 'content'),
    Title: withContext<HTMLHeadingElement, Dialog.TitleProps>(Dialog.Title, 'title'),
    Description: withContext<HTMLParagraphElement, Dialog.DescriptionProps>(
      Dialog.Description,
      'description',
    ),
    Header: withContext<HTMLDivElement, ComponentProps<typeof ark.div>>(ark.div, 'header'),
    Body: withContext<HTMLDivElement, ComponentProps<typeof ark.div>>(ark.div, 'body'),
    Footer: withContext<HTMLDivElement, ComponentProps<typeof ark.div>>(ark.div, 'footer'),
    CloseTrigger,
  }
}
