import { forwardRef, type ComponentProps } from 'react'
import { Dialog } from '@ark-ui/react/dialog'
import { ark } from '@ark-ui/react/factory'
import { XIcon } from 'lucide-react'
import { type MessageId, useI18n } from '@sufra/i18n'
import { cx } from '@sufra/styled-system/css'
import { button, type dialog, type drawer } from '@sufra/styled-system/recipes'
import { ArkLocaleProvider } from './ark-locale'
import { createStyleContext } from '@sufra/styled-system/jsx'

type ModalRecipe = typeof dialog | typeof drawer

/**
 * The parts of a modal on Ark's Dialog (focus trap, scroll lock, Escape, focus return), styled by
 * a slot recipe: the Dialog and the Drawer side menus differ only in their recipe and close label.
 */
export function createModalParts(recipe: ModalRecipe, closeLabel: MessageId) {
  const { withRootProvider, withContext } = createStyleContext(recipe)

  const StyledRoot = withRootProvider(Dialog.Root, {
    // Nothing is rendered while closed, and the exit animation finishes before unmounting.
    defaultProps: { lazyMount: true, unmountOnExit: true, preventScroll: true, trapFocus: true },
  })

  function Root(props: ComponentProps<typeof StyledRoot>) {
    return (
      <ArkLocaleProvider>
        <StyledRoot {...props} />
      </ArkLocaleProvider>
    )
  }

  const StyledCloseTrigger = withContext(Dialog.CloseTrigger, 'closeTrigger')

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
        {...(props as ComponentProps<typeof StyledCloseTrigger>)}
      >
        {children ?? <XIcon aria-hidden size={18} />}
      </StyledCloseTrigger>
    )
  })

  return {
    Root,
    Trigger: withContext(Dialog.Trigger, 'trigger'),
    Backdrop: withContext(Dialog.Backdrop, 'backdrop'),
    Positioner: withContext(Dialog.Positioner, 'positioner'),
    Content: withContext(Dialog.Content, 'content'),
    Title: withContext(Dialog.Title, 'title'),
    Description: withContext(Dialog.Description, 'description'),
    Header: withContext(ark.div, 'header'),
    Body: withContext(ark.div, 'body'),
    Footer: withContext(ark.div, 'footer'),
    CloseTrigger,
  }
}
