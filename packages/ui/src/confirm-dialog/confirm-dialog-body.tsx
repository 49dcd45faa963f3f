import { useI18n } from '@sufra/i18n'
import { Button } from '../button'
import { Dialog } from '../dialog'
import type { ConfirmDialogProps } from './confirm-dialog'

/** The ConfirmDialog itself (confirm-dialog.tsx loads it on first opening). */
export function ConfirmDialogBody({
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
