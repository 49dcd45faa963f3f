import type { ReactNode } from 'react'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { Dialog } from '@sufra/ui/dialog'

export type ConfirmDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The question ("Are you sure you want to unfollow this user?"). */
  title: ReactNode
  description?: ReactNode
  /** The confirming button's text ("Unfollow", "Delete"). */
  confirmLabel: ReactNode
  onConfirm: () => void
  /** While the confirmed request runs: the confirming button spins and nothing closes the dialog. */
  pending?: boolean
}

/**
 * A yes/no question before an action that cannot be taken back (unfollow, delete). An alertdialog:
 * focus starts on Cancel, Escape and Cancel close it without doing anything.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending = false,
}: ConfirmDialogProps) {
  const { t } = useI18n()
  return (
    <Dialog.Root
      role="alertdialog"
      size="sm"
      open={open}
      onOpenChange={(details) => {
        if (!pending) onOpenChange(details.open)
      }}
      closeOnInteractOutside={!pending}
      closeOnEscape={!pending}
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
                <Button variant="outline" disabled={pending}>
                  {t('common.cancel')}
                </Button>
              </Dialog.CloseTrigger>
              <Button variant="danger" loading={pending} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger disabled={pending} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
