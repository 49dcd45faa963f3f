import type { ReactNode } from 'react'
import { useI18n } from '@sufra/i18n'
import { Button } from '../button'
import { Dialog } from '../dialog'

export type ConfirmDialogProps = {
  open: boolean
  /** Asked to close (Cancel, Escape, a click outside, the corner button); never while `busy`. */
  onOpenChange: (open: boolean) => void
  /** The question ("Are you sure you want to unfollow this user?"); the dialog's accessible name. */
  title: ReactNode
  /** What follows from confirming; the dialog's accessible description. */
  description?: ReactNode
  /** The confirming button's text ("Unfollow", "Delete", "Leave"). */
  confirmLabel: ReactNode
  /** The button that answers no; default "Cancel". */
  cancelLabel?: ReactNode
  onConfirm: () => void
  /** `danger` for an action that cannot be taken back (the confirming button is red). */
  tone?: 'danger' | 'default'
  /** While the confirmed request runs: the confirming button spins and nothing closes the dialog. */
  busy?: boolean
  /** The corner close button (default shown); Cancel closes it either way. */
  closeButton?: boolean
  /** Where focus goes when it closes (default: the element that had it before it opened). */
  finalFocusEl?: () => HTMLElement | null
}

/**
 * A yes/no question before an action (unfollow, delete, leave without saving). An alertdialog
 * labelled by its title and described by its description; Cancel and Escape close it without doing
 * anything, and only the confirming button calls `onConfirm`.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  tone = 'default',
  busy = false,
  closeButton = true,
  finalFocusEl,
}: ConfirmDialogProps) {
  const { t } = useI18n()
  return (
    <Dialog.Root
      role="alertdialog"
      size="sm"
      open={open}
      onOpenChange={(details) => {
        if (!busy) onOpenChange(details.open)
      }}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      finalFocusEl={finalFocusEl}
    >
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
              {description ? <Dialog.Description>{description}</Dialog.Description> : null}
            </Dialog.Header>
            <Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  {cancelLabel ?? t('common.cancel')}
                </Button>
              </Dialog.CloseTrigger>
              <Button variant={tone === 'danger' ? 'danger' : 'solid'} loading={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            {closeButton ? <Dialog.CloseTrigger disabled={busy} /> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
