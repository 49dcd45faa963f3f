import { ChefHatIcon } from 'lucide-react'
import { useI18n } from '@sufra/i18n'
import { Button } from '@sufra/ui/button'
import { Dialog } from '@sufra/ui/dialog'
import { useWidgetHost } from '../widget-host'

type NewListDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * New: a list starts with a recipe's ingredients (the contract creates a list from catalogue
 * ingredients), so New says how and leads to the recipes; typed items are added to a list after.
 */
export function NewListDialog({ open, onOpenChange }: NewListDialogProps) {
  const { t } = useI18n()
  const host = useWidgetHost()
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} size="sm">
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('shoppingList.new.title')}</Dialog.Title>
              <Dialog.Description>{t('shoppingList.new.description')}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <Button variant="outline">{t('common.close')}</Button>
              </Dialog.CloseTrigger>
              <Button asChild>
                <host.Link href={host.href('/explore')} onClick={() => onOpenChange(false)}>
                  <ChefHatIcon aria-hidden size={16} />
                  {t('shoppingList.new.explore')}
                </host.Link>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
